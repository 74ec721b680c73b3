"""SEMANTICS §7 (issue item 8): events, LIBOMPTARGET_INFO text, symbolic addresses,
JSON lines; SEMANTICS §6 (issue item 9): the error hierarchy and its one-line messages."""

import json

import pytest
from libomptarget_replay import load_normalizer
from runtime_testlib import host_ints, host_ptr

from accdialect.runtime import MapType as M
from accdialect.runtime import OffloadError, OffloadRuntime, errors
from accdialect.runtime.trace import INFO_DATA_TRANSFER, Event
from support.runtime import events


@pytest.fixture
def traced():
    """map(tofrom: p, p[0:2]) on data region begin and end, with named objects."""
    rt = OffloadRuntime()
    buf = host_ints(rt, [1, 2], name="buf")
    p = host_ptr(rt, buf, name="p")
    maps = ([p, buf, p], [p, buf, buf], [8, 8, 8], [M.TO | M.FROM, M.TO | M.FROM, M.ATTACH])
    rt.target_data_begin(*maps, names=["p", "p[0:2]", "p[0:2]"])
    rt.program_output("between")
    rt.target_data_end(*maps)
    return rt, p, buf


def test_text_uses_libomptarget_sentences(traced):
    """§7: the text form is LIBOMPTARGET_INFO's own sentences, hex addresses as DPxMOD."""
    rt, p, buf = traced
    lines = rt.trace_text(simulator=False).splitlines()
    assert lines[:6] == [
        "omptarget device 0 info: Entering OpenMP data region with being_mapper at "
        "unknown:0:0 with 3 arguments:",
        "omptarget device 0 info: tofrom(p)[8] ",
        "omptarget device 0 info: tofrom(p[0:2])[8] ",
        "omptarget device 0 info: attach(p[0:2])[8] ",
        f"omptarget device 0 info: Creating new map entry with HstPtrBase=0x{p:016x}, "
        f"HstPtrBegin=0x{p:016x}, TgtAllocBegin=0x00000000d0000000, "
        "TgtPtrBegin=0x00000000d0000000, Size=8, DynRefCount=1, HoldRefCount=0, Name=p",
        f"omptarget device 0 info: Copying data from host to device, HstPtr=0x{p:016x}, "
        "TgtPtr=0x00000000d0000000, Size=8, Name=p",
    ]
    assert "#> between" in lines
    assert lines[-1] == "omptarget device 0 info: OpenMP Host-Device pointer mappings table empty"


def test_text_normalizes_like_a_real_run(traced):
    """§7: fed to the recordings' normalizer, the text gives the normalized events."""
    rt, p, buf = traced
    raw = [f"#> #sym p 0x{p:x} 8\n", f"#> #sym buf 0x{buf:x} 8\n"]
    raw += rt.trace_text(simulator=False).splitlines(keepends=True)
    norm = load_normalizer().normalize(raw)
    assert norm[6:12] == [
        "map.new base=p+0 begin=p+0 tgt=dev(p+0) size=8 dyn=1 hold=0 name=p",
        "copy.h2d hst=p+0 tgt=dev(p+0) size=8 name=p",
        "map.new base=buf+0 begin=buf+0 tgt=dev(buf+0) size=8 dyn=1 hold=0 name=p[0:2]",
        "copy.h2d hst=buf+0 tgt=dev(buf+0) size=8 name=p[0:2]",
        "map.exists begin=buf+0 tgt=dev(buf+0) size=0 dyn=1 (update suppressed) hold=0",
        "map.exists begin=p+0 tgt=dev(p+0) size=8 dyn=1 (update suppressed) hold=0",
    ]
    assert norm[12] == "copy.h2d hst=? tgt=dev(p+0) size=8 name=p"


def test_symbolic_addresses(traced):
    """§7: addresses shown as name+offset and dev(name+offset); the simulator's own events
    (attachments, shadow restores) have their own prefix."""
    rt = traced[0]
    text = rt.trace_text(symbolic=True)
    assert ("Creating new map entry with HstPtrBase=buf+0x0, HstPtrBegin=buf+0x0, "
            "TgtAllocBegin=dev(buf+0x0), TgtPtrBegin=dev(buf+0x0), Size=8") in text
    assert ("accsim device 0 info: Attached pointer HstPtr=p+0x0, TgtPtr=dev(p+0x0), Size=8, "
            "PointeeBase=dev(buf+0x0), AttachCount=0") in text
    assert "accsim device 0 info: Restored attached pointer p+0x0 (8 bytes) on the host side" in text
    assert "accsim" not in rt.trace_text(simulator=False)


def test_info_mask_selects_event_kinds(traced):
    """§7: each event belongs to one LIBOMPTARGET_INFO bit (-33: no data transfers)."""
    rt = traced[0]
    assert "Copying data" in rt.trace_text()
    assert "Copying data" not in rt.trace_text(info=~INFO_DATA_TRANSFER)
    assert rt.trace_text(info=0, simulator=False) == "#> between\n"


def test_json_lines(traced):
    """§7: one JSON object per event with its fields, and symbolic forms of addresses."""
    rt, p, buf = traced
    records = [json.loads(line) for line in rt.trace_json().splitlines()]
    assert len(records) == len(events(rt, Event))
    first = records[0]
    assert first["event"] == "construct" and first["kind"] == "data_begin"
    assert [a["flags"] for a in first["args"]] == ["TO|FROM", "TO|FROM", "ATTACH"]
    new = next(r for r in records if r["event"] == "map.new")
    assert (new["host_begin"], new["host_begin_sym"], new["dev_begin_sym"], new["dyn"]) == (
        p, "p+0x0", "dev(p+0x0)", "1")
    copy = next(r for r in records if r["event"] == "copy")
    assert (copy["direction"], copy["src_sym"], copy["dst_sym"]) == ("h2d", "p+0x0", "dev(p+0x0)")
    assert {r["event"] for r in records} >= {"attach", "shadow.restore", "map.remove", "out",
                                             "table", "map.exists"}


def test_error_hierarchy_one_line_messages_exit_status():
    """§6: one hierarchy, one stable line per error, non-zero exit status (134 for the
    failures libomptarget aborts on)."""
    samples = [
        errors.NotPresentError(0x10, 4, "'present' map type modifier"),
        errors.PartialOverlapError(0x10, 32, 0x10, 16),
        errors.OutOfDeviceMemoryError(0, 64, 32, 64),
        errors.DeviceFaultError(0, 0x10, 4, "host memory", "k.mlir:3:1", "'x'"),
        errors.OutOfBoundsError(0x10, 4, "no allocation holds it"),
        errors.UseAfterFreeError(0x10, 4, "freed heap allocation"),
        errors.DoubleFreeError(0x10, "heap allocation"),
        errors.InvalidFreeError(0x10, "not the start of a heap allocation"),
        errors.DescriptorMismatchError(0x30, 0x10, 0x20, ""),
        errors.RefCountUnderflowError(0x10, 4),
        errors.MappingStateError("acc_unmap_data", 0x10, "is not associated"),
    ]
    for err in samples:
        assert isinstance(err, OffloadError)
        assert "\n" not in str(err)
        assert err.exit_status in (1, 134)
    assert all("0x0000000000000010" in str(e) for e in samples if e is not samples[2])
    assert [e.exit_status for e in samples[:4]] == [134] * 4
    assert str(samples[3]) == ("device fault: device 0 accessed 4 bytes at 0x0000000000000010 "
                               "at k.mlir:3:1: host memory; nearest mapping: 'x'")


def test_failed_construct_reports_then_raises():
    """§6: a failing construct prints the errors and the fatal line before raising; with a
    source location the fatal line carries it instead of the `-g` hint."""
    rt = OffloadRuntime()
    y = host_ints(rt, [1])
    with pytest.raises(errors.NotPresentError):
        rt.target("main_l9", [y], [y], [4], [M.TO | M.PRESENT | M.TARGET_PARAM],
                  loc=("y.c", 9, 3))
    assert rt.trace_text().splitlines()[-5:] == [
        "omptarget error: Call to getTargetPointer returned null pointer ('present' map type "
        "modifier).",
        "omptarget error: Call to targetDataBegin failed, abort target.",
        "omptarget error: Failed to process data before launching the kernel.",
        "omptarget device 0 info: OpenMP Host-Device pointer mappings table empty",
        "y.c:9:3: omptarget fatal error 1: failure of target construct while offloading is "
        "mandatory",
    ]
    assert "Source location information not present" not in rt.trace_text()


def test_device_fault_in_a_kernel_is_fatal():
    """§6: a device fault in a kernel body is reported and the construct fails."""
    rt = OffloadRuntime()
    x = host_ints(rt, [1], name="x")

    def body(args: list[int]) -> None:
        rt.device_access().read_uint(args[0], 4)

    with pytest.raises(errors.DeviceFaultError):
        rt.target("k", [x], [x], [0], [M.TARGET_PARAM | M.IMPLICIT], body=body)
    text = rt.trace_text()
    assert "omptarget error: Executing target region abort target." in text
    assert text.rstrip().endswith("failure of target construct while offloading is mandatory")
