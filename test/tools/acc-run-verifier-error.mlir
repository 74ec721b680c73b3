// acc-run: an operation that parses but does not verify is reported as mlir-opt
// reports it: one located `error:` line naming the op, then the source line and a
// caret under the op's name; exit status 1, nothing is run.
//
// RUN: not acc-run %s 2>&1 | filecheck %s --strict-whitespace
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
// RUN: not acc-run - < %s 2>&1 | filecheck %s --check-prefix=STDIN
//
// CHECK:      {{^}}{{.*}}acc-run-verifier-error.mlir:[[# @LINE + 9]]:8: error: 'acc.copyin' op 'attachRecipe' requires an 'augPtr' operand{{$}}
// CHECK-NEXT: {{^}}  %c = acc.copyin varPtr(%p : !llvm.ptr) varType(i32) attachRecipe(@r) -> !llvm.ptr{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}
// CHECK-NOT: Traceback
// STDIN: {{^}}<stdin>:[[# @LINE + 5]]:8: error: 'acc.copyin' op 'attachRecipe' requires an 'augPtr' operand{{$}}

llvm.func @main() -> i32 {
  %a = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %a x i32 : (i32) -> !llvm.ptr
  %c = acc.copyin varPtr(%p : !llvm.ptr) varType(i32) attachRecipe(@r) -> !llvm.ptr
  llvm.return %a : i32
}
// LINES: {{^ *3$}}
