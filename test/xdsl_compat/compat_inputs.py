"""Modules the equivalence tests of `accdialect.xdsl_compat` compare helpers on: every
example program, a flang program whose constructs have several blocks, and the
lowering of an example (thousands of operations built by the fast constructors)."""

from functools import cache

from xdsl.dialects.builtin import ModuleOp

from accdialect.ir.parser import LocatedParser
from accdialect.tools.loading import make_context
from support.paths import EXAMPLES, REFERENCE

FLANG_CFG = REFERENCE / "flang-22" / "acc_descriptors.generic.mlir"


@cache
def example_texts() -> tuple[tuple[str, str], ...]:
    """(name, text) of each example program and of the flang reference."""
    paths = [*sorted(EXAMPLES.glob("*.mlir")), FLANG_CFG]
    return tuple((path.name, path.read_text()) for path in paths)


def modules() -> list[ModuleOp]:
    """Each input, parsed anew (a test may change it)."""
    return [LocatedParser(make_context(), text, name).parse_module()
            for name, text in example_texts()]


@cache
def parsed() -> tuple[ModuleOp, ...]:
    """Each input, parsed once (for the tests that only read it)."""
    return tuple(modules())
