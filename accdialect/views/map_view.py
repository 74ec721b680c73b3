"""`--map-view FILE`: the present table at the end of a run (or at its fault), or at the
construct `--map-view-at` names (`construct_pictures`), written as a picture, SVG or
HTML by the file's extension; with `--map-view-at each`, an HTML page that steps
through the table at every construct of the run, then at its end."""

from argparse import ArgumentTypeError
from collections.abc import Callable
from pathlib import Path

from accdialect.runtime import OffloadRuntime

from .construct_pictures import ConstructPictures, MapViewAt
from .failure import RunFailure
from .map_html import map_html, map_steps_html
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


def is_html(path: str) -> bool:
    """Whether the map view `path` is a web page (which can hold several pictures)."""
    return FORMATS[Path(path).suffix.lower()] is map_html


class NoPicture(Exception):
    """The construct `--map-view-at` names did not run (the message says what did)."""


class MapView:
    """The map view of one run into `path`: at its end (or fault), or at the
    constructs `at` names, whose pictures are taken as the run meets them."""

    def __init__(self, path: str, runtime: OffloadRuntime, at: MapViewAt | None = None):
        self.path, self.runtime = path, runtime
        self.pictures = None if at is None else ConstructPictures(runtime, at)

    def write(self, title: str, failure: RunFailure | None = None) -> None:
        """Write the picture, headed `title` (the program's name): OSError if the file
        cannot be written, `NoPicture` if the construct asked for did not run."""
        pictures, render = self.pictures, FORMATS[Path(self.path).suffix.lower()]
        if pictures is None:
            text = render(present_snapshot(self.runtime, failure), title)
        elif pictures.at.each:
            text = map_steps_html([*pictures.snapshots, present_snapshot(self.runtime, failure)],
                                  title, pictures.unpictured)
        elif pictures.snapshots:
            text = render(pictures.snapshots[0], title)
        else:
            raise NoPicture(pictures.missing())
        Path(self.path).write_text(text)
