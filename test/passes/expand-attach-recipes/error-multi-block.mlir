// A recipe body of several blocks cannot be inlined in place: located error.
// RUN: not acc-opt -p expand-attach-recipes %s 2>&1 | filecheck %s
// CHECK: error-multi-block.mlir:[[# @LINE + 8]]:8: error: 'acc.copyin' op 'attachRecipe' @branchy has a body of 2 blocks: only a one-block body can be inlined (use scf.if for a condition)
acc.attach.recipe @branchy : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  llvm.br ^done
^done:
  acc.yield
}
func.func @f(%base: !llvm.ptr, %desc: !llvm.ptr) {
  %0 = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@branchy) -> !llvm.ptr
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}
