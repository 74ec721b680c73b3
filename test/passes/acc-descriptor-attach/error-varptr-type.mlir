// The address of a descriptor must be an !llvm.ptr (a memref is pointer-like for
// mlir-opt 22, but not the frontend form this pass rewrites): located error, exit
// status 1.
// RUN: not acc-opt -p acc-descriptor-attach %s 2>&1 | filecheck %s
// CHECK: error-varptr-type.mlir:[[# @LINE + 3]]:8: error: 'acc.copyin' op the address of a descriptor (varPtr) must be an !llvm.ptr, got memref<1xi64>
!desc = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>
func.func @f(%p: memref<1xi64>) {
  %0 = acc.copyin varPtr(%p : memref<1xi64>) varType(!desc) -> memref<1xi64> {name = "p", structured = false}
  acc.enter_data dataOperands(%0 : memref<1xi64>)
  return
}
