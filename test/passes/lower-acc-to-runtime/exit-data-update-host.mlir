// An acc.update_host among the exit operations of acc.exit_data (found by the fuzzer
// from deviceptr-clause.mlir: fuzz seed 1 case 634 of corpus 4dbc6539): the
// interpreter performs it, an update self (OpenACC 3.3 §2.14.4) copying a back; the
// lowering dropped it (the program printed 1 after lower-acc-to-runtime). Now an
// update call (FROM|PRESENT, 0x1002) in its place. The kernel stores 42 into a.
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s -p lower-acc-to-runtime | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-opt -p lower-acc-to-runtime %s | filecheck %s
//
// OUT: 42
// SAME: check-lowering: same output, exit status, 3 data-environment events
// CHECK: llvm.call @__tgt_target_data_update_mapper(
// CHECK: constant @".offload_maptypes.{{[0-9]+}}"(dense<4098> : tensor<1xi64>)

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @acc_deviceptr(!llvm.ptr) -> !llvm.ptr
llvm.mlir.global internal constant @fmt("%d\0A\00") {addr_space = 0 : i32}

llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %v1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %v1, %a : i32, !llvm.ptr
  %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(i32) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%ca : !llvm.ptr)
  %d = llvm.call @acc_deviceptr(%a) : (!llvm.ptr) -> !llvm.ptr
  %pd = acc.deviceptr varPtr(%d : !llvm.ptr) varType(i32) -> !llvm.ptr {name = "d"}
  acc.serial dataOperands(%pd : !llvm.ptr) {
    %v42 = llvm.mlir.constant(42 : i32) : i32
    llvm.store %v42, %pd : i32, !llvm.ptr
    acc.yield
  }
  %ga = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a", structured = false}
  acc.exit_data dataOperands(%ga : !llvm.ptr)
  acc.update_host accPtr(%ga : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(i32) {name = "a", structured = true}
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %x = llvm.load %a : !llvm.ptr -> i32
  %r = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return %zero : i32
}
