// omp.parallel with its clauses (if, num_threads, proc_bind) and the private and
// reduction operands its region takes as entry block arguments.
omp.private {type = private} @priv : i32
omp.declare_reduction @add : i32 init {
^bb0(%a: i32):
  %0 = llvm.mlir.constant(0 : i32) : i32
  omp.yield(%0 : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  %0 = llvm.add %a, %b : i32
  omp.yield(%0 : i32)
}
func.func @f(%c: i1, %n: i32, %p: !llvm.ptr, %q: !llvm.ptr) {
  omp.parallel if(%c) num_threads(%n : i32) proc_bind(close) private(@priv %p -> %arg0 : !llvm.ptr) reduction(@add %q -> %arg1 : !llvm.ptr) {
    omp.terminator
  }
  omp.parallel {
    omp.terminator
  }
  return
}
