// A data clause's result (the device address, OpenACC 3.3 §2.7) read before the
// construct that performs the clause is the program's error: one located line naming
// the variable, status 1, not a Python error (fuzz seed 1 case 4354: a swapped line put
// an llvm.load of an acc.present result before its acc.parallel). The lowering refuses
// the same program at the same operation (DataEntryOp.early_user, one rule for both).
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: not acc-opt -p lower-acc-to-runtime %s 2>&1 | filecheck %s --check-prefix=LOWER
//
// CHECK: {{^}}{{.*}}acc-run-clause-result-early.mlir:[[# @LINE + 10]]:8: error: 'llvm.load' uses the result of 'acc.present' (variable 'x') before its construct performs it{{$}}
// LOWER: {{^}}{{.*}}acc-run-clause-result-early.mlir:[[# @LINE + 9]]:8: error: 'llvm.load' op cannot lower: uses the result of 'acc.present' before its construct{{$}}
// LINES: {{^ *1$}}

llvm.func @main() -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i32) : i32
  llvm.store %c0, %x : i32, !llvm.ptr
  %d = acc.present varPtr(%x : !llvm.ptr) varType(i32) -> !llvm.ptr {name = "x"}
  %v = llvm.load %d : !llvm.ptr -> i32
  acc.parallel dataOperands(%d : !llvm.ptr) {
    acc.yield
  }
  llvm.return %v : i32
}
