// omp.task with each of its clauses, omp.taskgroup with a task reduction, omp.taskwait
// with depend and nowait, and the module's requires clauses.
module attributes {omp.requires = #omp<clause_requires unified_shared_memory|reverse_offload>} {
  omp.declare_reduction @add_i32 : i32 init {
  ^bb0(%arg: i32):
    %0 = arith.constant 0 : i32
    omp.yield(%0 : i32)
  } combiner {
  ^bb1(%a: i32, %b: i32):
    %1 = arith.addi %a, %b : i32
    omp.yield(%1 : i32)
  }
  func.func @f(%x: memref<i32>, %b: i1, %p: i32, %r: !llvm.ptr, %e: !llvm.ptr) {
    omp.task untied priority(%p : i32) mergeable if(%b) final(%b) depend(taskdependin -> %x : memref<i32>, taskdependmutexinoutset -> %x : memref<i32>) detach(%e : !llvm.ptr) {
      omp.terminator
    }
    omp.taskgroup task_reduction(@add_i32 %r -> %arg0 : !llvm.ptr) {
      omp.task in_reduction(@add_i32 %arg0 -> %arg1 : !llvm.ptr) {
        omp.terminator
      }
      omp.terminator
    }
    omp.taskwait nowait depend(taskdependout -> %x : memref<i32>)
    omp.taskwait
    return
  }
}
