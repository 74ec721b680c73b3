"""Mutation strategies over MLIR text.

A strategy takes a `random.Random` and the text and returns the mutated text, or
None when it does not apply (no integer literal, no `acc.bounds`, ...). The text
is a `str` decoded with `surrogateescape`, so that bytes that are not UTF-8 can be
put in (`invalid_utf8`) and come out unchanged: `encode` gives the case's bytes.

`mutate` draws one to three strategies by weight and applies them in order; the
draws are all made from the one `random.Random` it is given, so a case is a
function of that generator's seed (`case_random`).
"""

import random
import re
from collections.abc import Callable

Strategy = Callable[[random.Random, str], str | None]


def decode(data: bytes) -> str:
    return data.decode("utf-8", errors="surrogateescape")


def encode(text: str) -> bytes:
    return text.encode("utf-8", errors="surrogateescape")


def case_random(seed: int, index: int) -> random.Random:
    """The generator of case `index` of the campaign `seed`: every draw of the
    case (corpus item, strategies, their choices) comes from it."""
    return random.Random(seed * 1_000_003 + index)


def _code_lines(text: str) -> list[int]:
    """The indices of the lines that are not blank and not comments."""
    return [i for i, line in enumerate(text.split("\n"))
            if line.strip() and not line.lstrip().startswith("//")]


# ---- syntax ---------------------------------------------------------------------------

def truncate(rng: random.Random, text: str) -> str | None:
    """The text cut at a random character (an unfinished operation, type, string...)."""
    if len(text) < 2:
        return None
    return text[:rng.randrange(1, len(text))]


def delete_lines(rng: random.Random, text: str) -> str | None:
    """One to four consecutive lines removed (a definition, a terminator, a `}`)."""
    lines = text.split("\n")
    code = _code_lines(text)
    if not code:
        return None
    start = rng.choice(code)
    count = rng.choice((1, 1, 1, 2, 3, 4))
    return "\n".join(lines[:start] + lines[start + count:])


def swap_lines(rng: random.Random, text: str) -> str | None:
    """Two lines exchanged: most often neighbours (two data actions, a use before
    its definition), else any two."""
    lines = text.split("\n")
    code = _code_lines(text)
    if len(code) < 2:
        return None
    first = rng.randrange(len(code) - 1)
    second = first + 1 if rng.random() < 0.6 else rng.randrange(len(code))
    a, b = code[first], code[second]
    lines[a], lines[b] = lines[b], lines[a]
    return "\n".join(lines)


def duplicate_line(rng: random.Random, text: str) -> str | None:
    """A line written twice: mostly one that defines no value (a directive, a
    store, a call: done twice), else any (a redefinition)."""
    lines = text.split("\n")
    code = _code_lines(text)
    statements = [i for i in code if not re.match(r"\s*(%|\^|\}|llvm\.func|func\.func|module)", lines[i])
                  and not lines[i].rstrip().endswith("{")]
    if not code:
        return None
    at = rng.choice(statements if statements and rng.random() < 0.8 else code)
    return "\n".join(lines[:at + 1] + [lines[at]] + lines[at + 1:])


_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[%@^#!][\w.$-]*(?:#\d+)?|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?'
                    r"|[A-Za-z_][\w.$]*|->|::|\S")


def _tokens(text: str) -> list[re.Match[str]]:
    tokens = []
    offset = 0
    for line in text.split("\n"):
        if line.strip() and not line.lstrip().startswith("//"):
            tokens += [m for m in _TOKEN.finditer(text, offset, offset + len(line))]
        offset += len(line) + 1
    return tokens


def _kind(token: str) -> str:
    if token[0] in "%@^#!":
        return token[0]
    if token[0].isdigit() or token[0] == "-" and token[1:2].isdigit():
        return "0"
    if token[0].isalpha() or token[0] == "_":
        return "a"
    return token


def swap_tokens(rng: random.Random, text: str) -> str | None:
    """Two tokens exchanged: mostly of one kind (two SSA values, two symbols, two
    keywords), sometimes any two."""
    tokens = _tokens(text)
    if len(tokens) < 2:
        return None
    first = rng.choice(tokens)
    same = [t for t in tokens if _kind(t.group()) == _kind(first.group()) and t.group() != first.group()]
    others = [t for t in tokens if t.group() != first.group()]
    pool = same if same and rng.random() < 0.75 else others
    if not pool:
        return None
    second = rng.choice(pool)
    a, b = sorted((first, second), key=lambda m: m.start())
    return (text[:a.start()] + b.group() + text[a.end():b.start()] + a.group() + text[b.end():])


_INTEGER = re.compile(r"(?<![\w.%@#!$^-])-?\d+(?![\w.])|(?<=[<x])\d+(?=x)")

_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_INTERESTING = (0, 1, -1, 2, 7, 255, 256, 65536, 2**31 - 1, 2**31, -(2**31), 2**32, 2**32 + 1,
                2**40, 2**62, 2**63 - 1, 2**63, -(2**63), -(2**63) - 1, 2**64, 2**64 + 1, 10**20,
                10**40, -(10**40), 10**100)


def _literals(text: str) -> list[re.Match[str]]:
    code = _code_lines(text)
    starts = [0]
    for line in text.split("\n"):
        starts.append(starts[-1] + len(line) + 1)
    literals = []
    for i in code:
        strings = [(m.start(), m.end()) for m in _STRING.finditer(text, starts[i], starts[i + 1] - 1)]
        literals += [m for m in _INTEGER.finditer(text, starts[i], starts[i + 1] - 1)
                     if not any(a <= m.start() < b for a, b in strings)]
    return literals


def integer_constants(rng: random.Random, text: str) -> str | None:
    """An integer literal (a constant, a shape, an array length, an attribute, a
    location) replaced by a huge, negative, zero or neighbouring value."""
    literals = _literals(text)
    if not literals:
        return None
    chosen = rng.choice(literals)
    old = int(chosen.group())
    value = rng.choice(_INTERESTING + (old + 1, old - 1, -old, old * 2, old * 1000))
    return text[:chosen.start()] + str(value) + text[chosen.end():]


_INVALID = (b"\xff", b"\xfe\xff", b"\x80", b"\xc3", b"\xe2\x82", b"\xf0\x9f\x98", b"\xc0\xaf",
            b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xf8\x88\x80\x80\x80")


def invalid_utf8(rng: random.Random, text: str) -> str | None:
    """Bytes that are not UTF-8 (a stray continuation byte, a truncated sequence, an
    overlong form, an encoded surrogate, a code point past U+10FFFF) put in at a
    random place, or in place of a character."""
    at = rng.randrange(len(text) + 1)
    bad = decode(rng.choice(_INVALID))
    end = at + 1 if at < len(text) and rng.random() < 0.3 else at
    return text[:at] + bad + text[end:]


_ODD = ("\x00", "\r", "\t", "\x0b", "\x0c", "\x1b", "\x7f", "\u00e9", "\u2028", "\u202e",
        "\ufeff", "\U0001f600", "\\", '"', "\u0301")


def odd_characters(rng: random.Random, text: str) -> str | None:
    """A valid but unusual character (NUL, a control character, a non-ASCII letter,
    a byte order mark, a combining accent, a quote) put in at a random place."""
    at = rng.randrange(len(text) + 1)
    return text[:at] + rng.choice(_ODD) + text[at:]


# ---- data environment --------------------------------------------------------------

_BOUNDS_OPERAND = re.compile(
    r"\b(lowerbound|upperbound|extent|stride|startIdx|lower_bound|upper_bound|start_idx)"
    r"\((%[\w.$-]+) : ([\w]+)\)")
_BOUNDS_VALUES = (-1, -2, -100, 0, 1, 2**31, 2**32 + 1, 2**40, 2**62, 2**63 - 1, -(2**63))


def section_bounds(rng: random.Random, text: str) -> str | None:
    """An operand of an `acc.bounds` or `omp.map.bounds` made out of range: either a
    new constant (negative, zero, huge) put in its place, or the constant that
    defines it changed to a value past the section."""
    lines = text.split("\n")
    sites = [(i, m) for i, line in enumerate(lines)
             if "acc.bounds" in line or "omp.map.bounds" in line
             for m in _BOUNDS_OPERAND.finditer(line)]
    if not sites:
        return None
    at, operand = rng.choice(sites)
    _, name, type_ = operand.groups()
    definition = re.compile(rf"^\s*{re.escape(name)} = (?:arith\.constant |llvm\.mlir\.constant\()"
                            r"(-?\d+)")
    defined = [i for i, line in enumerate(lines[:at]) if definition.match(line)]
    if defined and rng.random() < 0.5:
        i = defined[-1]
        found = definition.match(lines[i])
        assert found is not None
        old = int(found.group(1))
        value = rng.choice((old + 1, old + 2, old * 2 + 1, old * 1000, -old - 1, 2**40))
        lines[i] = lines[i][:found.start(1)] + str(value) + lines[i][found.end(1):]
        return "\n".join(lines)
    fresh = f"%fuzz_bound{rng.randrange(1000)}"
    value = rng.choice(_BOUNDS_VALUES)
    indent = re.match(r"\s*", lines[at])
    assert indent is not None
    line = lines[at]
    lines[at] = line[:operand.start(2)] + fresh + line[operand.end(2):]
    lines.insert(at, f"{indent.group()}{fresh} = arith.constant {value} : {type_}")
    return "\n".join(lines)


_COUNTERPART = {
    "acc.enter_data": "acc.exit_data", "acc.exit_data": "acc.enter_data",
    "omp.target_enter_data": "omp.target_exit_data", "omp.target_exit_data": "omp.target_enter_data",
    "acc.declare_enter": "acc.declare_exit", "acc.declare_exit": "acc.declare_enter",
}
_DIRECTIVE = re.compile(r"\b(?:acc\.enter_data|acc\.exit_data|omp\.target_enter_data|"
                        r"omp\.target_exit_data|acc\.declare_enter|acc\.declare_exit)\b")


def swap_enter_exit(rng: random.Random, text: str) -> str | None:
    """An `acc.enter_data` made an `acc.exit_data` or the other way round (and
    `omp.target_enter_data`/`omp.target_exit_data`, `acc.declare_enter`/`_exit`)."""
    sites = list(_DIRECTIVE.finditer(text))
    if not sites:
        return None
    site = rng.choice(sites)
    return text[:site.start()] + _COUNTERPART[site.group()] + text[site.end():]


_MAP_CLAUSES = re.compile(r"map_clauses\(([^)]*)\)")
_MAP_FLAGS = ("to", "from", "tofrom", "delete", "always", "present", "close", "implicit",
              "ompx_hold", "attach", "attach_always", "attach_none", "storage", "return_param",
              "private", "literal", "ref_ptr", "ref_ptee", "ref_ptr_ptee", "is_device_ptr", "none")
_COMMON_FLAGS = ("to", "from", "tofrom", "delete", "storage", "always", "present", "attach")


def map_types(rng: random.Random, text: str) -> str | None:
    """The map type of an `omp.map.info` changed: replaced (`to` by `from`,
    `delete`, ...), a flag added (`always`, `present`, `close`, ...) or removed."""
    sites = list(_MAP_CLAUSES.finditer(text))
    if not sites:
        return None
    site = rng.choice(sites)
    flags = [f.strip() for f in site.group(1).split(",") if f.strip()]
    how = rng.random()
    if how < 0.5 or not flags:
        flags = [rng.choice(_COMMON_FLAGS)]
        if rng.random() < 0.3:
            flags.append(rng.choice(_MAP_FLAGS))
    elif how < 0.8:
        flags.insert(rng.randrange(len(flags) + 1), rng.choice(_MAP_FLAGS))
    else:
        flags.pop(rng.randrange(len(flags)))
    return text[:site.start(1)] + ", ".join(flags) + text[site.end(1):]


_ENTRY_OPS = ("copyin", "create", "present", "nocreate", "attach", "deviceptr", "getdeviceptr",
              "update_device", "use_device", "private", "firstprivate", "cache",
              "declare_device_resident", "declare_link")
_EXIT_OPS = ("copyout", "delete", "detach", "update_host")
_DATA_OP = re.compile(r"\bacc\.(" + "|".join(_ENTRY_OPS + _EXIT_OPS) + r")\b(?!\.)")
_CLAUSE_NAMES = ("acc_copyin", "acc_copyin_readonly", "acc_copy", "acc_copyout",
                 "acc_copyout_zero", "acc_present", "acc_create", "acc_create_zero", "acc_delete",
                 "acc_attach", "acc_detach", "acc_no_create", "acc_private", "acc_firstprivate",
                 "acc_deviceptr", "acc_getdeviceptr", "acc_update_host", "acc_update_self",
                 "acc_update_device", "acc_use_device", "acc_reduction",
                 "acc_declare_device_resident", "acc_declare_link", "acc_cache")
_CLAUSE_ATTR = re.compile(r"#acc<data_clause (\w+)>")


def data_clauses(rng: random.Random, text: str) -> str | None:
    """An OpenACC data clause changed: an operation of one kind made another
    (`acc.copyin` -> `acc.create`, `acc.copyout` -> `acc.delete`, mostly within
    the entry or the exit operations), or a `dataClause` attribute changed."""
    ops = list(_DATA_OP.finditer(text))
    attrs = list(_CLAUSE_ATTR.finditer(text))
    if not ops and not attrs:
        return None
    if ops and (not attrs or rng.random() < 0.7):
        site = rng.choice(ops)
        family = _ENTRY_OPS if site.group(1) in _ENTRY_OPS else _EXIT_OPS
        pool = family if rng.random() < 0.75 else _ENTRY_OPS + _EXIT_OPS
        return text[:site.start(1)] + rng.choice(pool) + text[site.end(1):]
    site = rng.choice(attrs)
    return text[:site.start(1)] + rng.choice(_CLAUSE_NAMES) + text[site.end(1):]


_BOOL = re.compile(r"\b(true|false)\b")
_ATTR_DICT = re.compile(r"\{[^{}\n]* = [^{}\n]*\}")
_ATTR_ENTRY = re.compile(r'(?:, )?\b\w+ = (?:"(?:[^"\\\n]|\\.)*"|[^,}"]+)')
_UNIT_ATTRS = re.compile(r"\battributes \{[^{}\n]*\}")


def flip_attribute(rng: random.Random, text: str) -> str | None:
    """A `true` made `false` (or back), or an attribute of an attribute dictionary
    (`structured = false`, `name = "x"`, `attributes {finalize}`) removed."""
    bools = list(_BOOL.finditer(text))
    entries = [*_UNIT_ATTRS.finditer(text)]
    for attr_dict in _ATTR_DICT.finditer(text):
        entries += _ATTR_ENTRY.finditer(text, attr_dict.start() + 1, attr_dict.end() - 1)
    if not bools and not entries:
        return None
    if bools and (not entries or rng.random() < 0.5):
        site = rng.choice(bools)
        return text[:site.start()] + ("false" if site.group() == "true" else "true") + text[site.end():]
    site = rng.choice(entries)
    end = site.end()
    if not site.group().startswith(", ") and text.startswith(", ", end):
        end += 2  # the first entry of several: its separator goes with it
    return text[:site.start()] + text[end:]


STRATEGIES: dict[str, tuple[Strategy, float]] = {
    "truncate": (truncate, 1.0),
    "delete_lines": (delete_lines, 1.5),
    "swap_lines": (swap_lines, 2.0),
    "duplicate_line": (duplicate_line, 1.0),
    "swap_tokens": (swap_tokens, 1.0),
    "integer_constants": (integer_constants, 3.0),
    "invalid_utf8": (invalid_utf8, 1.0),
    "odd_characters": (odd_characters, 0.5),
    "section_bounds": (section_bounds, 3.0),
    "swap_enter_exit": (swap_enter_exit, 2.0),
    "map_types": (map_types, 3.0),
    "data_clauses": (data_clauses, 3.0),
    "flip_attribute": (flip_attribute, 1.0),
}
"""Each strategy with its weight: the ones that keep the text parseable but change
what the data environment does weigh more than the ones that break the syntax."""


def mutate(rng: random.Random, text: str, strategies: dict[str, tuple[Strategy, float]] = STRATEGIES
           ) -> tuple[str, list[str]]:
    """`text` after one to three strategies drawn by weight (one that does not apply
    is drawn again), and the names of the strategies applied."""
    names = list(strategies)
    weights = [strategies[name][1] for name in names]
    applied: list[str] = []
    for _ in range(rng.choices((1, 2, 3), (6, 3, 1))[0]):
        for _attempt in range(12):
            name = rng.choices(names, weights)[0]
            mutated = strategies[name][0](rng, text)
            if mutated is not None and mutated != text:
                text = mutated
                applied.append(name)
                break
    return text, applied
