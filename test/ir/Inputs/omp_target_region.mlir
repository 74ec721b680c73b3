llvm.func @f(%x: !llvm.ptr) {
  %m = omp.map.info var_ptr(%x : !llvm.ptr, f32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target map_entries(%m -> %dx : !llvm.ptr) {
    llvm.store %v, %dx : f32, !llvm.ptr
    %v = llvm.mlir.constant(1.0 : f32) : f32
    omp.terminator
  }
  llvm.return
}
