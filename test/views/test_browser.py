"""The views in a real browser: headless Chromium draws the HTML map view and runs
JavaScript over the Chrome trace (Perfetto's UI itself needs the network, so the
trace is checked by a page of our own)."""

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from png_pixels import png_size_and_colors
from runs import ACC_FAULT, ACC_MOVING, OMP_OFFSET, acc_run

from accdialect.views.map_svg import DEVICE, HOST

CHROMIUM = shutil.which("chromium")
WINDOW = (1280, 720)

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(CHROMIUM is None, reason="headless Chromium is not installed "
                                 "(Debian package chromium)")]

TRACE_PAGE = """<!DOCTYPE html>
<html><body><pre id="result">not run</pre>
<script id="trace" type="application/json">TRACE</script>
<script>
const trace = JSON.parse(document.getElementById("trace").textContent);
const events = trace.traceEvents;
const spans = events.filter(e => e.ph === "X");
const valid = Array.isArray(events)
  && events.every(e => typeof e.ts === "number" && Number.isInteger(e.pid) && Number.isInteger(e.tid))
  && spans.every(e => typeof e.dur === "number" && e.dur >= 0);
document.getElementById("result").textContent =
  `${valid ? "valid" : "invalid"} events=${events.length} spans=${spans.length} `
  + `last=${events[events.length - 1].cat}`;
</script></body></html>
"""


def chromium(tmp_path: Path, *argv: str) -> str:
    assert CHROMIUM is not None
    done = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
                           f"--user-data-dir={tmp_path / 'profile'}", *argv],
                          capture_output=True, text=True, timeout=30, check=True)
    return done.stdout


def rgb(colour: str) -> tuple[int, int, int]:
    value = int(colour.removeprefix("#"), 16)
    return value >> 16, (value >> 8) & 0xFF, value & 0xFF


def test_the_html_map_view_is_drawn(capsys, tmp_path):
    page = tmp_path / "map.html"
    assert acc_run(capsys, ACC_MOVING, "--entry", "moving_target", "--map-view", page)[0] == 0
    shot = tmp_path / "map.png"
    chromium(tmp_path, f"--screenshot={shot}", f"--window-size={WINDOW[0]},{WINDOW[1]}",
             page.as_uri())
    width, height, colours = png_size_and_colors(shot.read_bytes())
    assert (width, height) == WINDOW
    assert {rgb(HOST["fill"]), rgb(DEVICE["fill"])} <= colours  # the boxes of both sides


def test_javascript_reads_the_chrome_trace(capsys, tmp_path):
    path = tmp_path / "trace.json"
    assert acc_run(capsys, ACC_FAULT, "--trace=chrome", "--trace-file", path)[0] == 134
    trace = json.loads(path.read_text())
    page = tmp_path / "trace.html"
    page.write_text(TRACE_PAGE.replace("TRACE", path.read_text().replace("</", "<\\/")))
    dom = chromium(tmp_path, "--dump-dom", page.as_uri())
    spans = sum(e["ph"] == "X" for e in trace["traceEvents"])
    result = re.search(r'<pre id="result">(.*?)</pre>', dom)
    assert result is not None, dom
    assert result.group(1) == f"valid events={len(trace['traceEvents'])} spans={spans} last=failure"


def test_the_step_through_shows_the_step_its_address_names(capsys, tmp_path):
    """`--map-view-at each`: the script shows the step `#step-N` names, hides the
    others, and says which it is."""
    page = tmp_path / "map.html"
    assert acc_run(capsys, OMP_OFFSET, "--map-view", page, "--map-view-at", "each")[0] == 0
    dom = chromium(tmp_path, "--dump-dom", page.as_uri() + "#step-2")
    sections = re.findall(r'<section class="step" id="(step-\d)"( hidden="")?>', dom)
    assert sections == [("step-1", ' hidden=""'), ("step-2", ""), ("step-3", ' hidden=""')]
    assert '<span id="label">step 2 of 3</span>' in dom
