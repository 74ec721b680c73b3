// The order in which mlir-opt 22 verifies: an operation's own rules before those of
// the operations it holds (MLIR's OperationVerifier enters an operation before its
// regions), a symbol table's rule after them (a region trait, checked on leaving).
// Each expectation below passes mlir-opt 22's --verify-diagnostics as well.
// RUN: acc-opt %s --split-input-file --verify-diagnostics

// acc.data without clauses is reported, not the acc.yield it holds (whose parent
// acc.data may not be).
func.func @data_before_its_yield() {
  // expected-error@+1 {{at least one operand or the default attribute must appear on the data operation}}
  acc.data {
    acc.yield
  }
  return
}

// -----

// Two functions of one name: the error inside the second is found before the
// module's duplicate symbol.
func.func @twice() {
  return
}
func.func @twice(%m: memref<4xf32>) {
  // expected-error@+1 {{input and output types must match}}
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}

// -----

// acc.terminator ends any region (no parent constraint upstream).
func.func @terminated() {
  acc.serial {
    acc.terminator
  }
  return
}
