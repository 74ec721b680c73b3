"""Importing the project leaves xDSL's own classes as xDSL defines them.

The project changes what it needs of xDSL in classes of its own (its dialects' operations
subclass xDSL's and are registered in their place); another user of xDSL in the same
process sees stock xDSL. In a fresh process: the xDSL modules the project imports are
imported first and every class they define is fingerprinted (its namespace, and for an
IRDL operation or attribute its definition and traits, the definition's lists and
tables one level into their items: where the assembly format, the fields and the
traits are), with each name of each module and each `Dialect` object's namespace; then
every module of the project is imported, and the fingerprints are taken again.
"""

import json
import subprocess
import sys

from support.paths import ROOT

_PRELUDE = f"""
import json, sys
sys.path.insert(0, {str(ROOT / "test")!r})
from support.project_modules import import_every_module
"""

_XDSL_MODULES = _PRELUDE + """
import_every_module()
print(json.dumps(sorted(name for name in sys.modules if name.split(".")[0] == "xdsl")))
"""

_FINGERPRINTS = _PRELUDE + """
import importlib

from xdsl.ir import Dialect

def fingerprint(value, depth):
    if depth and isinstance(value, list | tuple | set | frozenset):
        return [type(value).__name__, id(value), [fingerprint(item, depth - 1) for item in value]]
    if depth and isinstance(value, dict):
        return ["dict", id(value), [[key if isinstance(key, str) else id(key),
                                     fingerprint(item, depth - 1)] for key, item in value.items()]]
    return id(value)

def namespace(fields, depth):
    return [[key if isinstance(key, str) else id(key), fingerprint(item, depth)]
            for key, item in fields.items()]

def fields_of(value):
    if hasattr(value, "__dict__"):
        return dict(vars(value))
    slots = [slot for cls in type(value).__mro__ for slot in getattr(cls, "__slots__", ())]
    return {slot: getattr(value, slot) for slot in slots if hasattr(value, slot)}

def classes_of(owner, prefix):
    for name, value in list(vars(owner).items()):
        if isinstance(value, type) and value.__module__.split(".")[0] == "xdsl" and (
                value.__qualname__ == f"{getattr(owner, '__qualname__', '')}.{name}".lstrip(".")):
            yield f"{prefix}.{name}", value
            yield from classes_of(value, f"{prefix}.{name}")

def snapshot():
    found = {}
    for module_name in names:
        module = sys.modules[module_name]
        for key, value in vars(module).items():
            if key != "__warningregistry__":
                found[f"module {module_name}.{key}"] = id(value)
        for name, value in vars(module).items():
            if isinstance(value, Dialect):
                found[f"dialect {module_name}.{name}"] = namespace(vars(value), 1)
        for qualname, cls in classes_of(module, module_name):
            found[f"class {qualname}"] = namespace(vars(cls), 1)
            definition = getattr(cls, "get_irdl_definition", None)
            if definition is not None and not getattr(definition, "__isabstractmethod__", False):
                try:
                    definition = definition()
                except Exception:  # a base class without a definition
                    continue
                found[f"definition {qualname}"] = namespace(fields_of(definition), 2)
            traits = getattr(cls, "traits", None)
            if traits is not None and hasattr(traits, "traits"):
                found[f"traits {qualname}"] = [id(traits), sorted(map(id, traits))]
    return found

names = json.loads(sys.argv[1])
for name in names:
    importlib.import_module(name)
names = [name for name in names if name in sys.modules]
before = snapshot()
import_every_module()
after = snapshot()
print(json.dumps(sorted(key for key in before if before[key] != after.get(key))))
"""


def _run(script: str, *args: str) -> list[str]:
    done = subprocess.run([sys.executable, "-c", script, *args], capture_output=True,
                          text=True, cwd=ROOT, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


DEFERRED_FORMATS = "module xdsl.irdl.operations.get_accessors_from_op_def"
"""The one name of xDSL the project rebinds: `accdialect.tools.deferred_formats`
(installed when the tools are imported) wraps the function `irdl_op_definition` calls,
so that an operation class defined afterwards, xDSL's included, compiles its assembly
format at its first use instead of at its definition (start-up time). The classes
defined before it are untouched, and those defined after it parse and print with the
program xDSL would have compiled (`test/tools/test_deferred_formats.py`)."""


def test_importing_the_project_changes_no_class_of_xdsl():
    modules = _run(_XDSL_MODULES)
    assert {"xdsl.dialects.acc", "xdsl.dialects.omp", "xdsl.dialects.llvm", "xdsl.ir",
            "xdsl.irdl", "xdsl.parser", "xdsl.printer", "xdsl.interpreter",
            "xdsl.pattern_rewriter"} <= set(modules)
    assert _run(_FINGERPRINTS, json.dumps(modules)) == [DEFERRED_FORMATS]
