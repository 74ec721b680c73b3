// lower-acc-to-runtime on the unstructured directives.
//
// enter data if(%cond) copyin(a) create(b) copyin(p[0:n]) (p reached through %pp):
// one begin call under the if, map types TO (1), alloc (0), TO (1), the section's size
// computed at run time, then the attachment of p: acc_attach(&p) (OpenACC 3.3 2.7.2:
// pointer updates after the copies of the same directive).
// exit data copyout(a) delete(b) detach(p): detachments first, then one end call per
// operation, in order: FROM (2), release (0); with finalize: acc_detach_finalize,
// FROM|DELETE (0xa), DELETE (8).
// update device(a) self(b): TO|PRESENT (0x1001), FROM|PRESENT (0x1002); with ifPresent
// no PRESENT.
// An enter data with only an attachment makes no mapper call.
//
// RUN: acc-opt -p lower-acc-to-runtime %s | filecheck %s
// RUN: acc-opt -p lower-acc-to-runtime %s -o %t.1.mlir && acc-opt %t.1.mlir -o %t.2.mlir && acc-opt -p lower-acc-to-runtime %t.1.mlir | diff %t.2.mlir -

func.func @enter(%a: !llvm.ptr, %b: !llvm.ptr, %pp: !llvm.ptr, %n: index, %cond: i1) {
  %c0 = arith.constant 0 : index
  %bounds = acc.bounds lowerbound(%c0 : index) extent(%n : index)
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a", structured = false}
  %1 = acc.create varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {name = "b", structured = false}
  %3 = acc.copyin varPtr(%p : !llvm.ptr) varType(f32) varPtrPtr(%pp : !llvm.ptr) bounds(%bounds) -> !llvm.ptr {name = "p[0:n]", structured = false}
  acc.enter_data if(%cond) dataOperands(%0, %1, %3 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  return
}

// only attachments: no mapper call
func.func @only_attach(%pp: !llvm.ptr) {
  %0 = acc.attach varPtr(%pp : !llvm.ptr) varType(f32) -> !llvm.ptr {name = "p", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  return
}

func.func @exit(%a: !llvm.ptr, %b: !llvm.ptr, %pp: !llvm.ptr) {
  %0 = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a", structured = false}
  %1 = acc.getdeviceptr varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "b", structured = false}
  %2 = acc.getdeviceptr varPtr(%pp : !llvm.ptr) varType(f32) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, name = "p", structured = false}
  acc.exit_data dataOperands(%0, %1, %2 : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a", structured = false}
  acc.delete accPtr(%1 : !llvm.ptr) {dataClause = #acc<data_clause acc_delete>, name = "b", structured = false}
  acc.detach accPtr(%2 : !llvm.ptr) {name = "p", structured = false}
  return
}

func.func @exit_finalize(%a: !llvm.ptr, %b: !llvm.ptr, %pp: !llvm.ptr) {
  %0 = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a", structured = false}
  %1 = acc.getdeviceptr varPtr(%b : !llvm.ptr) varType(!llvm.array<4 x i32>) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "b", structured = false}
  %2 = acc.getdeviceptr varPtr(%pp : !llvm.ptr) varType(f32) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, name = "p", structured = false}
  acc.exit_data dataOperands(%0, %1, %2 : !llvm.ptr, !llvm.ptr, !llvm.ptr) attributes {finalize}
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a", structured = false}
  acc.delete accPtr(%1 : !llvm.ptr) {dataClause = #acc<data_clause acc_delete>, name = "b", structured = false}
  acc.detach accPtr(%2 : !llvm.ptr) {name = "p", structured = false}
  return
}

func.func @update(%a: !llvm.ptr, %b: !llvm.ptr) {
  %0 = acc.update_device varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a", structured = false}
  %1 = acc.getdeviceptr varPtr(%b : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_update_host>, name = "b", structured = false}
  acc.update dataOperands(%0, %1 : !llvm.ptr, !llvm.ptr)
  acc.update_host accPtr(%1 : !llvm.ptr) to varPtr(%b : !llvm.ptr) varType(f64) {name = "b", structured = false}
  %2 = acc.update_device varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a", structured = false}
  acc.update dataOperands(%2 : !llvm.ptr) attributes {ifPresent}
  return
}

// CHECK-LABEL: func.func @enter(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: index, %arg4: i1)
// CHECK:      %[[BASES:.*]] = llvm.alloca %{{.*}} x !llvm.array<3 x ptr>
// CHECK-NEXT: %[[PTRS:.*]] = llvm.alloca %{{.*}} x !llvm.array<3 x ptr>
// CHECK-NEXT: %[[SIZES:.*]] = llvm.alloca %{{.*}} x !llvm.array<3 x i64>
// CHECK:      %[[P:.*]] = llvm.load %arg2
// CHECK-NEXT: scf.if %arg4 {
//   p[0:n]: (n - 1) * 4 + 4 bytes
// CHECK-NEXT:   %[[N:.*]] = arith.index_cast %arg3 : index to i64
// CHECK-NEXT:   %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:   %[[NM1:.*]] = llvm.sub %[[N]], %[[ONE]] : i64
// CHECK-NEXT:   %[[FOUR:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT:   %[[LAST:.*]] = llvm.mul %[[NM1]], %[[FOUR]] : i64
// CHECK-NEXT:   %[[SIZE:.*]] = llvm.add %[[LAST]], %[[FOUR]] : i64
// CHECK:        %[[G:.*]] = llvm.getelementptr %[[BASES]][0, 0]
// CHECK-NEXT:   llvm.store %arg0, %[[G]]
// CHECK:        %[[G:.*]] = llvm.getelementptr %[[PTRS]][0, 2]
// CHECK-NEXT:   llvm.store %[[P]], %[[G]]
// CHECK-NEXT:   %[[G:.*]] = llvm.getelementptr %[[SIZES]][0, 2]
// CHECK-NEXT:   llvm.store %[[SIZE]], %[[G]] : i64, !llvm.ptr
// CHECK-NEXT:   %[[TYPES:.*]] = llvm.mlir.addressof @".offload_maptypes" : !llvm.ptr
// CHECK:        llvm.call @__tgt_target_data_begin_mapper(%{{.*}}, %{{.*}}, %{{.*}}, %[[BASES]], %[[PTRS]], %[[SIZES]], %[[TYPES]], %{{.*}}, %{{.*}})
// CHECK-NEXT:   llvm.call @acc_attach(%arg2) : (!llvm.ptr) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return

// CHECK-LABEL: func.func @only_attach(%arg0: !llvm.ptr)
// CHECK-NEXT: llvm.call @acc_attach(%arg0) : (!llvm.ptr) -> ()
// CHECK-NEXT: return

// CHECK-LABEL: func.func @exit(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr)
// CHECK:      llvm.call @acc_detach(%arg2) : (!llvm.ptr) -> ()
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.1"
// CHECK:      llvm.call @__tgt_target_data_end_mapper({{.*}}, %[[T]], {{.*}})
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.2"
// CHECK:      llvm.call @__tgt_target_data_end_mapper({{.*}}, %[[T]], {{.*}})
// CHECK-NEXT: return

// CHECK-LABEL: func.func @exit_finalize(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr)
// CHECK:      llvm.call @acc_detach_finalize(%arg2) : (!llvm.ptr) -> ()
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.3"
// CHECK:      llvm.call @__tgt_target_data_end_mapper({{.*}}, %[[T]], {{.*}})
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.4"
// CHECK:      llvm.call @__tgt_target_data_end_mapper({{.*}}, %[[T]], {{.*}})

// CHECK-LABEL: func.func @update(%arg0: !llvm.ptr, %arg1: !llvm.ptr)
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.5"
// CHECK:      llvm.call @__tgt_target_data_update_mapper({{.*}}, %[[T]], {{.*}})
// CHECK:      %[[T:.*]] = llvm.mlir.addressof @".offload_maptypes.6"
// CHECK:      llvm.call @__tgt_target_data_update_mapper({{.*}}, %[[T]], {{.*}})
// CHECK-NOT:  acc.

// CHECK-DAG: llvm.func @acc_attach(!llvm.ptr)
// CHECK-DAG: llvm.func @acc_detach(!llvm.ptr)
// CHECK-DAG: llvm.func @acc_detach_finalize(!llvm.ptr)
// CHECK-DAG: @".offload_maptypes"(dense<[1, 0, 1]> : tensor<3xi64>)
// CHECK-DAG: @".offload_name.2"(";p[0:n];unknown;0;0;;\00")
// CHECK-DAG: @".offload_sizes"(dense<8> : tensor<1xi64>)
// CHECK-DAG: @".offload_maptypes.1"(dense<2> : tensor<1xi64>)
// CHECK-DAG: @".offload_sizes.1"(dense<16> : tensor<1xi64>)
// CHECK-DAG: @".offload_maptypes.2"(dense<0> : tensor<1xi64>)
// CHECK-DAG: @".offload_maptypes.3"(dense<10> : tensor<1xi64>)
// CHECK-DAG: @".offload_maptypes.4"(dense<8> : tensor<1xi64>)
// CHECK-DAG: @".offload_maptypes.5"(dense<[4097, 4098]> : tensor<2xi64>)
// CHECK-DAG: @".offload_maptypes.6"(dense<1> : tensor<1xi64>)
