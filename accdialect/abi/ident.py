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


def map_name(text: str) -> str | None:
    """The variable named by a map-name string (`";a[0:N];file;..."`), None if unknown."""
    parts = text.split(";")
    return parts[1] if len(parts) > 1 and parts[1] not in ("", "unknown") else None
