// Globals and addressofs of a few shapes (test_acc_opt_printing.py): names quoted or
// not, strings with escapes, dense arrays, integers, regions. mlir-opt 22 reads it.
llvm.mlir.global private unnamed_addr constant @".offload_sizes"(dense<[256, 16]> : tensor<2xi64>) {addr_space = 0 : i32} : !llvm.array<2 x i64>
llvm.mlir.global private unnamed_addr constant @".offload_sizes.1"(dense<[8, 16]> : tensor<2xi64>) {addr_space = 0 : i32} : !llvm.array<2 x i64>
llvm.mlir.global private unnamed_addr constant @sizes2(dense<[8, 16]> : tensor<2xi64>) {addr_space = 0 : i32} : !llvm.array<2 x i64>
llvm.mlir.global private unnamed_addr constant @".offload_name"(";a;unknown;0;0;;\00") {addr_space = 0 : i32} : !llvm.array<17 x i8>
llvm.mlir.global private unnamed_addr constant @name1(";b\22q;unknown;0;0;;\00") {addr_space = 0 : i32} : !llvm.array<19 x i8>
llvm.mlir.global private unnamed_addr constant @"name 2"(";c\\;unknown;0;0;;\00") {addr_space = 0 : i32} : !llvm.array<18 x i8>
llvm.mlir.global weak @r0(0 : i8) {addr_space = 0 : i32} : i8
llvm.mlir.global weak @r1(1 : i8) {addr_space = 0 : i32} : i8
llvm.mlir.global weak @r2(2 : i8) {addr_space = 0 : i32, section = "r2"} : i8
llvm.mlir.global weak @r3(3 : i8) {addr_space = 0 : i32, section = "r3"} : i8
llvm.mlir.global internal thread_local @t0(3 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal thread_local @t1(4 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal thread_local @t2(5 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @e0() {addr_space = 0 : i32} : i32
llvm.mlir.global external @e1() {addr_space = 0 : i32} : i32
llvm.mlir.global external @e2() {addr_space = 0 : i32} : i32
llvm.mlir.global private constant @names0() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
  %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %1 = llvm.mlir.addressof @".offload_name" : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr>
  %3 = llvm.mlir.addressof @name1 : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x ptr>
  llvm.return %4 : !llvm.array<2 x ptr>
}
llvm.mlir.global private constant @names1() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
  %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %1 = llvm.mlir.addressof @"name 2" : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr>
  %3 = llvm.mlir.addressof @r0 : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x ptr>
  llvm.return %4 : !llvm.array<2 x ptr>
}
llvm.mlir.global private constant @names2() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
  %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %1 = llvm.mlir.addressof @r1 : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr>
  %3 = llvm.mlir.addressof @r2 : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x ptr>
  llvm.return %4 : !llvm.array<2 x ptr>
}
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @t0 : !llvm.ptr
  %1 = llvm.mlir.addressof @t1 : !llvm.ptr
  %2 = llvm.mlir.addressof @".offload_sizes.1" : !llvm.ptr
  %3 = llvm.mlir.addressof @e2 : !llvm.ptr
  llvm.return %3 : !llvm.ptr
}
