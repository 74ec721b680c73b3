"""A construct's source location in the trace (issue 14), as libomptarget 22 prints it.

The location lines are those of native runs of `test/importers/Inputs/debug_locations.c`
(clang 22 `-g`, `LIBOMPTARGET_INFO=-1`): clang's `ident_t` holds the file as clang
was given it (`;src/debug_locations.c;extension;22;3;;`), libomptarget prints it
without directories."""

import pytest
from runtime_testlib import host_ints

from accdialect.runtime import MapType as M
from accdialect.runtime import OffloadError, OffloadRuntime

LOC = ("src/debug_locations.c", 22, 3)


def test_construct_and_table_name_the_source_without_directories():
    rt = OffloadRuntime()
    a = host_ints(rt, range(8), region="stack")
    rt.target_data_begin([a], [a], [16], [M.TO], names=["a[0:4]"], loc=LOC)
    lines = rt.trace_text().splitlines()
    assert lines[0] == ("omptarget device 0 info: Entering OpenMP data region with being_mapper "
                        "at debug_locations.c:22:3 with 1 arguments:")
    assert ("omptarget device 0 info: OpenMP Host-Device pointer mappings after block at "
            "debug_locations.c:22:3:") in lines


def test_failed_construct_is_located_in_the_fatal_line():
    rt = OffloadRuntime()
    y = host_ints(rt, [5, 6, 7, 8], region="stack")
    with pytest.raises(OffloadError):
        rt.target("present_l15", [y], [y], [16], [M.TO | M.PRESENT | M.TARGET_PARAM],
                  names=["y"], loc=("src/debug_locations.c", 15, 3))
    assert rt.trace_text().splitlines()[-1] == (
        "debug_locations.c:15:3: omptarget fatal error 1: failure of target construct while "
        "offloading is mandatory")


def test_without_location_unknown():
    """No `-g`: `unknown:0:0`, and libomptarget's request for one before the fatal line."""
    rt = OffloadRuntime()
    y = host_ints(rt, [5, 6, 7, 8], region="stack")
    with pytest.raises(OffloadError):
        rt.target("present_l15", [y], [y], [16], [M.TO | M.PRESENT | M.TARGET_PARAM])
    lines = rt.trace_text().splitlines()
    assert lines[0] == ("omptarget device 0 info: Entering OpenMP kernel at unknown:0:0 with "
                        "1 arguments:")
    assert lines[-2:] == [
        "omptarget error: Source location information not present. Compile with -g or "
        "-gline-tables-only.",
        "omptarget fatal error 1: failure of target construct while offloading is mandatory"]
