"""`--map-view-at WHERE`: the present table at a construct of the run rather than at
its end. A construct is seen once its mappings are made (`OffloadRuntime.construct_mapped`):
a kernel as it launches, so that the picture holds what the kernel will find; a data
construct (`target data`, `enter data`, `exit data`, `update`, OpenACC's `data` and
directives) once it has mapped or unmapped. Its place is its `ident_t`'s, or the
running operation's (`source_loc.construct_place`).

WHERE is `[FILE:]LINE[#N]`, the N-th construct (default the first) at line LINE, of the
file FILE when given (a path whose last components are FILE's), counted in the order the
run meets them (a construct in a loop is met once per iteration; a `target data`
region's end is a construct at the line of its directive, as libomptarget's trace says);
or `each`, every construct, for a page that steps through them."""

from argparse import ArgumentTypeError
from dataclasses import dataclass
from pathlib import PurePath

from accdialect.runtime import ConstructMapped, OffloadRuntime
from accdialect.runtime.source_loc import Loc

from .present_snapshot import PresentSnapshot, present_snapshot

EACH = "each"
EACH_LIMIT = 500
"""The constructs `each` pictures, at most: a kernel launched in a long loop would
make a page of thousands of pictures (the later ones are counted, and `LINE#N` takes
any one of them)."""


@dataclass(frozen=True, slots=True)
class MapViewAt:
    """Where `--map-view-at` takes the picture: at every construct (`line` None), or at
    the `occurrence`-th construct at line `line` (of `file`, when given)."""

    line: int | None
    file: str | None = None
    occurrence: int = 1
    text: str = EACH

    @property
    def each(self) -> bool:
        return self.line is None

    def matches(self, loc: Loc) -> bool:
        """Whether a construct at `loc` is at the line asked for."""
        if loc is None or loc[1] != self.line:
            return False
        return self.file is None or _same_file(loc[0], self.file)


def _same_file(path: str, asked: str) -> bool:
    """Whether the two paths name the same file as far as the shorter one says (the
    program's locations may be relative or absolute)."""
    ours, theirs = PurePath(path).parts, PurePath(asked).parts
    shorter = min(len(ours), len(theirs))
    return ours[len(ours) - shorter:] == theirs[len(theirs) - shorter:]


def map_view_at(text: str) -> MapViewAt:
    """`--map-view-at WHERE` (module doc), an argparse `type`."""
    if text == EACH:
        return MapViewAt(None)
    where, hash_, nth = text.partition("#")
    file, colon, line = where.rpartition(":")
    if (not line.isdigit() or int(line) < 1 or (colon and not file)
            or file.rpartition(":")[2].isdigit()  # FILE:LINE:COLUMN: no column
            or (hash_ and not (nth.isdigit() and int(nth) >= 1))):
        raise ArgumentTypeError(f"'{text}': expected [FILE:]LINE[#N] (the N-th construct at "
                                "line LINE) or 'each'")
    return MapViewAt(int(line), file or None, int(nth) if hash_ else 1, text)


class ConstructPictures:
    """The snapshots `at` asks for, taken as the run meets its constructs (a listener of
    `OffloadRuntime.construct_listeners`); `seen`: how many constructs the run met at
    each (file, line); `unpictured`: those `each` met after its `EACH_LIMIT`."""

    def __init__(self, runtime: OffloadRuntime, at: MapViewAt):
        self.runtime, self.at = runtime, at
        self.snapshots: list[PresentSnapshot] = []
        self.seen: dict[tuple[str, int], int] = {}
        self.unpictured = 0
        runtime.construct_listeners.append(self._met)

    def _met(self, construct: ConstructMapped) -> None:
        loc = construct.loc
        key = ("", 0) if loc is None else (loc[0], loc[1])
        count = self.seen[key] = self.seen.get(key, 0) + 1
        at = self.at
        if at.each and len(self.snapshots) == EACH_LIMIT:
            self.unpictured += 1
        elif at.each or (at.matches(loc) and self._met_there() == at.occurrence):
            self.snapshots.append(present_snapshot(self.runtime, at=construct, count=count))

    def _met_there(self) -> int:
        """How many constructs at the line asked for the run met."""
        return sum(n for (file, line), n in self.seen.items()
                   if line and self.at.matches((file, line, 0)))

    def missing(self) -> str:
        """Why no picture was taken at the line asked for (the run ended first)."""
        at, there = self.at, self._met_there()
        where = f"line {at.line}" + (f" of {at.file}" if at.file else "")
        if there:
            times = "once" if there == 1 else f"{there} times"
            return f"a construct at {where} ran {times}: there is no #{at.occurrence}"
        places = sorted({(PurePath(file).name, line) for file, line in self.seen if line},
                        key=lambda place: (place[1], place[0]))
        ran = ("constructs ran at " + ", ".join(f"{file}:{line}" for file, line in places)
               if places else "no construct with a place ran")
        return f"no construct ran at {where} ({ran})"
