"""Pictures of the device data environment of a run (issue 14, item 5): the trace as
a Chrome trace for ui.perfetto.dev (`chrome_trace`) and the present table as an SVG
or HTML map (`map_view`). Built on `accdialect.runtime` alone (no IR, no xDSL)."""

from .chrome_trace import chrome_trace, chrome_trace_text
from .failure import RunFailure, failure_of
from .map_view import map_view_file, write_map_view
from .present_snapshot import PresentSnapshot, present_snapshot

__all__ = [
    "PresentSnapshot",
    "RunFailure",
    "chrome_trace",
    "chrome_trace_text",
    "failure_of",
    "map_view_file",
    "present_snapshot",
    "write_map_view",
]
