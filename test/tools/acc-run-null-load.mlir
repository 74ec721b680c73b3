// acc-run: a load through a null pointer (host code) is one located diagnostic
// and exit status 1; no Python traceback.
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s 2>/dev/null; test $? -eq 1'
//

llvm.func @main() -> i32 {
  %p = llvm.mlir.zero : !llvm.ptr
  // CHECK: {{^}}{{.*}}acc-run-null-load.mlir:[[# @LINE + 1]]:8: error: load from null pointer{{$}}
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
// CHECK-NOT: Traceback
// LINES: {{^ *1$}}
