// Sections and clause values at the edges (issue 15 items 2 and 5), lowered as clang 22
// and mlir-translate emit them: the section's begin is pointer arithmetic and its size
// `(ub - lb + 1) * sizeof(T)` in i64, both wrapping at 64 bits, unchecked
// (accdialect/rules/sections.py); a value converted to i32 is truncated. Every
// constant fits its type: no Python traceback, no error.
// RUN: acc-opt -p lower-omp-to-runtime %s | filecheck %s

// int *p;  #pragma omp target enter data map(to: p[-1:4])   begin &p[-1], 16 bytes
func.func @negative_lower(%p: !llvm.ptr) {
  %lb = llvm.mlir.constant(-1 : i64) : i64
  %n = llvm.mlir.constant(4 : i64) : i64
  %b = omp.map.bounds lower_bound(%lb : i64) extent(%n : i64)
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[-1:4]"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  return
}
// CHECK-LABEL: func.func @negative_lower(
// CHECK:       %[[BEGIN:.*]] = llvm.getelementptr %arg0[-4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK:       llvm.store %[[BEGIN]], %{{.*}} : !llvm.ptr, !llvm.ptr
// CHECK:       llvm.mlir.addressof @".offload_sizes" :

// upper bound -5 below lower bound 1: (-5 - 1 + 1) * 4 = -20, the int64_t the array holds
func.func @negative_size(%p: !llvm.ptr) {
  %lb = llvm.mlir.constant(1 : i64) : i64
  %ub = llvm.mlir.constant(-5 : i64) : i64
  %b = omp.map.bounds lower_bound(%lb : i64) upper_bound(%ub : i64)
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[1:-5]"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  return
}
// CHECK-LABEL: func.func @negative_size(
// CHECK:       llvm.getelementptr %arg0[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK:       llvm.mlir.addressof @".offload_sizes.1" :

// lower bound 2**31: offset 2**33, beyond a getelementptr's i32 constant indices (an
// i64 operand); extent 2**62 + 1: (2**62 + 1) * 4 = 2**64 + 4, which is 4 in i64
func.func @beyond_64_bits(%p: !llvm.ptr) {
  %lb = llvm.mlir.constant(2147483648 : i64) : i64
  %n = llvm.mlir.constant(4611686018427387905 : i64) : i64
  %b = omp.map.bounds lower_bound(%lb : i64) extent(%n : i64)
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[2**31:2**62+1]"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  return
}
// CHECK-LABEL: func.func @beyond_64_bits(
// CHECK:       %[[OFF:.*]] = llvm.mlir.constant(8589934592 : i64) : i64
// CHECK-NEXT:  llvm.getelementptr %arg0[%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK:       llvm.mlir.addressof @".offload_sizes.2" :

// thread_limit(2**32 + 7) is 7 as the launch's i32; device(-2**63) stays an i64
llvm.func @limits(%x: !llvm.ptr) {
  %t = llvm.mlir.constant(4294967303 : i64) : i64
  %d = llvm.mlir.constant(-9223372036854775808 : i64) : i64
  %m = omp.map.info var_ptr(%x : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target device(%d : i64) thread_limit(%t : i64) map_entries(%m -> %dx : !llvm.ptr) {
    omp.terminator
  }
  llvm.return
}
// CHECK-LABEL: llvm.func @limits(
// CHECK:       %[[DEV:8]] = llvm.mlir.constant(-9223372036854775808 : i64) : i64
// CHECK:       %[[LIMIT:[0-9]+]] = llvm.mlir.constant(7 : i32) : i32
// CHECK:       llvm.call @__tgt_target_kernel(%{{.*}}, %[[DEV]], %{{.*}}, %[[LIMIT]], %{{.*}}, %4)

// CHECK: @".offload_sizes"(dense<16> : tensor<1xi64>)
// CHECK: @".offload_sizes.1"(dense<-20> : tensor<1xi64>)
// CHECK: @".offload_sizes.2"(dense<4> : tensor<1xi64>)
