// A descriptor op that already has an augPtr (here of the wrong type): the
// input is neither the frontend form nor seed 001's. Located error, exit 1.
// RUN: not acc-opt -p acc-descriptor-attach %s 2>&1 | filecheck %s
// CHECK: error-augptr.mlir:[[# @LINE + 3]]:8: error: 'acc.copyin' op 'augPtr' (i64) is already set: a descriptor in varPtr is the frontend form, augPtr the form this pass produces
!desc = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>
func.func @f(%p: !llvm.ptr, %x: i64) {
  %0 = acc.copyin varPtr(%p : !llvm.ptr) varType(!desc) augPtr(%x : i64) -> !llvm.ptr {name = "p", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}
