// MLIR's test dialect operation that upstream's OpenACC tests write in custom form,
// beside one the project reads as unregistered.
func.func @f() {
  %buf = memref.alloca() : memref<f32>
  acc.serial {
    test.call_and_store @callee(%buf), %buf {store_before_call = true} : (memref<f32>, memref<f32>) -> ()
    "test.openacc_dummy_op"() : () -> ()
    acc.yield
  }
  return
}
