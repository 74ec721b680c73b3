// A loop inside a compute construct, as flang emits it (OpenACC 3.3 §2.9):
//
//   int a[8] = {0, ..., 0};  int t;
//   #pragma acc parallel loop copy(a) private(t)
//   for (int i = 1; i <= 8; i += 1) { t = i * i; a[i - 1] = t; }
//   printf("%d %d %d\n", a[0], a[3], a[7]);      // 1 16 64
//
// The loop's iterations run in order on the device (a sequential schedule is one
// every loop clause allows), `t` gets a device copy of its own (`acc.private`), and
// copy(a) brings the results home. `--entry exclusive` counts down with an
// exclusive upper bound: for (i = 8; i > 0; i -= 2) -> a[7], a[5], a[3], a[1].
// `--entry sum` adds a reduction (§2.9.11):
//
//   int s = 100;
//   #pragma acc parallel loop copy(a, s) reduction(+:s)
//   for (int i = 1; i <= 8; i += 1) s += i;       // 136
//
// the recipe's init region makes the private copy (0), the combiner adds it to s.
//
// RUN: acc-run %s --trace --symbolic 2>&1 | filecheck %s
// RUN: acc-run %s --entry exclusive | filecheck %s --check-prefix=DOWN
// RUN: acc-run %s --entry sum | filecheck %s --check-prefix=SUM
//
// CHECK:      Creating new map entry with HstPtrBase=a+0x0, {{.*}}, Size=32, DynamicRefCount=0, StructuredRefCount=1, Name=a
// CHECK-NEXT: Copying data from host to device, HstPtr=a+0x0, TgtPtr=dev(a+0x0), Size=32, Name=a
// CHECK-NEXT: Mapping exists with HstPtrBegin=a+0x0, {{.*}}, StructuredRefCount=0 (decremented, delayed deletion)
// CHECK-NEXT: Copying data from device to host, TgtPtr=dev(a+0x0), HstPtr=a+0x0, Size=32, Name=a
// CHECK-NEXT: Removing map entry with HstPtrBegin=a+0x0,
// CHECK-NEXT: #> 1 16 64
//
// DOWN: {{^}}0 16 64{{$}}
// SUM: {{^}}136{{$}}

// private(t): the recipe's init region makes the private copy (mlir-opt 22 requires
// the recipe; the simulator makes the copy itself, as the runtime would).
acc.private.recipe @privatization_i32 : !llvm.ptr init {
^bb0(%var: !llvm.ptr):
  %one = llvm.mlir.constant(1 : i64) : i64
  %copy = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  acc.yield %copy : !llvm.ptr
}
acc.reduction.recipe @reduction_add_i32 : !llvm.ptr reduction_operator <add> init {
^bb0(%var: !llvm.ptr):
  %one = llvm.mlir.constant(1 : i64) : i64
  %copy = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.store %zero, %copy : i32, !llvm.ptr
  acc.yield %copy : !llvm.ptr
} combiner {
^bb0(%lhs: !llvm.ptr, %rhs: !llvm.ptr):
  %a = llvm.load %lhs : !llvm.ptr -> i32
  %b = llvm.load %rhs : !llvm.ptr -> i32
  %s = llvm.add %a, %b : i32
  llvm.store %s, %lhs : i32, !llvm.ptr
  acc.yield %lhs : !llvm.ptr
}
llvm.mlir.global internal @s(100 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal constant @fmt_s("%d\0A\00") {addr_space = 0 : i32}

llvm.mlir.global internal @a(dense<0> : tensor<8xi32>) {addr_space = 0 : i32} : !llvm.array<8 x i32>
llvm.mlir.global internal @t(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal constant @fmt("%d %d %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @print_a() {
  %a = llvm.mlir.addressof @a : !llvm.ptr
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %p3 = llvm.getelementptr %a[3] : (!llvm.ptr) -> !llvm.ptr, i32
  %p7 = llvm.getelementptr %a[7] : (!llvm.ptr) -> !llvm.ptr, i32
  %v0 = llvm.load %a : !llvm.ptr -> i32
  %v3 = llvm.load %p3 : !llvm.ptr -> i32
  %v7 = llvm.load %p7 : !llvm.ptr -> i32
  %r = llvm.call @printf(%fmt, %v0, %v3, %v7) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
  llvm.return
}

// a[i - 1] = t = i * i, for i in control(lb, ub, step)
llvm.func @squares(%lb: i32, %ub: i32, %step: i32, %inclusive: i1) {
  %a = llvm.mlir.addressof @a : !llvm.ptr
  %t = llvm.mlir.addressof @t : !llvm.ptr
  %copy = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<8 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.parallel combined(loop) dataOperands(%copy : !llvm.ptr) {
    %private = acc.private varPtr(%t : !llvm.ptr) varType(i32) recipe(@privatization_i32) -> !llvm.ptr {name = "t"}
    acc.loop combined(parallel) private(%private : !llvm.ptr) control(%i : i32) = (%lb : i32) to (%ub : i32) step (%step : i32) {
      %sq = llvm.mul %i, %i : i32
      llvm.store %sq, %private : i32, !llvm.ptr
      %one = llvm.mlir.constant(1 : i32) : i32
      %k = llvm.sub %i, %one : i32
      %slot = llvm.getelementptr %copy[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      %v = llvm.load %private : !llvm.ptr -> i32
      llvm.store %v, %slot : i32, !llvm.ptr
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  acc.copyout accPtr(%copy : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(!llvm.array<8 x i32>) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  llvm.call @print_a() : () -> ()
  llvm.return
}

llvm.func @main() -> i32 {
  %lb = llvm.mlir.constant(1 : i32) : i32
  %ub = llvm.mlir.constant(8 : i32) : i32
  %step = llvm.mlir.constant(1 : i32) : i32
  %true = llvm.mlir.constant(true) : i1
  llvm.call @squares(%lb, %ub, %step, %true) : (i32, i32, i32, i1) -> ()
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}

// for (i = 8; i > 0; i -= 2): an exclusive bound, counting down
llvm.func @exclusive() -> i32 {
  %a = llvm.mlir.addressof @a : !llvm.ptr
  %copy = acc.copyin varPtr(%a : !llvm.ptr) varType(!llvm.array<8 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.parallel combined(loop) dataOperands(%copy : !llvm.ptr) {
    %lb = llvm.mlir.constant(8 : i32) : i32
    %ub = llvm.mlir.constant(0 : i32) : i32
    %step = llvm.mlir.constant(-2 : i32) : i32
    acc.loop combined(parallel) control(%i : i32) = (%lb : i32) to (%ub : i32) step (%step : i32) {
      %sq = llvm.mul %i, %i : i32
      %one = llvm.mlir.constant(1 : i32) : i32
      %k = llvm.sub %i, %one : i32
      %slot = llvm.getelementptr %copy[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      llvm.store %sq, %slot : i32, !llvm.ptr
      acc.yield
    } attributes {independent = [#acc.device_type<none>]}
    acc.yield
  }
  acc.copyout accPtr(%copy : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(!llvm.array<8 x i32>) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  llvm.call @print_a() : () -> ()
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}

// s += i for i in 1..8, with reduction(+:s)
llvm.func @sum() -> i32 {
  %s = llvm.mlir.addressof @s : !llvm.ptr
  %copy = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "s"}
  acc.parallel combined(loop) dataOperands(%copy : !llvm.ptr) {
    %lb = llvm.mlir.constant(1 : i32) : i32
    %ub = llvm.mlir.constant(8 : i32) : i32
    %reduction = acc.reduction varPtr(%copy : !llvm.ptr) varType(i32) recipe(@reduction_add_i32) -> !llvm.ptr {name = "s"}
    acc.loop combined(parallel) reduction(%reduction : !llvm.ptr) control(%i : i32) = (%lb : i32) to (%ub : i32) step (%lb : i32) {
      %x = llvm.load %reduction : !llvm.ptr -> i32
      %y = llvm.add %x, %i : i32
      llvm.store %y, %reduction : i32, !llvm.ptr
      acc.yield
    } attributes {inclusiveUpperbound = array<i1: true>, independent = [#acc.device_type<none>]}
    acc.yield
  }
  acc.copyout accPtr(%copy : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_copy>, name = "s"}
  %fmt = llvm.mlir.addressof @fmt_s : !llvm.ptr
  %v = llvm.load %s : !llvm.ptr -> i32
  %r = llvm.call @printf(%fmt, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.return %zero : i32
}
