"""Pictures of the device data environment of a run (issue 14, item 5): the trace as
a Chrome trace for ui.perfetto.dev (`chrome_trace`) and the present table as an SVG
or HTML map (`map_view`), at the end of the run or at its constructs
(`construct_pictures`). Built on `accdialect.runtime` alone (no IR, no xDSL)."""

from .chrome_trace import chrome_trace, chrome_trace_text
from .construct_pictures import MapViewAt, map_view_at
from .failure import RunFailure, failure_of
from .map_view import MapView, NoPicture, is_html, map_view_file
from .present_snapshot import PresentSnapshot, present_snapshot

__all__ = [
    "MapView",
    "MapViewAt",
    "NoPicture",
    "PresentSnapshot",
    "RunFailure",
    "chrome_trace",
    "chrome_trace_text",
    "failure_of",
    "is_html",
    "map_view_at",
    "map_view_file",
    "present_snapshot",
]
