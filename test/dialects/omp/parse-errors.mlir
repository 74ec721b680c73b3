// Syntax errors of the project's omp operations.
// RUN: acc-opt %s --split-input-file --parsing-diagnostics | filecheck %s

// mlir-opt 22 drops an unknown map keyword silently (this map would be `to`).
func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to, upward) capture(ByRef) -> !llvm.ptr
  return
}
// CHECK: parse-errors.mlir:6:66: error: Expected one of {{.*}}'attach_none'{{.*}} in map_clauses

// -----

// The generic spelling of `delete` is not a keyword of the custom syntax.
func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(del) capture(ByRef) -> !llvm.ptr
  return
}
// CHECK: parse-errors.mlir:15:62: error: Expected one of

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByValue) -> !llvm.ptr
  return
}
// CHECK: parse-errors.mlir:23:74: error: Expected `This`, `ByRef`, `ByCopy`, or `VLAType`.

// -----

func.func @f(%p: !llvm.ptr, %n: i64) {
  %b = omp.map.bounds upper_bound(%n : i64)
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b) bounds(%b) -> !llvm.ptr
  return
}
// CHECK: parse-errors.mlir:32:92: error: `bounds` clause can appear at most once in the expansion of the oilist directive

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  omp.target_update map_entries(%m : !llvm.ptr) nowait nowait
  return
}
// CHECK: parse-errors.mlir:41:56: error: `nowait` clause can appear at most once in the expansion of the oilist directive

// -----

func.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  omp.target map_entries(%m -> %a, %m -> %b : !llvm.ptr) {
    omp.terminator
  }
  return
}
// CHECK: parse-errors.mlir:50:58: error: `map_entries` has 2 operands but 1 types

// -----

// The clauses that define block arguments come in upstream's fixed order.
func.func @f(%p: !llvm.ptr, %n: i32) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  omp.target map_entries(%m -> %a : !llvm.ptr) host_eval(%n -> %e : i32) {
    omp.terminator
  }
  return
}
// CHECK: parse-errors.mlir:62:48: error: expected '{' to begin a region
