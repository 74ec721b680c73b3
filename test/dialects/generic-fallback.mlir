// A module with an operation whose custom form xDSL 0.74 cannot print is printed
// whole in the generic form, as MLIR prints a module that does not verify
// (accdialect/ir/printer.py). The two llvm operations below raised IndexError in
// acc-opt's printer (issue 15 item 2); mlir-opt 22 rejects them, and so does acc-opt
// now (accdialect/dialects/llvm_verify.py), with mlir-opt 22's messages and
// locations; under --disable-verify they are printed in the generic form.
// RUN: not acc-opt %s --split-input-file 2>&1 | filecheck %s
// RUN: acc-opt %s --split-input-file --disable-verify 2>&1 | filecheck %s --check-prefix=UNVERIFIED

// CHECK: generic-fallback.mlir:[[# @LINE + 3]]:3: error: 'llvm.call' op must have either a `callee` attribute or at least an operand
llvm.func @indirect_call_without_callee(%p: !llvm.ptr) {
  %c = llvm.mlir.constant(1 : i32) : i32
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  llvm.return
}
// UNVERIFIED:      "builtin.module"() ({
// UNVERIFIED:        %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
// UNVERIFIED-NEXT:   "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// UNVERIFIED-NEXT:   "llvm.return"() : () -> ()

// -----

// CHECK: generic-fallback.mlir:[[# @LINE + 2]]:8: error: 'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'
llvm.func @dynamic_index_without_operand(%p: !llvm.ptr) {
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}
// UNVERIFIED:      "builtin.module"() ({
// UNVERIFIED:        %0 = "llvm.getelementptr"(%arg0) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr

// -----

// Under --disable-verify, data-clause operations with malformed operand segments
// print as they are (they raised KeyError and IndexError); verified, they are an
// error (exit status 1).
// CHECK: generic-fallback.mlir:[[# @LINE + 2]]:8: error: 'acc.copyin' op
func.func @no_segments(%m: memref<4xf32>) {
  %0 = "acc.copyin"(%m) <{dataClause = #acc<data_clause acc_copyin>, varType = f32}> : (memref<4xf32>) -> memref<4xf32>
  %1 = "acc.copyin"(%m) <{dataClause = #acc<data_clause acc_copyin>, operandSegmentSizes = array<i32>, varType = f32}> : (memref<4xf32>) -> memref<4xf32>
  return
}
// UNVERIFIED: %0 = "acc.copyin"(%arg0) <{dataClause = #acc<data_clause acc_copyin>, implicit = false, modifiers = #acc<data_clause_modifier none>, structured = true, varType = f32}> : (memref<4xf32>) -> memref<4xf32>
// UNVERIFIED: %1 = "acc.copyin"(%arg0) <{dataClause = #acc<data_clause acc_copyin>, implicit = false, modifiers = #acc<data_clause_modifier none>, operandSegmentSizes = array<i32>, structured = true, varType = f32}> : (memref<4xf32>) -> memref<4xf32>

// CHECK-NOT: Traceback
// UNVERIFIED-NOT: Traceback
