"""Compare the project's printing with mlir-opt 22's (test/reference/mlir-opt-22).

Texts are compared line by line after normalizations listed here, so that any
other difference fails:
- SSA values and blocks are renamed in order of appearance (`%0`, `^0`),
  outside string literals;
- constructs of other dialects that xDSL 0.74's own printer spells differently
  from mlir-opt 22 are brought to one spelling (`XDSL_SPELLINGS`): the
  `module`/`return` short forms, `ptr` inside `!llvm.struct<...>` and
  `!llvm.func<...>`, and `#llvm.linkage<external>`.
"""

import re

_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|%[A-Za-z0-9_.$-]+|\^[A-Za-z0-9_]+')
_LLVM_TYPE_BODY = re.compile(r"!llvm\.(?:struct|func)<")

XDSL_SPELLINGS = (
    (re.compile(r"^(\s*)module\b"), r"\1builtin.module"),
    (re.compile(r"^(\s*)return\b"), r"\1func.return"),
    (re.compile(r'#llvm\.linkage<"(\w+)">'), r"#llvm.linkage<\1>"),
)


def rename_ssa(text: str) -> str:
    names: dict[str, str] = {}
    counts = {"%": 0, "^": 0}

    def rename(match: re.Match[str]) -> str:
        token = match.group(0)
        if token.startswith('"'):
            return token
        if token not in names:
            names[token] = f"{token[0]}{counts[token[0]]}"
            counts[token[0]] += 1
        return names[token]

    return _TOKEN.sub(rename, text)


def _short_llvm_ptr(line: str) -> str:
    """`!llvm.ptr` -> `ptr` inside `!llvm.struct<...>` and `!llvm.func<...>`."""
    out, pos = [], 0
    for match in _LLVM_TYPE_BODY.finditer(line):
        if match.start() < pos:
            continue
        depth, end = 0, match.end() - 1
        while end < len(line):
            depth += {"<": 1, ">": -1}.get(line[end], 0)
            if depth == 0:
                break
            end += 1
        out.append(line[pos : match.end()])
        out.append(line[match.end() : end].replace("!llvm.ptr", "ptr"))
        pos = end
    out.append(line[pos:])
    return "".join(out)


def normalize(text: str) -> list[str]:
    lines = []
    for line in rename_ssa(text).splitlines():
        for pattern, spelling in XDSL_SPELLINGS:
            line = pattern.sub(spelling, line)
        line = _short_llvm_ptr(line)
        if line.strip():
            lines.append(line.rstrip())
    return lines
