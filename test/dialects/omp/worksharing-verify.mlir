// Verifier rules of omp.sections, omp.single, omp.teams, omp.cancel,
// omp.cancellation_point and omp.threadprivate, with mlir-opt 22's messages (each
// part also passes `mlir-opt --verify-diagnostics`).
// RUN: acc-opt %s --split-input-file --verify-diagnostics

func.func @f() {
  // expected-error@+1 {{'omp.sections' op expected omp.section op or terminator op inside region}}
  omp.sections {
    omp.barrier
    omp.terminator
  }
  return
}

// -----

func.func @f() {
  omp.sections {
    // expected-error@+1 {{'omp.cancel' op cancel parallel must appear inside a parallel region}}
    omp.cancel cancellation_construct_type(parallel)
    omp.terminator
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected '{' to begin a region}}
  omp.sections schedule(static) {
    omp.terminator
  }
  return
}

// -----

func.func @f(%a: memref<i32>) {
  // expected-error@+1 {{'omp.single' op expected symbol reference @copy to point to a copy function}}
  omp.single copyprivate(%a -> @copy : memref<i32>) {
    omp.terminator
  }
  return
}

// -----

func.func private @copy(memref<i32>, memref<i64>)
func.func @f(%a: memref<i32>) {
  // expected-error@+1 {{'omp.single' op expected copy function @copy arguments to have the same type}}
  omp.single copyprivate(%a -> @copy : memref<i32>) {
    omp.terminator
  }
  return
}

// -----

func.func private @copy(memref<i64>, memref<i64>)
func.func @f(%a: memref<i32>) {
  // expected-error@+1 {{'omp.single' op expected copy function arguments' type ('memref<i64>') to be the same as copyprivate variable's type ('memref<i32>')}}
  omp.single copyprivate(%a -> @copy : memref<i32>) {
    omp.terminator
  }
  return
}

// -----

func.func @f() {
  omp.parallel {
    // expected-error@+1 {{expected to be nested inside of omp.target or not nested in any OpenMP dialect operations}}
    omp.teams {
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @f(%lo: i32, %hi: i64) {
  // expected-error@+1 {{expected num_teams upper bound and lower bound to be the same type}}
  omp.teams num_teams(%lo : i32 to %hi : i64) {
    omp.terminator
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'omp.cancel' op Orphaned cancel construct}}
  omp.cancel cancellation_construct_type(parallel)
  return
}

// -----

func.func @f() {
  omp.sections nowait {
    omp.section {
      // expected-error@+1 {{A sections construct that is canceled must not have a nowait clause}}
      omp.cancel cancellation_construct_type(sections)
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @f() {
  omp.parallel {
    // expected-error@+1 {{'omp.cancellation_point' op cancellation point taskgroup must appear inside a task region}}
    omp.cancellation_point cancellation_construct_type(taskgroup)
    omp.terminator
  }
  return
}

// -----

func.func @f() {
  omp.parallel {
    // expected-error@+1 {{invalid clause value: 'region'}}
    omp.cancel cancellation_construct_type(region)
    omp.terminator
  }
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{'omp.threadprivate' op failed to verify that all of {sym_addr, tls_addr} have same type}}
  %t = omp.threadprivate %p : !llvm.ptr -> memref<i32>
  return
}

// -----

// omp.target's rule that nothing inside uses a value from outside is checked after
// the operations it holds (a region trait): the teams' own error comes first.
func.func @f(%lo: i32, %hi: i64) {
  omp.target {
    // expected-error@+1 {{expected num_teams upper bound and lower bound to be the same type}}
    omp.teams num_teams(%lo : i32 to %hi : i64) {
      omp.terminator
    }
    omp.terminator
  }
  return
}
