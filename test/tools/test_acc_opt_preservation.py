"""acc-opt verifies the module after a pass only when the pass changed it, as mlir-opt
22 does (`OpToOpPassAdaptor::run` in mlir/lib/Pass/Pass.cpp: no verifier after a pass
that preserved all analyses); a pass that breaks the module is still reported right
after it, at the operation that does not verify."""

from dataclasses import dataclass

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

import accdialect.tools.acc_opt as acc_opt
from accdialect.tools.acc_opt import AccOptMain

# The bench's construct: acc-order-data-actions moves the attachment after the data
# actions (OpenACC 3.3 §2.7.2); there is no descriptor and no recipe, so
# acc-descriptor-attach and expand-attach-recipes have nothing to do.
ENTER = """llvm.func @f(%s: !llvm.ptr, %x: !llvm.ptr) {
  %p = llvm.load %s : !llvm.ptr -> !llvm.ptr
  %a = acc.copyin varPtr(%p : !llvm.ptr) varType(f32) -> !llvm.ptr {name = "s.p", structured = false}
  %c = acc.create varPtr(%s : !llvm.ptr) varType(!llvm.struct<(ptr, f32)>) -> !llvm.ptr
      {name = "s", structured = false}
  %t = acc.attach varPtr(%p : !llvm.ptr) varType(f32) varPtrPtr(%s : !llvm.ptr) -> !llvm.ptr
      {name = "s.p", structured = false}
  %y = acc.copyin varPtr(%x : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "x", structured = false}
  acc.enter_data dataOperands(%a, %c, %t, %y : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  llvm.return
}
"""

ADD = """llvm.func @g() -> i64 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.add %0, %0 : i64
  llvm.return %1 : i64
}
"""


@dataclass(frozen=True)
class MoveFirstBeforeReturn(ModulePass):
    """Breaks dominance: the first operation of the function moves after its users."""

    name = "test-move-first-before-return"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        body = next(iter(op.body.block.ops)).regions[0].block
        first, last = body.first_op, body.last_op
        assert first is not None and last is not None
        first.detach()
        body.insert_op_before(first, last)


class Driver(AccOptMain):
    def register_all_passes(self):
        super().register_all_passes()
        self.available_passes[MoveFirstBeforeReturn.name] = lambda: MoveFirstBeforeReturn


def verifications(monkeypatch, path, *flags: str) -> int:
    """How many times acc-opt verified the module (the input included)."""
    calls = []
    real = acc_opt.verify_located
    monkeypatch.setattr(acc_opt, "verify_located", lambda m: (calls.append(m), real(m)))
    assert not Driver(args=[str(path), *flags, "-o", "/dev/null"]).process()
    return len(calls)


@pytest.mark.parametrize(("pipeline", "expected"), [
    ("acc-descriptor-attach,expand-attach-recipes", 1),  # the input only
    ("acc-order-data-actions", 2),
    ("acc-order-data-actions,acc-descriptor-attach,expand-attach-recipes", 2),
    ("acc-order-data-actions,acc-order-data-actions", 2),  # the second run: nothing to order
    ("acc-order-data-actions,lower-acc-to-runtime", 3),
])
def test_verified_after_the_passes_that_changed_the_module(monkeypatch, tmp_path, pipeline,
                                                            expected):
    path = tmp_path / "in.mlir"
    path.write_text(ENTER)
    assert verifications(monkeypatch, path, "-p", pipeline) == expected


def test_a_pass_that_breaks_the_module_is_reported_after_it(tmp_path, capsys):
    path = tmp_path / "in.mlir"
    path.write_text(ADD)
    driver = Driver(args=[str(path), "-p",
                          "test-move-first-before-return,acc-descriptor-attach"])
    assert driver.process()
    # mlir-opt 22 on the moved module: `in.mlir:3:8: error: operand #0 does not
    # dominate this use` (at the op name of the user)
    assert capsys.readouterr().err.split("\n")[0] == (
        f"{path}:3:8: error: operand #0 does not dominate this use")
