// Every form of annotation acc-opt --verify-diagnostics reads, each met
// (test/tools/acc-opt-verify-diagnostics.mlir).

func.func @same_line(%m: memref<4xf32>) {
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32> // expected-error {{input and output types must match}}
  return
}

// -----

func.func @next_line(%m: memref<4xf32>) {
  // expected-error@+1 {{'acc.create' op input and output types must match}}
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @previous_line(%m: memref<4xf32>) {
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  // expected-error@-1 {{input and output types must match}}
  return
}

// -----

func.func @below(%m: memref<4xf32>) {
  // expected-error@below {{input and output types must match}}
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @above(%m: memref<4xf32>) {
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  // expected-error@above {{input and output types must match}}
  return
}

// -----

func.func @regex(%m: memref<4xf32>) {
  // expected-error-re@+1 {{'acc.{{[a-z]+}}' op input and output types must {{(match|agree)}}}}
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @parse_error() {
  // expected-error@+1 {{Operation acc.teleport is not registered}}
  acc.teleport
  return
}

// -----

// A chunk without errors is printed.
func.func @fine() {
  return
}
