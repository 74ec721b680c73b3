// acc-run: a host load past the end of a heap block is one located diagnostic
// naming the nearest allocation, and exit status 1; no Python traceback.
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s 2>/dev/null; test $? -eq 1'
//
// LINES: {{^ *1$}}

llvm.func @malloc(i64) -> !llvm.ptr

llvm.func @main() -> i32 {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %e = llvm.getelementptr %p[4] : (!llvm.ptr) -> !llvm.ptr, i32
  // CHECK: {{^}}{{.*}}acc-run-out-of-bounds.mlir:[[# @LINE + 1]]:8: error: out-of-bounds access of 4 bytes at 0x0000000010000010: no allocation holds it (nearest: heap allocation [0x0000000010000000, 0x0000000010000010)){{$}}
  %v = llvm.load %e : !llvm.ptr -> i32
  llvm.return %v : i32
}
// CHECK-NOT: Traceback
