// func.constant makes a function a value and func.call_indirect calls it; read and
// printed as mlir-opt 22 prints this file, and run: the line expected is what the
// file prints lowered by mlir-opt 22 (--convert-arith-to-llvm --convert-func-to-llvm)
// and compiled by clang 22.
// RUN: acc-opt %s | filecheck %s --check-prefix=PRINT
// RUN: acc-run %s | filecheck %s
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%d %d\0A\00") {addr_space = 0 : i32}
func.func @twice(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @negate(%a: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = arith.subi %z, %a : i32
  return %r : i32
}
func.func @apply(%f: (i32) -> i32, %a: i32) -> i32 {
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
func.func @main() -> i32 {
  %seven = arith.constant 7 : i32
  %t = func.constant @twice : (i32) -> i32
  %n = func.constant @negate : (i32) -> i32
  %a = func.call @apply(%t, %seven) : ((i32) -> i32, i32) -> i32
  %b = func.call @apply(%n, %seven) : ((i32) -> i32, i32) -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%fmt, %a, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %z = arith.constant 0 : i32
  return %z : i32
}
// PRINT: %0 = call_indirect %arg0(%arg1) : (i32) -> i32
// PRINT: %f = constant @twice : (i32) -> i32
// PRINT: %f_0 = constant @negate : (i32) -> i32
// CHECK: 14 -7
