// arith.index_castui reads its operand unsigned, arith.index_cast signed, and
// arith.trunci keeps the low bits; the expected line is what this file prints when
// lowered by mlir-opt 22 (--convert-arith-to-llvm --convert-func-to-llvm
// --reconcile-unrealized-casts), translated and compiled by clang 22 and run natively.
// RUN: acc-run %s | filecheck %s
// CHECK: 4294967295 -1 44 -2
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%ld %ld %d %d\0A\00") {addr_space = 0 : i32}
func.func @main() -> i32 {
  %m1 = arith.constant -1 : i32
  %a = arith.index_castui %m1 : i32 to index
  %b = arith.index_cast %m1 : i32 to index
  %ai = arith.index_cast %a : index to i64
  %bi = arith.index_cast %b : index to i64
  %big = arith.constant 300 : i32
  %t = arith.trunci %big : i32 to i8
  %t32 = arith.extsi %t : i8 to i32
  %ix = arith.constant -2 : index
  %u = arith.index_castui %ix : index to i32
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%f, %ai, %bi, %t32, %u) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i32, i32) -> i32
  %z = arith.constant 0 : i32
  return %z : i32
}
