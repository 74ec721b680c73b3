// Issue 15 item 5 (a): a section whose size computes negative.
//
//   int a[8];  int *p = a;
//   #pragma omp target enter data map(to: p[1:n])   // n = -5: lower 1, upper -5
//
// (ub - lb + 1) * sizeof(int) = -20 in i64, unchecked, as clang 22 and mlir-translate
// compute it (accdialect/rules/sections.py): the map arrays hold the int64_t -20.
llvm.mlir.global internal @a(dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi32>) {addr_space = 0 : i32} : !llvm.array<8 x i32>

llvm.func @main() -> i32 {
  %p = llvm.mlir.addressof @a : !llvm.ptr
  %lb = llvm.mlir.constant(1 : i64) : i64
  %ub = llvm.mlir.constant(-5 : i64) : i64
  %b = omp.map.bounds lower_bound(%lb : i64) upper_bound(%ub : i64)
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[1:-5]"}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
