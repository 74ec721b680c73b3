// Syntax errors of the project's acc operations.
// RUN: acc-opt %s --split-input-file --parsing-diagnostics | filecheck %s

// mlir-opt 22 crashes here; the element type of an opaque pointer is unknown.
func.func @f(%p: !llvm.ptr) {
  %0 = acc.copyin varPtr(%p : !llvm.ptr) -> !llvm.ptr
  return
}
// CHECK: parse-errors.mlir:6:42: error: 'varType' is required: the element type of !llvm.ptr is unknown

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = acc.copyin varPtr(%m : memref<4xf32>) -> memref<4xf32> {modifiers = #acc<data_clause_modifier sometimes>}
  return
}
// CHECK: parse-errors.mlir:14:102: error: Expected `zero`, `readonly`, `alwaysin`, `alwaysout`, or `capture`.
