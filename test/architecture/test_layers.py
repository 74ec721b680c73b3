"""The layer table of docs/architecture.md holds for every import of the project.

Every `import` and `from ... import` of every module of `accdialect` and of the
passes (`passes/`, installed as `accdialect_passes`), typing-only ones included
(an import under `if TYPE_CHECKING:` is still a dependency of the reader), is
resolved to a module of the project; the importing module's layer must be allowed
to import the imported one's by the table. No two modules import each other
through any chain (no file-level cycle), and no two layers do (no package-level
cycle).
"""

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from support.paths import ROOT

ARCHITECTURE = ROOT / "docs" / "architecture.md"
SOURCES = {"accdialect": ROOT / "accdialect", "accdialect_passes": ROOT / "passes"}


def layer_table() -> dict[str, tuple[str, set[str]]]:
    """docs/architecture.md's table: layer -> (its package, the layers it may import)."""
    text = ARCHITECTURE.read_text()
    table: dict[str, tuple[str, set[str]]] = {}
    for row in re.findall(r"^\| `([\w.]+)` \| ([^|]+) \| ([^|]*) \|", text, re.MULTILINE):
        package, layer, allowed = row
        names = {name.strip(" `") for name in allowed.split(",") if name.strip(" `-")}
        table[layer.strip()] = (package, names)
    return table


def modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package, root in SOURCES.items():
        for path in root.rglob("*.py"):
            parts = [package, *path.relative_to(root).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    """The project's modules `name` imports (a package's `__init__` for a name of it)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                yield target


def layer_of(module: str, table: dict[str, tuple[str, set[str]]]) -> str:
    """The layer whose package is the longest prefix of `module`."""
    best = max((package for package, _ in table.values()
                if module == package or module.startswith(package + ".")), key=len, default=None)
    assert best is not None, f"{module} is in no layer of docs/architecture.md"
    return next(layer for layer, (package, _) in table.items() if package == best)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for successor in graph.get(node, ()):
            if successor not in index:
                visit(successor)
                low[node] = min(low[node], low[successor])
            elif successor in on_stack:
                low[node] = min(low[node], index[successor])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def import_graph() -> dict[str, set[str]]:
    known = modules()
    return {name: set(imports(name, path, known)) for name, path in known.items()}


def test_the_table_names_every_layer_once():
    table = layer_table()
    assert {"abi", "runtime", "dialects", "ir", "interpreter", "interpreters", "hostlib",
            "passes", "tools"} <= set(table)
    for layer, (_, allowed) in table.items():
        assert allowed <= set(table), f"{layer} may import unknown layers {allowed - set(table)}"


def test_every_import_follows_the_layer_table():
    table = layer_table()
    wrong = []
    for module, targets in import_graph().items():
        layer = layer_of(module, table)
        for target in sorted(targets):
            other = layer_of(target, table)
            if other != layer and other not in table[layer][1]:
                wrong.append(f"{module} ({layer}) imports {target} ({other})")
    assert wrong == []


def test_no_module_cycle():
    assert cycles(import_graph()) == []


def test_no_layer_cycle():
    table = layer_table()
    layers: dict[str, set[str]] = {layer: set() for layer in table}
    for module, targets in import_graph().items():
        for target in targets:
            if layer_of(target, table) != layer_of(module, table):
                layers[layer_of(module, table)].add(layer_of(target, table))
    assert cycles(layers) == []


def test_the_checks_find_what_they_look_for():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    table = {"low": ("p.low", set()), "high": ("p", {"low"})}
    assert layer_of("p.low.x", table) == "low" and layer_of("p.other", table) == "high"
