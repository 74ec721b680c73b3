"""The Fortran names behind flang's internal names of symbols.

flang gives every entity of a module, procedure or main program a unique symbol
name ("uniqued": flang/docs/BijectiveInternalNameUniquing.md): `_Q`, then the
entity's scopes from the outermost, each a tag and a lower-case name (`M` module,
`S` submodule, `F` procedure, the main program an empty one, `B` a BLOCK
construct's index), then the entity's own tag and name (`E` variable, `EC` named
constant, `P` procedure, `T` type, `C` common block, `N` namelist group, `DT`
dispatch table, `Y`/`YI` type descriptor, `K`/`KN` a kind parameter of a type);
`Q` starts a name the compiler made up (`_QQmain`, `_QQclX...` literals).
`fir::NameUniquer::deconstruct` (flang/lib/Optimizer/Support/InternalNames.cpp)
reads them back; `fortran_name` reads them as it does.

flang 22 names a main program's variable `buf` `_QFEbuf`, a variable of module `m`
`_QMmEx`, a SAVE variable of `sub` contained in module `m` `_QMmFsubEx`, a
procedure's `_QPsub`; a name beginning with `.` (`X` once
`CompilerGeneratedNamesConversion` replaced the dots) is the compiler's own
(`_QFE.dt.t`, the type descriptor of `t`). External procedures and common blocks
are renamed for the linker (`sub_`, `blk_`: `ExternalNameConversion`) and are no
internal names any more.
"""

_SCOPES = ("M", "S", "F")
_ENTITIES = ("EC", "DT", "YI", "E", "P", "T", "C", "N", "Y")
"""The tags of an entity after its scopes, the two-letter ones first."""
_NAMED = ("E", "EC", "P")
"""The entities the program names: variables, named constants, procedures."""


def _read_name(text: str, start: int) -> int:
    """The end of the name that starts at `start`: it runs to the next tag (an upper-case
    letter other than `X`, which a converted compiler name holds: `readName`)."""
    end = start
    while end < len(text) and not ("A" <= text[end] <= "Z" and text[end] != "X"):
        end += 1
    return end


def _read_int(text: str, start: int) -> int:
    end = start
    while end < len(text) and text[end].isdigit():
        end += 1
    return end


def fortran_name(symbol: str) -> str:
    """The name the Fortran program gives the entity whose flang symbol is `symbol`: a
    variable's (`_QFEbuf` -> `buf`, `_QMmodEx` -> `x`, `_QFsubB1Ex` -> `x`), a named
    constant's (`_QMmodECn` -> `n`), a procedure's (`_QMmodPsub` -> `sub`). Any other
    symbol is its own name: not an internal name of flang (`main`, `blk_`), or one no
    Fortran name stands for (`_QQmain`, a type, a descriptor, `_QFE.dt.t`)."""
    if not symbol.startswith("_Q"):
        return symbol
    position, kind, name = 2, None, ""
    while position < len(symbol):
        tag = symbol[position]
        if tag == "Q":  # a compiler-generated name: the rest is not tagged
            return symbol
        if tag in _SCOPES:
            position = _read_name(symbol, position + 1)
            continue
        if tag in ("B", "K"):  # a block's index; a type's kind parameter (KN: negative)
            start = position + (2 if symbol.startswith("KN", position) else 1)
            position = _read_int(symbol, start)
            if position == start:
                return symbol
            continue
        entity = next((e for e in _ENTITIES if symbol.startswith(e, position)), None)
        if entity is None:
            return symbol
        end = _read_name(symbol, position + len(entity))
        kind, name, position = entity, symbol[position + len(entity):end], end
    if kind not in _NAMED or not name or name[0] in ".X":
        return symbol
    return name
