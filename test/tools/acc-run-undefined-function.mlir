// acc-run: a call of a function that is neither defined nor modelled (C library,
// OpenMP/OpenACC API, libomptarget, Fortran runtime) ends the run with one
// located diagnostic and exit status 1; no Python traceback.
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s 2>/dev/null; test $? -eq 1'
//

llvm.func @foo() -> i32

llvm.func @main() -> i32 {
  // CHECK: {{^}}{{.*}}acc-run-undefined-function.mlir:[[# @LINE + 1]]:8: error: call of undefined function '@foo'{{$}}
  %r = llvm.call @foo() : () -> i32
  llvm.return %r : i32
}
// CHECK-NOT: Traceback
// LINES: {{^ *1$}}
