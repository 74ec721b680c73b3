// acc-run: `llvm.intr.trap` (`__builtin_trap()`, a failed assert in a kernel) is one
// located diagnostic, and the run ends with the status of x86-64's ud2 natively:
// SIGILL, 128 + 4 = 132 (checked on offload/test/offloading/assert.cpp, clang 22).
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: sh -c 'acc-run %s 2>/dev/null; test $? -eq 132'

llvm.func @main() -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  // CHECK: {{^}}{{.*}}acc-run-trap.mlir:[[# @LINE + 1]]:3: error: trap ('llvm.intr.trap'){{$}}
  "llvm.intr.trap"() : () -> ()
  llvm.return %c0 : i32
}
