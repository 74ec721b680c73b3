"""Which copy of mapped data holds its latest value: the visibility state of every byte
of the host and device copies, and the mapping bugs it shows (`acc-run --check`).

A mapped variable has two copies, the host's and the device's (a map entry's device
block), and each of their bytes is in one state (ARBALEST, Yu et al., IPDPS 2021,
reduced to the two copies the simulator holds), kept in a byte array beside the
allocation (`Shadow.state`, one byte per byte of data):

- 0: this copy holds the latest value;
- `UNWRITTEN`: nothing wrote it (a device block as it is made, and host bytes copied
  back from such device bytes);
- `STALE`: the other copy holds a newer value (written since the last copy between
  them).

The rules (OpenMP 5.2 §5.8.3 and §5.8.6, OpenACC 3.3 §2.7.2: a copy happens only at a
data-mapping clause, an update or a memory routine; nothing else makes the two copies
agree):

- a write makes its bytes 0 and the other copy's `STALE` (a device's write marks its
  own bytes `WROTE` instead: the host's copy of them is stale);
- a copy between the two copies of the same bytes (`to`, `from`, `update`, a data
  clause's copy) makes the destination what the source holds (`UNWRITTEN` carried
  over) and clears `STALE` on both: they agree; a copy from elsewhere
  (`omp_target_memcpy`, an attach write) is a write of the destination;
- a read of bytes not 0 is a report: on the host, `STALE` is **stale host data** (the
  device wrote it last and nothing copied it back); on a device, `UNWRITTEN` is
  **uninitialized device data** and `STALE` **stale device data** (the host changed
  it after its last copy to the device); on the host, `UNWRITTEN` is uninitialized
  data copied back from the device.

A host allocation gets its state when it is first mapped and keeps it after the
mapping ends, so that a host read of what the device wrote and no directive copied
back is found after the `exit data` too. Besides the reads, the storage of mappings:
**dangling mapping**, host storage freed (its function returned, `free`) while a
device still maps it; **leaked mapping**, a mapping a directive made still present
at the end of the program. Before the copies, the sections: **out-of-bounds section**,
a map, update or data clause whose section lies outside the host storage of its
variable (OpenMP 5.2 §3.2.5: an array section is a subset of the original array;
OpenACC 3.3 §2.7.1). Each report is one located line, made once per (kind, place,
variable) and counted after that (`Report`).
"""

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from .deferred import WRITE, DeferredWork
from .regions import Allocation, Shadow
from .source_loc import Loc, construct_place

UNWRITTEN = 1
STALE = 2
WROTE = 4
"""A device copy's byte the device wrote since its last copy from or to the host:
current there, stale on the host. The device's stores set it alone (no look at the
host's copy, so that they cost one `pack_into`); the host's reads and the end of
the mapping read it (`stale_on_host`)."""
NOT_CURRENT = UNWRITTEN | STALE
"""The flags of a byte that a read of its copy reports."""

_KEEP_UNWRITTEN = bytes(b & UNWRITTEN for b in range(256))
_AGREE = bytes(b & ~(STALE | WROTE) & 0xFF for b in range(256))
_SET_STALE = bytes(b | STALE for b in range(256))
_SET_WROTE = bytes(b | WROTE for b in range(256))
_WROTE_AS_STALE = bytes(STALE if b & WROTE else 0 for b in range(256))


class Check(Enum):
    """The kinds of report, by the name `acc-run --check` gives them."""

    STALE_HOST = "stale-host"
    STALE_DEVICE = "stale-device"
    UNINITIALIZED = "uninitialized"
    DANGLING = "dangling"
    LEAK = "leak"
    RACE = "race"
    BOUNDS = "bounds"

    @property
    def title(self) -> str:
        return _TITLES[self]


_TITLES = {Check.STALE_HOST: "stale host data", Check.STALE_DEVICE: "stale device data",
           Check.UNINITIALIZED: "uninitialized device data",
           Check.DANGLING: "dangling mapping", Check.LEAK: "leaked mapping",
           Check.RACE: "host-device race", Check.BOUNDS: "out-of-bounds section"}


@dataclass(eq=False)
class Report:
    """One report: its first occurrence's line, and how many occurrences it had."""

    check: Check
    line: str
    count: int = 1


def _where(loc: Loc) -> str:
    """Where a report is: `file:line:col` as the program's locations give the file."""
    return "<unknown>" if loc is None else f"{loc[0]}:{loc[1]}:{loc[2]}"


def _at(loc: Loc) -> str:
    """A place a report mentions: `file:line:col` without the file's directories (as
    libomptarget prints a construct's location)."""
    return "an unknown place" if loc is None else f"{loc[0].rpartition('/')[2]}:{loc[1]}:{loc[2]}"


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


class Visibility:
    """The state machine of the module doc over one run's memory: `checks`, the kinds
    reported; `site()`, where the running program is (the interpreter sets it: the
    operation running); `emit`, what receives each report's line at its first
    occurrence."""

    def __init__(self, checks: frozenset[Check], emit: Callable[[str], None]):
        self.checks = checks
        self.emit = emit
        self.host: object = None
        """The host's accessor (the run's `Memory`: it sets itself here)."""
        self.site: Callable[[], Loc] = lambda: None
        self.reports: dict[tuple[Check, Loc, str | None], Report] = {}
        self._directive_mappings: set[Allocation] = set()
        """The device blocks of the mappings directives made that are still there."""
        self.declaring = False
        """Whether the mappings made now are an OpenACC `declare`'s (`mapped`)."""
        self._declared: set[Allocation] = set()
        """The device blocks of the mappings a `declare` made that are still there."""
        self.deferred = DeferredWork()
        """The run's deferred device work (`target nowait`, OpenACC `async`): while
        `deferred.watching`, every access of a state is seen here (`_race`)."""

    def place(self, named: Loc) -> Loc:
        """Where a construct is (`source_loc.construct_place`), the running operation
        being at `site()`."""
        return construct_place(named, self.site())

    # ---- mappings ----------------------------------------------------------------------
    def mapped(self, device_block: Allocation, device: int, host: Allocation | None,
               host_of_block: int, name: str | None, loc: Loc, *, written: bool) -> None:
        """`device_block` now holds the device copy of the host bytes from address
        `host_of_block` on (its first byte's), inside allocation `host` (None: not in
        host memory the simulator holds), mapped by the directive at `loc` (`place`): its bytes
        are unwritten, or (`written`: a declare target variable's image) hold the
        host's values. A mapping a directive made (not `written`) that is still there
        when the program ends is a leak (`at_exit`), unless an OpenACC `declare` made
        it (`declaring`): its device copy lives as long as its variable (OpenACC 3.3
        §2.13), and for an allocatable, flang ends it after the `DEALLOCATE` has freed
        the host's storage (the `_acc_declare_post_dealloc` action, §2.13.2), so its
        storage ending is no dangling mapping either."""
        if not written:  # (an image's globals are mapped where it is loaded)
            loc = self.place(loc)
        block = Shadow(bytearray(device_block.size) if written
                       else bytearray(b"\x01") * device_block.size, name, loc, device)
        device_block.shadow = block
        if self.declaring:
            self._declared.add(device_block)
        elif not written:
            self._directive_mappings.add(device_block)
        if host is None:
            return
        if host.shadow is None:
            host.shadow = Shadow(bytearray(host.size), name)
        delta = host_of_block - host.begin
        block.peers.append((host, delta))
        host.shadow.peers.append((device_block, -delta))
        host.shadow.name = host.shadow.name or name
        host.shadow.mapped_at = loc

    def unmapped(self, device_block: Allocation) -> None:
        """The map entry of `device_block` is gone: its host copy keeps its state."""
        block = device_block.shadow
        if block is None:
            return
        for host, delta in block.peers:
            if host.shadow is not None:
                _carry_stale(block.state, host.shadow.state, delta)
                host.shadow.peers = [p for p in host.shadow.peers if p[0] is not device_block]
        device_block.shadow = None
        self._directive_mappings.discard(device_block)
        self._declared.discard(device_block)

    def storage_ends(self, host: Allocation) -> None:
        """Host allocation `host` is freed: a device that still maps it is a dangling
        mapping (reported where the storage ends)."""
        shadow = host.shadow
        if shadow is None:
            return
        ends = ("its function returns" if host.region.grows_down
                else "its storage is freed")
        for block, _ in shadow.peers:
            mapping = block.shadow
            if mapping is not None and mapping.device is not None and block not in self._declared:
                where = self.site() or mapping.mapped_at  # (main's frame: no caller)
                self.report(Check.DANGLING, where, mapping.name,
                            f"{ends} while device {mapping.device} still maps it "
                            f"(mapped at {_at(mapping.mapped_at)})")
                self._directive_mappings.discard(block)  # (not a leak besides)
        host.shadow = None

    def at_exit(self) -> None:
        """The program ends: each mapping a directive made that is still there is a
        leaked mapping (reported at the directive)."""
        for block in sorted(self._directive_mappings, key=lambda b: b.begin):
            mapping = block.shadow
            assert mapping is not None
            self.report(Check.LEAK, mapping.mapped_at, mapping.name,
                        f"{_plural(block.size, 'byte')} still mapped on device "
                        f"{mapping.device} when the program ends (mapped here, never "
                        f"unmapped)")

    def section_outside(self, storage: Allocation, begin: int, size: int, name: str | None,
                        loc: Loc) -> None:
        """The section [begin, begin + size) of a map, update or data clause at `loc`
        lies outside `storage`, the host storage of its variable: an out-of-bounds
        section (OpenMP 5.2 §3.2.5, OpenACC 3.3 §2.7.1), its bytes given as offsets
        in the storage."""
        low, high = begin - storage.begin, begin + size - storage.begin
        beyond = [f"{_plural(-low, 'byte')} before its start"] if low < 0 else []
        if high > storage.size:
            beyond.append(f"{_plural(high - storage.size, 'byte')} past its end")
        self.report(Check.BOUNDS, loc, name,
                    f"section [{low}, {high}) lies outside its {storage.region.name} storage "
                    f"of {_plural(storage.size, 'byte')} [0, {storage.size}): "
                    f"{' and '.join(beyond)}")

    # ---- accesses ----------------------------------------------------------------------
    def read(self, by: object, alloc: Allocation, off: int, size: int,
             at: Callable[[], Loc] | None = None) -> None:
        """A read of `size` bytes at offset `off` of `alloc` (which has a state) by
        accessor `by`. The host reading a device copy (through `omp_get_mapped_ptr` on
        LLVM's host plugin, where device memory is the host's) looks at it without
        using it: no report. `at` says where the read is (the compiled code knows its
        operation's place), else `site`."""
        shadow = alloc.shadow
        assert shadow is not None
        where = at or self.site
        if self.deferred.watching:
            self._race(alloc, off, size, False, where)
        if shadow.device is not None and by is self.host:
            return
        state = shadow.state[off:off + size]
        own = any(b & NOT_CURRENT for b in state)
        if not own and (shadow.device is not None or not self.stale_on_host(alloc, off, size)):
            return
        unwritten = own and any(b & UNWRITTEN for b in state)
        name = shadow.name
        what = f"{_plural(size, 'byte')} at offset {off}"
        if shadow.device is not None:
            if unwritten:
                self.report(Check.UNINITIALIZED, where(), name,
                            f"{what} read on device {shadow.device}; nothing wrote them "
                            f"(mapped at {_at(shadow.mapped_at)} without a copy to the "
                            f"device)")
            else:
                self.report(Check.STALE_DEVICE, where(), name,
                            f"{what} read on device {shadow.device}; the host changed them "
                            f"after their last copy to the device (mapped at "
                            f"{_at(shadow.mapped_at)})")
        elif unwritten:
            self.report(Check.UNINITIALIZED, where(), name,
                        f"{what} read on the host; they were copied back from device "
                        f"memory nothing wrote (mapped at {_at(shadow.mapped_at)})")
        else:
            self.report(Check.STALE_HOST, where(), name,
                        f"{what} read on the host; the device wrote them last and nothing "
                        f"copied them back (mapped at {_at(shadow.mapped_at)})")

    def stale_on_host(self, host: Allocation, off: int, size: int) -> bool:
        """Whether a device copy of the host bytes [off, off + size) of `host` has
        bytes the device wrote since their last copy (`WROTE`)."""
        shadow = host.shadow
        assert shadow is not None
        for block, delta in shadow.peers:
            mapping = block.shadow
            if mapping is not None:
                begin, end = max(off + delta, 0), min(off + delta + size, block.size)
                if begin < end and any(b & WROTE for b in mapping.state[begin:end]):
                    return True
        return False

    def write(self, alloc: Allocation, off: int, size: int,
              at: Callable[[], Loc] | None = None) -> None:
        """A write of `size` bytes at offset `off` of `alloc` (which has a state): a
        device copy's bytes become `WROTE`; a host copy's current, and its device
        copies' stale."""
        shadow = alloc.shadow
        assert shadow is not None
        if self.deferred.watching:
            self._race(alloc, off, size, True, at or self.site)
        if shadow.device is not None:
            shadow.state[off:off + size] = bytes([WROTE]) * size
            return
        shadow.state[off:off + size] = bytes(size)
        for peer, delta in shadow.peers:
            _mark(peer, off + delta, size, _SET_STALE)

    def copied(self, dst: Allocation, dst_off: int, src: Allocation, src_off: int,
               size: int, agreeing: bool = False) -> None:
        """`size` bytes copied from offset `src_off` of `src` to `dst_off` of `dst` (one
        of them, at least, has a state); `agreeing`: the copy leaves the destination's
        two copies in agreement (an attach write: the device pointer is the host
        pointer's device copy)."""
        source, target = src.shadow, dst.shadow
        if self.deferred.watching:
            self._race(src, src_off, size, False, self.site)
            self._race(dst, dst_off, size, True, self.site)
        if target is None:
            return
        state = (bytes(size) if source is None or agreeing
                 else source.state[src_off:src_off + size].translate(_KEEP_UNWRITTEN))
        peers = target.peers
        between = agreeing or any(peer is src and dst_off + delta == src_off
                                  for peer, delta in peers)
        if target.device is not None and not between:  # a device copy changed alone
            state = state.translate(_SET_WROTE)
        target.state[dst_off:dst_off + size] = state
        for peer, delta in peers:
            if between:
                _mark(peer, dst_off + delta, size, _AGREE)
            elif target.device is None:
                _mark(peer, dst_off + delta, size, _SET_STALE)

    def _race(self, alloc: Allocation, off: int, size: int, wrote: bool,
              where: Callable[[], Loc]) -> None:
        """An access while deferred work runs or is unfinished (`deferred.DeferredWork`):
        recorded in the running work, reported when it races with unfinished work."""
        found = self.deferred.access(alloc, off, size, wrote)
        if found is None:
            return
        work, theirs = found
        deferred = self.deferred.running
        by = (f"by the {deferred[-1].what} at {_at(deferred[-1].loc)}" if deferred
              else "on the host" if alloc.device is None else f"on device {alloc.device}")
        shadow = alloc.shadow
        self.report(Check.RACE, where(), shadow.name if shadow is not None else None,
                    f"{_plural(size, 'byte')} at offset {off} "
                    f"{'written' if wrote else 'read'} {by} while the {work.what} at "
                    f"{_at(work.loc)} may {'write' if theirs == WRITE else 'read'} them; "
                    f"nothing orders the two")

    # ---- reports -----------------------------------------------------------------------
    def report(self, check: Check, loc: Loc, name: str | None, detail: str) -> None:
        """Report `check` at `loc` about variable `name`: its line the first time,
        then a count."""
        if check not in self.checks:
            return
        key = (check, loc, name)
        found = self.reports.get(key)
        if found is not None:
            found.count += 1
            return
        variable = f"'{name}'" if name else "a mapped variable"
        line = f"{_where(loc)}: {check.title}: {variable}: {detail}"
        self.reports[key] = Report(check, line)
        self.emit(line)

    def summary(self) -> list[str]:
        """The lines of the end of the run: each report that occurred more than once,
        with its count, then the totals (none without reports)."""
        if not self.reports:
            return []
        lines = [f"{where}: {report.check.title}: {_plural(report.count, 'occurrence')} "
                 f"in all" for (_, loc, _), report in self.reports.items()
                 if report.count > 1 for where in [_where(loc)]]
        occurrences = sum(report.count for report in self.reports.values())
        lines.append(f"acc-run: checks: {_plural(len(self.reports), 'report')}, "
                     f"{_plural(occurrences, 'occurrence')}")
        return lines


def _carry_stale(device: bytearray, host: bytearray, delta: int) -> None:
    """The host bytes whose device copy the device wrote (`WROTE`, `device[i]` is the
    copy of `host[i + delta]`) become stale: the mapping ends without copying them."""
    begin, end = max(delta, 0), min(delta + len(device), len(host))
    if begin >= end:
        return
    wrote = device[begin - delta:end - delta].translate(_WROTE_AS_STALE)
    if any(wrote):
        merged = int.from_bytes(host[begin:end], "little") | int.from_bytes(wrote, "little")
        host[begin:end] = merged.to_bytes(end - begin, "little")


def _mark(alloc: Allocation, off: int, size: int, table: bytes) -> None:
    """Apply `table` to the state of `alloc`'s bytes [off, off + size), clipped to
    the allocation (a mapping may reach past its host storage)."""
    shadow = alloc.shadow
    if shadow is None:
        return
    begin, end = max(off, 0), min(off + size, alloc.size)
    if begin < end:
        state = shadow.state
        state[begin:end] = state[begin:end].translate(table)


ALL_CHECKS = frozenset(Check)
