// acc-run: `map(present, to: y)` of data that is not present is libomptarget's
// fatal error: one located diagnostic and exit status 134 (libomptarget aborts);
// with --trace the runtime's own lines come first, as LIBOMPTARGET_INFO prints
// them (recording k_present_fail: message, errors, fatal error, rc 134).
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s 2>/dev/null; test $? -eq 134'
// RUN: not acc-run %s --trace 2>&1 | filecheck %s --check-prefix=TRACE
//
// LINES: {{^ *1$}}
//
// TRACE: omptarget message: device mapping required by 'present' map type modifier does not exist for host address 0x{{[0-9a-f]+}} (4 bytes)
// TRACE: omptarget error: Call to getTargetPointer returned null pointer ('present' map type modifier).
// TRACE: omptarget fatal error 1: failure of target construct while offloading is mandatory
// TRACE-NEXT: {{.*}}acc-run-present-missing.mlir:{{[0-9]+}}:3: error: device mapping required

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %y = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %m = omp.map.info var_ptr(%y : !llvm.ptr, i32) map_clauses(present, to) capture(ByRef) -> !llvm.ptr {name = "y"}
  // CHECK: {{^}}{{.*}}acc-run-present-missing.mlir:[[# @LINE + 1]]:3: error: device mapping required by 'present' map type modifier does not exist for host address 0x{{[0-9a-f]+}} (4 bytes), variable 'y'{{$}}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
// CHECK-NOT: Traceback
