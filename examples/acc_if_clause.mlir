// The `if` clause of OpenACC 3.3 and the `if_present` of `update`:
//
//   long a[2] = {1, 2};
//   #pragma acc data copy(a) if(on)            // §2.6.5: if false, no data is
//   {                                           //   allocated or moved
//     #pragma acc serial present(a) if(on)     // §2.5.6: if false, the region
//     a[0] += 10;                              //   runs on the local thread
//   }
//   #pragma acc update self(a) if_present      // §2.14.1: a is absent: no action
//   printf("%ld %ld\n", a[0], a[1]);
//
// `--entry on`: a is copied in, the serial construct adds 10 on the device and the
// copy back brings 11 home. `--entry off`: nothing is mapped and the region runs
// as host code on the host's a (as device code, the host address would fault); the
// same output without any data event. `--entry absent_update`: `update self(a)`
// without `if_present` on an absent a is an error (§2.14.1).
//
// RUN: acc-run %s --entry on --trace --symbolic 2>&1 | filecheck %s --check-prefix=ON
// RUN: acc-run %s --entry off --trace --symbolic 2>&1 | filecheck %s --check-prefix=OFF
// RUN: not acc-run %s --entry absent_update 2>&1 | filecheck %s --check-prefix=ABSENT
//
// ON:      Creating new map entry with HstPtrBase=a+0x0, {{.*}}, Size=16, DynamicRefCount=0, StructuredRefCount=1, Name=a
// ON-NEXT: Copying data from host to device, HstPtr=a+0x0, TgtPtr=dev(a+0x0), Size=16, Name=a
// ON-NEXT: Mapping exists with HstPtrBegin=a+0x0, {{.*}}, StructuredRefCount=2 (incremented), Name=a
// ON-NEXT: Mapping exists with HstPtrBegin=a+0x0, {{.*}}, StructuredRefCount=1 (decremented)
// ON-NEXT: Mapping exists with HstPtrBegin=a+0x0, {{.*}}, StructuredRefCount=0 (decremented, delayed deletion)
// ON-NEXT: Copying data from device to host, TgtPtr=dev(a+0x0), HstPtr=a+0x0, Size=16, Name=a
// ON-NEXT: Removing map entry with HstPtrBegin=a+0x0,
// ON-NEXT: #> 11 2
//
// OFF-NOT: {{Creating|Copying|Mapping|Removing}}
// OFF:     #> 11 2
//
// ABSENT: acc_if_clause.mlir:{{[0-9]+}}:3: error: device mapping required by acc_update_self does not exist for host address {{.*}} (16 bytes)

llvm.mlir.global internal @a(dense<[1, 2]> : tensor<2xi64>) {addr_space = 0 : i32} : !llvm.array<2 x i64>
llvm.mlir.global internal constant @fmt("%ld %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @run(%on: i1) {
  %a = llvm.mlir.addressof @a : !llvm.ptr
  %copy = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<2 x i64>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.data if(%on) dataOperands(%copy : !llvm.ptr) {
    %present = acc.present varPtr(%a : !llvm.ptr) varType(!llvm.array<2 x i64>) -> !llvm.ptr {name = "a"}
    acc.serial dataOperands(%present : !llvm.ptr) if(%on) {
      %ten = llvm.mlir.constant(10 : i64) : i64
      %x = llvm.load %present : !llvm.ptr -> i64
      %y = llvm.add %x, %ten : i64
      llvm.store %y, %present : i64, !llvm.ptr
      acc.yield
    }
    acc.delete accPtr(%present : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "a"}
    acc.terminator
  }
  acc.copyout accPtr(%copy : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(!llvm.array<2 x i64>) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  %self = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(!llvm.array<2 x i64>) -> !llvm.ptr {dataClause = #acc<data_clause acc_update_self>, name = "a"}
  acc.update dataOperands(%self : !llvm.ptr) attributes {ifPresent}
  acc.update_host accPtr(%self : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(!llvm.array<2 x i64>) {name = "a"}
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %e1 = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %v0 = llvm.load %a : !llvm.ptr -> i64
  %v1 = llvm.load %e1 : !llvm.ptr -> i64
  %r = llvm.call @printf(%fmt, %v0, %v1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  llvm.return
}

llvm.func @on() -> i32 {
  %true = llvm.mlir.constant(true) : i1
  llvm.call @run(%true) : (i1) -> ()
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}

llvm.func @off() -> i32 {
  %false = llvm.mlir.constant(false) : i1
  llvm.call @run(%false) : (i1) -> ()
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}

llvm.func @absent_update() -> i32 {
  %a = llvm.mlir.addressof @a : !llvm.ptr
  %self = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(!llvm.array<2 x i64>) -> !llvm.ptr {dataClause = #acc<data_clause acc_update_self>, name = "a"}
  acc.update dataOperands(%self : !llvm.ptr)
  acc.update_host accPtr(%self : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(!llvm.array<2 x i64>) {name = "a"}
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}
