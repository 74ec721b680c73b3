// acc-run: a global larger than the simulated host's 64 GiB of global addresses
// cannot be loaded, as a loader that cannot map a program's data: one located line
// at the global, exit status 1, with --check-lowering too (the program as written
// does not load: nothing to compare).
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: not acc-run %s --check-lowering -p lower-omp-to-runtime 2>&1 | filecheck %s
// RUN: not acc-run %s --check-lowering -p lower-omp-to-runtime 2>&1 | wc -l | filecheck %s --check-prefix=LINES
//
// LINES: {{^ *1$}}

// CHECK: {{^}}{{.*}}acc-run-global-too-large.mlir:[[# @LINE + 1]]:1: error: cannot load global '@big': out of host memory: the global region cannot hold 68719476737 more bytes (the simulated global region has 68719476736 bytes of addresses, 0 of them taken){{$}}
llvm.mlir.global external @big() {addr_space = 0 : i32} : !llvm.array<68719476737 x i8> {
  %0 = llvm.mlir.zero : !llvm.array<68719476737 x i8>
  llvm.return %0 : !llvm.array<68719476737 x i8>
}

llvm.func @main() -> i32 {
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
// CHECK-NOT: Traceback
