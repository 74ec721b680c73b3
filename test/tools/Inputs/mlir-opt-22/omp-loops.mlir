// Loop wrappers around omp.loop_nest: omp.wsloop's schedule (chunk, modifier, simd),
// order, ordered, linear and reduction clauses; a composite wsloop + simd; omp.distribute
// in omp.teams; loop_nest's inclusive, collapse and tiles forms.
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
func.func @f(%lb: i32, %ub: i32, %s: i32, %c: i32, %x: memref<i32>, %b: i1, %p: !llvm.ptr) {
  omp.wsloop schedule(static = %c : i32, monotonic, simd) nowait ordered(1) order(reproducible:concurrent) {
    omp.loop_nest (%i, %j) : i32 = (%lb, %lb) to (%ub, %ub) inclusive step (%s, %s) collapse(2) {
      omp.yield
    }
  }
  omp.wsloop schedule(dynamic, simd) reduction(mod: inscan, @add_i32 %p -> %r : !llvm.ptr) {
    omp.loop_nest (%i, %j) : i32 = (%lb, %lb) to (%ub, %ub) step (%s, %s) tiles(4, 8) {
      omp.yield
    }
  }
  omp.wsloop linear(%x = %c : memref<i32>) {
    omp.simd aligned(%x : memref<i32> -> 32 : i64) if(%b) nontemporal(%x : memref<i32>) order(concurrent) safelen(4) simdlen(2) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
        omp.yield
      }
    } {omp.composite}
  } {omp.composite, linear_var_types = [i32]}
  omp.teams {
    omp.distribute dist_schedule_static dist_schedule_chunk_size(%c : i32) order(unconstrained:concurrent) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
        omp.yield
      }
    }
    omp.terminator
  }
  return
}
