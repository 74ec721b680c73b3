// Syntax errors of the project's omp operations.
// RUN: acc-opt %s --split-input-file --parsing-diagnostics | filecheck %s

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByValue) -> !llvm.ptr
  return
}
// CHECK: parse-errors.mlir:5:74: error: Expected `This`, `ByRef`, `ByCopy`, or `VLAType`.

// -----

func.func @f(%p: !llvm.ptr, %n: i64) {
  %b = omp.map.bounds upper_bound(%n : i64)
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b) bounds(%b) -> !llvm.ptr
  return
}
// CHECK: parse-errors.mlir:14:92: error: `bounds` clause can appear at most once in the expansion of the oilist directive

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  omp.target_update map_entries(%m : !llvm.ptr) nowait nowait
  return
}
// CHECK: parse-errors.mlir:23:56: error: `nowait` clause can appear at most once in the expansion of the oilist directive

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  omp.target map_entries(%m -> %a, %m -> %b : !llvm.ptr) {
    omp.terminator
  }
  return
}
// CHECK: parse-errors.mlir:32:58: error: `map_entries` has 2 operands but 1 types

// -----

// The clauses that define block arguments come in upstream's fixed order.
func.func @f(%p: !llvm.ptr, %n: i32) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  omp.target map_entries(%m -> %a : !llvm.ptr) host_eval(%n -> %e : i32) {
    omp.terminator
  }
  return
}
// CHECK: parse-errors.mlir:44:48: error: expected '{' to begin a region
