"""The C entry points (`OffloadRuntime.externals()`) an interpreter of lowered IR calls:
the libomptarget mapper ABI with its arrays, `ident_t` and names in simulated memory."""

import pytest
from runtime_testlib import counts, host_ints, ints

from accdialect.runtime import MapType as M
from accdialect.runtime import OffloadRuntime
from accdialect.runtime.errors import UnsupportedError
from accdialect.runtime.trace import ConstructBegin, MapNew
from support.runtime import events


def _array(rt, values):
    addr = rt.alloc(8 * len(values), "stack")
    for i, v in enumerate(values):
        rt.memory.write_uint(addr + 8 * i, v)
    return addr


def _cstr(rt, text):
    addr = rt.alloc(len(text) + 1, "global")
    rt.memory.write(addr, text.encode() + b"\0")
    return addr


def test_every_documented_entry_point_is_there():
    names = set(OffloadRuntime().externals())
    assert {"__tgt_target_data_begin_mapper", "__tgt_target_data_end_mapper",
            "__tgt_target_data_update_mapper", "_FortranAOpenACCAttachDescriptor",
            "_FortranAOpenACCDetachDescriptor", "__llvm_omp_indirect_call_lookup",
            "__kmpc_target_translate_fptr", "acc_copyin", "acc_create", "acc_copyout",
            "acc_copyout_finalize", "acc_delete", "acc_delete_finalize", "acc_attach",
            "acc_detach", "acc_detach_finalize", "acc_is_present", "acc_deviceptr",
            "acc_hostptr", "acc_update_device", "acc_update_self", "acc_map_data",
            "acc_unmap_data", "omp_get_default_device", "omp_get_num_devices",
            "omp_target_is_present", "omp_target_is_accessible", "omp_get_mapped_ptr",
            "omp_target_alloc", "omp_target_free", "omp_target_memcpy",
            "omp_target_associate_ptr", "omp_target_disassociate_ptr"} <= names


def test_mapper_abi_reads_arrays_names_and_location_from_memory():
    """`__tgt_target_data_begin_mapper(loc, device, n, bases, begins, sizes, types, names,
    mappers)`: the arrays are read from simulated memory, names from `;name;file;l;c;;`
    strings, the location from `ident_t.psource`."""
    rt = OffloadRuntime()
    x = host_ints(rt, [1, 2, 3, 4], name="x")
    ident = rt.alloc(24, "global")
    rt.memory.write_uint(ident + 16, _cstr(rt, ";prog.c;main;12;3;;"))
    arrays = [_array(rt, [x]), _array(rt, [x]), _array(rt, [16]), _array(rt, [int(M.TO | M.FROM)]),
              _array(rt, [_cstr(rt, ";x;prog.c;12;30;;")])]
    ext = rt.externals()
    ext["__tgt_target_data_begin_mapper"](ident, -1, 1, *arrays, 0)
    begin = events(rt, ConstructBegin)[0]
    assert begin.loc == ("prog.c", 12, 3) and begin.args[0].name == "x"
    assert events(rt, MapNew)[0].name == "x" and counts(rt, x) == (1, 0)
    rt.memory.write_uint(rt.omp.omp_get_mapped_ptr(x, 0), 9, 4)
    ext["__tgt_target_data_end_mapper"](0, 0, 1, *arrays, 0)
    assert ints(rt, x, 1) == [9] and counts(rt, x) is None
    assert ext["acc_copyin"](x, 16) == ext["acc_deviceptr"](x)


def test_user_defined_mappers_without_a_program_are_a_runtime_error():
    """A non-null `arg_mappers` entry (a `declare mapper` function) needs the program's
    interpreter to run it (`OffloadRuntime.call_mapper`, set by `build_interpreter`;
    test/conformance/omp-c/mapper_default_nested.c runs them): the runtime alone says
    so, an error of its own (located by the interpreter), not a Python exception's
    text."""
    rt = OffloadRuntime()
    x = host_ints(rt, [1], name="x")
    arrays = [_array(rt, [x]), _array(rt, [x]), _array(rt, [4]), _array(rt, [int(M.TO)])]
    mappers = _array(rt, [0x1234])
    with pytest.raises(UnsupportedError) as err:
        rt.externals()["__tgt_target_data_begin_mapper"](0, -1, 1, *arrays, 0, mappers)
    assert str(err.value) == "user-defined mapper functions need a program to run them"
    assert err.value.exit_status == 1 and counts(rt, x) is None


def test_legacy_and_nowait_data_entry_points_forward_to_the_mapper_ones():
    """`__tgt_target_data_begin/end/update(device, n, bases, begins, sizes, types)` (no
    location, names or mappers) and the `_nowait_mapper` forms (dependences after the
    mapper arguments) do what the `_mapper` entry points do (libomptarget 22
    interface.cpp forwards them)."""
    rt = OffloadRuntime()
    x = host_ints(rt, [1, 2], name="x")
    arrays = [_array(rt, [x]), _array(rt, [x]), _array(rt, [8])]
    to, tofrom = _array(rt, [int(M.TO)]), _array(rt, [int(M.TO | M.FROM)])
    ext = rt.externals()
    ext["__tgt_target_data_begin"](-1, 1, *arrays, tofrom)
    assert counts(rt, x) == (1, 0)
    dev = rt.omp.omp_get_mapped_ptr(x, 0)
    rt.memory.write_uint(dev, 7, 4)
    ext["__tgt_target_data_update"](-1, 1, *arrays, _array(rt, [int(M.FROM)]))
    assert ints(rt, x, 2) == [7, 2]
    rt.memory.write_uint(x + 4, 5, 4)
    ext["__tgt_target_data_update_nowait_mapper"](0, -1, 1, *arrays, to, 0, 0, 0, 0, 0, 0)
    assert ints(rt, dev, 2) == [7, 5]
    ext["__tgt_target_data_begin_nowait_mapper"](0, -1, 1, *arrays, tofrom, 0, 0, 0, 0, 0, 0)
    assert counts(rt, x) == (2, 0)
    ext["__tgt_target_data_end_nowait_mapper"](0, -1, 1, *arrays, tofrom, 0, 0, 0, 0, 0, 0)
    ext["__tgt_target_data_end"](-1, 1, *arrays, tofrom)
    assert counts(rt, x) is None
