// acc-run: a syntax error is reported as the parser reports it: one located
// `error:` line, then the source line and a caret under the offending token (as
// mlir-opt does); exit status 1, no Python traceback, nothing is run.
//
// RUN: not acc-run %s 2>&1 | filecheck %s --strict-whitespace
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s 2>/dev/null; test $? -eq 1'
//
// CHECK:      {{^}}{{.*}}acc-run-parse-error.mlir:[[# @LINE + 6]]:36: error: ':' expected{{$}}
// CHECK-NEXT: {{^}}  %z = llvm.mlir.constant(0 : i32) i32{{$}}
// CHECK-NEXT: {{^}}                                   ^^^{{$}}
// CHECK-NOT: Traceback

llvm.func @main() -> i32 {
  %z = llvm.mlir.constant(0 : i32) i32
  llvm.return %z : i32
}
// LINES: {{^ *3$}}
