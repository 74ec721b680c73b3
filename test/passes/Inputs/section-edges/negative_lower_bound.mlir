// Issue 15 item 5 (b): a section with a negative lower bound is pointer arithmetic.
//
//   int a[8] = {0, ..., 7};  int *p = &a[4];
//   #pragma omp target map(tofrom: p[-2:4])      // a[2..5]: begins 8 bytes before p
//   p[-2] += 100;
//   printf("%d %d %d %d\n", a[1], a[2], a[5], a[6]);   // 1 102 5 6
//
// The entry is `&p[-2]`, 16 bytes (accdialect/rules/sections.py); the kernel's
// argument is p's device image, dev(&p[-2]) + 8, as libomptarget passes it.
llvm.mlir.global internal @a(dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi32>) {addr_space = 0 : i32} : !llvm.array<8 x i32>
llvm.mlir.global internal constant @fmt("%d %d %d %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @main() -> i32 {
  %a = llvm.mlir.addressof @a : !llvm.ptr
  %p = llvm.getelementptr %a[4] : (!llvm.ptr) -> !llvm.ptr, i32
  %lb = llvm.mlir.constant(-2 : i64) : i64
  %n = llvm.mlir.constant(4 : i64) : i64
  %b = omp.map.bounds lower_bound(%lb : i64) extent(%n : i64)
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "p[-2:4]"}
  omp.target map_entries(%m -> %dp : !llvm.ptr) {
    %e = llvm.getelementptr %dp[-2] : (!llvm.ptr) -> !llvm.ptr, i32
    %v = llvm.load %e : !llvm.ptr -> i32
    %h = llvm.mlir.constant(100 : i32) : i32
    %w = llvm.add %v, %h : i32
    llvm.store %w, %e : i32, !llvm.ptr
    omp.terminator
  }
  %a1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %a2 = llvm.getelementptr %a[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %a5 = llvm.getelementptr %a[5] : (!llvm.ptr) -> !llvm.ptr, i32
  %a6 = llvm.getelementptr %a[6] : (!llvm.ptr) -> !llvm.ptr, i32
  %v1 = llvm.load %a1 : !llvm.ptr -> i32
  %v2 = llvm.load %a2 : !llvm.ptr -> i32
  %v5 = llvm.load %a5 : !llvm.ptr -> i32
  %v6 = llvm.load %a6 : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %v1, %v2, %v5, %v6) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
