// A map list item that is not an omp.map.info: located error, exit status 1.
// RUN: not acc-opt -p omp-order-maps %s 2>&1 | filecheck %s
// CHECK: error-not-map-info.mlir:[[# @LINE + 3]]:3: error: 'omp.target_enter_data' op missing map operation
func.func @f(%p: !llvm.ptr, %q: !llvm.ptr) {
  %m = omp.map.info var_ptr(%q : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr {name = "q"}
  omp.target_enter_data map_entries(%m, %p : !llvm.ptr, !llvm.ptr)
  return
}
