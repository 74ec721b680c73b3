// lower-acc-to-runtime on structured constructs.
//
// @data: data copy(a) copyout(b) present(c) { data create(t) {} ; parallel(a) }:
// - a begin call with OMPX_HOLD: TO|HOLD (0x2001, as LLVM 22), HOLD (0x2000),
//   PRESENT|HOLD (0x3000); the region inlined;
// - the structured exits where they stand, one end call each: FROM|HOLD (0x2002) for
//   a and b, HOLD (0x2000) for c and t;
// - the parallel lists a, already performed by the data construct: no new action; its
//   region is outlined and launched: the device address of a (acc_deviceptr) and k (an
//   f64, by its bits) are LITERAL|TARGET_PARAM|IMPLICIT kernel arguments (0x320), the
//   constant 2.0 is rematerialized in the kernel; the host fallback gets a itself.
// @empty_and_if: a data region without clauses is its body; serial if(%cond): the data
// actions and the structured exit under the if, the kernel launched only if %cond, the
// region run on the host otherwise.
//
// RUN: acc-opt -p lower-acc-to-runtime %s | filecheck %s
// RUN: acc-opt -p lower-acc-to-runtime %s -o %t.1.mlir && acc-opt %t.1.mlir -o %t.2.mlir && acc-opt -p lower-acc-to-runtime %t.1.mlir | diff %t.2.mlir -

// data copy(a) copyout(b) present(c) { data create(t) { } ; parallel (uses a, k) }
func.func @data(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %t: !llvm.ptr, %k: f64, %n: i32) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
  %1 = acc.create varPtr(%b : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "b"}
  %2 = acc.present varPtr(%c : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "c"}
  acc.data dataOperands(%0, %1, %2 : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    %3 = acc.create varPtr(%t : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "t"}
    acc.data dataOperands(%3 : !llvm.ptr) {
      acc.terminator
    }
    acc.delete accPtr(%3 : !llvm.ptr) {dataClause = #acc<data_clause acc_create>, name = "t"}
    acc.parallel dataOperands(%0 : !llvm.ptr) {
      %two = arith.constant 2.0 : f64
      %v = llvm.load %0 : !llvm.ptr -> f64
      %w = llvm.fmul %v, %k : f64
      %x = llvm.fmul %w, %two : f64
      llvm.store %x, %0 : f64, !llvm.ptr
      acc.yield
    }
    acc.terminator
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.copyout accPtr(%1 : !llvm.ptr) to varPtr(%b : !llvm.ptr) varType(f64) {name = "b"}
  acc.delete accPtr(%2 : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "c"}
  return
}

// a data region with only default(present), and a serial construct with if
func.func @empty_and_if(%a: !llvm.ptr, %cond: i1) {
  acc.data {
    acc.terminator
  } attributes {defaultAttr = #acc<defaultvalue present>}
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(i32) -> !llvm.ptr {name = "a"}
  acc.serial dataOperands(%0 : !llvm.ptr) if(%cond) {
    %one = llvm.mlir.constant(1 : i32) : i32
    llvm.store %one, %0 : i32, !llvm.ptr
    acc.yield
  }
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "a"}
  return
}

// CHECK-LABEL: func.func @data(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: f64, %arg5: i32)
// CHECK:      %[[ARGS:.*]] = llvm.alloca %{{.*}} x !llvm.struct<"struct.__tgt_kernel_arguments"
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes" : !llvm.ptr
// CHECK:      llvm.call @__tgt_target_data_begin_mapper({{.*}}, %[[T]], {{.*}})
// CHECK-NEXT: %[[D:.*]] = llvm.call @acc_deviceptr(%arg0) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %[[DI:.*]] = llvm.ptrtoint %[[D]] : !llvm.ptr to i64
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[ABSENT:.*]] = llvm.icmp "eq" %[[DI]], %[[Z]] : i64
// CHECK-NEXT: %[[DA:.*]] = llvm.select %[[ABSENT]], %arg0, %[[D]] : i1, !llvm.ptr
//   data create(t): begin and its exit
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.1" : !llvm.ptr
// CHECK:      llvm.call @__tgt_target_data_begin_mapper({{.*}}, %[[T]], {{.*}})
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.2" : !llvm.ptr
// CHECK:      llvm.call @__tgt_target_data_end_mapper({{.*}}, %[[T]], {{.*}})
//   the parallel: k's bits as an argument
// CHECK-NEXT: %[[KI:.*]] = llvm.bitcast %arg4 : f64 to i64
// CHECK-NEXT: %[[KP:.*]] = llvm.inttoptr %[[KI]] : i64 to !llvm.ptr
// CHECK:      llvm.store %[[DA]], %{{.*}} : !llvm.ptr, !llvm.ptr
// CHECK:      llvm.store %[[KP]], %{{.*}} : !llvm.ptr, !llvm.ptr
// CHECK:      %[[ID:.*]] = llvm.mlir.addressof @".__omp_offloading_0_0_data_l30.region_id"
// CHECK-NEXT: %[[R:.*]] = llvm.call @__tgt_target_kernel(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ID]], %[[ARGS]])
// CHECK-NEXT: %[[FAILED:.*]] = llvm.icmp "ne" %[[R]], %{{.*}} : i32
// CHECK-NEXT: scf.if %[[FAILED]] {
// CHECK-NEXT:   llvm.call @__omp_offloading_0_0_data_l30(%arg0, %[[KP]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: }
//   the exits of a, b, c where they stand
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.4" : !llvm.ptr
// CHECK:      llvm.call @__tgt_target_data_end_mapper({{.*}}, %[[T]], {{.*}})
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.5" : !llvm.ptr
// CHECK:      llvm.call @__tgt_target_data_end_mapper({{.*}}, %[[T]], {{.*}})
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.6" : !llvm.ptr
// CHECK:      llvm.call @__tgt_target_data_end_mapper({{.*}}, %[[T]], {{.*}})
// CHECK-NEXT: return
//   the kernel: a device address and k, the constant 2.0 inside

// CHECK-LABEL: func.func @empty_and_if(%arg0: !llvm.ptr, %arg1: i1)
// CHECK-NOT:  acc.data
// CHECK:      scf.if %arg1 {
// CHECK:        llvm.call @__tgt_target_data_begin_mapper(
// CHECK-NEXT: }
// CHECK:      %[[R:.*]] = scf.if %arg1 -> (i32) {
// CHECK:        %[[L:.*]] = llvm.call @__tgt_target_kernel(
// CHECK-NEXT:   scf.yield %[[L]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   scf.yield %[[ONE]] : i32
// CHECK-NEXT: }
// CHECK:      %[[FAILED:.*]] = llvm.icmp "ne" %[[R]], %{{.*}} : i32
// CHECK-NEXT: scf.if %[[FAILED]] {
// CHECK-NEXT:   llvm.call @__omp_offloading_0_0_empty_and_if_l52(%arg0)
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg1 {
// CHECK:        llvm.call @__tgt_target_data_end_mapper(
// CHECK-NEXT: }

// CHECK-DAG: @".offload_maptypes"(dense<[8193, 8192, 12288]> : tensor<3xi64>)
// CHECK-DAG: @".offload_maptypes.1"(dense<8192> : tensor<1xi64>)
// CHECK-DAG: @".offload_maptypes.2"(dense<8192> : tensor<1xi64>)
// CHECK-DAG: @".offload_maptypes.3"(dense<800> : tensor<2xi64>)
// CHECK-DAG: @".offload_maptypes.4"(dense<8194> : tensor<1xi64>)
// CHECK-DAG: @".offload_maptypes.5"(dense<8194> : tensor<1xi64>)
// CHECK-DAG: @".offload_maptypes.6"(dense<8192> : tensor<1xi64>)
// CHECK-DAG: @".offload_maptypes.7"(dense<8193> : tensor<1xi64>)
// CHECK-DAG: @".offload_maptypes.9"(dense<8192> : tensor<1xi64>)

// CHECK-LABEL: llvm.func internal @__omp_offloading_0_0_data_l30(
// CHECK-SAME: %[[A:[0-9a-z_]+]]: !llvm.ptr, %[[K:[0-9a-z_]+]]: !llvm.ptr) attributes {acc.construct = "acc.parallel"} {
// CHECK-NEXT: %[[KI:.*]] = llvm.ptrtoint %[[K]] : !llvm.ptr to i64
// CHECK-NEXT: %[[KF:.*]] = llvm.bitcast %[[KI]] : i64 to f64
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2.000000e+00 : f64
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[A]] : !llvm.ptr -> f64
// CHECK-NEXT: %[[W:.*]] = llvm.fmul %[[V]], %[[KF]] : f64
// CHECK-NEXT: %[[X:.*]] = llvm.fmul %[[W]], %[[TWO]] : f64
// CHECK-NEXT: llvm.store %[[X]], %[[A]] : f64, !llvm.ptr
// CHECK-NEXT: llvm.return

// CHECK-LABEL: llvm.func internal @__omp_offloading_0_0_empty_and_if_l52(%{{.*}}: !llvm.ptr) attributes {acc.construct = "acc.serial"}
// CHECK-NOT:  acc.
