// A recipe on an operation of `acc.update` has no place to go: located error.
// RUN: not acc-opt -p expand-attach-recipes %s 2>&1 | filecheck %s
// CHECK: error-unsupported-construct.mlir:[[# @LINE + 6]]:8: error: 'acc.update_device' op 'attachRecipe' cannot be expanded here (listed by 'acc.update'): supported are acc.enter_data, acc.declare_enter, acc.data, acc.parallel, acc.serial, acc.kernels, acc.exit_data and structured exits
acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: !llvm.ptr, %desc: !llvm.ptr) {
  %0 = acc.update_device varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr
  acc.update dataOperands(%0 : !llvm.ptr)
  return
}
