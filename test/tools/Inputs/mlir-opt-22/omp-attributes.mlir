// The omp attributes with parameters: #omp.flags and #omp.atomic_control print only
// the parameters that differ from their defaults, in their declared order, whatever
// the order they were written in; #omp.version.
module attributes {omp.flags = #omp.flags<openmp_device_version = 52, assume_no_thread_state = true, debug_kind = 3, no_gpu_lib = false>, omp.version = #omp.version<version = 52>} {
  module attributes {omp.flags = #omp.flags<>} {
  }
  module attributes {omp.flags = #omp.flags<openmp_device_version = 50, no_gpu_lib = true>} {
  }
  func.func @f(%x: !llvm.ptr, %e: i32) {
    omp.atomic.update %x : !llvm.ptr {
    ^bb0(%old: i32):
      %new = llvm.add %old, %e : i32
      omp.yield(%new : i32)
    } {atomic_control = #omp.atomic_control<remote_memory = true, fine_grained_memory = true>}
    omp.atomic.update %x : !llvm.ptr {
    ^bb0(%old: i32):
      omp.yield(%old : i32)
    } {atomic_control = #omp.atomic_control<>}
    return
  }
}
