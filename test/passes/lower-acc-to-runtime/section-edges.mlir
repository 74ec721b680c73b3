// Sections at the edges (issue 15 items 2 and 5), lowered as the omp sections are
// (test/passes/lower-omp-to-runtime/section-edges.mlir): begin by pointer arithmetic,
// size `(ub - lb + 1) * sizeof(T)` in i64, both wrapping at 64 bits, unchecked
// (accdialect/rules/sections.py). Every constant fits its type: no Python traceback.
// RUN: acc-opt -p lower-acc-to-runtime %s | filecheck %s

// copyin(p[-1:4]): begin &p[-1], 16 bytes
func.func @negative_lower(%p: !llvm.ptr) {
  %lb = arith.constant -1 : index
  %n = arith.constant 4 : index
  %b = acc.bounds lowerbound(%lb : index) extent(%n : index)
  %0 = acc.copyin varPtr(%p : !llvm.ptr) varType(i32) bounds(%b) -> !llvm.ptr {name = "p[-1:4]", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}
// CHECK-LABEL: func.func @negative_lower(
// CHECK:       %[[BEGIN:.*]] = llvm.getelementptr %arg0[-4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK:       llvm.store %[[BEGIN]], %{{.*}} : !llvm.ptr, !llvm.ptr
// CHECK:       llvm.mlir.addressof @".offload_sizes" :

// upper bound -5 below lower bound 1: (-5 - 1 + 1) * 4 = -20
func.func @negative_size(%p: !llvm.ptr) {
  %lb = arith.constant 1 : index
  %ub = arith.constant -5 : index
  %b = acc.bounds lowerbound(%lb : index) upperbound(%ub : index)
  %0 = acc.copyin varPtr(%p : !llvm.ptr) varType(i32) bounds(%b) -> !llvm.ptr {name = "p[1:-5]", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}
// CHECK-LABEL: func.func @negative_size(
// CHECK:       llvm.getelementptr %arg0[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK:       llvm.mlir.addressof @".offload_sizes.1" :

// lower bound 2**31: offset 2**33 (an i64 getelementptr operand); extent 2**62 + 1:
// 2**64 + 4 bytes, 4 in i64
func.func @beyond_64_bits(%p: !llvm.ptr) {
  %lb = arith.constant 2147483648 : index
  %n = arith.constant 4611686018427387905 : index
  %b = acc.bounds lowerbound(%lb : index) extent(%n : index)
  %0 = acc.copyin varPtr(%p : !llvm.ptr) varType(i32) bounds(%b) -> !llvm.ptr {name = "p[2**31:2**62+1]", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}
// CHECK-LABEL: func.func @beyond_64_bits(
// CHECK:       %[[OFF:.*]] = llvm.mlir.constant(8589934592 : i64) : i64
// CHECK-NEXT:  llvm.getelementptr %arg0[%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK:       llvm.mlir.addressof @".offload_sizes.2" :

// CHECK: @".offload_sizes"(dense<16> : tensor<1xi64>)
// CHECK: @".offload_sizes.1"(dense<-20> : tensor<1xi64>)
// CHECK: @".offload_sizes.2"(dense<4> : tensor<1xi64>)
