"""Malformed input ends with one located diagnostic and exit status 1, never a
Python traceback (foundation issue)."""

import pytest

from support.acc_opt import run_acc_opt

RECIPE = """acc.attach.recipe @r : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
"""


@pytest.mark.parametrize(
    ("text", "diagnostic"),
    [
        pytest.param(
            "func.func @f(%m: memref<4xf32>) {\n  %0 = acc.copyin varPtr(%m : memref<4xf32>) -> memref<4x",
            "in.mlir:2:58: error: Expected shape type.",
            id="truncated",
        ),
        pytest.param(
            "func.func @f() {\n  acc.teleport\n  return\n}\n",
            "in.mlir:2:3: error: Operation acc.teleport is not registered",
            id="unknown-op",
        ),
        pytest.param(
            "func.func @f(%n: i32) {\n"
            "  %0 = acc.copyin varPtr(%n : memref<4xf32>) -> memref<4xf32>\n  return\n}\n",
            "in.mlir:2:26: error: operand is used with type memref<4xf32>, "
            "but has been previously used or defined with type i32",
            id="wrong-operand-type",
        ),
        pytest.param(
            "func.func @f(%b: !llvm.ptr, %d: !llvm.ptr) {\n"
            "  %0 = acc.copyin varPtr(%b : !llvm.ptr) varType(f32) augPtr(%d : !llvm.ptr) "
            "attachRecipe(@missing) -> !llvm.ptr\n  return\n}\n",
            "in.mlir:2:8: error: 'acc.copyin' op 'attachRecipe' symbol @missing does not exist",
            id="missing-recipe-symbol",
        ),
        pytest.param(
            RECIPE + "func.func @f(%b: !llvm.ptr, %d: i64) {\n"
            "  %0 = acc.copyin varPtr(%b : !llvm.ptr) varType(f32) augPtr(%d : i64) "
            "attachRecipe(@r) -> !llvm.ptr\n  return\n}\n",
            "in.mlir:6:8: error: 'acc.copyin' op 'attachRecipe' @r takes (!llvm.ptr, !llvm.ptr, ...) "
            "but the operation passes (!llvm.ptr, i64, ...)",
            id="augptr-of-wrong-type",
        ),
        pytest.param(
            "llvm.func @g(index)\n",
            "in.mlir:1:1: error: LLVM function argument #0 has incompatible type 'index'",
            id="invalid-type-built-while-parsing",
        ),
    ],
)
def test_located_diagnostic_and_status_1(tmp_path, text, diagnostic):
    source = tmp_path / "in.mlir"
    source.write_text(text)
    run = run_acc_opt(str(source))
    assert run.status == 1
    assert run.stdout == ""
    assert run.stderr.splitlines()[0] == str(tmp_path / diagnostic)
    assert "Traceback" not in run.stderr


def test_missing_file_is_one_line(tmp_path):
    absent = tmp_path / "absent.mlir"
    run = run_acc_opt(str(absent))
    assert run.status == 1
    assert run.stderr == f"acc-opt: error: [Errno 2] No such file or directory: '{absent}'\n"
