// A verifier error, like a parse error, shows the source line and a caret under
// the operation, as mlir-opt 22 does (mlir-opt 22's messages lack the
// `'acc.create' op ` prefix and it adds a note with the generic form); the same
// for standard input and for each chunk of --split-input-file (at its line in the
// file).
//
// RUN: not acc-opt %s --split-input-file 2>&1 | filecheck %s --check-prefixes=FILE,BOTH --match-full-lines --strict-whitespace
// RUN: not acc-opt - --split-input-file < %s 2>&1 | filecheck %s --check-prefixes=STDIN,BOTH --match-full-lines --strict-whitespace
//
// FILE:{{.*}}acc-opt-source-line.mlir:[[# @LINE + 10]]:8: error: 'acc.create' op input and output types must match
// STDIN:<stdin>:[[# @LINE + 9]]:8: error: 'acc.create' op input and output types must match
// BOTH-NEXT:  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
// BOTH-NEXT:       ^
// FILE-NEXT:{{.*}}acc-opt-source-line.mlir:[[# @LINE + 13]]:3: error: 'acc.detach' op 'detachRecipe' requires an 'augPtr' operand
// STDIN-NEXT:<stdin>:[[# @LINE + 12]]:3: error: 'acc.detach' op 'detachRecipe' requires an 'augPtr' operand
// BOTH-NEXT:  acc.detach accPtr(%base : !llvm.ptr) detachRecipe(@missing)
// BOTH-NEXT:  ^

func.func @f(%m: memref<4xf32>) {
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @g(%base: !llvm.ptr) {
  acc.detach accPtr(%base : !llvm.ptr) detachRecipe(@missing)
  return
}
