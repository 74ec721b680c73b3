// mlir-opt 22 reads a word of map_clauses that names no map type or modifier and drops
// it (a newer flang's `descriptor`, the generic spelling `del`, a misspelling).
llvm.func @f(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(descriptor_base_addr, to) capture(ByRef) -> !llvm.ptr
  %n = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(del) capture(ByRef) -> !llvm.ptr
  %o = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(always, form, from) capture(ByRef) -> !llvm.ptr
  llvm.return
}
