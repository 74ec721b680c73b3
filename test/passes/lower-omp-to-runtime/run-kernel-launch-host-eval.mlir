// A kernel whose outlined function takes host-evaluated values before its kernel
// arguments (flang 22's `host_eval`, docs/fortran.md): `__accdialect_host_eval(values...)`
// just before `__tgt_target_kernel` gives them, and the launch passes them first; they
// are for the next launch only, even one on the initial device (which runs nothing).
//
// RUN: acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s --entry used_once 2>&1 | filecheck %s --check-prefix=ONCE
//
// CHECK: x = 105, launch = 0
// ONCE-DAG: launch on the initial device = 1
// ONCE-DAG: error: __tgt_target_kernel: @__omp_offloading_fd00_2124ad_main_l5 takes 2 arguments, the launch passes 1

!args = !llvm.struct<"struct.__tgt_kernel_arguments", (i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, array<3 x i32>, array<3 x i32>, i32)>

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @__accdialect_host_eval(...)
llvm.func @omp_get_initial_device() -> i32
llvm.func @__tgt_target_kernel(!llvm.ptr, i64, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
llvm.mlir.global internal constant @fmt("x = %d, launch = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_initial("launch on the initial device = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @name_x(";x;unknown;0;0;;\00") {addr_space = 0 : i32}
llvm.mlir.global weak constant @".__omp_offloading_fd00_2124ad_main_l5.region_id"(0 : i8) {addr_space = 0 : i32} : i8
llvm.mlir.global private constant @sizes(dense<4> : tensor<1xi64>) {addr_space = 0 : i32} : !llvm.array<1 x i64>
llvm.mlir.global private constant @maptypes(dense<35> : tensor<1xi64>) {addr_space = 0 : i32} : !llvm.array<1 x i64>
llvm.mlir.global private constant @mapnames() {addr_space = 0 : i32} : !llvm.array<1 x ptr> {
  %0 = llvm.mlir.undef : !llvm.array<1 x ptr>
  %1 = llvm.mlir.addressof @name_x : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<1 x ptr>
  llvm.return %2 : !llvm.array<1 x ptr>
}

// the outlined region: x *= scale, scale a host-evaluated value
llvm.func internal @__omp_offloading_fd00_2124ad_main_l5(%scale: i32, %x: !llvm.ptr) {
  %v = llvm.load %x : !llvm.ptr -> i32
  %w = llvm.mul %v, %scale : i32
  llvm.store %w, %x : i32, !llvm.ptr
  llvm.return
}

// map(tofrom: x) and launch the kernel of %region on device %dev
llvm.func @launch(%x: !llvm.ptr, %version: i32, %region: !llvm.ptr, %map: i64, %dev: i64) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %bases = llvm.alloca %one x !llvm.array<1 x ptr> : (i64) -> !llvm.ptr
  %ptrs = llvm.alloca %one x !llvm.array<1 x ptr> : (i64) -> !llvm.ptr
  %types = llvm.alloca %one x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
  %args = llvm.alloca %one x !args : (i64) -> !llvm.ptr
  llvm.store %x, %bases : !llvm.ptr, !llvm.ptr
  llvm.store %x, %ptrs : !llvm.ptr, !llvm.ptr
  llvm.store %map, %types : i64, !llvm.ptr
  %n = llvm.mlir.constant(1 : i32) : i32
  %sizes = llvm.mlir.addressof @sizes : !llvm.ptr
  %names = llvm.mlir.addressof @mapnames : !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %f0 = llvm.getelementptr %args[0, 0] : (!llvm.ptr) -> !llvm.ptr, !args
  llvm.store %version, %f0 : i32, !llvm.ptr
  %f1 = llvm.getelementptr %args[0, 1] : (!llvm.ptr) -> !llvm.ptr, !args
  llvm.store %n, %f1 : i32, !llvm.ptr
  %f2 = llvm.getelementptr %args[0, 2] : (!llvm.ptr) -> !llvm.ptr, !args
  llvm.store %bases, %f2 : !llvm.ptr, !llvm.ptr
  %f3 = llvm.getelementptr %args[0, 3] : (!llvm.ptr) -> !llvm.ptr, !args
  llvm.store %ptrs, %f3 : !llvm.ptr, !llvm.ptr
  %f4 = llvm.getelementptr %args[0, 4] : (!llvm.ptr) -> !llvm.ptr, !args
  llvm.store %sizes, %f4 : !llvm.ptr, !llvm.ptr
  %f5 = llvm.getelementptr %args[0, 5] : (!llvm.ptr) -> !llvm.ptr, !args
  llvm.store %types, %f5 : !llvm.ptr, !llvm.ptr
  %f6 = llvm.getelementptr %args[0, 6] : (!llvm.ptr) -> !llvm.ptr, !args
  llvm.store %names, %f6 : !llvm.ptr, !llvm.ptr
  %f7 = llvm.getelementptr %args[0, 7] : (!llvm.ptr) -> !llvm.ptr, !args
  llvm.store %null, %f7 : !llvm.ptr, !llvm.ptr
  %loc = llvm.mlir.zero : !llvm.ptr
  %teams = llvm.mlir.constant(-1 : i32) : i32
  %limit = llvm.mlir.constant(0 : i32) : i32
  %r = llvm.call @__tgt_target_kernel(%loc, %dev, %teams, %limit, %region, %args) : (!llvm.ptr, i64, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
  llvm.return %r : i32
}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %v = llvm.mlir.constant(21 : i32) : i32
  llvm.store %v, %x : i32, !llvm.ptr
  %v3 = llvm.mlir.constant(3 : i32) : i32
  %region = llvm.mlir.addressof @".__omp_offloading_fd00_2124ad_main_l5.region_id" : !llvm.ptr
  %tofrom = llvm.mlir.constant(35 : i64) : i64
  %default = llvm.mlir.constant(-1 : i64) : i64
  %scale = llvm.mlir.constant(5 : i32) : i32
  llvm.call @__accdialect_host_eval(%scale) vararg(!llvm.func<void (...)>) : (i32) -> ()
  %r = llvm.call @launch(%x, %v3, %region, %tofrom, %default) : (!llvm.ptr, i32, !llvm.ptr, i64, i64) -> i32
  %after = llvm.load %x : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %p = llvm.call @printf(%fmt, %after, %r) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// the values given before a launch on the initial device (omp_get_initial_device(), 4
// with the default 4 devices) are not kept for the next launch
llvm.func @used_once() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %v3 = llvm.mlir.constant(3 : i32) : i32
  %region = llvm.mlir.addressof @".__omp_offloading_fd00_2124ad_main_l5.region_id" : !llvm.ptr
  %tofrom = llvm.mlir.constant(35 : i64) : i64
  %scale = llvm.mlir.constant(5 : i32) : i32
  %initial = llvm.call @omp_get_initial_device() : () -> i32
  %host = llvm.sext %initial : i32 to i64
  llvm.call @__accdialect_host_eval(%scale) vararg(!llvm.func<void (...)>) : (i32) -> ()
  %r = llvm.call @launch(%x, %v3, %region, %tofrom, %host) : (!llvm.ptr, i32, !llvm.ptr, i64, i64) -> i32
  %fmt = llvm.mlir.addressof @fmt_initial : !llvm.ptr
  %p = llvm.call @printf(%fmt, %r) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %default = llvm.mlir.constant(-1 : i64) : i64
  %r2 = llvm.call @launch(%x, %v3, %region, %tofrom, %default) : (!llvm.ptr, i32, !llvm.ptr, i64, i64) -> i32
  llvm.return %r2 : i32
}
