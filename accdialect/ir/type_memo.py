"""Dialect types read once per file: a type written again is the type read before.

clang's and flang's LLVM-dialect output writes the same few `!llvm.struct<...>` and
`!llvm.array<...>` types thousands of times (every `llvm.load`, `llvm.getelementptr`
and call of a Fortran descriptor names its struct type in full), and xDSL reads each
occurrence again, token by token, through the dialect's parameter parsers: in a flang
program most of the parse. The text of a dialect type with parameters (`!name<...>`) is
its balanced `<...>` body, so the parser can find where it ends with one scan and give
back the attribute it made from the same text earlier in the file (attributes are
immutable values, shared by every operation that names them).

Only text that read back without error is remembered; anything else is parsed as
before, so a malformed type is reported exactly where and as it was. The memo belongs
to one parser (one file): type aliases (`!t = ...`) are per file.
"""

import re

_DELIMITER = re.compile(r'[<>()\[\]{}"]')
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_CLOSES = {">": "<", ")": "(", "]": "[", "}": "{"}


def dialect_type_end(content: str, position: int) -> int | None:
    """Where the parameters of a dialect type end, `position` being just after its name
    (`!llvm.struct`): the offset after the `>` that closes the `<` at `position`, or
    None when no `<` is there or the brackets do not balance (the parser then reads it
    and reports what is wrong). String literals are skipped; the `>` of `->` closes
    nothing (MLIR's dialect symbol bodies, `Parser::parseDialectSymbolBody`)."""
    if not content.startswith("<", position):
        return None
    nesting: list[str] = []
    scan = position
    while (found := _DELIMITER.search(content, scan)) is not None:
        index = found.start()
        char = content[index]
        if char == '"':
            literal = _STRING.match(content, index)
            if literal is None:
                return None
            scan = literal.end()
            continue
        scan = index + 1
        if char in "<([{":
            nesting.append(char)
        elif char == ">" and index > 0 and content[index - 1] == "-":
            continue
        elif not nesting or nesting.pop() != _CLOSES[char]:
            return None
        elif not nesting:
            return scan
    return None

