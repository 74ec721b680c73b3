// OpenMP 5.2 §5.4.9: inside `target data map(tofrom: x) use_device_addr(x)` the
// region sees the device address of x (what omp_get_mapped_ptr returns); with
// `use_device_ptr(p)` the device address of p's pointee.
//   #pragma omp target data map(tofrom: x) use_device_addr(x)
//   printf("%d %d\n", &x == omp_get_mapped_ptr(&x_host, 0), &x == &x_host);   // 1 0
//
// RUN: acc-run %s | filecheck %s
// CHECK: addr 1 0
// CHECK-NEXT: ptr 1 0

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @omp_get_mapped_ptr(!llvm.ptr, i32) -> !llvm.ptr
llvm.mlir.global internal constant @fmt_addr("addr %d %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_ptr("ptr %d %d\0A\00") {addr_space = 0 : i32}

llvm.func @report(%fmt: !llvm.ptr, %seen: !llvm.ptr, %host: !llvm.ptr) {
  %dev0 = llvm.mlir.constant(0 : i32) : i32
  %mapped = llvm.call @omp_get_mapped_ptr(%host, %dev0) : (!llvm.ptr, i32) -> !llvm.ptr
  %is_mapped = llvm.icmp "eq" %seen, %mapped : !llvm.ptr
  %is_host = llvm.icmp "eq" %seen, %host : !llvm.ptr
  %a = llvm.zext %is_mapped : i1 to i32
  %b = llvm.zext %is_host : i1 to i32
  %r = llvm.call @printf(%fmt, %a, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  llvm.return
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %buf = llvm.alloca %one x !llvm.array<4 x i32> : (i64) -> !llvm.ptr
  %p = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %buf, %p : !llvm.ptr, !llvm.ptr
  %m_x = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  %m_buf = omp.map.info var_ptr(%buf : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "buf"}
  %u_x = omp.map.info var_ptr(%x : !llvm.ptr, i32) map_clauses(return_param) capture(ByRef) -> !llvm.ptr {name = "x"}
  %u_p = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.ptr) map_clauses(return_param) capture(ByRef) -> !llvm.ptr {name = "p"}
  omp.target_data map_entries(%m_x, %m_buf : !llvm.ptr, !llvm.ptr) use_device_addr(%u_x -> %dx : !llvm.ptr) use_device_ptr(%u_p -> %dp : !llvm.ptr) {
    %fa = llvm.mlir.addressof @fmt_addr : !llvm.ptr
    llvm.call @report(%fa, %dx, %x) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    %fp = llvm.mlir.addressof @fmt_ptr : !llvm.ptr
    llvm.call @report(%fp, %dp, %buf) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    omp.terminator
  }
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
