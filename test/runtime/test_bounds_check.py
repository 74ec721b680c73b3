"""The out-of-bounds section check (`Device.check_section`, docs/checks.md; OpenMP 5.2
§3.2.5: an array section is a subset of the original array; OpenACC 3.3 §2.7.1): a
map, update or data clause whose section lies outside the host storage of its base is
reported at its directive, before the copy, and the run goes on as without the check;
a section inside, of no bytes, or whose base is in no live host storage is not."""

import pytest
from runtime_testlib import TP, counts, host_ints, host_ptr

from accdialect.runtime import (
    DataAction,
    EntryClause,
    ExitAction,
    ExitClause,
    OffloadRuntime,
    OutOfBoundsError,
    enter_directive,
    exit_directive,
    member_of,
)
from accdialect.runtime import MapType as M
from accdialect.runtime.visibility import ALL_CHECKS, Check

LOC = ("/src/prog.c", 7, 1)
ALLOC = 0
"""`map(alloc:)`: maps without a copy (no host byte is read)."""


def checked(checks=frozenset({Check.BOUNDS})) -> tuple[OffloadRuntime, list[str]]:
    """A run with `checks` on, and the report lines it makes."""
    rt = OffloadRuntime(checks=checks)
    lines: list[str] = []
    rt.on_check_report = lines.append
    return rt, lines


def enter(rt, base, begin, size, map_type: int = M.TO, name="a"):
    rt.target_data_begin([base], [begin], [size], [map_type], [name], loc=LOC)


def two_blocks(rt) -> tuple[int, int]:
    """Two heap blocks of 8 ints each, `b` right after `a` (the heap's 16-byte
    alignment leaves no gap after 32 bytes)."""
    a = host_ints(rt, range(8))
    b = host_ints(rt, range(100, 108))
    assert b == a + 32
    return a, b


def test_a_section_inside_a_neighbouring_block_is_reported_and_still_copied():
    """a[8:4] of `int a[8]`: the 16 bytes after `a`, all inside `b`; the runtime maps
    and copies them as it did without the check."""
    rt, lines = checked()
    a, b = two_blocks(rt)
    enter(rt, a, a + 32, 16, name="a[8:4]")
    assert lines == ["/src/prog.c:7:1: out-of-bounds section: 'a[8:4]': section [32, 48) "
                     "lies outside its heap storage of 32 bytes [0, 32): 16 bytes past "
                     "its end"]
    assert counts(rt, b) == (1, 0)


def test_the_report_comes_before_the_copy_that_faults():
    """a[4:8] of the last heap block crosses its end: reported, then the copy's
    out-of-bounds access ends the construct."""
    rt, lines = checked()
    a = host_ints(rt, range(8))
    with pytest.raises(OutOfBoundsError):
        enter(rt, a, a + 16, 32, name="a[4:8]")
    assert lines == ["/src/prog.c:7:1: out-of-bounds section: 'a[4:8]': section [16, 48) "
                     "lies outside its heap storage of 32 bytes [0, 32): 16 bytes past "
                     "its end"]


def test_an_update_before_the_start_and_past_the_end_is_reported_once_per_directive():
    """`target update to(a[-1:10])` twice at one place: one line, both ends named; the
    section is not mapped, so nothing is copied (libomptarget's no-op)."""
    rt, lines = checked()
    a, _ = two_blocks(rt)
    enter(rt, a, a, 32)
    for _ in range(2):
        rt.target_data_update([a], [a - 4], [40], [M.TO], ["a[-1:10]"], loc=LOC)
    assert lines == ["/src/prog.c:7:1: out-of-bounds section: 'a[-1:10]': section [-4, 36) "
                     "lies outside its heap storage of 32 bytes [0, 32): 4 bytes before "
                     "its start and 4 bytes past its end"]
    assert rt.memory.checks is not None
    assert [r.count for r in rt.memory.checks.reports.values()] == [2]


@pytest.mark.parametrize("case", ["inside", "whole", "no bytes at the end",
                                  "no bytes far away", "one past the end, neighbour",
                                  "one past the end, alone", "no storage", "freed"])
def test_silent_sections(case):
    """Inside the storage; zero-length (anywhere); a pointer one past the end of its
    array (C11 §6.5.6), where a neighbouring block begins or nothing does; a base in
    no live host storage (an address nothing holds, a freed block)."""
    rt, lines = checked()
    a, b = two_blocks(rt)
    last = host_ints(rt, range(4))
    base, begin, size = {
        "inside": (a, a + 8, 16),
        "whole": (a, a, 32),
        "no bytes at the end": (a, a + 32, 0),
        "no bytes far away": (a, a + 4096, 0),
        "one past the end, neighbour": (b, a, 32),
        "one past the end, alone": (last + 16, last, 16),
        "no storage": (0x5000_0000, 0x5000_0000, 64),
        "freed": (b, b - 4, 8),
    }[case]
    if case == "freed":
        rt.free(b)
    enter(rt, base, begin, size, ALLOC)
    assert lines == []


@pytest.mark.parametrize("directive", ["enter", "update"])
def test_a_pointer_section_is_checked_against_the_pointee(directive):
    """PTR_AND_OBJ `p[k:n]` (base: the address of the pointer `p`): the section is
    checked against the block `p` points to, not the 8 bytes of `p`."""
    rt, lines = checked()
    a, _ = two_blocks(rt)
    p = host_ptr(rt, a, name="p")
    if directive == "enter":
        enter(rt, p, a + 8, 24, M.TO | M.PTR_AND_OBJ, "p[2:6]")
        rt.target_data_end([p], [a + 8], [24], [M.PTR_AND_OBJ], ["p[2:6]"], loc=LOC)
        assert lines == []
        enter(rt, p, a + 8, 32, M.PTR_AND_OBJ, "p[2:8]")
    else:
        enter(rt, p, a + 8, 24, M.TO | M.PTR_AND_OBJ, "p[2:6]")
        rt.target_data_update([p], [a + 8], [24], [M.TO | M.PTR_AND_OBJ], ["p[2:6]"], loc=LOC)
        assert lines == []
        rt.target_data_update([p], [a + 8], [32], [M.TO | M.PTR_AND_OBJ], ["p[2:8]"], loc=LOC)
    assert lines == ["/src/prog.c:7:1: out-of-bounds section: 'p[2:8]': section [8, 40) "
                     "lies outside its heap storage of 32 bytes [0, 32): 8 bytes past "
                     "its end"]


def test_a_member_section_is_reported_once_by_its_name():
    """`map(s.a[0:8])` of `struct {int n; int a[4];} s` (20 bytes, stored in 32): clang's
    combined entry of `s` spans its member and is not looked at; the member is,
    against the storage of its base, the structure."""
    rt, lines = checked()
    s = rt.alloc(20, "stack", name="s")
    rt.target_data_begin([s, s], [s + 4, s + 4], [32, 32], [TP, ALLOC | member_of(0)],
                         [None, "s.a[0:8]"], loc=LOC)
    assert lines == ["/src/prog.c:7:1: out-of-bounds section: 's.a[0:8]': section [4, 36) "
                     "lies outside its stack storage of 20 bytes [0, 20): 16 bytes past "
                     "its end"]


def test_a_member_outside_its_base_is_checked_against_its_own_storage():
    """flang 22's members of an allocatable array of derived type have the base of
    the array's descriptor (a global), and lie in its data (a heap block): a
    member's section that does not reach its base's storage is checked against the
    storage that holds its first byte."""
    rt, lines = checked()
    descriptor = rt.alloc(64, "global", name="g")
    data = rt.alloc(80)
    types = [TP, M.TO | member_of(0), ALLOC | member_of(0)]
    rt.target_data_begin([descriptor, descriptor, descriptor],
                         [descriptor, data + 8, data + 72], [64, 48, 16], types,
                         ["g", "g(1)%v", "g(2)%v"], loc=LOC)
    assert lines == ["/src/prog.c:7:1: out-of-bounds section: 'g(2)%v': section [72, 88) "
                     "lies outside its heap storage of 80 bytes [0, 80): 8 bytes past its "
                     "end"]


@pytest.mark.parametrize("checks", [frozenset(), ALL_CHECKS - {Check.BOUNDS}])
def test_the_check_is_off_unless_chosen(checks):
    rt, lines = checked(checks)
    a, _ = two_blocks(rt)
    enter(rt, a, a + 32, 16)
    assert lines == []


def test_openacc_clauses_are_checked_at_the_running_operation():
    """`copyin(a(8:11))` and `update self(a(-1:0))` of `integer a(0:7)` (OpenACC 3.3
    §2.7.1) are reported where the program runs (the interpreter's operation);
    `deviceptr` names no section of host storage and is not checked."""
    rt, lines = checked()
    a, _ = two_blocks(rt)
    assert rt.memory.checks is not None
    rt.memory.checks.site = lambda: ("prog.mlir", 12, 5)
    enter_directive(rt.acc, [EntryClause(a, 32, 16, DataAction.COPYIN, False, "a(8:11)"),
                             EntryClause(a, 64, 8, DataAction.DEVICEPTR, False, "d")])
    exit_directive(rt.acc, [ExitClause(a, -4, 8, ExitAction.UPDATE_SELF, False, "a(-1:0)")],
                   if_present=True)
    assert lines == [
        "prog.mlir:12:5: out-of-bounds section: 'a(8:11)': section [32, 48) lies outside "
        "its heap storage of 32 bytes [0, 32): 16 bytes past its end",
        "prog.mlir:12:5: out-of-bounds section: 'a(-1:0)': section [-4, 4) lies outside "
        "its heap storage of 32 bytes [0, 32): 4 bytes before its start"]
