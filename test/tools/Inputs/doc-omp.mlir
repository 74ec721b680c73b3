func.func @f(%x: !llvm.ptr, %v: !llvm.ptr, %n: i32) {
  %cli = omp.new_cli
  omp.canonical_loop(%cli) %i : i32 in range(%n) {
    omp.atomic.capture memory_order(seq_cst) {
      omp.atomic.read %v = %x : !llvm.ptr, !llvm.ptr, i32
      omp.atomic.update %x : !llvm.ptr {
      ^bb0(%old: i32):
        %new = llvm.add %old, %i : i32
        omp.yield(%new : i32)
      }
    }
    omp.terminator
  }
  omp.unroll_heuristic(%cli)
  return
}
