"""The present table as a web page: the map picture (`map_svg`, which heads it with
the program, the moment and the failure, if any) inline, then a table of the entries
with their counts and attached pointers (SEMANTICS §2-§4)."""

from html import escape

from accdialect.runtime.entry import count_str

from .map_svg import hex_addr, map_svg, when
from .present_snapshot import PresentEntry, PresentSnapshot

STYLE = """body { font-family: sans-serif; margin: 16px; }
table { border-collapse: collapse; margin-top: 16px; }
th, td { border: 1px solid #bbbbbb; padding: 3px 8px; text-align: left; }
td.addr, td.num { font-family: monospace; }
td.num { text-align: right; }"""

COLUMNS = ("device", "name", "host begin", "host end", "device begin", "size", "dyn", "hold",
           "attached pointers")


def map_html(snapshot: PresentSnapshot, title: str) -> str:
    """The page of `snapshot`, headed `title` (the program's name)."""
    parts = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8"/>',
             f"<title>{escape(title)}: {when(snapshot)}</title>", f"<style>{STYLE}</style>",
             "</head>", "<body>", map_svg(snapshot, title)]
    parts.append("<table>")
    parts.append("<tr>" + "".join(f"<th>{c}</th>" for c in COLUMNS) + "</tr>")
    parts.extend(_row(entry) for entry in snapshot.entries)
    parts.extend(["</table>", "</body>", "</html>"])
    return "\n".join(parts) + "\n"


def _row(entry: PresentEntry) -> str:
    pointers = "<br/>".join(
        f"{hex_addr(p.host_addr)} → {'freed' if p.target is None else hex_addr(p.target)}"
        + (f" (counter {p.counter})" if p.counter else "")
        for p in entry.attached)
    cells = [(str(entry.device), "num"), (escape(entry.name), ""),
             (hex_addr(entry.host_begin), "addr"), (hex_addr(entry.host_end), "addr"),
             (hex_addr(entry.dev_begin), "addr"), (str(entry.size), "num"),
             (count_str(entry.dyn), "num"), (count_str(entry.hold), "num"), (pointers, "addr")]
    return "<tr>" + "".join(f'<td class="{css}">{text}</td>' if css else f"<td>{text}</td>"
                            for text, css in cells) + "</tr>"
