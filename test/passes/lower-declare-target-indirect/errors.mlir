// lower-declare-target-indirect on input it cannot lower.
//
// RUN: not acc-opt -p lower-declare-target-indirect %s 2>&1 | filecheck %s
// RUN: not acc-opt -p "lower-declare-target-indirect{translate=my_lookup}" %s 2>&1 | filecheck %s --check-prefix=OPTION
// OPTION: lower-declare-target-indirect: translate must be one of __llvm_omp_indirect_call_lookup, __kmpc_target_translate_fptr, not 'my_lookup'

// CHECK: errors.mlir:[[# @LINE + 1]]:1: error: 'llvm.func' op cannot lower: 'omp.declare_target_indirect' needs 'omp.declare_target'
llvm.func @not_declare_target(%v: i32) -> i32 attributes {omp.declare_target_indirect} {
  llvm.return %v : i32
}
