"""`acc-run --map-view FILE.svg|FILE.html` (issue 14, item 5): the present table at
the end of the run, or at its fault, as a picture."""

import json
import xml.etree.ElementTree as ET

import pytest
from runs import ACC_FAULT, ACC_MOVING, OMP_MEMBERS, OMP_OFFSET, acc_run

from accdialect.runtime import MapType, OffloadRuntime
from accdialect.views import present_snapshot
from accdialect.views.map_html import map_html
from accdialect.views.map_svg import map_svg
from accdialect.views.present_snapshot import AttachedPointer, PresentEntry, PresentSnapshot
from support.paths import EXAMPLES

SVG = "{http://www.w3.org/2000/svg}"


def map_view(capsys, tmp_path, example, *argv: str, suffix: str = ".svg") -> tuple[int, ET.Element]:
    path = tmp_path / f"map{suffix}"
    status, _, _ = acc_run(capsys, example, *argv, "--map-view", path)
    return status, ET.fromstring(path.read_text())


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(f"{SVG}text")]


def arrows(root: ET.Element) -> list[ET.Element]:
    return [p for p in root.iter(f"{SVG}path") if p.get("marker-end") == "url(#arrow)"]


def test_entries_are_boxes_with_names_addresses_and_counts(capsys, tmp_path):
    """Seed 001's moving target: d, t1, t2 present at the end, each once on each
    side; d's descriptor attached to t2 (counter 1 after the new target)."""
    status, root = map_view(capsys, tmp_path, ACC_MOVING, "--entry", "moving_target")
    assert status == 0
    shown = texts(root)
    assert "present table at the end of the run: 3 entries" in shown
    for name in ("d", "t1", "t2"):
        assert shown.count(name) == 2
    assert shown.count("dyn 1 · hold 0") == 3
    assert "0x000000007fffffb8 – 0x0000000080000000" in shown
    assert "72 bytes · 1 attached pointer" in shown
    (arrow,) = arrows(root)
    assert "counter 1" in shown
    assert "holds 0x00000000d0000260" in (arrow.findtext(f"{SVG}title") or "")
    assert "0x00000000d0000260 – 0x00000000d0000270" in shown  # t2's device copy


def test_a_target_outside_every_entry_is_named_by_its_offset(capsys, tmp_path):
    """Seed 004: p is attached to dev(&p[1]) - 4, just before p[1:10]'s device copy."""
    _, root = map_view(capsys, tmp_path, OMP_OFFSET)
    assert len(arrows(root)) == 1
    assert "p[1:10]-4 B, outside it" in texts(root)


def test_an_empty_table_says_so(capsys, tmp_path):
    _, root = map_view(capsys, tmp_path, OMP_MEMBERS)
    assert "No entry is present." in texts(root)
    assert list(root.iter(f"{SVG}line")) == []


def test_a_fault_still_writes_the_map_and_the_trace(capsys, tmp_path):
    """Seed 001 detached twice: the map at the fault marks t1+8 in d%p's host range,
    and the Chrome trace so far is written too."""
    trace = tmp_path / "trace.json"
    status, root = map_view(capsys, tmp_path, ACC_FAULT, "--trace=chrome", "--trace-file",
                            str(trace))
    assert status == 134
    shown = texts(root)
    assert "present table at the fault: 2 entries" in shown
    assert shown.count("d%p") == 2 and shown.count("d") == 2
    assert [t for t in shown if t.startswith("dyn")] == ["dyn 2 · hold 0", "dyn 1 · hold 1"]
    assert "device fault" in shown and "4 bytes here (+8)" in shown
    # the error line is wrapped at spaces: where depends on the length of its path
    assert "error: device fault: device 0 accessed 4 bytes" in " ".join(shown)
    assert arrows(root) == []  # the second detach left nothing attached
    assert json.loads(trace.read_text())["traceEvents"][-1]["cat"] == "failure"


def test_an_error_address_in_an_entry_is_marked(capsys, tmp_path):
    """Recording (l): `map(to: a[0:8])` over the mapped a[0:4] is a partial overlap at
    a's first byte; the map shows the 16 bytes of a[0:4] and marks the 32 asked for."""
    status, root = map_view(capsys, tmp_path, EXAMPLES / "omp_ref_l_extension_error.mlir")
    assert status == 134
    shown = texts(root)
    assert "present table at the fault: 1 entry" in shown
    assert shown[shown.index("error"):][:2] == ["error", "32 bytes here (+0)"]
    (mark,) = [c for c in root.iter(f"{SVG}circle") if c.get("fill") == "#c62828"]
    assert "explicit extension not allowed" in (mark.findtext(f"{SVG}title") or "")


def test_html_has_the_picture_and_a_table(capsys, tmp_path):
    status, root = map_view(capsys, tmp_path, ACC_MOVING, "--entry", "moving_target",
                            suffix=".html")
    assert status == 0
    assert root.find(f".//{SVG}svg") is not None
    table = [[cell.text or "" for cell in row] for row in root.iter("tr")]
    assert table[0][:3] == ["device", "name", "host begin"]
    assert [row[1] for row in table[1:]] == ["t2", "t1", "d"]
    assert table[3][-1] == "0x000000007fffffb8 → 0x00000000d0000260 (counter 1)"


def test_names_are_escaped():
    """Any variable name gives well-formed XML in both forms."""
    rt = OffloadRuntime()
    a = rt.alloc(16, name="a")
    name = 'a<b> & "c"'
    rt.target_data_begin([a], [a], [16], [MapType.TO], [name])
    snapshot = present_snapshot(rt)
    assert name in texts(ET.fromstring(map_svg(snapshot, "x<y>.mlir")))
    page = ET.fromstring(map_html(snapshot, "x<y>.mlir"))
    assert [cell.text for cell in page.iter("td")][1] == name


def test_an_entry_without_a_name_is_called_by_its_address():
    """`acc_copyin` names nothing: the entry is called as `--symbolic` writes its host
    address."""
    rt = OffloadRuntime()
    buf = rt.alloc(32, name="buf")
    rt.acc.acc_copyin(buf + 16, 16)
    (entry,) = present_snapshot(rt).entries
    assert entry.name == "buf+0x10"


@pytest.mark.parametrize(("target", "label"), [(0, "attached: NULL"),
                                               (None, "attached: device memory freed"),
                                               (0xd000_1000, "attached: 0x00000000d0001000, in no entry")])
def test_a_target_nowhere_to_draw_to_is_a_stub_with_a_label(target, label):
    pointer = AttachedPointer(0x1000, 0xd000_0000, 8, 0, target)
    entry = PresentEntry(0, "p", 0x1000, 0xd000_0000, 8, 1, 0, (pointer,))
    root = ET.fromstring(map_svg(PresentSnapshot((entry,)), "t.mlir"))
    assert label in texts(root)
    assert arrows(root) == []


def test_wrong_extension_is_refused_before_the_run(capsys):
    with pytest.raises(SystemExit) as exit_:
        acc_run(capsys, OMP_OFFSET, "--map-view", "map.png")
    assert exit_.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.endswith("acc-run: error: argument --map-view: 'map.png': the map view "
                                 "is written as .svg or .html\n")


def test_unwritable_map_view_is_one_error_line(capsys, tmp_path):
    path = tmp_path / "missing" / "map.svg"
    status, out, err = acc_run(capsys, OMP_OFFSET, "--map-view", path, "--check=none")
    assert (status, out) == (1, "sum = 55\n")
    assert err == f"acc-run: error: cannot write '{path}': No such file or directory\n"


def test_unwritable_map_view_after_a_fault(capsys, tmp_path):
    path = tmp_path / "missing" / "map.html"
    status, _, err = acc_run(capsys, ACC_FAULT, "--map-view", path)
    first, second = err.splitlines()
    assert status == 1
    assert first == f"acc-run: error: cannot write '{path}': No such file or directory"
    assert ": error: device fault:" in second
