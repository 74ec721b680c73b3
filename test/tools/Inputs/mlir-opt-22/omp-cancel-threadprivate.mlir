// omp.cancel and omp.cancellation_point in each kind of region they may cancel, and a
// threadprivate variable's address.
llvm.mlir.global internal @tp() : i32
func.func @f(%b: i1) {
  omp.parallel {
    omp.cancel cancellation_construct_type(parallel) if(%b)
    omp.cancellation_point cancellation_construct_type(parallel)
    omp.terminator
  }
  omp.sections {
    omp.section {
      omp.cancel cancellation_construct_type(sections)
      omp.cancellation_point cancellation_construct_type(sections)
      omp.terminator
    }
    omp.terminator
  }
  %0 = llvm.mlir.addressof @tp : !llvm.ptr
  %1 = omp.threadprivate %0 : !llvm.ptr -> !llvm.ptr
  return
}
