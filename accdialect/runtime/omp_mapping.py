"""The steps of an OpenMP construct over the mapper ABI (SEMANTICS §3; libomptarget
`targetDataBegin`, `processAttachEntries`, `targetDataEnd`, `postProcessingTargetDataEnd`,
`targetDataUpdate`, `processDataBefore`).

The arrays are the ones a compiler passes to `__tgt_target_data_begin_mapper`: base
pointers, begin pointers, sizes, map types, names, mappers. A mapper is a Python
callable `(base, begin, size, map_type, name) -> [(base, begin, size, map_type, name)]`
standing for the components a `declare mapper` function pushes.
"""

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import final

from ..abi.map_types import MapType, parent_index
from ..rules.arithmetic import to_int64
from .attachment_events import Attached, AttachSkipped
from .construct_state import AttachInfo, newly_allocated_either
from .device import Device
from .entry import MappingEntry, ShadowPointer
from .errors import NegativeMapperSectionError, OffloadError
from .events import ErrorReport, MapAbsent
from .mapping import TargetPointerResult, get_target_pointer, get_tgt_ptr_begin, present_missing
from .private_args import PrivateArguments
from .regions import ADDRESS_MASK, POINTER_SIZE, Allocation

_TO = int(MapType.TO)
_FROM = int(MapType.FROM)
_ALWAYS = int(MapType.ALWAYS)
_DELETE = int(MapType.DELETE)
_PTR_AND_OBJ = int(MapType.PTR_AND_OBJ)
_TARGET_PARAM = int(MapType.TARGET_PARAM)
_RETURN_PARAM = int(MapType.RETURN_PARAM)
_PRIVATE = int(MapType.PRIVATE)
_LITERAL = int(MapType.LITERAL)
_IMPLICIT = int(MapType.IMPLICIT)
_PRESENT = int(MapType.PRESENT)
_HOLD = int(MapType.OMPX_HOLD)
_ATTACH = int(MapType.ATTACH)
_NON_CONTIG = int(MapType.NON_CONTIG)
_MEMBER_OF = int(MapType.MEMBER_OF)
_NOT_MAPPED = _LITERAL | _PRIVATE  # passed to the kernel, never entered in the table
_NOT_UNMAPPED = _LITERAL | _PRIVATE | _ATTACH  # skipped by `target_data_end`
_LAMBDA_CAPTURE = _PTR_AND_OBJ | _LITERAL | _IMPLICIT  # libomptarget `isLambdaMapping`
_MAX_ALIGNMENT = 16
_INT64_MIN, _INT64_MAX = -(1 << 63), (1 << 63) - 1

Mapper = Callable[[int, int, int, int, str | None], Sequence[tuple]]


class MapArgs:
    """The map arrays of one construct (the `__tgt_target_data_*_mapper` arguments), as
    the C ABI types them: begin pointers are 64-bit addresses, sizes are `int64_t` (a
    section whose size computes negative stays negative, as libomptarget prints and
    looks it up; allocating it asks for almost 2^64 bytes). The construct reads the
    caller's arrays (or their normalized copies) and writes only into its own copy of
    the base pointers."""

    __slots__ = ("bases", "begins", "sizes", "types", "names", "mappers")

    def __init__(self, bases: Sequence[int], begins: Sequence[int], sizes: Sequence[int],
                 types: Sequence[int], names: Sequence[str | None] | None = None,
                 mappers: Sequence[Mapper | None] | None = None):
        n = len(types)
        if len(bases) != n or len(begins) != n or len(sizes) != n:
            raise ValueError("map arrays of different lengths")
        # A value to normalize is rare (a map type as a `MapType` flag, a section computed
        # out of range): one pass over each array finds it, and the arrays are taken as
        # they are otherwise (each normalization keeps a normal value as it is).
        given: Sequence[object] = types  # (compiled, an `int` is never asked its class)
        for t in given:
            if type(t) is not int:
                types = list(map(int, types))
                break
        for begin in begins:
            if begin < 0 or begin > ADDRESS_MASK:
                begins = [begin & ADDRESS_MASK for begin in begins]
                break
        for size in sizes:
            if size < _INT64_MIN or size > _INT64_MAX:
                sizes = list(map(to_int64, sizes))
                break
        self.types = types
        self.bases = [*bases]  # the construct writes RETURN_PARAM's device base into it
        self.begins = begins
        self.sizes = sizes
        self.names = names
        self.mappers = mappers

    def __len__(self) -> int:
        return len(self.types)

    def name(self, i: int) -> str | None:
        return self.names[i] if self.names else None

    def mapper(self, i: int) -> Mapper | None:
        return self.mappers[i] if self.mappers else None

    def expand(self, i: int) -> "MapArgs":
        """The components the mapper of argument `i` produces (libomptarget
        `targetDataMapper`); a section of negative size is refused before the mapper
        runs (`NegativeMapperSectionError`)."""
        mapper = self.mapper(i)
        assert mapper is not None
        if self.sizes[i] < 0:
            err = NegativeMapperSectionError(self.sizes[i])
            err.variable = self.name(i)
            raise err
        comps = list(mapper(self.bases[i], self.begins[i], self.sizes[i], self.types[i],
                            self.name(i)))
        return MapArgs([c[0] for c in comps], [c[1] for c in comps], [c[2] for c in comps],
                       [c[3] for c in comps], [c[4] if len(c) > 4 else None for c in comps])


@final
class PostProcessingInfo:
    """An item `target_data_end` leaves to `post_process_data_end` (libomptarget
    `PostProcessingInfo`: `ArgType`, `HstPtrBegin`, `DataSize` and its look-up's entry,
    `TPR.getEntry()`); `from_pending`: its FROM copy is not made yet (the entry was still
    referenced when the item was unmapped; `_flush_from` makes it if another item of the
    construct releases the entry)."""

    __slots__ = ("map_type", "begin", "size", "entry", "from_pending")

    def __init__(self, map_type: int, begin: int, size: int, entry: MappingEntry,
                 from_pending: bool):
        self.map_type = map_type
        self.begin = begin
        self.size = size
        self.entry = entry
        self.from_pending = from_pending


_MAPPER_FAILED = {
    "targetDataBegin": "Call to targetDataBegin via targetDataMapper for custom mapper failed",
    "targetDataEnd": "Call to targetDataEnd via targetDataMapper for custom mapper failed.",
    "targetDataUpdate":
        "Call to targetDataUpdate via targetDataMapper for custom mapper failed.",
}
"""libomptarget 22's `REPORT` of each phase when a mapper's components fail, as its
library's strings spell them (the first without a period)."""


@contextmanager
def _through_mapper(dev: Device, phase: str) -> Iterator[None]:
    """An argument's mapper components mapped by `phase` (libomptarget 22 calls
    `targetDataMapper`, which calls `phase` on them): a failure among them is
    reported once more as the mapper's (`_MAPPER_FAILED`) on its way out."""
    try:
        yield
    except OffloadError:
        if dev.trace is not None:
            dev.trace.emit(ErrorReport(_MAPPER_FAILED[phase]))
        raise


def _combined(types: Sequence[int], i: int) -> bool:
    """Whether entry `i` is the combined entry of a structure, the parent of the
    member entries that follow it (MEMBER_OF(i)): it spans their bytes."""
    return (i + 1 < len(types) and types[i + 1] & _MEMBER_OF != 0
            and parent_index(types[i + 1]) == i)


def _null_pointer_report(present: bool, period: str = ".") -> str:
    why = "'present' map type modifier" if present else "device failure or illegal mapping"
    return f"Call to getTargetPointer returned null pointer ({why}){period}"


def target_data_begin(dev: Device, args: MapArgs, attach_info: AttachInfo | None = None,
                      from_mapper: bool = False) -> None:
    """`targetDataBegin`: map each argument in order; ATTACH entries are deferred to
    `process_attach_entries`, which the construct's call (`attach_info` None: the
    construct's own is made) runs at its end, after the components of mappers too.

    Found: count += 1 (none for MEMBER_OF entries). Not found: PRESENT is an error, size
    0 maps nothing, otherwise a new entry (padded for combined struct entries). TO copies
    only for new entries or ALWAYS. PTR_AND_OBJ maps the pointer too and attaches at
    once. RETURN_PARAM hands the device base back in `args.bases` (the host base when
    the item is not present: flang 22's use_device_ptr of a type(c_ptr) passes a
    temporary copy of it, which libomptarget 22 returns unchanged natively).
    """
    types, bases, begins, sizes, names, mappers = (args.types, args.bases, args.begins,
                                                   args.sizes, args.names, args.mappers)
    n = len(types)
    trace = dev.trace
    construct = attach_info is None
    if attach_info is None:
        attach_info = ([], [])
    new_allocations, attach_entries = attach_info
    for i in range(n):
        t = types[i]
        if t & _NOT_MAPPED:
            continue
        if mappers and mappers[i] is not None:
            with _through_mapper(dev, "targetDataBegin"):
                target_data_begin(dev, args.expand(i), attach_info, from_mapper=True)
            continue
        begin, base, size = begins[i], bases[i], sizes[i]
        name = names[i] if names else None
        if t & _ATTACH:
            attach_entries.append((base, begin, size, t, name))
            continue
        combined = _combined(types, i)
        padding = 0
        if combined and not t & _MEMBER_OF:
            alignment = min(_MAX_ALIGNMENT, base & -base) if base else _MAX_ALIGNMENT
            padding = begin % alignment
        update_ref = not t & _MEMBER_OF and not (from_mapper and i == 0)
        pointer_tpr: TargetPointerResult | None = None
        pointer_host = 0
        try:
            if t & _PTR_AND_OBJ:
                pointer_tpr = get_target_pointer(dev, base, base, 0, POINTER_SIZE, None,
                                                 t & ~(_TO | _ALWAYS), update_ref,
                                                 new_allocations)
                if pointer_tpr.is_new_entry and not pointer_tpr.is_host_pointer:
                    new_allocations.append((base, POINTER_SIZE))
                pointer_host = base
                base = dev.memory.read_uint(base)
                update_ref = not from_mapper or i != 0
            if not combined:
                dev.check_section(base, begin, size, name, dev.construct_loc,
                                  member=bool(t & _MEMBER_OF and not t & _PTR_AND_OBJ))
            tpr = get_target_pointer(dev, begin, base, padding, size, name, t, update_ref,
                                     new_allocations)
        except OffloadError:
            if trace is not None:
                trace.emit(ErrorReport(_null_pointer_report(bool(t & _PRESENT))))
            raise
        if tpr.is_new_entry and not tpr.is_host_pointer:
            new_allocations.append((begin, size))
        if t & _RETURN_PARAM:  # not present: the host base, as libomptarget 22 returns it
            bases[i] = ((tpr.target_pointer - (begin - base)) & ADDRESS_MASK
                        if tpr.entry is not None else base)
        if (pointer_tpr is not None and pointer_tpr.entry is not None
                and tpr.entry is not None):
            perform_pointer_attachment(dev, pointer_host, base, begin, pointer_tpr.target_pointer,
                                       tpr.target_pointer, POINTER_SIZE, pointer_tpr.entry)
        if (trace is not None and t and not t & (_MEMBER_OF | _IMPLICIT)
                and not tpr.is_present and not tpr.is_host_pointer):
            trace.emit(MapAbsent(dev.id, name))
    if construct and attach_entries:
        process_attach_entries(dev, attach_info)


def process_attach_entries(dev: Device, attach_info: AttachInfo) -> None:
    """Deferred ATTACH entries, in list order (seed 004, SEMANTICS §3): attach only if the
    pointer or the pointee was newly allocated by this construct, or ALWAYS is set (or
    `attach_auto_as_always`: LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS), and both are
    present. Reference counts never change."""
    trace = dev.trace
    new_allocations, attach_entries = attach_info
    always = _ALWAYS if not dev.options.attach_auto_as_always else -1
    for base, begin, size, t, _name in attach_entries:
        if not t & always and not (new_allocations
                                    and newly_allocated_either(new_allocations, begin, base)):
            if trace is not None:
                trace.emit(AttachSkipped(dev.id, base, "neither pointer nor pointee is new"))
            continue
        pointee_tpr = get_tgt_ptr_begin(dev, begin, 0, False, False, True)
        if pointee_tpr.entry is None:
            if trace is not None:
                trace.emit(AttachSkipped(dev.id, base, "pointee not present"))
            continue
        pointer_tpr = get_tgt_ptr_begin(dev, base, size, False, False, True)
        pointer_entry = pointer_tpr.entry
        if pointer_entry is None:
            if trace is not None:
                trace.emit(AttachSkipped(dev.id, base, "pointer not present"))
            continue
        perform_pointer_attachment(dev, base, dev.memory.read_uint(base), begin,
                                   pointer_tpr.target_pointer, pointee_tpr.target_pointer, size,
                                   pointer_entry)


def perform_pointer_attachment(dev: Device, host_ptr: int, pointee_base: int,
                               pointee_begin: int, dev_ptr: int, dev_pointee_begin: int,
                               size: int, ptr_entry: MappingEntry) -> None:
    """Write `dev(pointee_begin) - (pointee_begin - *host_ptr)` into the device pointer;
    for a descriptor (size > 8) the rest comes from the host descriptor. Recorded as a
    shadow pointer of the entry holding the pointer; an identical record writes nothing."""
    value = (dev_pointee_begin - (pointee_begin - pointee_base)) & ADDRESS_MASK
    host_content = dev.memory.read(host_ptr, size)
    dev_content = value.to_bytes(POINTER_SIZE, "little") + host_content[POINTER_SIZE:]
    written = ptr_entry.add_shadow(ShadowPointer(host_ptr, dev_ptr, host_content, dev_content))
    if written:
        dev.write_from_scratch(dev_ptr, dev_content, ptr_entry)
    if dev.trace is not None:
        dev.trace.emit(Attached(dev.id, host_ptr, dev_ptr, size, value, 0, written))


def target_data_end(dev: Device, args: MapArgs, from_mapper: bool = False
                    ) -> list[PostProcessingInfo]:
    """`targetDataEnd`: unmap the arguments in reverse order (ATTACH entries skipped):
    decrement (DELETE: reset), copy back on FROM if ALWAYS or this was the last
    reference, or if another item of the same construct released the entry, before or
    after this one (`ConstructPolicy.released_by_construct`). Returns the items to
    post-process; the construct's call (not `from_mapper`) post-processes them
    (`post_process_data_end`) before it returns. A mapper's components come first:
    libomptarget 22's recursive `targetDataEnd` (through `targetDataMapper`) queues
    their post-processing when it returns, before the construct's own is queued after
    its loop, and the queue runs in order."""
    types, begins, sizes, mappers = args.types, args.begins, args.sizes, args.mappers
    policy = dev.construct_policy
    post: list[PostProcessingInfo] = []
    mappers_post: list[PostProcessingInfo] = []
    for i in range(len(types) - 1, -1, -1):
        t = types[i]
        if t & _NOT_UNMAPPED:
            continue
        if mappers and mappers[i] is not None:
            with _through_mapper(dev, "targetDataEnd"):
                mappers_post.extend(target_data_end(dev, args.expand(i), from_mapper=True))
            continue
        begin, size = begins[i], sizes[i]
        update_ref = ((not t & _MEMBER_OF or (t & _PTR_AND_OBJ) != 0)
                      and not (from_mapper and i == 0))
        tpr = get_tgt_ptr_begin(dev, begin, size, update_ref, (t & _HOLD) != 0,
                                not t & _IMPLICIT, (t & _DELETE) != 0, True)
        entry = tpr.entry
        if entry is None:
            if t & _PRESENT and not tpr.is_host_pointer:
                raise present_missing(dev, begin, size, "'present' map type modifier",
                                      args.name(i))
            continue
        pending = (t & _FROM) != 0 and size > 0 and not tpr.is_host_pointer
        is_last = tpr.is_last
        # Released by the construct means both counts at 0: the policy is asked only then.
        if pending and (t & _ALWAYS or is_last
                        or entry.released() and policy.released_by_construct(entry)):
            dev.retrieve(begin, tpr.target_pointer, size, entry)
            pending = False
        if is_last and post and policy.release_copies_back_earlier_items:
            for item in post:
                if item.entry is entry:
                    _flush_from(dev, item)
        post.append(PostProcessingInfo(t, begin, size, entry, pending))
    ordered = mappers_post + post
    if ordered and not from_mapper:
        post_process_data_end(dev, ordered)
    return ordered


def _flush_from(dev: Device, item: PostProcessingInfo) -> None:
    """Do the FROM copy an item left pending when another item released its entry."""
    if item.from_pending:
        dev.retrieve(item.begin, item.entry.dev_addr(item.begin), item.size, item.entry)
        item.from_pending = False


def post_process_data_end(dev: Device, post: list[PostProcessingInfo]) -> None:
    """Delayed deletion: remove each entry whose counts are 0, at its last reference in
    this construct; never for a struct member (its parent holds the entry). A FROM item
    that copied nothing still puts the entry's attached host pointers back (LLVM 22)."""
    for item in post:
        entry, t = item.entry, item.map_type
        if item.from_pending and entry.shadows:
            dev.restore_attached_host_pointers(entry)
        entry.data_end_users -= 1
        if t & _MEMBER_OF and not t & _PTR_AND_OBJ:
            continue
        if entry.released() and entry.data_end_users == 0 and not entry.removed:
            dev.remove_entry(entry, item.size)


def target_data_update(dev: Device, args: MapArgs) -> None:
    """`target update`: copy present data without touching counts; absent data is a
    no-op (an error with PRESENT). Attached pointers keep their value on both sides."""
    for i, t in enumerate(args.types):
        if t & (_LITERAL | _PRIVATE):
            continue
        if args.mappers and args.mapper(i) is not None:
            with _through_mapper(dev, "targetDataUpdate"):
                target_data_update(dev, args.expand(i))
            continue
        if t & _NON_CONTIG:
            for begin, size in _non_contiguous_pieces(dev, args.bases[i], args.begins[i],
                                                      args.sizes[i]):
                update_contiguous(dev, begin, size, t, args.name(i))
        else:
            if not _combined(args.types, i):
                dev.check_section(args.bases[i], args.begins[i], args.sizes[i], args.name(i),
                                  dev.construct_loc, through_pointer=bool(t & _PTR_AND_OBJ),
                                  member=bool(t & _MEMBER_OF and not t & _PTR_AND_OBJ))
            update_contiguous(dev, args.begins[i], args.sizes[i], t, args.name(i))


def update_contiguous(dev: Device, begin: int, size: int, t: int,
                      name: str | None = None) -> None:
    tpr = get_tgt_ptr_begin(dev, begin, size, update_ref=False, hold=False, must_contain=True)
    entry = tpr.entry
    if entry is None:
        if t & _PRESENT:
            raise present_missing(dev, begin, size, "'present' motion modifier", name)
        return
    if t & _TO:
        dev.submit_keeping_attachments(entry, tpr.target_pointer, begin, size)
    if t & _FROM:
        dev.retrieve(begin, tpr.target_pointer, size, entry)


def _non_contiguous_pieces(dev: Device, base: int, descriptor: int, dims: int):
    """Contiguous pieces of a NON_CONTIG update: `descriptor` points to `dims` records
    {u64 offset, u64 count, u64 stride} (libomptarget 22 `targetDataNonContiguous`,
    which walks `count` elements of each dimension but the last's first only, and
    `getNonContigMergedDimension`). Without dimensions (clang 22's argument for a
    section whose count is 0 at run time, `a[0:n:2]`) libomptarget takes the size
    from the record before the array, outside it, and moves one piece at the base:
    here a piece of 0 bytes, as the native recording of
    `test/conformance/omp-c/strided_update_zero_count.c` shows."""
    if dims <= 0:
        yield base, 0
        return
    read = dev.memory.read_uint
    nc = [(read(descriptor + 24 * d), read(descriptor + 24 * d + 8), read(descriptor + 24 * d + 16))
          for d in range(dims)]
    size = nc[-1][1] * nc[-1][2]
    merged = sum(1 for d in range(dims - 1, 0, -1) if nc[d][1] * nc[d][2] == nc[d - 1][2])
    depth = dims - merged

    def walk(dim: int, offset: int):
        if dim == depth:
            yield base + offset, size
            return
        off0, count, stride = nc[dim]
        for k in range(count if dim != depth - 1 else min(count, 1)):
            yield from walk(dim + 1, offset + (off0 + k) * stride)
    yield from walk(0, 0)


@final
class KernelArguments:
    """What libomptarget's `processDataBefore` hands the kernel launch on `device`:
    `values`, the kernel's arguments (`TgtArgs`), and `private_allocations`, the device
    copies of its private arguments (`PrivateArgumentManagerTy`'s), which the launch
    frees after the kernel."""

    __slots__ = ("device", "values", "private_allocations")

    def __init__(self, device: Device, values: list[int], private_allocations: list[Allocation]):
        self.device = device
        self.values = values
        self.private_allocations = private_allocations


def kernel_arguments(dev: Device, args: MapArgs) -> KernelArguments:
    """The kernel's arguments after mapping (libomptarget `processDataBefore`): for each
    TARGET_PARAM entry `dev(begin) + (base - begin)`; LITERAL passes the value; PRIVATE
    gets a device copy (PRIVATE|ATTACH: an initialised pointer), small first-private
    ones packed into one (`private_args`). A pointer whose pointee
    is not mapped keeps its host value, or is NULL under OpenMP 5.1's rule."""
    memory = dev.memory
    null_if_absent = dev.options.unmatched_pointer_null and not dev.options.usm
    kargs: list[int] = []
    positions: dict[int, int] = {}
    privates = PrivateArguments(dev)
    for i, t in enumerate(args.types):
        if not t & _TARGET_PARAM:
            if t & _LAMBDA_CAPTURE == _LAMBDA_CAPTURE:
                parent = parent_index(t)
                _redirect_lambda_capture(dev, args, i, parent, kargs[positions[parent]])
            continue
        positions[i] = len(kargs)
        begin, base, size = args.begins[i], args.bases[i], args.sizes[i]
        if t & _LITERAL:
            kargs.append(base)
        elif t & _PRIVATE:
            alone = i + 1 < len(args.types) and bool(args.types[i + 1] & _MEMBER_OF)
            if t & _ATTACH:
                content = memory.read(base, size)
                pointee_base = int.from_bytes(content[:POINTER_SIZE], "little")
                value = _pointer_init_value(dev, pointee_base, begin, null_if_absent)
                head = value.to_bytes(POINTER_SIZE, "little")
                arg = privates.add(len(kargs), base, 0, size, first_private=True, alone=alone,
                                   pointer_init=head + content[POINTER_SIZE:])
            else:
                arg = privates.add(len(kargs), begin, base - begin, size,
                                   first_private=bool(t & _TO), alone=alone)
            kargs.append(0 if arg is None else arg)
        else:
            if t & _PTR_AND_OBJ:
                base = memory.read_uint(base)
            tpr = get_tgt_ptr_begin(dev, begin, size, update_ref=False, hold=False,
                                    must_contain=False)
            if tpr.entry is None and not tpr.is_host_pointer and null_if_absent and size == 0:
                kargs.append(0)
            else:
                kargs.append((tpr.target_pointer + (base - begin)) & ADDRESS_MASK)
    privates.pack_and_transfer(kargs)
    return KernelArguments(dev, kargs, privates.allocations)


def _redirect_lambda_capture(dev: Device, args: MapArgs, i: int, parent: int,
                             parent_target: int) -> None:
    """A variable a lambda captures by reference (PTR_AND_OBJ|LITERAL|IMPLICIT, a member
    of the lambda, entry `parent`): when what it refers to is mapped, its device address
    goes into the reference in the lambda's device copy, 8 bytes from a staging buffer;
    unmapped, the device copy keeps the host address (libomptarget `processDataBefore`).
    """
    field = parent_target + (args.bases[i] - args.begins[parent])
    tpr = get_tgt_ptr_begin(dev, args.begins[i], args.sizes[i], update_ref=False, hold=False,
                            must_contain=False)
    if tpr.entry is None or tpr.is_host_pointer:
        return
    value = tpr.target_pointer & ADDRESS_MASK
    dev.write_from_scratch(field & ADDRESS_MASK, value.to_bytes(POINTER_SIZE, "little"),
                           named=tpr.entry)


def _pointer_init_value(dev: Device, pointee_base: int, pointee_begin: int,
                        null_if_absent: bool) -> int:
    """Corresponding-pointer initialisation of a PRIVATE|ATTACH argument."""
    if pointee_begin:
        tpr = get_tgt_ptr_begin(dev, pointee_begin, 0, update_ref=False, hold=False,
                                must_contain=False)
        if tpr.entry is not None:
            return (tpr.target_pointer - (pointee_begin - pointee_base)) & ADDRESS_MASK
    return 0 if null_if_absent else pointee_base
