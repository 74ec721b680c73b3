// An omp.map.info with mapper(@m) at the omp dialect level is one located error: the
// interpreter does not run omp.declare_mapper there yet (issue 11, cause 1; clang's
// programs do run their mapper functions: test/conformance/omp-c/mapper_default_nested.c).
// RUN: not acc-run %s 2>&1 | filecheck %s
// CHECK: acc-run-declare-mapper.mlir:15:8: error: 'omp.map.info' with mapper(@my_mapper): omp.declare_mapper is not run at the omp dialect level
// CHECK-NOT: Traceback
omp.declare_mapper @my_mapper : i32 {
^bb0(%arg0: !llvm.ptr):
  %0 = omp.map.info var_ptr(%arg0 : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "v"}
  omp.declare_mapper.info map_entries(%0 : !llvm.ptr)
}
func.func @main() {
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %0 = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) mapper(@my_mapper) -> !llvm.ptr {name = "v"}
  omp.target map_entries(%0 -> %a : !llvm.ptr) {
    omp.terminator
  }
  return
}
