// omp.taskloop with its grainsize and num_tasks clauses, omp.loop, a workshare loop,
// omp.workdistribute, the device heap (omp.target_allocmem/freemem), omp.allocate_dir,
// and the two forms of omp.ordered.
func.func @f(%lb: i32, %ub: i32, %s: i32, %g: i64, %b: i1, %p: i32, %d: i32, %x: !llvm.ptr) {
  omp.taskloop grainsize(strict, %g : i64) nogroup untied priority(%p : i32) final(%b) if(%b) mergeable {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
      omp.yield
    }
  }
  omp.taskloop num_tasks(%g : i64) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
      omp.yield
    }
  }
  omp.loop bind(teams) order(concurrent) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
      omp.yield
    }
  }
  omp.workshare {
    omp.workshare.loop_wrapper {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
        omp.yield
      }
    }
    omp.terminator
  }
  omp.teams {
    omp.workdistribute {
      omp.terminator
    }
    omp.terminator
  }
  %m = omp.target_allocmem %d : i32, i64
  omp.target_freemem %d, %m : i32, i64
  %n = omp.target_allocmem %d : i32, !llvm.array<4 x i8> {uniq_name = "x", bindc_name = "y"}
  omp.allocate_dir (%x : !llvm.ptr) align(8) allocator(%g)
  omp.wsloop ordered(1) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
      omp.ordered depend_type(dependsource) depend_vec(%i : i32) {doacross_num_loops = 1 : i64}
      omp.yield
    }
  }
  omp.wsloop ordered(0) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
      omp.ordered.region par_level_simd {
        omp.terminator
      }
      omp.yield
    }
  }
  return
}
