"""The debug information of an imported program, read where a report needs a name.

`mlir-translate --import-llvm` of a program compiled with `-g` (and flang's
`add-debug-info` pass) gives every variable an `llvm.intr.dbg.declare` whose
`varInfo` is a `#llvm.di_local_variable`, a global its `dbg_exprs`, each with its
source name and its type as DWARF describes it (DWARF 5 §5: base, pointer,
reference, typedef, member, structure and array types). xDSL 0.74 defines none of
these attributes and keeps each as its text (`UnregisteredAttr`); `parse_di` reads
that text into `DINode`s, only when a report asks (a device fault naming the object
it touched), so a run pays nothing for it.

The text is MLIR's attribute syntax (`#llvm.di_derived_type<tag = DW_TAG_member,
name = "p", baseType = ..., offsetInBits = 64>`); a parameter written as a list
continues over the items without a key that follow it (`elements = #a, #b`). A
recursive type (a C++ class naming itself) is written once with `recId =
distinct[N]<>` and referred to inside itself as `<recId = distinct[N]<>, isRecSelf =
true>` (MLIR's `DIRecursiveTypeAttrInterface`): `DINode.resolved` follows such a
reference to its definition.
"""

from dataclasses import dataclass, field
from typing import Union

from xdsl.dialects.builtin import ArrayAttr
from xdsl.ir import Attribute, Operation, SSAValue

DIValue = Union["DINode", str, int, list["DIValue"]]
"""A parameter's value: a nested attribute, a string, an integer, a keyword
(`DW_TAG_member`, `true`), or a list of them."""

_QUALIFIERS = frozenset({"DW_TAG_typedef", "DW_TAG_const_type", "DW_TAG_volatile_type",
                         "DW_TAG_restrict_type", "DW_TAG_atomic_type"})
"""The derived types that only rename or qualify their base (DWARF 5 §5.3, §5.4)."""


@dataclass(eq=False)
class DINode:
    """One `#llvm.di_*<...>` attribute: its kind (`di_derived_type`) and parameters."""

    kind: str
    params: dict[str, DIValue]
    recursive: "dict[str, DINode]" = field(repr=False, default_factory=dict[str, "DINode"])

    def node(self, key: str) -> "DINode | None":
        value = self.params.get(key)
        return value.resolved() if isinstance(value, DINode) else None

    def text(self, key: str) -> str | None:
        value = self.params.get(key)
        return value if isinstance(value, str) else None

    def number(self, key: str) -> int | None:
        value = self.params.get(key)
        return value if isinstance(value, int) else None

    def nodes(self, key: str) -> "list[DINode]":
        value = self.params.get(key)
        items = value if isinstance(value, list) else [value]
        return [item.resolved() for item in items if isinstance(item, DINode)]

    def resolved(self) -> "DINode":
        """The definition of a recursive type's self-reference, else the node."""
        if self.params.get("isRecSelf") == "true":
            rec = self.params.get("recId")
            if isinstance(rec, str) and rec in self.recursive:
                return self.recursive[rec]
        return self

    @property
    def tag(self) -> str | None:
        return self.text("tag")

    @property
    def name(self) -> str | None:
        return self.text("name")


def parse_di(text: str) -> DINode | None:
    """The `DINode` of an attribute's text, None if it is not a `#llvm.di_*` one or
    does not read."""
    reader = _Reader(text)
    try:
        value = reader.value()
    except (IndexError, ValueError):
        return None
    return value if isinstance(value, DINode) else None


class _Reader:
    """A recursive descent over the attribute text (see the module doc)."""

    def __init__(self, text: str):
        self.text, self.pos = text, 0
        self.recursive: dict[str, DINode] = {}

    def value(self) -> DIValue:
        self.skip()
        c = self.text[self.pos]
        if c == '"':
            return self.string()
        if c == "#":
            return self.node()
        return self.word()

    def node(self) -> DIValue:
        start = self.pos
        while self.pos < len(self.text) and (self.text[self.pos].isalnum()
                                             or self.text[self.pos] in "#._"):
            self.pos += 1
        kind = self.text[start:self.pos].removeprefix("#llvm.")
        params: dict[str, DIValue] = {}
        if self.pos < len(self.text) and self.text[self.pos] == "<":
            self.pos += 1
            last: str | None = None
            while True:
                self.skip()
                if self.text[self.pos] == ">":
                    self.pos += 1
                    break
                key = self.key()
                if key is not None:
                    params[key] = self.value()
                    last = key
                elif last is not None:  # a list parameter continues
                    previous = params[last]
                    items: list[DIValue] = previous if isinstance(previous, list) \
                        else [previous]
                    items.append(self.value())
                    params[last] = items
                else:
                    self.value()
                self.skip()
                if self.text[self.pos] == ",":
                    self.pos += 1
        node = DINode(kind, params, self.recursive)
        rec = params.get("recId")
        if isinstance(rec, str) and params.get("isRecSelf") != "true":
            self.recursive[rec] = node
        return node

    def key(self) -> str | None:
        """The parameter name at the reader, consumed with its `=`, if one is there."""
        end = self.pos
        while end < len(self.text) and (self.text[end].isalnum() or self.text[end] == "_"):
            end += 1
        rest = end
        while rest < len(self.text) and self.text[rest] == " ":
            rest += 1
        if end > self.pos and self.text.startswith("=", rest):
            key = self.text[self.pos:end]
            self.pos = rest + 1
            return key
        return None

    def string(self) -> str:
        end = self.pos + 1
        while self.text[end] != '"':
            end += 2 if self.text[end] == "\\" else 1
        value = self.text[self.pos + 1:end]
        self.pos = end + 1
        return value

    def word(self) -> DIValue:
        """A bare value up to the `,` or `>` that ends it (brackets nest): an
        integer, a keyword, or a `distinct[N]<>` identity kept as its text."""
        start, depth = self.pos, 0
        while True:
            c = self.text[self.pos]
            if c in "<[(":
                depth += 1
            elif c in ">])":
                if depth == 0:
                    break
                depth -= 1
            elif c == "," and depth == 0:
                break
            self.pos += 1
        word = self.text[start:self.pos].strip()
        try:
            return int(word)
        except ValueError:
            return word

    def skip(self) -> None:
        while self.text[self.pos] == " ":
            self.pos += 1


def stripped(t: DINode | None) -> DINode | None:
    """`t` without typedefs and qualifiers: the type that says how it is laid out."""
    while t is not None and t.kind == "di_derived_type" and t.tag in _QUALIFIERS:
        t = t.node("baseType")
    return t


def member_at(t: DINode | None, offset: int) -> DINode | None:
    """The member of structure (or class, union) type `t` that starts at byte `offset`,
    if one does (DWARF 5 §5.7.6, `DW_AT_data_member_location`: `offsetInBits`)."""
    t = stripped(t)
    if t is None or t.kind != "di_composite_type":
        return None
    for member in t.nodes("elements"):
        if member.tag == "DW_TAG_member" and (member.number("offsetInBits") or 0) == 8 * offset:
            return member
    return None


def declared_variable(value: SSAValue) -> DINode | None:
    """The `#llvm.di_local_variable` an `llvm.intr.dbg.declare` of `value` (the
    address of a variable's storage) names, if one does."""
    for use in value.uses:
        op = use.operation
        if _op_name(op) == "llvm.intr.dbg.declare":
            info = op.properties.get("varInfo") or op.attributes.get("varInfo")
            if info is not None:
                node = parse_di(_text(info))
                if node is not None and node.kind == "di_local_variable":
                    return node
    return None


def global_variable(op: Operation) -> DINode | None:
    """The `#llvm.di_global_variable` of a global's `dbg_exprs`, if it has one."""
    exprs = op.attributes.get("dbg_exprs")
    if not isinstance(exprs, ArrayAttr) or not exprs.data:
        return None
    node = parse_di(_text(exprs.data[0]))
    return None if node is None else node.node("var")


def source_language(variable: DINode) -> str | None:
    """The `sourceLanguage` of the compile unit a variable's scope belongs to
    (`DW_LANG_C11`, `DW_LANG_C_plus_plus_14`, `DW_LANG_Fortran95`)."""
    scope = variable.node("scope")
    while scope is not None:
        unit = scope.node("compileUnit")
        if unit is not None:
            return unit.text("sourceLanguage")
        scope = scope.node("scope")
    return None


def _op_name(op: Operation) -> str:
    name = getattr(op, "op_name", None)
    return getattr(name, "data", op.name)


def _text(attr: Attribute) -> str:
    return str(attr)
