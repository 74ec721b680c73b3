// acc-opt checks dominance as mlir-opt 22 does (xDSL's driver does not): a value
// used before its definition, and a module-level value used inside an llvm.func or an
// llvm.mlir.global initializer
// (isolated from above), each rejected with mlir-opt's message at the user.
//
// RUN: acc-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) -> i32 {
  // expected-error@+1 {{operand #1 does not dominate this use}}
  %1 = arith.addi %a, %2 : i32
  %2 = arith.constant 1 : i32
  return %1 : i32
}

// -----

%p = llvm.mlir.zero : !llvm.ptr
llvm.func @main() -> i32 {
  // expected-error@+1 {{'llvm.load' op using value defined outside the region}}
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// llvm.mlir.global's initializer region is isolated from above too (fuzz seed 1
// case 727: acc-run ran the initializer and failed with a KeyError)
llvm.mlir.global internal constant @name("x\00") {addr_space = 0 : i32}
%u = llvm.mlir.undef : !llvm.array<1 x ptr>
llvm.mlir.global private constant @names() {addr_space = 0 : i32} : !llvm.array<1 x ptr> {
  %a = llvm.mlir.addressof @name : !llvm.ptr
  // expected-error@+1 {{'llvm.insertvalue' op using value defined outside the region}}
  %v = llvm.insertvalue %a, %u[0] : !llvm.array<1 x ptr>
  llvm.return %v : !llvm.array<1 x ptr>
}
