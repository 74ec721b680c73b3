// Issue 15 item 5 (c): a target region's zero-length section whose bounds constant
// became -1 (examples/omp_declare_target_indirect.mlir, `%c0` mutated):
//
//   int r = 0;  char *fp = ...;
//   #pragma omp target map(from: r) map(fp[-1:-1])    // was the implicit fp[0:0]
//   r = 42;
//
// The section of fp: offset -1, size (-1 - 1) * 1 + 1 = -1 in i64
// (accdialect/rules/sections.py): the map arrays hold the int64_t -1.
llvm.mlir.global internal @buf(dense<[1, 2, 3, 4]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
llvm.mlir.global internal @r(0 : i32) {addr_space = 0 : i32} : i32

llvm.func @main() -> i32 {
  %fp = llvm.mlir.addressof @buf : !llvm.ptr
  %r = llvm.mlir.addressof @r : !llvm.ptr
  %c0 = llvm.mlir.constant(-1 : i64) : i64
  %zl = omp.map.bounds lower_bound(%c0 : i64) extent(%c0 : i64)
  %m_r = omp.map.info var_ptr(%r : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr {name = "r"}
  %m_fp = omp.map.info var_ptr(%fp : !llvm.ptr, i8) map_clauses(implicit) capture(ByRef) bounds(%zl) -> !llvm.ptr {name = "fp"}
  omp.target map_entries(%m_r -> %d_r, %m_fp -> %d_fp : !llvm.ptr, !llvm.ptr) {
    %v = llvm.mlir.constant(42 : i32) : i32
    llvm.store %v, %d_r : i32, !llvm.ptr
    omp.terminator
  }
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
