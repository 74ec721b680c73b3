// deviceptr(d) on a compute construct (OpenACC 3.3 §2.7.3): `d` is a device address
// already; the clause has no data action and no attachment: lower-acc-to-runtime
// maps nothing for it (it raised KeyError: 'acc.deviceptr' in abi/openacc.py, found
// by the fuzzer: python -m fuzz --seed 1 --replay 1839) and the kernel gets `d`.
// The kernel stores 42 through d = acc_deviceptr(a); copyout(a) brings it back.
//
// RUN: acc-run %s | filecheck %s --check-prefix=OUT
// RUN: acc-run %s --check-lowering -p lower-acc-to-runtime | filecheck %s --check-prefix=SAME
// RUN: acc-opt -p lower-acc-to-runtime %s | filecheck %s
//
// OUT: 42
// SAME: check-lowering: same output, exit status
//
// CHECK-LABEL: llvm.func @main(
// one begin call (copyin a) and one end call (copyout a): none for deviceptr(d)
// CHECK:     llvm.call @__tgt_target_data_begin_mapper(
// CHECK-NOT: llvm.call @__tgt_target_data_begin_mapper(
// CHECK:     llvm.call @__tgt_target_kernel(
// CHECK-NOT: llvm.call @__tgt_target_data_begin_mapper(
// CHECK:     llvm.call @__tgt_target_data_end_mapper(
// CHECK-NOT: llvm.call @__tgt_target_data_{{.*}}_mapper(
// CHECK:     llvm.return

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
  acc.copyout accPtr(%ga : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(i32) {name = "a", structured = false}
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %x = llvm.load %a : !llvm.ptr -> i32
  %r = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return %zero : i32
}
