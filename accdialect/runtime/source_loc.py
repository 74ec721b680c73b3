"""A source location as the runtime receives it: (file, line, column), from a
construct's `ident_t` or the interpreter's operation; None without one."""

Loc = tuple[str, int, int] | None
