// omp.atomic.update with and without its hint and memory_order clauses; omp.yield ends
// its region.
func.func @f(%x : memref<i32>, %p: !llvm.ptr, %value: i32) {
  omp.atomic.update %x : memref<i32> {
  ^bb0(%xval : i32):
    %newval = arith.addi %xval, %value : i32
    omp.yield(%newval : i32)
  }
  omp.atomic.update hint(uncontended) memory_order(relaxed) %p : !llvm.ptr {
  ^bb0(%xval : i32):
    omp.yield(%xval : i32)
  }
  return
}
