// A verifier that fails without a diagnostic (xDSL 0.74's recipe verifiers
// assume a single block) is still one located error at its operation, from both
// tools; found by fuzzing.
//
// RUN: not acc-opt %s 2>&1 | filecheck %s
// RUN: not acc-run %s 2>&1 | filecheck %s
//
// CHECK: acc-opt-verifier-crash.mlir:[[# @LINE + 2]]:1: error: 'acc.private.recipe' op does not verify: 'block' property of Region class is only available for single-block regions.

acc.private.recipe @priv_i32 : !llvm.ptr init {
  acc.yield
^bb0(%arg0: !llvm.ptr):
  acc.yield %arg0 : !llvm.ptr
}
