// detachRecipe naming an acc.attach.recipe: located error, exit status 1.
// RUN: not acc-opt -p expand-attach-recipes %s 2>&1 | filecheck %s
// CHECK: error-wrong-kind.mlir:[[# @LINE + 9]]:3: error: 'acc.detach' op 'detachRecipe' symbol @attach_ref is a 'acc.attach.recipe', expected 'acc.detach.recipe'
acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%desc: !llvm.ptr) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %0 = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>}
  acc.exit_data dataOperands(%0 : !llvm.ptr)
  acc.detach accPtr(%0 : !llvm.ptr) augPtr(%desc : !llvm.ptr) detachRecipe(@attach_ref)
  return
}
