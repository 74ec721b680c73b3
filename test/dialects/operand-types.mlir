// An operand of a type its definition refuses, written in the custom form or in the
// generic one, is the verifier's error, with mlir-opt 22's message: the operand's
// number among all the operation's operands and ODS's summary of its constraint.
// Each part also passes `mlir-opt --verify-diagnostics`.
// RUN: acc-opt %s --split-input-file --verify-diagnostics

%0 = arith.constant 1.0 : f32
// expected-error@+1 {{'acc.bounds' op operand #0 must be integer or index, but got 'f32'}}
%1 = acc.bounds lowerbound(%0 : f32)

// -----

%c = arith.constant 1 : index
%0 = arith.constant 1.0 : f32
// expected-error@+1 {{'acc.bounds' op operand #1 must be integer or index, but got 'f32'}}
%1 = acc.bounds lowerbound(%c : index) upperbound(%0 : f32)

// -----

%0 = arith.constant 1.0 : f32
// expected-error@+1 {{'acc.bounds' op operand #0 must be integer or index, but got 'f32'}}
%1 = "acc.bounds"(%0) <{operandSegmentSizes = array<i32: 0, 0, 1, 0, 0>, strideInBytes = false}> : (f32) -> !acc.data_bounds_ty
