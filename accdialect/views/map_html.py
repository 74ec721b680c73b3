"""The present table as a web page: the map picture (`map_svg`, which heads it with
the program, the moment and the failure, if any) inline, then a table of the entries
with their counts, the pointers their copies hold and their attached pointers
(SEMANTICS §2-§4). `map_steps_html` makes one page of several pictures (one per
construct of a run, `--map-view-at each`), shown one at a time: previous and next
buttons, a slider, the arrow keys and a list of the steps choose it (plain HTML, an
inline script; without the script, the pictures one after the other)."""

from html import escape

from accdialect.runtime.entry import count_str

from .map_svg import NOT_ATTACHED, hex_addr, map_svg, when
from .present_snapshot import FoundPointer, PresentEntry, PresentSnapshot

STYLE = """body { font-family: sans-serif; margin: 16px; }
table { border-collapse: collapse; margin-top: 16px; }
th, td { border: 1px solid #bbbbbb; padding: 3px 8px; text-align: left; }
td.addr, td.num { font-family: monospace; }
td.num { text-align: right; }
nav { position: sticky; top: 0; background: white; padding: 6px 0; }
nav input { width: 320px; vertical-align: middle; }
section.step { border-top: 1px solid #bbbbbb; margin-top: 12px; }"""

COLUMNS = ("device", "name", "host begin", "host end", "device begin", "size", "dyn", "hold",
           "pointers in the copies", "attached pointers")

STEPS_SCRIPT = """
const steps = Array.from(document.querySelectorAll("section.step"));
const slider = document.getElementById("slider");
const label = document.getElementById("label");
function show(n) {
  n = Math.min(Math.max(n, 1), steps.length);
  steps.forEach((step, i) => { step.hidden = i + 1 !== n; });
  slider.value = String(n);
  label.textContent = "step " + n + " of " + steps.length;
  if (location.hash !== "#step-" + n) history.replaceState(null, "", "#step-" + n);
}
function current() { return Number(slider.value); }
document.getElementById("previous").addEventListener("click", () => show(current() - 1));
document.getElementById("next").addEventListener("click", () => show(current() + 1));
slider.addEventListener("input", () => show(current()));
document.addEventListener("keydown", (event) => {
  if (event.key === "ArrowLeft") show(current() - 1);
  if (event.key === "ArrowRight") show(current() + 1);
});
window.addEventListener("hashchange", () => show(Number(location.hash.slice(6)) || 1));
show(Number(location.hash.slice(6)) || 1);
"""
"""The step-through's script: shows the step that the hash `#step-N` names (the
first without one) and hides the others; XML-safe (no `<`, no `&`), so that the
page stays well-formed XML."""


def map_html(snapshot: PresentSnapshot, title: str) -> str:
    """The page of `snapshot`, headed `title` (the program's name)."""
    return _page(f"{title}: {when(snapshot)}", [map_svg(snapshot, title), *_table(snapshot)])


def map_steps_html(snapshots: list[PresentSnapshot], title: str, unpictured: int = 0) -> str:
    """One page of `snapshots` in order, one shown at a time (module doc); `unpictured`
    constructs came between the last two, not pictured."""
    n = len(snapshots)
    parts = ['<nav id="steps">', '<button id="previous" type="button">◀ previous</button>',
             f'<input id="slider" type="range" min="1" max="{n}" value="1" '
             'aria-label="step"/>',
             '<button id="next" type="button">next ▶</button>',
             f'<span id="label">{n} steps</span>', "</nav>"]
    if unpictured:
        parts.append(f"<p>The run met {unpictured} more construct{'s' if unpictured > 1 else ''} "
                     f"after step {n - 1}, not pictured here (<code>--map-view-at LINE#N</code> "
                     "pictures any one).</p>")
    parts.append("<ol>")
    parts.extend(f'<li><a href="#step-{i}">{escape(when(s))}</a></li>'
                 for i, s in enumerate(snapshots, 1))
    parts.append("</ol>")
    for i, snapshot in enumerate(snapshots, 1):
        parts.extend([f'<section class="step" id="step-{i}">',
                      f"<h2>step {i} of {n}: {escape(when(snapshot))}</h2>",
                      map_svg(snapshot, title), *_table(snapshot), "</section>"])
    parts.append(f"<script>{STEPS_SCRIPT}</script>")
    return _page(f"{title}: the present table at each construct", parts)


def _page(head: str, body: list[str]) -> str:
    parts = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8"/>',
             f"<title>{escape(head)}</title>", f"<style>{STYLE}</style>", "</head>", "<body>",
             *body, "</body>", "</html>"]
    return "\n".join(parts) + "\n"


def _table(snapshot: PresentSnapshot) -> list[str]:
    return ["<table>", "<tr>" + "".join(f"<th>{c}</th>" for c in COLUMNS) + "</tr>",
            *(_row(entry) for entry in snapshot.entries), "</table>"]


def _found(pointer: FoundPointer) -> str:
    where = f"{pointer.side} +{pointer.offset} → {escape(pointer.target_name)}"
    return f"{where}: {NOT_ATTACHED}" if pointer.unattached else where


def _row(entry: PresentEntry) -> str:
    pointers = "<br/>".join(
        f"{hex_addr(p.host_addr)} → {'freed' if p.target is None else hex_addr(p.target)}"
        + (f" (counter {p.counter})" if p.counter else "")
        for p in entry.attached)
    cells = [(str(entry.device), "num"), (escape(entry.name), ""),
             (hex_addr(entry.host_begin), "addr"), (hex_addr(entry.host_end), "addr"),
             (hex_addr(entry.dev_begin), "addr"), (str(entry.size), "num"),
             (count_str(entry.dyn), "num"), (count_str(entry.hold), "num"),
             ("<br/>".join(_found(p) for p in entry.pointers), "addr"), (pointers, "addr")]
    return "<tr>" + "".join(f'<td class="{css}">{text}</td>' if css else f"<td>{text}</td>"
                            for text, css in cells) + "</tr>"
