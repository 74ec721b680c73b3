// A list item that clang's mapper functions cannot take is one located error at its
// omp.map.info (issue 11, cause 1): a mapper(@m) on a map with members. Running
// omp.declare_mapper at the omp dialect level: test/conformance/omp-mapper-mlir.
// RUN: not acc-run %s 2>&1 | filecheck %s
// CHECK: acc-run-declare-mapper.mlir:17:8: error: mapper(@my_mapper) on a map with members: clang's mapper functions take one plain list item
// CHECK-NOT: Traceback
!s = !llvm.struct<"s", (i32, i32)>
omp.declare_mapper @my_mapper : !s {
^bb0(%arg0: !llvm.ptr):
  %0 = omp.map.info var_ptr(%arg0 : !llvm.ptr, !s) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "v"}
  omp.declare_mapper.info map_entries(%0 : !llvm.ptr)
}
func.func @main() {
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x !s : (i64) -> !llvm.ptr
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "v.a"}
  %0 = omp.map.info var_ptr(%p : !llvm.ptr, !s) map_clauses(tofrom) capture(ByRef) mapper(@my_mapper) members(%m : [0] : !llvm.ptr) -> !llvm.ptr {name = "v"}
  omp.target map_entries(%0 -> %a, %m -> %b : !llvm.ptr, !llvm.ptr) {
    omp.terminator
  }
  return
}
