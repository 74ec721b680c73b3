"""`llvm.mlir.constant` of a string, as `mlir-translate 22 --import-llvm` writes a
character array inside a constant aggregate (clang's initializer of a struct with a
`char name[8]` member, at -O1 and above):
`"llvm.mlir.constant"() <{value = "exp\\00\\00\\00\\00\\00"}> : () -> !llvm.array<8 x i8>`.

MLIR accepts a string value for an array of `i8`; xDSL 0.74's `llvm.mlir.constant`
takes integer, float and dense values only. The same bytes as dense `i8` elements
(`dense<[101, 120, 112, 0, 0, 0, 0, 0]> : tensor<8xi8>`) are a constant both read, so
`acc-import` writes that form (issue 11, cause 3).
"""

import re

_STRING_CONSTANT = re.compile(
    r'"llvm\.mlir\.constant"\(\) <\{value = "((?:[^"\\]|\\.)*)"\}> : \(\) -> '
    r'!llvm\.array<(\d+) x i8>')
_ESCAPE = re.compile(r'\\([0-9A-Fa-f]{2}|\\|")')


def _string_bytes(escaped: str) -> bytes:
    """The bytes of an MLIR string literal's body (`\\XX`, `\\\\`, `\\"` escapes)."""
    parts = _ESCAPE.split(escaped)
    out = bytearray()
    for k, part in enumerate(parts):
        if k % 2 == 0:
            out += part.encode()
        else:
            out += part.encode() if part in ('\\', '"') else bytes([int(part, 16)])
    return bytes(out)


def _as_dense(match: re.Match[str]) -> str:
    data, count = _string_bytes(match.group(1)), int(match.group(2))
    if len(data) != count:
        return match.group(0)  # not an image of the array: left for the parser to refuse
    values = ", ".join(str(b - 256 if b > 127 else b) for b in data)
    return (f'"llvm.mlir.constant"() <{{value = dense<[{values}]> : tensor<{count}xi8>}}> : '
            f'() -> !llvm.array<{count} x i8>')


def string_constants_as_dense(text: str) -> str:
    """`text` (mlir-opt's generic form) with every string `llvm.mlir.constant` of an
    `i8` array written as dense elements (see the module doc)."""
    return _STRING_CONSTANT.sub(_as_dense, text)
