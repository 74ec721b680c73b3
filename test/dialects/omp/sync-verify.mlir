// Verifier and parser rules of omp.critical and the atomic constructs, with
// mlir-opt 22's messages (each part also passes `mlir-opt --verify-diagnostics`).
// RUN: acc-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'omp.critical.declare' op the hints omp_sync_hint_uncontended and omp_sync_hint_contended cannot be combined}}
omp.critical.declare @m hint(contended, uncontended)

// -----

// expected-error@+1 {{'omp.critical.declare' op the hints omp_sync_hint_nonspeculative and omp_sync_hint_speculative cannot be combined.}}
omp.critical.declare @m hint(speculative, nonspeculative)

// -----

// expected-error@+1 {{slow is not a valid hint}}
omp.critical.declare @m hint(slow)

// -----

func.func @f() {
  // expected-error@+1 {{'omp.critical' op expected symbol reference @absent to point to a critical declaration}}
  omp.critical(@absent) {
    omp.terminator
  }
  return
}

// -----

func.func @f(%x: memref<i32>) {
  // expected-error@+1 {{read and write must not be to the same location for atomic reads}}
  omp.atomic.read %x = %x : memref<i32>, memref<i32>, i32
  return
}

// -----

func.func @f(%x: memref<i32>, %v: memref<i32>) {
  // expected-error@+1 {{memory-order must not be acq_rel or release for atomic reads}}
  omp.atomic.read %v = %x memory_order(release) : memref<i32>, memref<i32>, i32
  return
}

// -----

func.func @f(%x: memref<i32>, %v: memref<i32>) {
  // expected-error@+1 {{invalid kind of type specified}}
  omp.atomic.read %v = %x : memref<i32>, i32
  return
}

// -----

func.func @f(%x: memref<i32>, %v: memref<i32>) {
  // expected-error@+1 {{invalid clause value: 'strong'}}
  omp.atomic.read %v = %x memory_order(strong) : memref<i32>, memref<i32>, i32
  return
}

// -----

func.func @f(%x: memref<i32>, %v: memref<i32>) {
  // expected-error@+1 {{`memory_order` clause can appear at most once in the expansion of the oilist directive}}
  omp.atomic.read %v = %x memory_order(relaxed) memory_order(relaxed) : memref<i32>, memref<i32>, i32
  return
}

// -----

func.func @f(%x: memref<i64>, %e: i32) {
  // expected-error@+1 {{address must dereference to value type}}
  omp.atomic.write %x = %e : memref<i64>, i32
  return
}

// -----

func.func @f(%x: memref<i32>, %e: i32) {
  // expected-error@+1 {{memory-order must not be acq_rel or acquire for atomic writes}}
  omp.atomic.write %x = %e memory_order(acquire) : memref<i32>, i32
  return
}

// -----

func.func @f(%x: memref<i32>) {
  // expected-error@+1 {{the region must accept exactly one argument}}
  omp.atomic.update %x : memref<i32> {
  ^bb0(%a: i32, %b: i32):
    omp.yield(%a : i32)
  }
  return
}

// -----

func.func @f(%x: memref<i32>) {
  // expected-error@+1 {{the type of the operand must be a pointer type whose element type is the same as that of the region argument}}
  omp.atomic.update %x : memref<i32> {
  ^bb0(%a: i64):
    omp.yield(%a : i64)
  }
  return
}

// -----

func.func @f(%x: memref<i32>) {
  // expected-error@+1 {{memory-order must not be acq_rel or acquire for atomic updates}}
  omp.atomic.update memory_order(acq_rel) %x : memref<i32> {
  ^bb0(%a: i32):
    omp.yield(%a : i32)
  }
  return
}

// -----

func.func @f(%x: !llvm.ptr, %e: i32) {
  // expected-error@+1 {{only updated value must be returned}}
  omp.atomic.update %x : !llvm.ptr {
  ^bb0(%a: i32):
    omp.yield(%a, %e : i32, i32)
  }
  return
}

// -----

func.func @f(%x: !llvm.ptr, %e: i64) {
  // expected-error@+1 {{input and yielded value must have the same type}}
  omp.atomic.update %x : !llvm.ptr {
  ^bb0(%a: i32):
    omp.yield(%e : i64)
  }
  return
}

// -----

func.func @f(%x: memref<i32>) {
  // expected-error@+2 {{'omp.atomic.update' op expects regions to end with 'omp.yield', found 'omp.terminator'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'omp.yield'}}
  omp.atomic.update %x : memref<i32> {
  ^bb0(%a: i32):
    omp.terminator
  }
  return
}

// -----

func.func @f(%x: memref<i32>, %v: memref<i32>, %e: i32) {
  omp.atomic.capture {
    // expected-error@+1 {{invalid sequence of operations in the capture region}}
    omp.atomic.write %x = %e : memref<i32>, i32
    omp.atomic.read %v = %x : memref<i32>, memref<i32>, i32
  }
  return
}

// -----

func.func @f(%x: memref<i32>, %y: memref<i32>, %v: memref<i32>, %e: i32) {
  omp.atomic.capture {
    // expected-error@+1 {{captured variable in atomic.read must be updated in second operation}}
    omp.atomic.read %v = %x : memref<i32>, memref<i32>, i32
    omp.atomic.write %y = %e : memref<i32>, i32
  }
  return
}

// -----

func.func @f(%x: memref<i32>, %v: memref<i32>, %e: i32) {
  // expected-error@+1 {{'omp.atomic.capture' op operations inside capture region must not have hint clause}}
  omp.atomic.capture {
    omp.atomic.read %v = %x hint(none) : memref<i32>, memref<i32>, i32
    omp.atomic.write %x = %e : memref<i32>, i32
  }
  return
}

// -----

func.func @f(%x: memref<i32>, %v: memref<i32>, %e: i32) {
  // expected-error@+1 {{expected three operations in atomic.capture region (one terminator, and two atomic ops)}}
  omp.atomic.capture {
    omp.atomic.read %v = %x : memref<i32>, memref<i32>, i32
  }
  return
}
