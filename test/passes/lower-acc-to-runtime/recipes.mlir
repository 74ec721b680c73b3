// lower-acc-to-runtime with seed 001's recipes: the attachment of `copyin(d%p(2:4))`
// is the attach recipe's body, inlined after the begin call with (varPtr, augPtr,
// offset, size) = (base, desc, 4, 12); the detachment of the copyout is the detach
// recipe's body, before the end call (OpenACC 3.3 2.7.2: pointer updates after the
// copies on entry, before them on exit). The recipes, now unused, are erased.
//
// RUN: acc-opt -p lower-acc-to-runtime %s | filecheck %s

acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base_addr: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  %file = llvm.mlir.zero : !llvm.ptr
  %line = llvm.mlir.constant(0 : i32) : i32
  %off = arith.index_cast %offset : index to i64
  %len = arith.index_cast %size : index to i64
  llvm.call @_FortranAOpenACCAttachDescriptor(%desc, %base_addr, %off, %len, %file, %line) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32) -> ()
  acc.yield
}
acc.detach.recipe @detach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base_addr: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  %file = llvm.mlir.zero : !llvm.ptr
  %line = llvm.mlir.constant(0 : i32) : i32
  %fin = llvm.mlir.constant(0 : i32) : i32
  %off = arith.index_cast %offset : index to i64
  %len = arith.index_cast %size : index to i64
  llvm.call @_FortranAOpenACCDetachDescriptor(%desc, %base_addr, %off, %len, %fin, %file, %line) : (!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32) -> ()
  acc.yield
}
llvm.func @_FortranAOpenACCAttachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32)
llvm.func @_FortranAOpenACCDetachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32)

// !$acc enter data copyin(d%p(2:4)) ... !$acc exit data copyout(d%p(2:4))
func.func @copyin_copyout_d_p(%desc: !llvm.ptr) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %b = acc.bounds lowerbound(%c1 : index) upperbound(%c3 : index)
  %in = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) bounds(%b) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%in : !llvm.ptr)
  %dev = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) bounds(%b) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, structured = false}
  acc.exit_data dataOperands(%dev : !llvm.ptr)
  acc.copyout accPtr(%dev : !llvm.ptr) augPtr(%desc : !llvm.ptr) bounds(%b) detachRecipe(@detach_ref) to varPtr(%base : !llvm.ptr) varType(f32) {name = "d%p", structured = false}
  return
}

// CHECK-NOT:  acc.attach.recipe
// CHECK-NOT:  acc.detach.recipe
// CHECK-LABEL: func.func @copyin_copyout_d_p(%arg0: !llvm.ptr)
// CHECK:      %[[BASE:.*]] = llvm.load %arg0 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[BEGIN:.*]] = llvm.getelementptr %[[BASE]][4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK:      llvm.call @__tgt_target_data_begin_mapper(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %[[FILE:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[LINE:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[OFF:.*]] = arith.index_cast %c4 : index to i64
// CHECK-NEXT: %[[LEN:.*]] = arith.index_cast %c12 : index to i64
// CHECK-NEXT: llvm.call @_FortranAOpenACCAttachDescriptor(%arg0, %[[BASE]], %[[OFF]], %[[LEN]], %[[FILE]], %[[LINE]])
//   exit data: the detach recipe, then the copyout
// CHECK:      llvm.call @_FortranAOpenACCDetachDescriptor(%arg0, %[[BASE]],
// CHECK:      llvm.call @__tgt_target_data_end_mapper(
// CHECK-NEXT: return
// CHECK-DAG:  @".offload_sizes"(dense<12> : tensor<1xi64>)
// CHECK-DAG:  @".offload_maptypes"(dense<1> : tensor<1xi64>)
// CHECK-DAG:  @".offload_maptypes.1"(dense<2> : tensor<1xi64>)
// CHECK-DAG:  @".offload_name"(";d%p;unknown;0;0;;\00")
