// The input of docs/acc-opt.md's examples: an OpenACC enter data with a copyin.
func.func @enter(%a: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(i32) -> !llvm.ptr {structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}
