"""`--map-view FILE`: the present table at the end of a run (or at its fault) written
as a picture, SVG or HTML by the file's extension."""

from argparse import ArgumentTypeError
from collections.abc import Callable
from pathlib import Path

from accdialect.runtime import OffloadRuntime

from .failure import RunFailure
from .map_html import map_html
from .map_svg import map_svg
from .present_snapshot import PresentSnapshot, present_snapshot

FORMATS: dict[str, Callable[[PresentSnapshot, str], str]] = {
    ".svg": map_svg, ".html": map_html, ".htm": map_html}


def map_view_file(path: str) -> str:
    """`path` if its extension names a format (an argparse `type`: the check comes
    before the run)."""
    if Path(path).suffix.lower() not in FORMATS:
        raise ArgumentTypeError(f"'{path}': the map view is written as .svg or .html")
    return path


def write_map_view(path: str, runtime: OffloadRuntime, title: str,
                   failure: RunFailure | None = None) -> None:
    """Write the picture of `runtime`'s present tables to `path` (OSError if it cannot)."""
    render = FORMATS[Path(path).suffix.lower()]
    Path(path).write_text(render(present_snapshot(runtime, failure), title))
