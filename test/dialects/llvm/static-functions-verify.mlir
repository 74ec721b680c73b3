// The rules of llvm.mlir.global_ctors / global_dtors, with mlir-opt 22's messages
// (mlir-opt 22 also passes this file with --verify-diagnostics).
// RUN: acc-opt %s --split-input-file --verify-diagnostics

llvm.func @c() {
  llvm.return
}
// expected-error@+1 {{ctors, priorities, and data must have the same number of elements}}
llvm.mlir.global_ctors ctors = [@c], priorities = [0 : i32, 1 : i32], data = [#llvm.zero]

// -----

// expected-error@+1 {{'nope' does not reference a valid LLVM function}}
llvm.mlir.global_dtors dtors = [@nope], priorities = [0 : i32], data = [#llvm.zero]
