// A string literal without its closing quote is a located parse error at once
// (xDSL 0.74's lexer backtracked exponentially on it and never returned).
//
// RUN: not acc-opt %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | filecheck %s
//
// CHECK: acc-opt-unterminated-string.mlir:[[# @LINE + 5]]:5: error: End of file reached before closing string literal.

"func.func"() <{function_type = (!llvm.ptr, i32) -> (), sym_name = "f"}> ({
^bb0(%p: !llvm.ptr, %v: i32):
  %0 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    "llvm.store(%v, %p) <{ordering = 0 : i64}> : (i32, !llvm.ptr) -> () // with arguments %0, %v, %p, %p, %v, %0, %v, %p, %p, %v
  "func.return"() : () -> ()
}) : () -> ()
