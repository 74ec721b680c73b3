"""No module of the project but `accdialect.xdsl_compat` uses xDSL's private names.

xDSL's private names are those its own sources define with one leading underscore: the
functions, methods and classes it defines, the attributes it stores (`self._operands =
...`) and the names it assigns in a module or class body (the dataclass field
`_first_op: Operation | None`). A module of the project uses one when it reads or
writes the attribute (`op._operands`), imports it (`from xdsl... import _x`), names it
in a string (`attrgetter("_type")`), or overrides it in a class derived from one of
xDSL's (`def _parse_block(self)` in a `Parser`). A name the project defines for a
class of its own (one no xDSL class is a base of: the memory's `self._blocks`) is the
project's, also where xDSL happens to use the same name. Two more ways around xDSL's
public interface count too: building an object with `cls.__new__` (without its
constructor) and reading a function's closure (`inspect.getclosurevars`,
`__closure__`).
"""

import ast
import importlib
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import xdsl

from support.paths import ROOT
from support.project_modules import import_every_module

COMPAT = ROOT / "accdialect" / "xdsl_compat"


def _private(name: str) -> bool:
    return len(name) > 1 and name.startswith("_") and not name.startswith("__")


def _body_names(body: list[ast.stmt]) -> Iterator[str]:
    """The names a module or class body defines: its functions and classes, and the
    targets of its assignments."""
    for statement in body:
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield statement.name
        targets: list[ast.expr] = (
            statement.targets if isinstance(statement, ast.Assign)
            else [statement.target] if isinstance(statement, ast.AnnAssign) else [])
        for target in targets:
            for node in ast.walk(target):
                if isinstance(node, ast.Name):
                    yield node.id


@cache
def xdsl_private_names() -> frozenset[str]:
    """The private names xDSL 0.74's sources define (see the module doc)."""
    found: set[str] = set()
    for path in Path(xdsl.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found.update(_body_names(tree.body))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                found.update(_body_names(node.body))
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                found.add(node.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                found.add(node.attr)
    return frozenset(name for name in found if _private(name))


def _sources() -> Iterator[tuple[str, Path]]:
    """The project's modules outside `xdsl_compat`: (module name, path)."""
    for package, folder in (("accdialect", ROOT / "accdialect"),
                            ("accdialect_passes", ROOT / "passes")):
        for path in sorted(folder.rglob("*.py")):
            if COMPAT in path.parents or path.parent == COMPAT.parent and path.stem == COMPAT.name:
                continue
            parts = path.relative_to(folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            yield ".".join((package, *parts)), path


def _derives_from_xdsl(cls: object) -> bool:
    return isinstance(cls, type) and any(
        base.__module__.split(".")[0] == "xdsl" for base in cls.__mro__)


def _own_names(cls: ast.ClassDef) -> set[str]:
    """The names a class body defines, its `__slots__` and the attributes its methods
    store on `self`."""
    names = set(_body_names(cls.body))
    for node in ast.walk(cls):
        if (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
                and isinstance(node.value, ast.Name) and node.value.id == "self"):
            names.add(node.attr)
        elif isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == "__slots__"
                for target in node.targets):
            names.update(str(item.value) for item in ast.walk(node.value)
                         if isinstance(item, ast.Constant))
    return names


class _Uses(ast.NodeVisitor):
    """The uses of xDSL's private names in one module (see the module doc). Inside a
    class of the project's own, the names it defines are its own: read on `self` or
    `cls`, or named in a string."""

    def __init__(self, module: object, where: Path, private: frozenset[str]):
        self.where, self.private = where, private
        self.uses: list[str] = []
        self._owners: list[object | None] = [module]
        self._own: list[set[str]] = [set()]

    def _use(self, node: ast.AST, what: str) -> None:
        self.uses.append(f"{self.where}:{getattr(node, 'lineno', 0)}: {what}")

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        owner = self._owners[-1]
        cls = getattr(owner, node.name, None) if owner is not None else None
        # a class that cannot be found (defined in a function) counts as derived from
        # xDSL: the private names it defines are not the project's own
        if cls is None or _derives_from_xdsl(cls):
            for name in _body_names(node.body):
                if name in self.private:
                    self._use(node, f"{node.name} defines {name}")
            own: set[str] = set()
        else:
            own = _own_names(node)
        self._owners.append(cls)
        self._own.append(own)
        self.generic_visit(node)
        self._own.pop()
        self._owners.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._owners.append(None)
        self.generic_visit(node)
        self._owners.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Attribute(self, node: ast.Attribute) -> None:
        on_self = isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
        on_super = (isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)
                    and node.value.func.id == "super")
        private = node.attr in self.private and not (on_self and node.attr in self._own[-1])
        if private or node.attr == "__closure__" or (node.attr == "__new__" and not on_super):
            self._use(node, f".{node.attr}")
        elif node.attr == "getclosurevars":
            self._use(node, node.attr)
        self.generic_visit(node)

    def visit_Name(self, node: ast.Name) -> None:
        if node.id == "getclosurevars":
            self._use(node, node.id)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if (node.module or "").split(".")[0] == "xdsl":
            for alias in node.names:
                if _private(alias.name):
                    self._use(node, f"imports {alias.name}")

    def visit_Constant(self, node: ast.Constant) -> None:
        if node.value in self.private and node.value not in self._own[-1]:
            self._use(node, repr(node.value))


def uses_of_xdsl_internals() -> list[str]:
    """Each use, as `path:line: what` (see the module doc)."""
    import_every_module()
    private = xdsl_private_names()
    uses: list[str] = []
    for module_name, path in _sources():
        visitor = _Uses(importlib.import_module(module_name), path.relative_to(ROOT), private)
        visitor.visit(ast.parse(path.read_text(encoding="utf-8")))
        uses += visitor.uses
    return uses


def test_private_names_of_xdsl_are_collected():
    names = xdsl_private_names()
    assert {"_operands", "_first_op", "_next_op", "_current_token", "_parse_block",
            "_print_new_line", "_impl_dict", "_worklist", "_type"} <= names


def test_only_xdsl_compat_uses_xdsls_internals():
    assert uses_of_xdsl_internals() == []
