// Parser and verifier rules of the loop wrappers and omp.loop_nest, with mlir-opt 22's
// messages (each part also passes `mlir-opt --verify-diagnostics`).
// RUN: acc-opt %s --split-input-file --verify-diagnostics

func.func @f(%lb: i32) {
  // expected-error@+1 {{unknown modifier type: eager}}
  omp.wsloop schedule(dynamic, eager) {
    omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f(%lb: i32) {
  // expected-error@+1 {{incorrect modifier order}}
  omp.wsloop schedule(static, simd, nonmonotonic) {
    omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f(%lb: i32) {
  // expected-error@+1 {{unexpected modifier(s)}}
  omp.wsloop schedule(guided, monotonic, simd, simd) {
    omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f(%lb: i32) {
  // expected-error@+1 {{invalid clause value: 'sequential'}}
  omp.wsloop order(sequential) {
    omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f(%lb: i32) {
  // expected-error@+1 {{'omp.wsloop' op loop wrapper does not contain exactly one nested op}}
  omp.wsloop {
    omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
    omp.barrier
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'omp.simd' op nested in loop wrapper is not another loop wrapper or `omp.loop_nest`}}
  omp.simd {
    omp.barrier
  }
  return
}

// -----

func.func @f(%lb: i32) {
  // expected-error@+1 {{'omp.composite' attribute missing from composite wrapper}}
  omp.wsloop {
    omp.simd {
      omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    } {omp.composite}
  }
  return
}

// -----

func.func @f(%lb: i32) {
  // expected-error@+1 {{'omp.simd' op simdlen clause and safelen clause are both present, but the simdlen value is not less than or equal to safelen value}}
  omp.simd safelen(2) simdlen(4) {
    omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f(%lb: i32, %x: memref<i32>) {
  // expected-error@+1 {{'omp.simd' op aligned variable used more than once}}
  omp.simd aligned(%x : memref<i32> -> 8 : i64, %x : memref<i32> -> 16 : i64) {
    omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f(%lb: i32, %c: i32) {
  // expected-error@+1 {{'omp.distribute' op chunk size set without dist_schedule_static being present}}
  omp.distribute dist_schedule_chunk_size(%c : i32) {
    omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f(%lb: i32) {
  omp.wsloop {
    // expected-error@+1 {{'omp.loop_nest' op collapse value is larger than the number of loops}}
    omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) collapse(2) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f(%lb: i32) {
  // expected-error@+1 {{'omp.loop_nest' op expects parent op to be a loop wrapper}}
  omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
    omp.yield
  }
  return
}

// -----

func.func @f(%lb: i32) {
  omp.wsloop {
    // expected-error@+1 {{expected 1 operands}}
    omp.loop_nest (%i) : i32 = (%lb, %lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}
