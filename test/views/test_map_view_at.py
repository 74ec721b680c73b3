"""`acc-run --map-view FILE --map-view-at WHERE` (issue 32, item 4): the present table
at a construct of the run (as its kernel launches, or once a data construct has
mapped), or at each construct as the steps of one HTML page; and the pointers the
copies of the entries hold, a host address in a device copy marked as not attached."""

import io
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from runs import ACC_FAULT, OMP_OFFSET, acc_run, runtime_events

from accdialect.interpreters import build_interpreter
from accdialect.runtime import ConstructMapped, OffloadRuntime
from accdialect.tools.loading import make_context, parse_file
from accdialect.views import construct_pictures, present_snapshot
from accdialect.views.construct_pictures import ConstructPictures, map_view_at
from accdialect.views.map_svg import NOT_ATTACHED, WARN_COLOR
from accdialect.views.present_snapshot import FoundPointer, PresentSnapshot
from support.llvm22 import needs_llvm

SVG = "{http://www.w3.org/2000/svg}"
FAULTS = Path(__file__).parents[1] / "faults"
"""The fault programs of test/faults: a struct mapped without its pointer member's
data (`member_pointer.c`) and its fixed twin."""


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(f"{SVG}text")]


def run_with_pictures(example: Path, where: str
                      ) -> tuple[list[PresentSnapshot], list[dict[str, int]]]:
    """The pictures `--map-view-at where` takes of `example`'s run, and at each
    construct the run met, the host addresses of its named allocations then (`*p`
    for the value of the pointer variable `p`)."""
    runtime = OffloadRuntime(checks=frozenset())
    pictures = ConstructPictures(runtime, map_view_at(where))
    named: list[dict[str, int]] = []

    def addresses(_: ConstructMapped) -> None:
        live = {a.name: a.begin for a in runtime.memory.allocations()
                if a.live and a.name and a.region.device is None}
        named.append({**live, "*p": runtime.memory.read_uint(live["p"])})

    runtime.construct_listeners.append(addresses)
    _, functions = build_interpreter(parse_file(str(example), make_context()), runtime,
                                     io.StringIO(), io.StringIO())
    assert functions.libc is not None
    functions.libc.start_main([str(example)])
    return pictures.snapshots, named


def table(snapshot: PresentSnapshot) -> list[tuple[str, int, int, int, int]]:
    return [(e.name, e.host_begin, e.host_end, e.dyn, e.hold) for e in snapshot.entries]


def test_a_picture_at_a_data_construct_holds_what_it_mapped():
    """Line 66 of seed 004: `target enter data map(to: p) map(to: p[1:10])`: p's 8
    bytes and the 40 bytes of p[1:10], from p's value + 4, each mapped once."""
    (snapshot,), (named, *_) = run_with_pictures(OMP_OFFSET, "66")
    assert snapshot.at is not None and snapshot.at.kind == "data_begin"
    assert snapshot.at.loc is not None and snapshot.at.loc[1:] == (66, 3)
    p, buf = named["p"], named["*p"]
    assert sorted(table(snapshot)) == sorted([("p", p, p + 8, 1, 0),
                                              ("p[1:10]", buf + 4, buf + 44, 1, 0)])


def test_a_picture_at_a_kernel_launch_holds_what_the_kernel_finds():
    """Line 80: `target map(to: p) map(tofrom: sum)` as its kernel launches: p entered
    a second time (dynamic count 2), sum mapped for the kernel, p[1:10] still there;
    p's device copy attached to 4 bytes before p[1:10]'s."""
    (snapshot,), (_, named) = run_with_pictures(OMP_OFFSET, "omp_attach_section_offset.mlir:80")
    assert snapshot.at is not None
    assert (snapshot.at.kind, snapshot.at.kernel) == ("kernel", "main_l80")
    p, buf, total = named["p"], named["*p"], named["sum"]
    assert sorted(table(snapshot)) == sorted([("p", p, p + 8, 2, 0),
                                              ("p[1:10]", buf + 4, buf + 44, 1, 0),
                                              ("sum", total, total + 4, 1, 0)])
    (entry,) = [e for e in snapshot.entries if e.name == "p"]
    (section,) = [e for e in snapshot.entries if e.name == "p[1:10]"]
    (attached,) = entry.attached
    assert attached.target == section.dev_begin - 4
    assert snapshot.unattached() == []


def test_the_n_th_construct_at_a_line(capsys, tmp_path):
    """`#2` asks for the second construct at the line: seed 004 runs its `target` once,
    so there is none; one error line, the run's output unchanged, status 1."""
    path = tmp_path / "map.svg"
    status, out, err = acc_run(capsys, OMP_OFFSET, "--check=none", "--map-view", path,
                               "--map-view-at", "80#2")
    assert (status, out) == (1, "sum = 55\n")
    assert err == "acc-run: error: --map-view-at 80#2: a construct at line 80 ran once: there is no #2\n"
    assert not path.exists()


def test_a_line_without_a_construct_is_one_error_line(capsys, tmp_path):
    status, out, err = acc_run(capsys, OMP_OFFSET, "--check=none", "--map-view",
                               tmp_path / "map.svg", "--map-view-at", "prog.c:12")
    assert (status, out) == (1, "sum = 55\n")
    assert err == ("acc-run: error: --map-view-at prog.c:12: no construct ran at line 12 of "
                   "prog.c (constructs ran at omp_attach_section_offset.mlir:66, "
                   "omp_attach_section_offset.mlir:80)\n")


def test_the_svg_says_when_it_was_taken(capsys, tmp_path):
    path = tmp_path / "map.svg"
    assert acc_run(capsys, OMP_OFFSET, "--map-view", path, "--map-view-at", "80")[0] == 0
    shown = texts(ET.fromstring(path.read_text()))
    assert "present table as main_l80 launches (omp_attach_section_offset.mlir:80:3): " \
           "3 entries" in shown


@pytest.mark.parametrize(("argv", "message"), [
    (["--map-view-at", "12"], "--map-view-at needs --map-view FILE"),
    (["--map-view", "m.svg", "--map-view-at", "each"],
     "--map-view-at each needs an HTML map view (--map-view FILE.html): an SVG holds one picture"),
    (["--map-view", "m.svg", "--map-view-at", "prog.c:"],
     "argument --map-view-at: 'prog.c:': expected [FILE:]LINE[#N] (the N-th construct at "
     "line LINE) or 'each'"),
    (["--map-view", "m.svg", "--map-view-at", "prog.c:12:3"],
     "argument --map-view-at: 'prog.c:12:3': expected [FILE:]LINE[#N] (the N-th construct "
     "at line LINE) or 'each'"),
    (["--map-view", "m.svg", "--map-view-at", "12#0"],
     "argument --map-view-at: '12#0': expected [FILE:]LINE[#N] (the N-th construct at "
     "line LINE) or 'each'"),
])
def test_a_malformed_option_is_refused_before_the_run(capsys, argv, message):
    with pytest.raises(SystemExit) as exit_:
        acc_run(capsys, OMP_OFFSET, *argv)
    assert exit_.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.endswith(f"acc-run: error: {message}\n")


def steps(page: ET.Element) -> list[tuple[str, ET.Element]]:
    """Each step's heading and its picture."""
    found = []
    for section in page.iter("section"):
        heading = section.find("h2")
        picture = section.find(f"{SVG}svg")
        assert heading is not None and picture is not None
        found.append((heading.text or "", picture))
    return found


def test_the_step_through_holds_one_picture_per_construct_in_order(capsys, tmp_path):
    """Seed 004: one step per construct the trace announces, in its order, then the
    end of the run; each picture holds the entries at its moment."""
    page_path = tmp_path / "map.html"
    assert acc_run(capsys, OMP_OFFSET, "--map-view", page_path, "--map-view-at", "each")[0] == 0
    constructs = [e for e in runtime_events(capsys, tmp_path, OMP_OFFSET)
                  if e["event"] == "construct"]
    found = steps(ET.fromstring(page_path.read_text()))
    assert len(found) == len(constructs) + 1
    assert [heading for heading, _ in found] == [
        "step 1 of 3: present table after target data begin (omp_attach_section_offset.mlir:66:3)",
        "step 2 of 3: present table as main_l80 launches (omp_attach_section_offset.mlir:80:3)",
        "step 3 of 3: present table at the end of the run"]
    assert [c["kind"] for c in constructs] == ["data_begin", "kernel"]
    counts = [[t for t in texts(picture) if t.endswith("entries") or t.endswith("entry")]
              for _, picture in found]
    assert [c[0].rpartition(": ")[2] for c in counts] == ["2 entries", "3 entries", "2 entries"]


def test_the_step_through_pictures_the_first_constructs_and_counts_the_others(
        capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(construct_pictures, "EACH_LIMIT", 1)
    page_path = tmp_path / "map.html"
    assert acc_run(capsys, OMP_OFFSET, "--map-view", page_path, "--map-view-at", "each")[0] == 0
    page = ET.fromstring(page_path.read_text())
    assert [heading for heading, _ in steps(page)] == [
        "step 1 of 2: present table after target data begin (omp_attach_section_offset.mlir:66:3)",
        "step 2 of 2: present table at the end of the run"]
    note = page.find(".//p")
    assert note is not None
    assert "".join(note.itertext()) == ("The run met 1 more construct after step 1, not "
                                        "pictured here (--map-view-at LINE#N pictures any one).")


def test_the_step_through_of_a_failing_run_ends_at_the_fault(capsys, tmp_path):
    """Seed 001 detached twice (OpenACC): a step per directive (`enter data create(d)`,
    `copyin(d%p)` twice), one at the launch of the serial region (its two
    `acc_detach` calls are no construct), then the fault; from the launch on, d's
    device copy holds d%p's host address: not attached."""
    page_path = tmp_path / "map.html"
    assert acc_run(capsys, ACC_FAULT, "--map-view", page_path, "--map-view-at", "each")[0] == 134
    found = steps(ET.fromstring(page_path.read_text()))
    assert [heading for heading, _ in found] == [
        "step 1 of 5: present table after acc.enter_data (acc_descriptor_detach_twice.mlir:113:3)",
        "step 2 of 5: present table after acc.enter_data (acc_descriptor_detach_twice.mlir:131:3)",
        "step 3 of 5: present table after acc.enter_data (acc_descriptor_detach_twice.mlir:133:3)",
        "step 4 of 5: present table as acc.serial launches (acc_descriptor_detach_twice.mlir:150:3)",
        "step 5 of 5: present table at the fault"]
    mark = "not attached: d+0 on device 0 holds the host address d%p+0 (mapped)"
    assert [mark in texts(picture) for _, picture in found] == [False, False, False, True, True]


def test_a_host_address_in_a_device_copy_is_not_attached():
    """OpenACC's `acc_copyin` of a struct and of its pointer's target: until
    `acc_attach`, the device copy of the pointer holds the host address."""
    rt = OffloadRuntime()
    s = rt.alloc(16, "stack", name="s")
    buf = rt.alloc(32, name="buf")
    rt.memory.write_uint(s + 8, buf)
    rt.acc.acc_copyin(s, 16)
    rt.acc.acc_copyin(buf, 32)
    before = present_snapshot(rt)
    assert [(e.name, p) for e, p in before.unattached()] == [
        ("s+0x0", FoundPointer("device", 8, buf, "host", "buf+0x0 (mapped)"))]
    (entry,) = [e for e in before.entries if e.host_begin == s]
    assert FoundPointer("host", 8, buf, "host", "buf+0x0 (mapped)") in entry.pointers
    rt.acc.acc_attach(s + 8)
    after = present_snapshot(rt)
    assert after.unattached() == []
    (entry,) = [e for e in after.entries if e.host_begin == s]
    assert [p.host_addr for p in entry.attached] == [s + 8]
    assert [p.side for p in entry.pointers] == ["host"]


def test_a_host_address_the_device_may_access_is_no_warning():
    rt = OffloadRuntime(host_plugin=True)
    s = rt.alloc(16, "stack", name="s")
    buf = rt.alloc(32, name="buf")
    rt.memory.write_uint(s + 8, buf)
    rt.acc.acc_copyin(s, 16)
    snapshot = present_snapshot(rt)
    assert snapshot.unattached() == []
    (entry,) = snapshot.entries
    assert FoundPointer("device", 8, buf, "host", "buf+0x0, heap", accessible=True) \
        in entry.pointers


def pragma_line(source: Path) -> int:
    return next(i for i, line in enumerate(source.read_text().splitlines(), 1)
                if line.startswith("#pragma omp target"))


def imported(source: Path, tmp_path: Path) -> Path:
    """`source` imported as `acc-run source` imports it (with `-g`)."""
    from accdialect.tools.acc_import import import_program
    from accdialect.tools.source_program import default_flags

    program = tmp_path / f"{source.stem}.mlir"
    program.write_text(import_program(source, default_flags(source, source.read_text())))
    return program


@needs_llvm
def test_a_struct_whose_pointer_member_is_not_mapped_is_marked(capsys, tmp_path):
    """`map(to: s)` with s.p read in the kernel: at the launch, s's device copy holds at
    +8 the host address of the heap block (the address the fault names), drawn as not
    attached; then the kernel faults there."""
    source = FAULTS / "member_pointer.c"
    path = tmp_path / "map.svg"
    status, _, err = acc_run(capsys, imported(source, tmp_path), "--map-view", path,
                             "--map-view-at", f"{source.name}:{pragma_line(source)}")
    assert status == 134
    pointer = int(re.findall(r"which holds the host address 0x([0-9a-f]+)", err)[0], 16)
    root = ET.fromstring(path.read_text())
    shown = texts(root)
    assert f"present table as main_l{pragma_line(source)} launches " \
           f"({source.name}:{pragma_line(source)}:1): 2 entries" in shown
    assert f"not attached: s+8 on device 0 holds the host address 0x{pointer:x}, heap" in shown
    assert NOT_ATTACHED in shown
    assert [line for line in root.iter(f"{SVG}line") if line.get("stroke") == WARN_COLOR]


@needs_llvm
def test_the_fixed_twin_has_no_mark(capsys, tmp_path):
    """`map(to: s, s.p[0:8])`: s.p is attached (a green arrow to the device copy of
    s.p[0:8]); nothing is marked."""
    source = FAULTS / "Inputs" / "member_pointer_fixed.c"
    path = tmp_path / "map.svg"
    status, out, _ = acc_run(capsys, imported(source, tmp_path), "--map-view", path,
                             "--map-view-at", str(pragma_line(source)))
    assert status == 0 and out.endswith("28\n")
    root = ET.fromstring(path.read_text())
    shown = texts(root)
    assert "3 entries" in shown[1]
    assert not any("not attached" in text for text in shown)
    assert [p for p in root.iter(f"{SVG}path") if p.get("marker-end") == "url(#arrow)"]
