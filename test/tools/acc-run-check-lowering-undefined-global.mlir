// acc-run --check-lowering: a program that does not link (a global only declared,
// not provided by the C library) is the located diagnostic of a plain run, exit
// status 1, not a Python traceback: there is nothing to compare.
//
// RUN: not acc-run %s --check-lowering -p lower-omp-to-runtime 2>&1 | filecheck %s
// RUN: not acc-run %s --check-lowering -p lower-omp-to-runtime 2>&1 | wc -l | filecheck %s --check-prefix=LINES
//
// LINES: {{^ *1$}}

// CHECK: {{^}}{{.*}}acc-run-check-lowering-undefined-global.mlir:[[# @LINE + 1]]:1: error: undefined global '@x'{{$}}
llvm.mlir.global external @x() {addr_space = 0 : i32} : i32

llvm.func @main() -> i32 {
  %a = llvm.mlir.addressof @x : !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}
// CHECK-NOT: Traceback
