"""Property tests (SEMANTICS §2-4): random sequences of OpenMP and OpenACC map, unmap,
update, attach and detach over overlapping buffers keep the invariants:

- no negative counts, table entries disjoint;
- a host pointer never receives a device address by a copy-back;
- after any `to` copy, the device bytes equal the host bytes outside attached pointers
  (in LLVM 22's order, an entering copy over an attached pointer is not made: the device
  bytes stay as they were);
- everything is released (entries, device memory) once all counts are drained.

An error a construct reports (partial overlap, present) ends the sequence, as it ends the
program; the invariants must still hold then.
"""

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from accdialect.runtime import MapType as M
from accdialect.runtime import OffloadError, OffloadRuntime
from accdialect.runtime.regions import DEVICE_BASE

BLOCK = 64
SLOTS = (0, 16)          # pointer slots inside the struct block S
N_BLOCKS = 3             # B0, B1 and the struct S (index 2)

ranges = st.tuples(st.integers(0, N_BLOCKS - 1), st.integers(0, 15), st.integers(0, 16)).map(
    lambda t: (t[0], 4 * t[1], 4 * min(t[2], 16 - t[1])))
enter_types = st.sampled_from([M.TO, M.NONE, M.TO | M.ALWAYS, M.TO | M.OMPX_HOLD, M.FROM])
exit_types = st.sampled_from([M.FROM, M.NONE, M.DELETE, M.FROM | M.ALWAYS, M.FROM | M.OMPX_HOLD])
ops = st.one_of(
    st.tuples(st.just("enter"), ranges, enter_types),
    st.tuples(st.just("exit"), ranges, exit_types),
    st.tuples(st.just("update"), ranges, st.sampled_from([M.TO, M.FROM])),
    st.tuples(st.just("enter_attach"), st.sampled_from(SLOTS), ranges, st.booleans()),
    st.tuples(st.just("acc"), st.sampled_from(["acc_copyin", "acc_create", "acc_copyout",
                                               "acc_delete", "acc_update_device",
                                               "acc_update_self"]), ranges),
    st.tuples(st.just("acc_attach"), st.sampled_from(SLOTS)),
    st.tuples(st.just("acc_detach"), st.sampled_from(SLOTS), st.booleans()),
    st.tuples(st.just("host_write"), ranges, st.integers(0, 255)),
    st.tuples(st.just("device_write"), ranges, st.integers(0, 255)),
    st.tuples(st.just("repoint"), st.sampled_from(SLOTS), ranges),
)


class World:
    """Two plain buffers and a struct whose two pointer slots point into them."""

    def __init__(self, llvm22: bool):
        self.llvm22 = llvm22
        self.rt = OffloadRuntime(llvm22_order=llvm22)
        self.blocks = [self.rt.alloc(BLOCK, name=f"B{i}") for i in range(N_BLOCKS - 1)]
        self.s = self.rt.alloc(BLOCK, "stack", name="S")
        self.blocks.append(self.s)
        mem = self.rt.memory
        for i, b in enumerate(self.blocks):
            mem.write(b, bytes((i * 64 + k) % 251 for k in range(BLOCK)))
        mem.write_uint(self.s + SLOTS[0], self.blocks[0] + 8)
        mem.write_uint(self.s + SLOTS[1], self.blocks[1])

    @property
    def table(self):
        return self.rt.devices[0].table

    def addr(self, r):
        block, off, size = r
        return self.blocks[block] + off, size

    def is_slot(self, addr, size):
        return any(addr < self.s + slot + 8 and self.s + slot < addr + size for slot in SLOTS)

    def apply(self, op) -> bool:
        """Run one operation; False when a construct failed (the program would stop)."""
        rt, kind = self.rt, op[0]
        try:
            if kind == "enter":
                h, n = self.addr(op[1])
                found = self.table.contains(h, n)
                copies = op[2] & M.TO and (op[2] & M.ALWAYS or found is None)
                # libomptarget 22 (`FailOnPtrFound`, SEMANTICS §3): a copy to an entry
                # over one of its attached pointers is not made at all
                skipped = found if (self.llvm22 and found is not None and n > 0 and any(
                    h <= s.host_addr < h + n for s in found.shadows.values())) else None
                device_before = (self.rt.memory.read(skipped.dev_addr(h), n)
                                 if skipped is not None else b"")
                rt.target_data_begin([h], [h], [n], [op[2]])
                if copies and skipped is not None:
                    assert self.rt.memory.read(skipped.dev_addr(h), n) == device_before
                elif copies:
                    self.check_to(h, n)
            elif kind == "exit":
                h, n = self.addr(op[1])
                rt.target_data_end([h], [h], [n], [op[2]])
            elif kind == "update":
                h, n = self.addr(op[1])
                rt.target_data_update([h], [h], [n], [op[2]])
                if op[2] & M.TO:
                    self.check_to(h, n)
            elif kind == "enter_attach":
                slot, (h, n), with_struct = self.s + op[1], self.addr(op[2]), op[3]
                bases = [self.s, h, slot] if with_struct else [h, slot]
                begins = [self.s, h, h] if with_struct else [h, h]
                sizes = [BLOCK, n, 8] if with_struct else [n, 8]
                types = [M.TO, M.TO, M.ATTACH] if with_struct else [M.TO, M.ATTACH]
                rt.target_data_begin(bases, begins, sizes, types)
            elif kind == "acc":
                h, n = self.addr(op[2])
                copies = op[1] == "acc_update_device" or (
                    op[1] == "acc_copyin" and self.table.contains(h, max(n, 1)) is None)
                getattr(rt.acc, op[1])(h, n)
                if copies:
                    self.check_to(h, n)
            elif kind == "acc_attach":
                rt.acc.acc_attach(self.s + op[1])
            elif kind == "acc_detach":
                rt.acc.detach(self.s + op[1], finalize=op[2])
            elif kind == "host_write":
                h, n = self.addr(op[1])
                if not self.is_slot(h, n):
                    rt.memory.write(h, bytes([op[2]]) * n)
            elif kind == "device_write":
                h, n = self.addr(op[1])
                e = self.table.contains(h, n)
                if n and e is not None and not self.is_slot(h, n):
                    rt.device_access().write(e.dev_addr(h), bytes([op[2]]) * n)
            elif kind == "repoint":
                h, _ = self.addr(op[2])
                if not self.is_slot(h, 1):
                    rt.memory.write_uint(self.s + op[1], h)
        except OffloadError:
            return False
        return True

    def check_to(self, h, n):
        """After a `to` copy, device == host outside attached pointers."""
        e = self.table.contains(h, n)
        if e is None or n == 0:
            return
        host = self.rt.memory.read(h, n)
        devb = self.rt.memory.read(e.dev_addr(h), n)
        attached = {a for s in e.shadows.values() for a in range(s.host_addr, s.host_addr + s.size)}
        for k in range(n):
            if h + k not in attached:
                assert host[k] == devb[k], f"byte {h + k:#x} differs after a to copy"

    def check_invariants(self):
        entries = list(self.table)
        for e in entries:
            assert e.dyn_ref >= 0 and e.hold_ref >= 0 and e.total_ref() > 0
        for a, b in zip(entries, entries[1:]):
            assert a.host_end <= b.host_begin, "overlapping entries"
        for slot in SLOTS:
            assert self.rt.memory.read_uint(self.s + slot) < DEVICE_BASE, \
                "a host pointer received a device address"

    def drain(self):
        for e in list(self.table):
            size = e.size
            self.rt.target_data_end([e.host_begin], [e.host_begin], [size], [M.DELETE])
            if not e.removed:
                self.rt.target_data_end([e.host_begin], [e.host_begin], [size],
                                        [M.DELETE | M.OMPX_HOLD])
        assert len(self.table) == 0
        assert self.rt.memory.device_in_use == [0]
        assert all(not a.live for a in self.rt.memory.allocations() if a.region.counted)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(ops, min_size=5, max_size=40), st.booleans())
# found by a run: `always, to` of the struct over its attached pointer, in LLVM 22's order
@example([("enter_attach", 0, (0, 0, 0), True), ("host_write", (2, 8, 4), 0),
          ("enter_attach", 0, (0, 0, 4), False), ("enter", (2, 0, 12), M.TO | M.ALWAYS)],
         True)
def test_random_sequences_keep_the_invariants(sequence, llvm22):
    """SEMANTICS §2-4 invariants under random OpenMP/OpenACC sequences (both orders)."""
    world = World(llvm22)
    for op in sequence:
        ok = world.apply(op)
        world.check_invariants()
        if not ok:
            break
    world.drain()
    world.check_invariants()
