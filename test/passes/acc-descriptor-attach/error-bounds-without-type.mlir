// Bounds on a descriptor whose element type is unknown: located error, exit 1.
// RUN: not acc-opt -p acc-descriptor-attach %s 2>&1 | filecheck %s
// CHECK: error-bounds-without-type.mlir:[[# @LINE + 4]]:8: error: 'acc.copyin' op bounds on a descriptor need its element type: add {acc.descriptor = <type>}
!desc = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>
func.func @f(%p: !llvm.ptr, %lb: i64, %ub: i64) {
  %b = acc.bounds lowerbound(%lb : i64) upperbound(%ub : i64)
  %0 = acc.copyin varPtr(%p : !llvm.ptr) varType(!desc) bounds(%b) -> !llvm.ptr {name = "p(lb:ub)", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}
