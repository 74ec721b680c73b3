"""Entry look-up with reference counting: libomptarget's `getTargetPointer` (entering a
construct) and `getTgtPtrBegin` (everything else), and `associatePtr` (SEMANTICS §2-3).

Each function emits the INFO event of the decision it takes ("Creating new map entry",
"Mapping exists ... (incremented)", the explicit-extension and present messages).
"""

from typing import final

from ..abi.map_types import MapType
from .construct_state import NewAllocations
from .device import Device
from .entry import INF, MappingEntry
from .errors import (
    MappingStateError,
    NotPresentError,
    OutOfDeviceMemoryError,
    PartialOverlapError,
)
from .events import INFO_MAPPING_CHANGED, Info, MapExists, Message

_TO, _ALWAYS, _IMPLICIT, _CLOSE, _PRESENT, _HOLD = (
    int(f) for f in (MapType.TO, MapType.ALWAYS, MapType.IMPLICIT, MapType.CLOSE,
                     MapType.PRESENT, MapType.OMPX_HOLD))


@final
class TargetPointerResult:
    """The result of a look-up (libomptarget `TargetPointerResultTy`: its `TargetPointer`,
    `getEntry()` and the `Flags` `IsNewEntry`, `IsPresent`, `IsHostPointer`, `IsLast`).

    `target_pointer` is the device address of the range, or the host address where the
    host's memory is used (`is_host_pointer`: USM; `get_tgt_ptr_begin` of absent data),
    0 when `get_target_pointer` maps nothing; `entry` the entry found or made, None when
    the range is not mapped; `is_last` (the count went to 0) only an exit asks. Compiled
    with the look-ups, it is one native object, whose fields the construct steps read
    as C struct fields."""

    __slots__ = ("target_pointer", "entry", "is_new_entry", "is_present", "is_host_pointer",
                 "is_last")

    def __init__(self, target_pointer: int, entry: MappingEntry | None, *,
                 is_new_entry: bool = False, is_present: bool = False,
                 is_host_pointer: bool = False, is_last: bool = False):
        self.target_pointer = target_pointer
        self.entry = entry
        self.is_new_entry = is_new_entry
        self.is_present = is_present
        self.is_host_pointer = is_host_pointer
        self.is_last = is_last


def present_missing(dev: Device, begin: int, size: int, required_by: str,
                    name: str | None = None) -> NotPresentError:
    """The 'present' failure of the data named `name`: its message is emitted, the
    error returned to be raised."""
    err = NotPresentError(begin, size, required_by)
    err.variable = name
    if dev.trace is not None:
        dev.trace.emit(Message(str(err)))
    return err


def get_target_pointer(dev: Device, begin: int, base: int, padding: int, size: int,
                       name: str | None, map_type: int, update_ref: bool,
                       new_allocations: NewAllocations | None) -> TargetPointerResult:
    """Find or create the entry for [begin, begin+size) on entry to a construct; the map
    type's TO, ALWAYS, IMPLICIT, CLOSE, PRESENT and OMPX_HOLD bits apply.

    Contained (or implicitly over-extending): count += 1 unless `update_ref` is off.
    Explicit partial overlap: error. Absent: `present` error, nothing for size 0, else a
    new entry (device memory of padding + size). Copies host to device when TO and the
    entry is new, ALWAYS is set, or it is new to the construct (`ConstructPolicy`, from
    the construct's `new_allocations`; None outside an OpenMP construct); over an
    attached pointer the policy decides: LLVM 22 skips the whole copy (`FailOnPtrFound`),
    OpenMP 6.0 copies and keeps the pointer attached (SEMANTICS §3).
    """
    hold = (map_type & _HOLD) != 0
    entry, contained, before, after = dev.table.lookup(begin, size)
    if contained or (map_type & _IMPLICIT and (before or after)):
        assert entry is not None
        policy = dev.construct_policy
        # New to the construct means allocated by an earlier item of it: the policy is
        # asked only once the construct allocated something.
        if (map_type & _PRESENT and new_allocations
                and policy.new_to_construct(new_allocations, begin)):
            raise present_missing(dev, begin, size, "'present' map type modifier", name)
        if update_ref:
            entry.inc_ref(hold)
            is_new = False
        else:
            is_new = entry.total_ref() == 1
        target = entry.dev_begin + (begin - entry.host_begin)
        if dev.trace is not None:
            dev.trace.emit(MapExists(dev.id, begin, target, size, entry.dyn_ref, entry.hold_ref,
                                     "incremented" if update_ref else "update suppressed",
                                     hold, bool(map_type & _IMPLICIT), True, name))
        if (map_type & _TO and size
                and (is_new or map_type & _ALWAYS
                     or new_allocations and policy.new_to_construct(new_allocations, begin))
                and not policy.skips_copy_over_attached(entry, begin, size)):
            dev.submit_keeping_attachments(entry, target, begin, size)
        return TargetPointerResult(target, entry, is_new_entry=is_new, is_present=True)
    if before or after:
        assert entry is not None
        err = PartialOverlapError(begin, size, entry.host_begin, entry.size)
        err.variable = name
        if dev.trace is not None:
            dev.trace.emit(Message(str(err)))
        if map_type & _PRESENT:
            present_missing(dev, begin, size, "'present' map type modifier", name)
        raise err
    if dev.options.usm and not map_type & _CLOSE:
        if not size:
            return TargetPointerResult(0, None, is_present=True)
        if dev.trace is not None:
            dev.trace.emit(Info(dev.id, INFO_MAPPING_CHANGED,
                                f"Return HstPtrBegin 0x{begin:016x} Size={size} for "
                                f"unified shared memory"))
        return TargetPointerResult(begin, None, is_host_pointer=True)
    if map_type & _PRESENT:
        raise present_missing(dev, begin, size, "'present' map type modifier", name)
    if not size:
        return TargetPointerResult(0, None)
    try:
        alloc = dev.allocate(padding + size)
    except OutOfDeviceMemoryError as err:  # a section too large, or of negative size
        err.variable = name
        raise
    dev_begin = alloc.begin + padding
    entry = MappingEntry(base, begin, begin + size, alloc.begin, dev_begin, hold, name, alloc)
    dev.add_entry(entry)
    dev.track(entry)
    if map_type & _TO:  # a new entry holds no attached pointer to keep
        dev.submit(dev_begin, begin, size, entry)
    return TargetPointerResult(dev_begin, entry, is_new_entry=True, is_present=True)


def get_tgt_ptr_begin(dev: Device, begin: int, size: int, update_ref: bool, hold: bool,
                      must_contain: bool, force_delete: bool = False,
                      from_data_end: bool = False) -> TargetPointerResult:
    """Look [begin, begin+size) up; on exit (`update_ref`) decrement the count (reset it
    first for DELETE) and say whether this was the last reference (`is_last`, which only
    an exit asks: `update_ref` or `from_data_end`; False otherwise). Absent: the target
    is the host address itself (OpenMP 5.2 firstprivate semantics)."""
    entry, contained, before, after = dev.table.lookup(begin, size)
    if not contained and (must_contain or not (before or after)):
        return TargetPointerResult(begin, None, is_host_pointer=dev.options.usm)
    assert entry is not None
    if update_ref:
        is_last = entry.release(hold, force_delete)
    else:
        is_last = from_data_end and entry.dec_should_remove(hold, force_delete)
        if force_delete:
            entry.reset_ref(hold)
    if from_data_end:
        entry.data_end_users += 1
    target = entry.dev_begin + (begin - entry.host_begin)
    if dev.trace is not None:
        if not update_ref:
            note = "update suppressed"
        elif not is_last:
            note = "decremented"
        elif force_delete:
            note = "reset, delayed deletion"
        else:
            note = "decremented, delayed deletion"
        dev.trace.emit(MapExists(dev.id, begin, target, size, entry.dyn_ref,
                                 entry.hold_ref, note, hold, False, False, entry.name))
    return TargetPointerResult(target, entry, is_present=True, is_last=is_last)


def associate(dev: Device, routine: str, host: int, dev_ptr: int, size: int) -> None:
    """`omp_target_associate_ptr`/`acc_map_data`: an entry with an INF dynamic count over
    device memory the runtime does not own (libomptarget `associatePtr`)."""
    entry = dev.table.find(host)
    if entry is not None:
        if entry.host_end == host + size and entry.dev_begin == dev_ptr:
            return
        raise MappingStateError(routine, host,
                                "is already associated with a different device range",
                                "Not allowed to re-associate a different device ptr+offset "
                                "with the same host ptr")
    alloc = dev.memory.allocation_at(dev_ptr)
    if alloc is not None and alloc.mirror is None and alloc.region.device == dev.id:
        alloc.mirror = host - (dev_ptr - alloc.begin)
    dev.add_entry(MappingEntry(host, host, host + size, dev_ptr, dev_ptr, hold=False,
                               name=None, allocation=None, infinite=True), announce=False)


def disassociate(dev: Device, routine: str, host: int) -> None:
    """`omp_target_disassociate_ptr`/`acc_unmap_data` (libomptarget `disassociatePtr`:
    refused while the structured (hold) count is non-zero, or for mapped data; the
    errors carry its `REPORT` sentences, checked against libomptarget 22 by
    test/conformance/omp-c/disassociate_errors.c)."""
    entry = dev.table.find(host)
    if entry is None:
        raise MappingStateError(routine, host, "is not associated with device memory",
                                "Association not found")
    if entry.hold_ref:
        raise MappingStateError(routine, host, "has a non-zero structured reference count",
                                "Trying to disassociate a pointer with a non-zero hold "
                                "reference count")
    if entry.dyn_ref != INF:
        raise MappingStateError(routine, host, "was mapped, not associated",
                                "Trying to disassociate a pointer which was not mapped via "
                                "omp_target_associate_ptr")
    dev.remove_entry(entry, entry.size, free=False, announce=False)
