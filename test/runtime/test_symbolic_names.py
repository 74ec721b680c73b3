"""Heap buffers in the symbolic trace (issue 14): named by the variable they were
first mapped as (`acc-run --trace --symbolic`), and the table dump's columns kept
aligned with names of any length. Issue 32 (item 5): offsets in hex with `0x`, as the
addresses around them; an allocation a struct member lies in named after the struct,
not the member; names that are no variable (flang's OpenMP file paths) name nothing."""

import pytest
from runtime_testlib import host_ints, host_ptr

from accdialect.abi.ident import map_name
from accdialect.runtime import MapType as M
from accdialect.runtime import OffloadRuntime, member_of
from accdialect.runtime.symbolizer import allocation_name, map_variable


@pytest.mark.parametrize(("name", "variable"), [
    ("p[0:n]", "p"), ("S.p[:N]", "S.p"), ("m[i][0:4]", "m"), ("a(1:n)", "a"), ("d%p", "d%p"),
    ("x", "x"),
])
def test_map_variable(name: str, variable: str):
    assert map_variable(name) == variable


@pytest.mark.parametrize(("name", "whole", "allocation"), [
    ("p[0:n]", True, "p"), ("p[2:n]", False, "p"),       # a section: the array
    ("S.p[:N]", True, "S.p"),                             # a pointer member's pointee
    ("s.a", False, "s"), ("s.p", False, "s"),             # members inside `s`
    ("this->n", False, "this"), ("a[i].x", False, "a"), ("d%a", False, "d"),
    ("d%a", True, "d%a"),           # an allocatable component's own data
    ("x", False, "x"), ("*p", False, "*p"),
])
def test_allocation_name(name: str, whole: bool, allocation: str | None):
    assert allocation_name(name, whole) == allocation


def test_offsets_are_hex():
    """`buf+0x14` is byte 20 of `buf` (a decimal `buf+20` reads as hex beside the
    trace's hex addresses)."""
    rt = OffloadRuntime()
    buf = host_ints(rt, range(8), name="buf")
    assert rt.symbolizer()(buf + 20, "host") == "buf+0x14"
    assert rt.symbolizer()(buf, "host") == "buf+0x0"


def test_an_unnamed_struct_is_named_after_the_struct_of_its_member():
    """`struct {int a, b; double *p;} s` (a stack slot clang's code leaves unnamed)
    with `map(to: s.p)`: `s.p` is at offset 8 of `s`, so the entry is at `s+0x8`, and
    `s.a` at `s+0x0` (`Mapping exists` names too)."""
    rt = OffloadRuntime()
    s = host_ints(rt, [1, 2, 0, 0], region="stack")
    rt.target_data_begin([s + 8], [s + 8], [8], [M.TO], names=["s.p"])
    rt.target_data_begin([s], [s], [4], [M.TO], names=["s.a"])
    new = [line.split("info: ")[1] for line in rt.trace_text(symbolic=True).splitlines()
           if "Creating new map entry" in line]
    assert new == [
        "Creating new map entry with HstPtrBase=s+0x8, HstPtrBegin=s+0x8, "
        "TgtAllocBegin=dev(s+0x8), TgtPtrBegin=dev(s+0x8), Size=8, DynRefCount=1, "
        "HoldRefCount=0, Name=s.p",
        "Creating new map entry with HstPtrBase=s+0x0, HstPtrBegin=s+0x0, "
        "TgtAllocBegin=dev(s+0x0), TgtPtrBegin=dev(s+0x0), Size=4, DynRefCount=1, "
        "HoldRefCount=0, Name=s.a",
    ]


def test_a_struct_member_found_mapped_names_its_struct():
    """The first name in an unnamed allocation may come from `Mapping exists`: clang
    maps a struct's members as one entry named `unknown`, then each member found in
    it (`s.a`, `s.p`): every address in the struct is `s+...`."""
    rt = OffloadRuntime()
    s = host_ints(rt, [1, 2, 0, 0], region="stack")
    rt.target_data_begin([s, s], [s, s], [16, 4], [M.TO, M.TO | member_of(0)],
                         names=[None, "s.a"])
    text = rt.trace_text(symbolic=True)
    assert ("Mapping exists with HstPtrBegin=s+0x0, TgtPtrBegin=dev(s+0x0), Size=4, "
            "DynRefCount=1 (update suppressed), HoldRefCount=0, Name=s.a") in text
    assert f"0x{s:x}" not in text


def test_flang_map_name_names_the_allocation_after_the_variable():
    """flang 22 writes an OpenMP list item's map name file first
    (`;/work/prog.f90;buf;3;5;;`): the allocation is named after the variable, while
    the trace prints the file as libomptarget does."""
    rt = OffloadRuntime()
    a = host_ints(rt, range(4), region="stack")
    name = map_name(";/work/prog.f90;buf;3;5;;")
    rt.target_data_begin([a], [a], [16], [M.TO], names=[name])
    assert rt.symbolizer(map_names=True)(a, "host") == "buf+0x0"
    assert "Name=/work/prog.f90" in rt.trace_text()


def test_heap_buffer_is_named_after_its_map_name():
    """`int *q = malloc(8); map(tofrom: q[0:2])`: the buffer shows as `q+0x0`, not as
    its address; the pointer `q`, a named object, keeps its name, so the buffer of
    `p[0:2]` where `p` is another object's name is `p#2`. Without `map_names`
    (the views' symbolizer), the buffer keeps its address."""
    rt = OffloadRuntime()
    q_buf = host_ints(rt, [1, 2])
    p_buf = host_ints(rt, [3, 4])
    p = host_ptr(rt, p_buf, name="p")
    unmapped = host_ints(rt, [0])
    rt.target_data_begin([q_buf, p_buf, p], [q_buf, p_buf, p], [8, 8, 8], [M.TO] * 3,
                         names=["q[0:2]", "p[0:2]", "p"])
    symbolizer = rt.symbolizer(map_names=True)
    assert [symbolizer(a, "host") for a in (q_buf + 4, p_buf, p, unmapped)] == [
        "q+0x4", "p#2+0x0", "p+0x0", f"0x{unmapped:x}"]
    assert rt.symbolizer()(q_buf, "host") == f"0x{q_buf:x}"
    text = rt.trace_text(symbolic=True)
    assert ("Creating new map entry with HstPtrBase=q+0x0, HstPtrBegin=q+0x0, "
            "TgtAllocBegin=dev(q+0x0), TgtPtrBegin=dev(q+0x0), Size=8") in text


def test_table_columns_line_up_with_symbolic_names():
    """libomptarget's table has 18-character address columns (a hex address); with
    names of any length, each column is as wide as its longest entry."""
    rt = OffloadRuntime()
    short = host_ints(rt, [1, 2], name="b")
    long = host_ints(rt, [3], name="a_much_longer_name")
    rt.target_data_begin([short, long], [short, long], [8, 4], [M.TO, M.TO],
                         names=["b", "a_much_longer_name"])
    text = rt.trace_text(symbolic=True).splitlines()
    header = next(i for i, line in enumerate(text) if "Declaration" in line)
    lines = [line.split("info: ", 1)[1] for line in text[header:header + 3]]
    assert lines == [
        "Host Ptr               Target Ptr                  Size (B) DynRefCount HoldRefCount "
        "Declaration",
        "b+0x0                  dev(b+0x0)                  8        1           0            b at "
        "unknown:0:0",
        "a_much_longer_name+0x0 dev(a_much_longer_name+0x0) 4        1           0            "
        "a_much_longer_name at unknown:0:0",
    ]
