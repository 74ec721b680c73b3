// acc-run: a global that is only declared (external linkage, no initializer) and
// not provided by the C library cannot be linked: one located diagnostic at the
// declaration and exit status 1, no Python traceback.
//
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
//
// LINES: {{^ *1$}}

// CHECK: {{^}}{{.*}}acc-run-undefined-global.mlir:[[# @LINE + 1]]:1: error: undefined global '@x'{{$}}
llvm.mlir.global external @x() {addr_space = 0 : i32} : i32

llvm.func @main() -> i32 {
  %a = llvm.mlir.addressof @x : !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}
// CHECK-NOT: Traceback
