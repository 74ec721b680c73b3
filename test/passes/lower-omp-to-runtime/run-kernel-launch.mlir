// The kernel-launch convention of docs/passes-lowering.md on hand-written IR in clang's
// form (what a lowering or clang produces): @".NAME.region_id" names the outlined
// function @NAME; __tgt_target_kernel maps the arrays of the version-3 struct, runs
// @NAME on the device with the kernel arguments, unmaps, and returns 0. The kernel is
// reported without clang's __omp_offloading_<device>_<file>_ prefix.
//
// RUN: acc-run %s --trace 2>&1 | filecheck %s
// RUN: not acc-run %s --entry old_version 2>&1 | filecheck %s --check-prefix=VERSION
// RUN: not acc-run %s --entry unknown_kernel 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not acc-run %s --entry device_fault 2>&1 | filecheck %s --check-prefix=FAULT
//
// CHECK:      Entering OpenMP kernel at unknown:0:0 with 1 arguments:
// CHECK-NEXT: tofrom(x)[4]
// CHECK:      Launching kernel main_l5 with [1,1,1] blocks and [1,1,1] threads in Generic mode
// CHECK:      Copying data from device to host
// CHECK:      x = 42, launch = 0
// VERSION: run-kernel-launch.mlir:{{[0-9]+}}:{{[0-9]+}}: error: __tgt_target_kernel: kernel-argument struct version 2, expected 3
// UNKNOWN: error: __tgt_target_kernel: no outlined function is registered for region id 0x{{[0-9a-f]+}}
// FAULT: error: device fault: {{.*}} at main_l5: host memory

!args = !llvm.struct<"struct.__tgt_kernel_arguments", (i32, i32, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, array<3 x i32>, array<3 x i32>, i32)>

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @__tgt_target_kernel(!llvm.ptr, i64, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
llvm.mlir.global internal constant @fmt("x = %d, launch = %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @name_x(";x;unknown;0;0;;\00") {addr_space = 0 : i32}
llvm.mlir.global weak constant @".__omp_offloading_fd00_2124ad_main_l5.region_id"(0 : i8) {addr_space = 0 : i32} : i8
llvm.mlir.global weak constant @not_a_kernel(0 : i8) {addr_space = 0 : i32} : i8
llvm.mlir.global private constant @sizes(dense<4> : tensor<1xi64>) {addr_space = 0 : i32} : !llvm.array<1 x i64>
llvm.mlir.global private constant @maptypes(dense<35> : tensor<1xi64>) {addr_space = 0 : i32} : !llvm.array<1 x i64>
llvm.mlir.global private constant @mapnames() {addr_space = 0 : i32} : !llvm.array<1 x ptr> {
  %0 = llvm.mlir.undef : !llvm.array<1 x ptr>
  %1 = llvm.mlir.addressof @name_x : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<1 x ptr>
  llvm.return %2 : !llvm.array<1 x ptr>
}

// the outlined region: x *= 2 through the kernel argument (the device address of x)
llvm.func internal @__omp_offloading_fd00_2124ad_main_l5(%x: !llvm.ptr) {
  %v = llvm.load %x : !llvm.ptr -> i32
  %w = llvm.add %v, %v : i32
  llvm.store %w, %x : i32, !llvm.ptr
  llvm.return
}

// map(tofrom: x) and launch the kernel of %region with a struct of version %version;
// with %host the kernel argument is the host address (not mapped: a device fault)
llvm.func @launch(%x: !llvm.ptr, %version: i32, %region: !llvm.ptr, %map: i64) -> i32 {
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
  %dev = llvm.mlir.constant(-1 : i64) : i64
  %teams = llvm.mlir.constant(-1 : i32) : i32
  %limit = llvm.mlir.constant(0 : i32) : i32
  %r = llvm.call @__tgt_target_kernel(%loc, %dev, %teams, %limit, %region, %args) : (!llvm.ptr, i64, i32, i32, !llvm.ptr, !llvm.ptr) -> i32
  llvm.return %r : i32
}

llvm.func @run(%version: i32, %region: !llvm.ptr, %map: i64) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %v = llvm.mlir.constant(21 : i32) : i32
  llvm.store %v, %x : i32, !llvm.ptr
  %r = llvm.call @launch(%x, %version, %region, %map) : (!llvm.ptr, i32, !llvm.ptr, i64) -> i32
  %after = llvm.load %x : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %p = llvm.call @printf(%fmt, %after, %r) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

llvm.func @main() -> i32 {
  %v3 = llvm.mlir.constant(3 : i32) : i32
  %region = llvm.mlir.addressof @".__omp_offloading_fd00_2124ad_main_l5.region_id" : !llvm.ptr
  %tofrom = llvm.mlir.constant(35 : i64) : i64
  %r = llvm.call @run(%v3, %region, %tofrom) : (i32, !llvm.ptr, i64) -> i32
  llvm.return %r : i32
}

llvm.func @old_version() -> i32 {
  %v2 = llvm.mlir.constant(2 : i32) : i32
  %region = llvm.mlir.addressof @".__omp_offloading_fd00_2124ad_main_l5.region_id" : !llvm.ptr
  %tofrom = llvm.mlir.constant(35 : i64) : i64
  %r = llvm.call @run(%v2, %region, %tofrom) : (i32, !llvm.ptr, i64) -> i32
  llvm.return %r : i32
}

llvm.func @unknown_kernel() -> i32 {
  %v3 = llvm.mlir.constant(3 : i32) : i32
  %region = llvm.mlir.addressof @not_a_kernel : !llvm.ptr
  %tofrom = llvm.mlir.constant(35 : i64) : i64
  %r = llvm.call @run(%v3, %region, %tofrom) : (i32, !llvm.ptr, i64) -> i32
  llvm.return %r : i32
}

// x passed as a literal: the kernel gets its host address and faults
llvm.func @device_fault() -> i32 {
  %v3 = llvm.mlir.constant(3 : i32) : i32
  %region = llvm.mlir.addressof @".__omp_offloading_fd00_2124ad_main_l5.region_id" : !llvm.ptr
  %literal = llvm.mlir.constant(288 : i64) : i64
  %r = llvm.call @run(%v3, %region, %literal) : (i32, !llvm.ptr, i64) -> i32
  llvm.return %r : i32
}
