// acc-run: freeing a heap block twice is one located diagnostic naming the
// allocation, and exit status 1; no Python traceback.
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s 2>/dev/null; test $? -eq 1'
//
// LINES: {{^ *1$}}

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

llvm.func @main() -> i32 {
  %n = llvm.mlir.constant(16 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  // CHECK: {{^}}{{.*}}acc-run-double-free.mlir:[[# @LINE + 1]]:3: error: double free of 0x0000000010000000 (heap allocation [0x0000000010000000, 0x0000000010000010)){{$}}
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
// CHECK-NOT: Traceback
