// The input of docs/acc-opt.md's examples of diagnostics: two chunks, one wrong.
func.func @create(%m: memref<4xf32>) {
  // expected-error@+1 {{input and output types must match}}
  %0 = acc.create varPtr(%m : memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @copyin(%m: memref<4xf32>) {
  // expected-error@+1 {{output types must differ}}
  %0 = acc.copyin varPtr(%m : memref<4xf32>) -> memref<4xf32> {dataClause = #acc<data_clause acc_create>}
  return
}
