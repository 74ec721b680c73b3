// Two acc.exit_data list the same acc.getdeviceptr (found by the fuzzer: seed 1 case
// 268 of corpus 793aedba, a duplicated line of exit-data-update-host.mlir). Each
// directive performs the exit operations of the accPtr it lists (the interpreter's
// rule), so its acc.update_host copies a back twice; the lowering erased the exit
// operation with the first directive, and the second copied nothing.
//
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s --check-prefix=TRACE
// RUN: acc-run %s --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-opt -p lower-acc-to-runtime %s | filecheck %s
//
// TRACE-COUNT-2: Copying data from device to host, TgtPtr=dev(a+0x0), HstPtr=a+0x0, Size=4, Name=a
// TRACE-NEXT: 42
// SAME: check-lowering: same output, exit status, 4 data-environment events
// CHECK-COUNT-2: llvm.call @__tgt_target_data_update_mapper(
// CHECK-NOT: acc.update_host

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
  acc.exit_data dataOperands(%ga : !llvm.ptr)
  acc.update_host accPtr(%ga : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(i32) {name = "a", structured = true}
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %x = llvm.load %a : !llvm.ptr -> i32
  %r = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return %zero : i32
}
