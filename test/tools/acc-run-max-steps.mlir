// acc-run --max-steps: an infinite loop is stopped after N executed operations,
// with one diagnostic located at the operation that would have been step N+1,
// and exit status 1; no Python traceback. Without the limit the loop would not end.
//
// RUN: not acc-run %s --max-steps 1000 2>&1 | filecheck %s
// RUN: not acc-run %s --max-steps 1000 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s --max-steps 50 2>/dev/null; test $? -eq 1'
//

llvm.func @main() -> i32 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %next = llvm.add %i, %c1 : i64
  // CHECK: {{^}}{{.*}}acc-run-max-steps.mlir:[[# @LINE + 1]]:3: error: stopped after 1000 steps (--max-steps){{$}}
  llvm.br ^loop(%next : i64)
}
// CHECK-NOT: Traceback
// LINES: {{^ *1$}}
