// acc-run: an `acc.loop` whose step is zero never ends; it is reported at the
// loop, in one located line, with a non-zero exit status and no traceback.
//
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | wc -l | filecheck %s --check-prefix=LINES
//
// CHECK: acc-run-loop-zero-step.mlir:[[# @LINE + 8]]:5: error: 'acc.loop' step is zero
// LINES: {{^ *1$}}

llvm.func @main() -> i32 {
  %lb = llvm.mlir.constant(0 : i32) : i32
  %ub = llvm.mlir.constant(4 : i32) : i32
  %step = llvm.mlir.constant(0 : i32) : i32
  acc.serial {
    acc.loop control(%i : i32) = (%lb : i32) to (%ub : i32) step (%step : i32) {
      acc.yield
    } attributes {seq = [#acc.device_type<none>]}
    acc.yield
  }
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}
