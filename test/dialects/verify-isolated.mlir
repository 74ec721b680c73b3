// Operations isolated from above are verified apart, as mlir-opt 22 verifies them: an
// error in each function is reported, and an omp.target's region is verified after
// the other operations of its block (the misplaced terminator is reported, the
// target's own error is not reached). Each expectation also passes mlir-opt 22.
// RUN: acc-opt %s --verify-diagnostics
// RUN: not acc-opt %s 2>&1 | filecheck %s

func.func @first(%m: memref<4xf32>) {
  // expected-error@+1 {{input and output types must match}}
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}

func.func @second(%p: !llvm.ptr) {
  omp.target {
    %c = llvm.mlir.constant(1 : i32) : i32
    llvm.store %c, %p : i32, !llvm.ptr
  }
  // expected-error@+1 {{must be the last operation}}
  omp.terminator
  return
}

// CHECK: verify-isolated.mlir:10:8: error: {{.*}}input and output types must match
// CHECK: verify-isolated.mlir:20:3: error: {{.*}}must be the last operation
// CHECK-NOT: error
