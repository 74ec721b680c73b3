"""Dominance as mlir-opt 22's verifier checks it (`accdialect/ir/dominance.py`, issue 15
item 6): each program of `Inputs/` is rejected at the same place with the same
message as `mlir-opt --allow-unregistered-dialect` 22 rejects it, or accepted as it
accepts it. The tools verify through `verify_located` (`accdialect/ir/verifier.py`)."""

import pytest
from xdsl.utils.exceptions import DiagnosticException

from accdialect.ir.diagnostics import LocatedDiagnostic
from accdialect.ir.parser import LocatedParser
from accdialect.ir.verifier import verify_located
from accdialect.tools.loading import make_context, parse_file
from support.paths import ROOT

INPUTS = ROOT / "test" / "ir" / "Inputs"

# file -> (line, column, operand) of mlir-opt 22's first "operand #N does not dominate
# this use", or None where it accepts the program
EXPECTED = {
    "same_block": (2, 8, 1),
    "self_use": (2, 8, 0),
    "operand_index": (2, 8, 0),
    "nested_use_of_later_value": (3, 10, 0),
    "result_in_own_region": (3, 10, 0),
    "branch_not_dominating": (7, 3, 0),
    "block_argument_not_dominating": (6, 8, 0),
    "nested_use_of_block_argument": (7, 12, 0),
    "loop_body_value_in_header": (6, 8, 1),
    "first_function_first": (2, 8, 0),
    "acc_bounds_after_use": (3, 8, 1),
    "acc_region": (5, 5, 0),
    "omp_target_region": (4, 5, 0),
    # dominance is checked in reachable blocks only, and unreachable predecessors do
    # not take it away (xDSL 0.74's DominanceInfo says the entry does not dominate)
    "ok_unreachable_block": None,
    "ok_unreachable_predecessor": None,
    # builtin.module and unregistered operations have graph regions
    "ok_module_graph_region": None,
    "ok_unregistered_graph_region": None,
    "ok_diamond": None,
    "ok_loop": None,
    "ok_nested_use_of_block_argument": None,
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_as_mlir_opt(name):
    path = INPUTS / f"{name}.mlir"
    module = LocatedParser(make_context(), path.read_text(), path.name).parse_module()
    expected = EXPECTED[name]
    if expected is None:
        verify_located(module)
        return
    line, column, operand = expected
    with pytest.raises(LocatedDiagnostic) as failure:
        verify_located(module)
    message = f"operand #{operand} does not dominate this use"
    assert str(failure.value) == f"{path.name}:{line}:{column}: error: {message}"
    # mlir-opt emits it with `emitError`: no `'op' op` prefix
    assert failure.value.summary == message


def test_the_tools_show_the_use():
    path = INPUTS / "same_block.mlir"
    with pytest.raises(DiagnosticException) as failure:
        parse_file(str(path), make_context())
    assert str(failure.value).splitlines() == [
        f"{path}:2:8: error: operand #1 does not dominate this use",
        "  %1 = arith.addi %a, %2 : i32",
        "       ^",
    ]


def test_function_is_isolated_from_above():
    """MLIR 22's `llvm.func` is isolated from above (xDSL 0.74's class lacks the
    trait): mlir-opt 22 rejects a module-level value used inside it at the user,
    `iso.mlir:3:8: error: 'llvm.load' op using value defined outside the region`
    (acc-run used to fail with a KeyError)."""
    path = INPUTS / "isolated_function_uses_module_value.mlir"
    module = LocatedParser(make_context(), path.read_text(), path.name).parse_module()
    with pytest.raises(LocatedDiagnostic) as raised:
        verify_located(module)
    assert str(raised.value) == (
        "isolated_function_uses_module_value.mlir:3:8: error: "
        "'llvm.load' op using value defined outside the region")
