// The recipe's name is taken by something else: located error at that symbol.
// RUN: not acc-opt -p acc-descriptor-attach %s 2>&1 | filecheck %s
// CHECK: error-symbol-clash.mlir:[[# @LINE + 2]]:1: error: 'func.func' op symbol @acc_attach_descriptor is needed as 'acc.attach.recipe' of type (!llvm.ptr, !llvm.ptr, index, index) -> ()
!desc = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>
func.func @acc_attach_descriptor() {
  return
}
func.func @f(%p: !llvm.ptr) {
  %0 = acc.copyin varPtr(%p : !llvm.ptr) varType(!desc) -> !llvm.ptr {name = "p", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}
