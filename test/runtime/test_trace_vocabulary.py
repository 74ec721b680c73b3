"""The words of a trace (issue 32, item 5e): a run of OpenACC code names an entry's
counts as OpenACC 3.3 does (§2.6.7: the "structured reference counter" of data and
compute constructs, the "dynamic reference counter" of `enter data` and `acc_copyin`),
and its table the present table; an OpenMP run keeps libomptarget 22's sentences,
which the conformance tests compare with recordings."""

from runtime_testlib import host_ints

from accdialect.runtime import MapType as M
from accdialect.runtime import OffloadRuntime
from accdialect.runtime.trace import LIBOMPTARGET_WORDS, render_lines


def _sentences(text: str) -> list[str]:
    return [line.split("info: ", 1)[1] for line in text.splitlines() if "info: " in line]


def test_a_data_construct_counts_in_the_structured_reference_counter():
    """`acc data copy(a)`: entering sets a's structured counter to 1 (its dynamic one
    stays 0), exiting takes it back to 0, copies out and deletes."""
    rt = OffloadRuntime()
    a = host_ints(rt, range(4), name="a")
    rt.acc.copyin(a, 16, name="a")
    rt.acc.copyout(a, 16)
    rt.finalize()
    lines = _sentences(rt.trace_text(symbolic=True))
    assert lines[0] == ("Creating new map entry with HstPtrBase=a+0x0, HstPtrBegin=a+0x0, "
                        "TgtAllocBegin=dev(a+0x0), TgtPtrBegin=dev(a+0x0), Size=16, "
                        "DynamicRefCount=0, StructuredRefCount=1, Name=a")
    assert ("Mapping exists with HstPtrBegin=a+0x0, TgtPtrBegin=dev(a+0x0), Size=16, "
            "DynamicRefCount=0, StructuredRefCount=0 (decremented, delayed deletion)") in lines
    assert lines[-1] == "OpenACC present table empty"


def test_enter_data_counts_in_the_dynamic_reference_counter_and_the_table_says_so():
    """`enter data copyin(a)` twice: a's dynamic counter is 1, then 2; still present
    at the end of the run, a is in the present table dumped then, whose count columns
    are as wide as their names."""
    rt = OffloadRuntime()
    a = host_ints(rt, range(4), name="a")
    rt.acc.copyin(a, 16, structured=False, name="a")
    rt.acc.copyin(a, 16, structured=False, name="a")
    rt.finalize()
    lines = _sentences(rt.trace_text(symbolic=True))
    assert ("Mapping exists with HstPtrBegin=a+0x0, TgtPtrBegin=dev(a+0x0), Size=16, "
            "DynamicRefCount=2 (incremented), StructuredRefCount=0, Name=a") in lines
    assert lines[-3:] == [
        "OpenACC present table after block at libomptarget:0:0:",
        "Host Ptr           Target Ptr         Size (B) DynamicRefCount StructuredRefCount "
        "Declaration",
        "a+0x0              dev(a+0x0)         16       2               0                  "
        "a at unknown:0:0",
    ]


def test_an_openmp_run_keeps_libomptarget_s_words():
    rt = OffloadRuntime()
    a = host_ints(rt, range(4), name="a")
    rt.target_data_begin([a], [a], [16], [M.TO], names=["a"])
    rt.finalize()
    lines = _sentences(rt.trace_text(symbolic=True))
    assert ("Creating new map entry with HstPtrBase=a+0x0, HstPtrBegin=a+0x0, "
            "TgtAllocBegin=dev(a+0x0), TgtPtrBegin=dev(a+0x0), Size=16, DynRefCount=1, "
            "HoldRefCount=0, Name=a") in lines
    assert "OpenMP Host-Device pointer mappings after block at libomptarget:0:0:" in lines
    assert rt.trace is not None and not rt.trace.openacc


def test_libomptarget_s_own_text_of_an_openacc_run_keeps_its_words():
    """What `--trace=libomptarget` prints of an OpenACC run is what libomptarget would:
    its counts are the hold and dynamic ones."""
    rt = OffloadRuntime()
    a = host_ints(rt, range(4), name="a")
    rt.acc.copyin(a, 16, name="a")
    assert rt.trace is not None
    (new,) = [line for line in render_lines(rt.trace.events, None, -1, False, LIBOMPTARGET_WORDS)
              if "Creating" in line]
    assert new.endswith("Size=16, DynRefCount=0, HoldRefCount=1, Name=a")
