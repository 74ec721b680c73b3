// Expectations that acc-opt --verify-diagnostics must reject, one per chunk
// (test/tools/acc-opt-verify-diagnostics.mlir).

// A wrong message on the right line.
func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{'acc.create' op output types must differ}}
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}

// -----

// An expected error that is not produced.
func.func @f() {
  // expected-error@+1 {{'func.return' op is wrong}}
  return
}

// -----

// An error that no annotation expects.
func.func @f(%m: memref<4xf32>) {
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}

// -----

// The right message one line off.
func.func @f(%m: memref<4xf32>) {
  // expected-error@+2 {{input and output types must match}}
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}

// -----

// An error where a warning is expected.
func.func @f(%m: memref<4xf32>) {
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32> // expected-warning {{input and output types must match}}
  return
}

// -----

// An expectation of the previous chunk is not met by this chunk's error.
func.func @f(%m: memref<4xf32>) {
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}
