// acc-run: a device number that names no device. libomptarget 22's routines end the
// program with the plugin manager's error (FATAL_MESSAGE: abort, status 134), except
// omp_get_mapped_ptr, which checks the number itself and returns NULL; the initial
// device (omp_get_initial_device(), the host) is fine.
//
// RUN: not acc-run %s 2>/dev/null | filecheck %s --check-prefix=OUT
// RUN: not acc-run %s 2>&1 >/dev/null | filecheck %s
// RUN: not acc-run %s 2>&1 >/dev/null | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s >/dev/null 2>&1; test $? -eq 134'
//
// OUT: {{^}}null 1 host 1{{$}}
// LINES: {{^ *1$}}

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @omp_get_mapped_ptr(!llvm.ptr, i32) -> !llvm.ptr
llvm.func @omp_target_is_present(!llvm.ptr, i32) -> i32
llvm.mlir.global internal constant @fmt("null %d host %d\0A\00") {addr_space = 0 : i32}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %host = llvm.mlir.constant(1 : i32) : i32
  %five = llvm.mlir.constant(5 : i32) : i32
  %m = llvm.call @omp_get_mapped_ptr(%x, %five) : (!llvm.ptr, i32) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %is_null = llvm.icmp "eq" %m, %null : !llvm.ptr
  %n = llvm.zext %is_null : i1 to i32
  %on_host = llvm.call @omp_target_is_present(%x, %host) : (!llvm.ptr, i32) -> i32
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%f, %n, %on_host) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  // CHECK: {{^}}{{.*}}acc-run-device-number.mlir:[[# @LINE + 1]]:8: error: device number '5' out of range, only 1 devices available{{$}}
  %p = llvm.call @omp_target_is_present(%x, %five) : (!llvm.ptr, i32) -> i32
  llvm.return %p : i32
}
// CHECK-NOT: Traceback
