"""`omp_mapping.MapArgs`: the map arrays of one construct as the C ABI types them
(`__tgt_target_data_begin_mapper(..., void **args_base, void **args, int64_t *arg_sizes,
int64_t *arg_types, ...)`): a begin is a 64-bit address, a size an `int64_t`, a map type
a plain integer. Values already in their C type are taken as they are; only the others
are wrapped (the construct reads the caller's arrays themselves unless one value needs
wrapping)."""

import pytest

from accdialect.runtime import MapType
from accdialect.runtime.omp_mapping import MapArgs

TO, ATTACH = MapType.TO, MapType.ATTACH


def test_values_in_their_c_types_are_kept():
    args = MapArgs([0x1000, 0x2000], [0x1000, 0x1010], [256, 8], [1, 0x4000])
    assert (args.bases, args.begins, args.sizes, args.types) == (
        [0x1000, 0x2000], [0x1000, 0x1010], [256, 8], [1, 0x4000])


def test_map_type_flags_become_plain_integers():
    """A `MapType` flag is an int subclass whose `&` builds flags again: the construct
    steps get the integer."""
    args = MapArgs([0x1000], [0x1000], [8], [TO | ATTACH])
    assert args.types == [0x4001]
    assert type(args.types[0]) is int


def test_a_negative_begin_is_the_address_it_wraps_to():
    """`(void *)-8` is 2^64 - 8; the other items stay as they are."""
    args = MapArgs([0x1000, 0x1000], [0x1000, -8], [8, 8], [1, 1])
    assert args.begins == [0x1000, (1 << 64) - 8]


def test_a_size_read_as_an_unsigned_word_is_an_int64():
    """A size lowered code stores as the 64-bit word of -400 reads back as 2^64 - 400:
    it is the `int64_t` -400; a size of 2^63 - 1 is kept."""
    args = MapArgs([0x1000, 0x1000], [0x1000, 0x1000], [(1 << 64) - 400, (1 << 63) - 1], [1, 1])
    assert args.sizes == [-400, (1 << 63) - 1]


def test_the_callers_bases_are_not_the_constructs():
    """The construct writes the device base of a RETURN_PARAM entry into its own bases;
    the caller's list keeps its values (the other arrays are only read)."""
    bases, begins, sizes, types = [0x1000], [0x1000], [8], [1]
    args = MapArgs(bases, begins, sizes, types)
    args.bases[0] = 0xD000_0000
    assert (bases, begins, sizes, types) == ([0x1000], [0x1000], [8], [1])
    assert args.bases is not bases


def test_a_return_param_base_does_not_reach_the_callers_list():
    """`use_device_ptr`: the runtime returns the device base and leaves the caller's
    bases as they were (libomptarget writes into `args_base` only through the ABI)."""
    from accdialect.runtime import OffloadRuntime
    rt = OffloadRuntime(trace=False)
    h = rt.alloc(64)
    rt.target_data_begin([h], [h], [64], [int(MapType.TO)])
    bases = [h]
    returned = rt.target_data_begin(bases, [h], [64], [int(MapType.RETURN_PARAM)])
    entry = rt.devices[0].table.find(h)
    assert entry is not None
    assert bases == [h]
    assert returned == [entry.dev_begin]


def test_arrays_of_different_lengths_are_refused():
    with pytest.raises(ValueError, match="map arrays of different lengths"):
        MapArgs([0x1000], [0x1000, 0x1008], [8], [1])


def test_a_mapper_is_not_given_a_section_of_negative_size():
    """clang's mapper function divides the size unsigned and would walk ~2^64 bytes of
    elements (fuzz seed 1 case 2: `update to` of a section whose bounds were swapped):
    the runtime stops before calling it, the mapper never runs."""
    from accdialect.runtime.errors import NegativeMapperSectionError

    calls = []

    def mapper(*args):
        calls.append(args)
        return []

    args = MapArgs([0x1000], [0x1000], [-40], [1], ["ps"], [mapper])
    with pytest.raises(NegativeMapperSectionError, match=r"negative size \(-40 bytes\)") as err:
        args.expand(0)
    assert err.value.variable == "ps" and err.value.exit_status == 134 and calls == []
