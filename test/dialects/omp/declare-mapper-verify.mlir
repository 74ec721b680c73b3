// The verifier of omp.declare_mapper and omp.declare_mapper.info, with mlir-opt 22's
// messages for this input (issue 11, cause 1).
// RUN: acc-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'omp.declare_mapper' op expected terminator to be a DeclareMapperInfoOp}}
omp.declare_mapper @m1 : i32 {
^bb0(%arg0: !llvm.ptr):
  omp.terminator
}

// -----

llvm.func @h(%p: !llvm.ptr) {
  // expected-error@+1 {{'omp.declare_mapper.info' op expects parent op 'omp.declare_mapper'}}
  omp.declare_mapper.info map_entries(%p : !llvm.ptr)
  llvm.return
}
