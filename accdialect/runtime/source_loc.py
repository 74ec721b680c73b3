"""A source location as the runtime receives it: (file, line, column), from a
construct's `ident_t` or the interpreter's operation; None without one."""

Loc = tuple[str, int, int] | None

FLANG_MODULE = "FIRModule"
"""The file flang 22 writes in a construct's `ident_t` (its MLIR module's name)."""


def construct_place(named: Loc, site: Loc) -> Loc:
    """Where a construct is: the place its `ident_t` names (`named`), refined by the
    running operation's place (`site`): that place where the two agree on line and
    column (its file is the program's), or where `named` is none (a program without
    `-g`, an OpenACC construct); flang's `ident_t` names its MLIR module
    (`FIRModule`) for the file, and its debug location of the construct's call may be
    another line: then the line and column of `named` in the file of the running
    operation (the .mlir's place without `-g`)."""
    if named is None or site is not None and site[1:] == named[1:]:
        return site
    if named[0] == FLANG_MODULE and site is not None:
        return site if site[0].endswith(".mlir") else (site[0], named[1], named[2])
    return named
