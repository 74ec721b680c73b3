// `default(none)`: the aggregate holding an attached member pointer needs a
// clause of its own (OpenACC 3.3 §2.6.2). Located error, exit status 1.
// RUN: not acc-opt -p acc-order-data-actions %s 2>&1 | filecheck %s
// CHECK: error-default-none.mlir:[[# @LINE + 9]]:8: error: 'acc.present' op the aggregate holding this pointer needs a data clause on 'acc.serial' (default(none), OpenACC 3.3 §2.6.2)
!desc = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>
acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %a: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
func.func @f(%d: !llvm.ptr) {
  %dp = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, !desc)>
  %base = llvm.load %dp : !llvm.ptr -> !llvm.ptr
  %p = acc.present varPtr(%base : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p"}
  acc.serial dataOperands(%p : !llvm.ptr) {
    acc.yield
  } attributes {defaultAttr = #acc<defaultvalue none>}
  return
}
