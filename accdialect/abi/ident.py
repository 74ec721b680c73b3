"""The `ident_t` source-location struct passed to the runtime's entry points.

`{i32 reserved_1, i32 flags, i32 reserved_2, i32 reserved_3, ptr psource}`, where
`psource` is `";file;function;line;column;;"` (clang's `kmp.h` layout).
"""

IDENT_FIELDS: tuple[tuple[str, str], ...] = (
    ("reserved_1", "i32"),
    ("flags", "i32"),
    ("reserved_2", "i32"),
    ("reserved_3", "i32"),
    ("psource", "ptr"),
)
IDENT_FLAGS = 2
"""`KMP_IDENT_KMPC`: the flags clang sets."""
PSOURCE_OFFSET = 16
UNKNOWN_LOCATION = ";unknown;unknown;0;0;;"
"""The `psource` string clang emits without debug information."""


def psource(file: str, function: str, line: int, column: int) -> str:
    """The `psource` string clang emits with `-g` for a construct at `file:line:column`
    of `function` (`CGOpenMPRuntime::getIdentStringFromSourceLocation`)."""
    return f";{file};{function};{line};{column};;"


def parse_psource(text: str) -> tuple[str, int, int] | None:
    """(file, line, column) of a `psource` string; None when it names no file."""
    parts = text.split(";")
    if len(parts) < 5 or parts[1] in ("", "unknown"):
        return None
    return parts[1], int(parts[3] or 0), int(parts[4] or 0)


class MapName(str):
    """The variable a map-name string names, as the source names it (the value), and the
    name libomptarget prints for it (`printed`): flang 22 writes the file first,
    `";file;d%p;line;column;;"`, and libomptarget reads the first field as the name
    (`SourceInfo`), so its messages name the file where reports name the variable."""

    printed: str

    def __new__(cls, variable: str, printed: str) -> "MapName":
        name = super().__new__(cls, variable)
        name.printed = printed
        return name


_FORTRAN_SOURCE = (".f", ".f90", ".f95", ".f03", ".f08", ".for", ".ftn", ".fpp")


def map_name(text: str) -> str | None:
    """The variable named by a map-name string, None if unknown: clang's
    `";a[0:N];file;line;column;;"`, or flang's `";file;a(1:n);line;column;;"` (a
    `MapName` that libomptarget prints as the file)."""
    parts = text.split(";")
    if len(parts) < 2 or parts[1] in ("", "unknown"):
        return None
    if len(parts) > 2 and parts[1].lower().endswith(_FORTRAN_SOURCE) and parts[2] not in (
            "", "unknown"):
        return MapName(parts[2], parts[1])
    return parts[1]


def printed_map_name(name: str | None) -> str:
    """What libomptarget prints for a map entry's name (`Name=...`)."""
    return getattr(name, "printed", None) or name or "unknown"
