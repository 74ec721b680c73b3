// A recipe symbol that does not exist: located error, exit status 1.
// RUN: not acc-opt -p acc-order-data-actions %s 2>&1 | filecheck %s
// CHECK: error-missing-recipe.mlir:[[# @LINE + 4]]:8: error: 'acc.copyin' op 'attachRecipe' symbol @nowhere does not exist
func.func @f(%d: !llvm.ptr, %desc: !llvm.ptr) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %cd = acc.copyin varPtr(%d : !llvm.ptr) varType(i64) -> !llvm.ptr {name = "d", structured = false}
  %p = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@nowhere) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%p, %cd : !llvm.ptr, !llvm.ptr)
  return
}
