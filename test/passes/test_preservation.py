"""A pass that says it changed nothing (`accdialect.ir.preservation.mark_unchanged`, what
acc-opt skips the verifier after, as mlir-opt skips it after a pass that preserved
all analyses) really left the module as it was: over every input of the FileCheck
tests of the passes, the generic form printed before and after such a run is the
same text. Each pass must also be seen both ways, so that the check is not empty."""

import io
from pathlib import Path

import pytest
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError

from accdialect.ir.parser import LocatedParser
from accdialect.ir.preservation import forget, unchanged
from accdialect.tools.loading import make_context, project_passes

PASSES_DIR = Path(__file__).parent
REPORTING = ("acc-order-data-actions", "acc-descriptor-attach", "expand-attach-recipes")
"""The passes that mark a run that changed nothing."""


def _chunks() -> list[tuple[str, str]]:
    """Every `// -----` chunk of every lit input under test/passes, with its name."""
    found = []
    for path in sorted(PASSES_DIR.glob("*/*.mlir")):
        for index, chunk in enumerate(path.read_text().split("\n// -----\n")):
            found.append((f"{path.relative_to(PASSES_DIR)}#{index}", chunk))
    return found


def _generic(module) -> str:
    out = io.StringIO()
    Printer(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue()


@pytest.mark.parametrize("name", REPORTING)
def test_a_run_marked_unchanged_changed_nothing(name):
    pass_ = project_passes()[name]()()
    seen = {True: 0, False: 0}
    for where, text in _chunks():
        ctx = make_context()
        try:
            module = LocatedParser(ctx, text, where).parse_module()
        except ParseError:
            continue  # the inputs of the parser's error tests
        before = _generic(module)
        forget(module)
        try:
            pass_.apply(ctx, module)
        except DiagnosticException:
            continue  # the inputs of the passes' error tests
        marked = unchanged(pass_, module)
        seen[marked] += 1
        if marked:
            assert _generic(module) == before, where
    assert seen[True] > 0 and seen[False] > 0, seen
