// A recipe symbol that does not exist: located error, exit status 1.
// RUN: not acc-opt -p expand-attach-recipes %s 2>&1 | filecheck %s
// RUN: not acc-opt --disable-verify -p expand-attach-recipes %s 2>&1 | filecheck %s
// CHECK: error-missing-recipe.mlir:[[# @LINE + 3]]:8: error: 'acc.copyin' op 'attachRecipe' symbol @nowhere does not exist
func.func @f(%desc: !llvm.ptr) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %0 = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@nowhere) -> !llvm.ptr
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}
