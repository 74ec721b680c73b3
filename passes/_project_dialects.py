"""The project's passes run on the project's `acc`, `omp` and `llvm` op classes.

Under the project's tools (`acc-opt`, `acc-run -p`) the context already builds them.
Stock `xdsl-opt` finds the passes through the `xdsl.universe` entry point but parses
with xDSL's own `acc`/`omp`/`llvm` (the project's replacements are never published
there: they would clash by name), whose ops lack seed 001's `augPtr` and recipes and
are not the classes the patterns match. Without this step a lowering would match
the constructs but none of their clauses and drop them silently. `adopt` re-reads
such a module, once, through its generic form in the project's dialects.
"""

import io
from functools import cache

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.rewriter import Rewriter

from accdialect.dialects import get_all_dialects

_REPLACED = ("acc", "omp", "llvm")


@cache
def _project_context() -> Context:
    ctx = Context(allow_unregistered=True)
    for name, factory in get_all_dialects().items():
        ctx.register_dialect(name, factory)
    return ctx


@cache
def _project_classes() -> dict[str, type[Operation]]:
    ctx = _project_context()
    classes: dict[str, type[Operation]] = {}
    for name in _REPLACED:
        dialect = ctx.get_optional_dialect(name)
        assert dialect is not None
        classes.update({op.name: op for op in dialect.operations})
    return classes


def op_class(name: str) -> type[Operation]:
    """The project's class of the `acc`, `omp` or `llvm` operation `name`."""
    return _project_classes()[name]


def _foreign(module: ModuleOp) -> bool:
    """Whether `module` holds an `acc`/`omp`/`llvm` op of another class than the
    project's (xDSL's own, as stock `xdsl-opt` parses them)."""
    classes = _project_classes()
    return any(type(op) is not classes.get(op.name, type(op)) for op in module.walk())


def _project_context_of(ctx: Context) -> bool:
    """Whether `ctx` parses with the project's dialects (as `acc-opt` and `acc-run` do)."""
    ours = _project_context()
    return all(ctx.get_optional_dialect(name) is ours.get_optional_dialect(name)
               for name in _REPLACED)


def adopt(ctx: Context, module: ModuleOp) -> bool:
    """Rebuild `module` with the project's op classes when it was parsed with xDSL's:
    nothing to check under the project's tools, one walk of the module otherwise.
    Whether it was rebuilt."""
    if _project_context_of(ctx) or not _foreign(module):
        return False
    out = io.StringIO()
    Printer(stream=out, print_generic_format=True).print_op(module)
    parsed = Parser(_project_context(), out.getvalue()).parse_module()
    rewriter = Rewriter()
    for op in list(module.body.block.ops):
        rewriter.erase_op(op, safe_erase=False)
    for op in list(parsed.body.block.ops):
        op.detach()
        module.body.block.add_op(op)
    return True
