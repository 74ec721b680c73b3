"""Heap buffers in the symbolic trace (issue 14): named by the variable they were
first mapped as (`acc-run --trace --symbolic`), and the table dump's columns kept
aligned with names of any length."""

import pytest
from runtime_testlib import host_ints, host_ptr

from accdialect.runtime import MapType as M
from accdialect.runtime import OffloadRuntime
from accdialect.runtime.symbolizer import map_variable


@pytest.mark.parametrize(("name", "variable"), [
    ("p[0:n]", "p"), ("S.p[:N]", "S.p"), ("m[i][0:4]", "m"), ("a(1:n)", "a"), ("d%p", "d%p"),
    ("x", "x"),
])
def test_map_variable(name: str, variable: str):
    assert map_variable(name) == variable


def test_heap_buffer_is_named_after_its_map_name():
    """`int *q = malloc(8); map(tofrom: q[0:2])`: the buffer shows as `q+0`, not as
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
        "q+4", "p#2+0", "p+0", f"0x{unmapped:x}"]
    assert rt.symbolizer()(q_buf, "host") == f"0x{q_buf:x}"
    text = rt.trace_text(symbolic=True)
    assert ("Creating new map entry with HstPtrBase=q+0, HstPtrBegin=q+0, TgtAllocBegin=dev(q+0), "
            "TgtPtrBegin=dev(q+0), Size=8") in text


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
        "Host Ptr             Target Ptr                Size (B) DynRefCount HoldRefCount "
        "Declaration",
        "b+0                  dev(b+0)                  8        1           0            b at "
        "unknown:0:0",
        "a_much_longer_name+0 dev(a_much_longer_name+0) 4        1           0            "
        "a_much_longer_name at unknown:0:0",
    ]
