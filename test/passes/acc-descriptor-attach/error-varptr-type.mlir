// The address of a descriptor must be a pointer: located error, exit status 1.
// RUN: not acc-opt -p acc-descriptor-attach %s 2>&1 | filecheck %s
// CHECK: error-varptr-type.mlir:[[# @LINE + 3]]:8: error: 'acc.copyin' op the address of a descriptor (varPtr) must be an !llvm.ptr, got i64
!desc = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>
func.func @f(%p: i64) {
  %0 = acc.copyin varPtr(%p : i64) varType(!desc) -> i64 {name = "p", structured = false}
  acc.enter_data dataOperands(%0 : i64)
  return
}
