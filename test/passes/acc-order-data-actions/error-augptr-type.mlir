// An augPtr of the wrong type for its recipe: located error, exit status 1.
// RUN: not acc-opt -p acc-order-data-actions %s 2>&1 | filecheck %s
// CHECK: error-augptr-type.mlir:[[# @LINE + 6]]:8: error: 'acc.copyin' op 'attachRecipe' @attach_ref takes (!llvm.ptr, !llvm.ptr, ...) but the operation passes (!llvm.ptr, i64, ...)
acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %a: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%base: !llvm.ptr, %desc: i64) {
  %p = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : i64) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%p : !llvm.ptr)
  return
}
