// acc-run: an alloca that does not fit in the stack is a stack overflow of its
// function, one located line naming the function and the variable, exit status 1
// (a real program dies of SIGSEGV). The element count is unsigned, as code
// generators read it: -100 elements of i32 ask for 2^64 - 400 bytes.
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: sh -c 'acc-run %s 2>/dev/null; test $? -eq 1'
//
// LINES: {{^ *1$}}

llvm.func @grow(%n: i64) {
  // CHECK: {{^}}{{.*}}acc-run-stack-overflow.mlir:[[# @LINE + 1]]:10: error: stack overflow in '@grow': cannot allocate 18446744073709551216 bytes of stack (the simulated stack region has 268435456 bytes of addresses, 0 of them taken), variable 'buf'{{$}}
  %buf = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  llvm.return
}

llvm.func @main() -> i32 {
  %n = llvm.mlir.constant(-100 : i64) : i64
  llvm.call @grow(%n) : (i64) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
// CHECK-NOT: Traceback
