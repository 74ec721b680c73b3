// Issue 15 items 2 and 5: a section whose offset and size do not fit 64 bits.
//
//   long a[2] = {5, 6};  long *p = a;
//   #pragma omp target map(tofrom: p[L:N])    // L = 2**62, N = 2**62 + 1
//   p[0] += 100;
//   printf("%ld %ld\n", a[0], a[1]);          // 105 6
//
// In i64, as clang 22 and mlir-translate compute them (accdialect/rules/sections.py):
// offset 2**62 * 8 = 2**65, which is 0; size (2**62 + 1) * 8 = 2**65 + 8, which is 8.
// The section is a[0], 8 bytes, before and after the lowering (which raised a
// Python ValueError making the 2**65 + 8 constant).
llvm.mlir.global internal @a(dense<[5, 6]> : tensor<2xi64>) {addr_space = 0 : i32} : !llvm.array<2 x i64>
llvm.mlir.global internal constant @fmt("%ld %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @main() -> i32 {
  %p = llvm.mlir.addressof @a : !llvm.ptr
  %lb = llvm.mlir.constant(4611686018427387904 : i64) : i64
  %n = llvm.mlir.constant(4611686018427387905 : i64) : i64
  %b = omp.map.bounds lower_bound(%lb : i64) extent(%n : i64)
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i64) map_clauses(tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[L:N]"}
  omp.target map_entries(%m -> %dp : !llvm.ptr) {
    %v = llvm.load %dp : !llvm.ptr -> i64
    %h = llvm.mlir.constant(100 : i64) : i64
    %w = llvm.add %v, %h : i64
    llvm.store %w, %dp : i64, !llvm.ptr
    omp.terminator
  }
  %a1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %v0 = llvm.load %p : !llvm.ptr -> i64
  %v1 = llvm.load %a1 : !llvm.ptr -> i64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %v0, %v1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
