// The marker on a varType that is no descriptor: located error, exit 1.
// RUN: not acc-opt -p acc-descriptor-attach %s 2>&1 | filecheck %s
// CHECK: error-marker.mlir:[[# @LINE + 2]]:8: error: 'acc.copyin' op 'acc.descriptor' marks a descriptor but varType !llvm.struct<(!llvm.ptr, i64)> is not a CFI descriptor struct
func.func @f(%p: !llvm.ptr) {
  %0 = acc.copyin varPtr(%p : !llvm.ptr) varType(!llvm.struct<(ptr, i64)>) -> !llvm.ptr {acc.descriptor = f32, name = "p", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}
