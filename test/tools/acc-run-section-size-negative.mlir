// acc-run: a mapped section whose size computes negative (an upper bound below the
// lower bound: (-100 - 1 + 1) * 4 bytes) is what libomptarget 22 makes of it. The
// size is an int64_t, printed signed ("[-400]"); the new entry asks the device for
// TgtPadding + Size bytes as a size_t, 2^64 - 400, which no device has; targetDataBegin
// reports the null pointer and the failed construct aborts the program (status 134).
// One located line names the list item, as written and after the lowering (whose map
// arrays hold the size as a 64-bit word).
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s 2>/dev/null; test $? -eq 134'
// RUN: not acc-run %s -p lower-omp-to-runtime 2>&1 | filecheck %s
// RUN: not acc-run %s --trace 2>&1 | filecheck %s --check-prefix=TRACE
//
// LINES: {{^ *1$}}
//
// TRACE: omptarget device 0 info: to(a[1:-100])[-400]
// TRACE-NEXT: omptarget error: Call to getTargetPointer returned null pointer (device failure or illegal mapping).
// TRACE: omptarget fatal error 1: failure of target construct while offloading is mandatory
// TRACE-NEXT: {{.*}}acc-run-section-size-negative.mlir:{{[0-9]+}}:3: error: out of device memory

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %buf = llvm.alloca %one x !llvm.array<16 x i32> : (i64) -> !llvm.ptr
  %ub = llvm.mlir.constant(-100 : i64) : i64
  %b = omp.map.bounds lower_bound(%one : i64) upper_bound(%ub : i64)
  %m = omp.map.info var_ptr(%buf : !llvm.ptr, i32) map_clauses(to) capture(ByRef) bounds(%b) -> !llvm.ptr {name = "a[1:-100]"}
  // CHECK: {{^}}{{.*}}acc-run-section-size-negative.mlir:[[# @LINE + 1]]:3: error: out of device memory: device 0 cannot allocate 18446744073709551216 bytes (0 of 2147483648 bytes in use), variable 'a[1:-100]'{{$}}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
// CHECK-NOT: Traceback
