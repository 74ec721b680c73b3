// OpenMP operations without clauses in their custom forms: omp.barrier, omp.taskyield,
// omp.flush with and without its list, omp.master.
func.func @simple(%a: !llvm.ptr, %b: !llvm.ptr) {
  omp.barrier
  omp.taskyield
  omp.flush
  omp.flush(%a, %b : !llvm.ptr, !llvm.ptr)
  omp.master {
    omp.terminator
  }
  return
}
