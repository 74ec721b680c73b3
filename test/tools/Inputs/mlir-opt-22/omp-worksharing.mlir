// omp.sections with a reduction that its sections receive, omp.single with copyprivate,
// omp.teams with and without a lower num_teams bound (mlir-opt prints `num_teams( to`),
// omp.masked, omp.workshare; clauses printed in upstream's order.
omp.declare_reduction @add_i32 : i32
init {
^bb0(%arg: i32):
  %0 = arith.constant 0 : i32
  omp.yield (%0 : i32)
}
combiner {
^bb1(%arg0: i32, %arg1: i32):
  %1 = arith.addi %arg0, %arg1 : i32
  omp.yield (%1 : i32)
}
func.func private @copy(memref<i32>, memref<i32>)
func.func @f(%x: memref<i32>, %a: memref<i32>, %n: i32, %b: i1, %p: !llvm.ptr) {
  omp.sections nowait reduction(@add_i32 %p -> %r : !llvm.ptr) {
    omp.section {
    ^bb0(%r1: !llvm.ptr):
      omp.terminator
    }
    omp.terminator
  }
  omp.sections {
    omp.terminator
  }
  omp.single nowait copyprivate(%a -> @copy : memref<i32>) {
    omp.terminator
  }
  omp.single {
    omp.terminator
  }
  omp.teams num_teams(to %n : i32) if(%b) thread_limit(%n : i32) {
    omp.terminator
  }
  omp.teams num_teams(%n : i32 to %n : i32) {
    omp.terminator
  }
  omp.masked filter(%n : i32) {
    omp.terminator
  }
  omp.masked {
    omp.terminator
  }
  omp.workshare nowait {
    omp.terminator
  }
  return
}
