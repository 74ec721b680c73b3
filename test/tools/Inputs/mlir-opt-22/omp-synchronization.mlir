// The named critical sections and the atomic reads, writes and captures, with their
// hint and memory_order clauses in either order; omp.atomic.capture's terminator is
// implicit.
omp.critical.declare @mutex hint(uncontended, speculative)
omp.critical.declare @plain
omp.critical.declare @none hint(none)
func.func @f(%x: memref<i32>, %v: !llvm.ptr, %e: i32) {
  omp.critical(@mutex) {
    omp.terminator
  }
  omp.critical {
    omp.terminator
  }
  omp.atomic.read %v = %x memory_order(acquire) hint(speculative) : !llvm.ptr, memref<i32>, i32
  omp.atomic.write %x = %e hint(contended) memory_order(release) : memref<i32>, i32
  omp.atomic.capture memory_order(seq_cst) hint(nonspeculative, contended) {
    omp.atomic.update %x : memref<i32> {
    ^bb0(%old: i32):
      %new = llvm.add %old, %e : i32
      omp.yield(%new : i32)
    }
    omp.atomic.read %v = %x : !llvm.ptr, memref<i32>, i32
  }
  omp.atomic.capture hint(none) {
    omp.atomic.read %v = %x : !llvm.ptr, memref<i32>, i32
    omp.atomic.write %x = %e : memref<i32>, i32
    omp.terminator
  }
  return
}
