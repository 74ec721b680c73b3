// llvm.mlir.constant keeps the type of its value when it differs from the
// result's, as mlir-opt 22 prints it and as its own omp tests write it
// (`llvm.mlir.constant(0 : index) : i64`); xDSL 0.74 printed `(0) : i64`, which
// reads back as an i64 value. An i64 value of an i64 result is `(3 : i64) : i64`,
// as mlir-opt 22 prints it; an i1 is `(true)`. Custom and generic forms read back to
// the same values.
//
// RUN: acc-opt %s | filecheck %s
// RUN: acc-opt %s | acc-opt | filecheck %s
// RUN: acc-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: acc-opt %s --print-op-generic | acc-opt | filecheck %s
//
// CHECK:      %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(-1 : i32) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(7 : i8) : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %5 = llvm.mlir.constant(true) : i1
//
// GENERIC:      <{value = 0 : index}> : () -> i64
// GENERIC-NEXT: <{value = -1 : i32}> : () -> i64
// GENERIC-NEXT: <{value = 7 : i8}> : () -> i32
// GENERIC-NEXT: <{value = 3 : i64}> : () -> i64
// GENERIC-NEXT: <{value = 4 : i32}> : () -> i32
// GENERIC-NEXT: <{value = true}> : () -> i1

llvm.func @constants() {
  %c0 = llvm.mlir.constant(0 : index) : i64
  %c1 = llvm.mlir.constant(-1 : i32) : i64
  %c2 = llvm.mlir.constant(7 : i8) : i32
  %c3 = llvm.mlir.constant(3) : i64
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c5 = llvm.mlir.constant(true) : i1
  llvm.return
}
