// acc-descriptor-attach: the frontend form of Fortran descriptors (varPtr = the
// descriptor's address, varType = the CFI descriptor struct) into seed 001's form.
// RUN: acc-opt -p acc-descriptor-attach %s | filecheck %s
// Idempotence: a second run changes nothing.
// RUN: acc-opt -p acc-descriptor-attach %s | acc-opt -p acc-descriptor-attach | filecheck %s
// RUN: acc-opt -p acc-descriptor-attach %s -o %t.once.mlir
// RUN: acc-opt -p acc-descriptor-attach %t.once.mlir -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir

!desc2 = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<2 x array<3 x i64>>)>
!desc1a = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>, ptr)>
!scalar = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8)>
!ty1 = !llvm.struct<"ty1", (!desc2)>

// The recipes and runtime declarations, once, at the top of the module.
// CHECK:      acc.attach.recipe @acc_attach_descriptor : (!llvm.ptr, !llvm.ptr, index, index) {
// CHECK-NEXT: ^{{.*}}(%[[BASE:.*]]: !llvm.ptr, %[[DESC:.*]]: !llvm.ptr, %[[OFFSET:.*]]: index, %[[SIZE:.*]]: index):
// CHECK-NEXT:   %[[OFF:.*]] = arith.index_cast %[[OFFSET]] : index to i64
// CHECK-NEXT:   %[[LEN:.*]] = arith.index_cast %[[SIZE]] : index to i64
// CHECK-NEXT:   %[[FILE:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %[[LINE:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   llvm.call @_FortranAOpenACCAttachDescriptor(%[[DESC]], %[[BASE]], %[[OFF]], %[[LEN]], %[[FILE]], %[[LINE]]) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32) -> ()
// CHECK-NEXT:   acc.yield
// CHECK-NEXT: }
// CHECK-NEXT: acc.detach.recipe @acc_detach_descriptor : (!llvm.ptr, !llvm.ptr, index, index) {
// CHECK:        %[[FIN:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK:        llvm.call @_FortranAOpenACCDetachDescriptor(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[FIN]], %{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32) -> ()
// CHECK:      acc.detach.recipe @acc_detach_descriptor_finalize : (!llvm.ptr, !llvm.ptr, index, index) {
// CHECK:        %[[FIN:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK:        llvm.call @_FortranAOpenACCDetachDescriptor(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[FIN]], %{{.*}}, %{{.*}})
// CHECK:      llvm.func @_FortranAOpenACCAttachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32)
// CHECK-NEXT: llvm.func @_FortranAOpenACCDetachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32)
// CHECK-NOT:  acc.attach.recipe

// `enter data copyin(d%p)` of a rank-2 pointer whose element type is not known:
// varType i8, an innermost dimension of elem_len bytes, then each dimension with
// its extent and byte stride, read from the descriptor.
// CHECK-LABEL: func.func @copyin_member(
// CHECK-SAME:      %[[D:.*]]: !llvm.ptr)
// CHECK-NEXT:    %[[CREATE:.*]] = acc.create varPtr(%[[D]] : !llvm.ptr) varType(!llvm.struct<"ty1", {{.*}}>) -> !llvm.ptr {name = "d", structured = false}
// CHECK-NEXT:    acc.enter_data dataOperands(%[[CREATE]] : !llvm.ptr)
// CHECK-NEXT:    %[[DP:.*]] = llvm.getelementptr %[[D]][0, 0]
// CHECK-NEXT:    %[[BASE:.*]] = llvm.load %[[DP]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[ELEM_LEN_ADDR:.*]] = llvm.getelementptr %[[DP]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<2 x array<3 x i64>>)>
// CHECK-NEXT:    %[[ELEM_LEN:.*]] = llvm.load %[[ELEM_LEN_ADDR]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[B0:.*]] = acc.bounds lowerbound(%[[C0]] : i64) extent(%[[ELEM_LEN]] : i64) stride(%[[C1]] : i64) {strideInBytes = true}
// CHECK-NEXT:    %[[EXT0_ADDR:.*]] = llvm.getelementptr %[[DP]][0, 7, 0, 1]
// CHECK-NEXT:    %[[EXT0:.*]] = llvm.load %[[EXT0_ADDR]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[STR0_ADDR:.*]] = llvm.getelementptr %[[DP]][0, 7, 0, 2]
// CHECK-NEXT:    %[[STR0:.*]] = llvm.load %[[STR0_ADDR]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[B1:.*]] = acc.bounds lowerbound(%[[C0]] : i64) extent(%[[EXT0]] : i64) stride(%[[STR0]] : i64) {strideInBytes = true}
// CHECK-NEXT:    %[[EXT1_ADDR:.*]] = llvm.getelementptr %[[DP]][0, 7, 1, 1]
// CHECK-NEXT:    %[[EXT1:.*]] = llvm.load %[[EXT1_ADDR]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[STR1_ADDR:.*]] = llvm.getelementptr %[[DP]][0, 7, 1, 2]
// CHECK-NEXT:    %[[STR1:.*]] = llvm.load %[[STR1_ADDR]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[B2:.*]] = acc.bounds lowerbound(%[[C0]] : i64) extent(%[[EXT1]] : i64) stride(%[[STR1]] : i64) {strideInBytes = true}
// CHECK-NEXT:    %[[IN:.*]] = acc.copyin varPtr(%[[BASE]] : !llvm.ptr) varType(i8) augPtr(%[[DP]] : !llvm.ptr) bounds(%[[B0]], %[[B1]], %[[B2]]) attachRecipe(@acc_attach_descriptor) -> !llvm.ptr {name = "d%p", structured = false}
// CHECK-NEXT:    acc.enter_data dataOperands(%[[IN]] : !llvm.ptr)
func.func @copyin_member(%d: !llvm.ptr) {
  %create = acc.create varPtr(%d : !llvm.ptr) varType(!ty1) -> !llvm.ptr {name = "d", structured = false}
  acc.enter_data dataOperands(%create : !llvm.ptr)
  %dp = llvm.getelementptr %d[0, 0] : (!llvm.ptr) -> !llvm.ptr, !ty1
  %in = acc.copyin varPtr(%dp : !llvm.ptr) varType(!desc2) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%in : !llvm.ptr)
  return
}

// The marker gives the element type: one bounds per dimension, varType f32.
// Every entry clause with an attachment gets the recipe.
// CHECK-LABEL: func.func @marker_and_clauses(
// CHECK-SAME:      %[[P:.*]]: !llvm.ptr)
// CHECK:         %[[BASE:.*]] = llvm.load %[[P]] : !llvm.ptr -> !llvm.ptr
// CHECK-NOT:     elem_len
// CHECK:         %[[B0:.*]] = acc.bounds lowerbound(%{{.*}} : i64) extent(%{{.*}} : i64) stride(%{{.*}} : i64) {strideInBytes = true}
// CHECK:         %[[B1:.*]] = acc.bounds
// CHECK-NEXT:    %[[CR:.*]] = acc.create varPtr(%[[BASE]] : !llvm.ptr) varType(f32) augPtr(%[[P]] : !llvm.ptr) bounds(%[[B0]], %[[B1]]) attachRecipe(@acc_attach_descriptor) -> !llvm.ptr {name = "p", structured = false}
// CHECK-NOT:     acc.descriptor
// CHECK:         acc.present varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%[[P]] : !llvm.ptr) bounds(%{{.*}}, %{{.*}}) attachRecipe(@acc_attach_descriptor)
// CHECK:         acc.nocreate varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%[[P]] : !llvm.ptr) bounds(%{{.*}}, %{{.*}}) attachRecipe(@acc_attach_descriptor)
// CHECK:         acc.attach varPtr(%{{.*}} : !llvm.ptr) varType(f32) augPtr(%[[P]] : !llvm.ptr) bounds(%{{.*}}, %{{.*}}) attachRecipe(@acc_attach_descriptor)
//   an update moves data only: no augPtr, no recipe
// CHECK:         %[[UPD:.*]] = acc.update_device varPtr(%{{.*}} : !llvm.ptr) varType(f32) bounds(%{{.*}}, %{{.*}}) -> !llvm.ptr {name = "p", structured = false}
// CHECK-NEXT:    acc.update dataOperands(%[[UPD]] : !llvm.ptr)
func.func @marker_and_clauses(%p: !llvm.ptr) {
  %cr = acc.create varPtr(%p : !llvm.ptr) varType(!desc2) -> !llvm.ptr {acc.descriptor = f32, name = "p", structured = false}
  acc.enter_data dataOperands(%cr : !llvm.ptr)
  %pr = acc.present varPtr(%p : !llvm.ptr) varType(!desc2) -> !llvm.ptr {acc.descriptor = f32, name = "p"}
  %nc = acc.nocreate varPtr(%p : !llvm.ptr) varType(!desc2) -> !llvm.ptr {acc.descriptor = f32, name = "p"}
  %at = acc.attach varPtr(%p : !llvm.ptr) varType(!desc2) -> !llvm.ptr {acc.descriptor = f32, name = "p"}
  acc.serial dataOperands(%pr, %nc, %at : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    acc.yield
  }
  %up = acc.update_device varPtr(%p : !llvm.ptr) varType(!desc2) -> !llvm.ptr {acc.descriptor = f32, name = "p", structured = false}
  acc.update dataOperands(%up : !llvm.ptr)
  return
}

// A scalar pointer (no dims) and a descriptor with an addendum; bounds already
// given (a section of the target) are kept, with the marker's element type.
// CHECK-LABEL: func.func @scalar_addendum_section(
// CHECK-SAME:      %[[S:.*]]: !llvm.ptr, %[[A:.*]]: !llvm.ptr, %[[LB:.*]]: i64, %[[UB:.*]]: i64)
// CHECK:         %[[SB:.*]] = llvm.load %[[S]] : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[ELEM_LEN:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK-NEXT:    %[[B:.*]] = acc.bounds lowerbound(%{{.*}} : i64) extent(%[[ELEM_LEN]] : i64) stride(%{{.*}} : i64) {strideInBytes = true}
// CHECK-NEXT:    %{{.*}} = acc.copyin varPtr(%[[SB]] : !llvm.ptr) varType(i8) augPtr(%[[S]] : !llvm.ptr) bounds(%[[B]]) attachRecipe(@acc_attach_descriptor) -> !llvm.ptr {name = "s", structured = false}
// CHECK:         %[[SEC:.*]] = acc.bounds lowerbound(%[[LB]] : i64) upperbound(%[[UB]] : i64)
// CHECK-NEXT:    %[[AB:.*]] = llvm.load %[[A]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    %{{.*}} = acc.copyin varPtr(%[[AB]] : !llvm.ptr) varType(f64) augPtr(%[[A]] : !llvm.ptr) bounds(%[[SEC]]) attachRecipe(@acc_attach_descriptor) -> !llvm.ptr {name = "a(lb:ub)", structured = false}
func.func @scalar_addendum_section(%s: !llvm.ptr, %a: !llvm.ptr, %lb: i64, %ub: i64) {
  %cs = acc.copyin varPtr(%s : !llvm.ptr) varType(!scalar) -> !llvm.ptr {name = "s", structured = false}
  %sec = acc.bounds lowerbound(%lb : i64) upperbound(%ub : i64)
  %ca = acc.copyin varPtr(%a : !llvm.ptr) varType(!desc1a) bounds(%sec) -> !llvm.ptr {acc.descriptor = f64, name = "a(lb:ub)", structured = false}
  acc.enter_data dataOperands(%cs, %ca : !llvm.ptr, !llvm.ptr)
  return
}

// Exits: `exit data detach(p)`, `exit data copyout(p) finalize` (the finalize
// recipe), `update self(p)` (the data goes back to the base address).
// CHECK-LABEL: func.func @exits(
// CHECK-SAME:      %[[P:.*]]: !llvm.ptr)
// CHECK:         %[[G1:.*]] = acc.getdeviceptr varPtr(%[[B1:.*]] : !llvm.ptr) varType(f32) augPtr(%[[P]] : !llvm.ptr) bounds(%[[X1:.*]], %[[Y1:.*]]) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, name = "p", structured = false}
// CHECK-NEXT:    acc.exit_data dataOperands(%[[G1]] : !llvm.ptr)
// CHECK-NEXT:    acc.detach accPtr(%[[G1]] : !llvm.ptr) augPtr(%[[P]] : !llvm.ptr) bounds(%[[X1]], %[[Y1]]) detachRecipe(@acc_detach_descriptor) {name = "p", structured = false}
// CHECK:         %[[G2:.*]] = acc.getdeviceptr varPtr(%[[B2:.*]] : !llvm.ptr) varType(f32) augPtr(%[[P]] : !llvm.ptr) bounds(%[[X2:.*]], %[[Y2:.*]]) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "p", structured = false}
// CHECK-NEXT:    acc.exit_data dataOperands(%[[G2]] : !llvm.ptr) attributes {finalize}
// CHECK-NEXT:    acc.copyout accPtr(%[[G2]] : !llvm.ptr) augPtr(%[[P]] : !llvm.ptr) bounds(%[[X2]], %[[Y2]]) detachRecipe(@acc_detach_descriptor_finalize) to varPtr(%[[B2]] : !llvm.ptr) varType(f32) {name = "p", structured = false}
// CHECK:         %[[G3:.*]] = acc.getdeviceptr varPtr(%[[B3:.*]] : !llvm.ptr) varType(f32) augPtr(%[[P]] : !llvm.ptr) bounds(%[[X3:.*]], %[[Y3:.*]]) -> !llvm.ptr {dataClause = #acc<data_clause acc_update_self>, name = "p", structured = false}
// CHECK-NEXT:    acc.update dataOperands(%[[G3]] : !llvm.ptr)
// CHECK-NEXT:    acc.update_host accPtr(%[[G3]] : !llvm.ptr) bounds(%[[X3]], %[[Y3]]) to varPtr(%[[B3]] : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_update_self>, name = "p", structured = false}
func.func @exits(%p: !llvm.ptr) {
  %g1 = acc.getdeviceptr varPtr(%p : !llvm.ptr) varType(!desc2) -> !llvm.ptr {acc.descriptor = f32, dataClause = #acc<data_clause acc_detach>, name = "p", structured = false}
  acc.exit_data dataOperands(%g1 : !llvm.ptr)
  acc.detach accPtr(%g1 : !llvm.ptr) {name = "p", structured = false}
  %g2 = acc.getdeviceptr varPtr(%p : !llvm.ptr) varType(!desc2) -> !llvm.ptr {acc.descriptor = f32, dataClause = #acc<data_clause acc_copyout>, name = "p", structured = false}
  acc.exit_data dataOperands(%g2 : !llvm.ptr) attributes {finalize}
  acc.copyout accPtr(%g2 : !llvm.ptr) to varPtr(%p : !llvm.ptr) varType(!desc2) {name = "p", structured = false}
  %g3 = acc.getdeviceptr varPtr(%p : !llvm.ptr) varType(!desc2) -> !llvm.ptr {acc.descriptor = f32, dataClause = #acc<data_clause acc_update_self>, name = "p", structured = false}
  acc.update dataOperands(%g3 : !llvm.ptr)
  acc.update_host accPtr(%g3 : !llvm.ptr) to varPtr(%p : !llvm.ptr) varType(!desc2) {dataClause = #acc<data_clause acc_update_self>, name = "p", structured = false}
  return
}

// A structured construct: `acc.data copy(p)`; its exit detaches and copies back.
// CHECK-LABEL: func.func @data_region(
// CHECK-SAME:      %[[P:.*]]: !llvm.ptr)
// CHECK:         %[[C:.*]] = acc.copyin varPtr(%[[B:.*]] : !llvm.ptr) varType(f32) augPtr(%[[P]] : !llvm.ptr) bounds(%[[X:.*]], %[[Y:.*]]) attachRecipe(@acc_attach_descriptor) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "p"}
// CHECK-NEXT:    acc.data dataOperands(%[[C]] : !llvm.ptr) {
// CHECK:         acc.copyout accPtr(%[[C]] : !llvm.ptr) augPtr(%[[P]] : !llvm.ptr) bounds(%[[X]], %[[Y]]) detachRecipe(@acc_detach_descriptor) to varPtr(%[[B]] : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "p"}
func.func @data_region(%p: !llvm.ptr) {
  %c = acc.copyin varPtr(%p : !llvm.ptr) varType(!desc2) -> !llvm.ptr {acc.descriptor = f32, dataClause = #acc<data_clause acc_copy>, name = "p"}
  acc.data dataOperands(%c : !llvm.ptr) {
    acc.terminator
  }
  acc.copyout accPtr(%c : !llvm.ptr) to varPtr(%p : !llvm.ptr) varType(!desc2) {dataClause = #acc<data_clause acc_copy>, name = "p"}
  return
}

// `acc.descriptor = false`: an aggregate that only has a descriptor's layout
// (a derived type whose only component is a pointer) is left alone, as is
// everything that is no descriptor.
// CHECK-LABEL: func.func @not_descriptors(
// CHECK-SAME:      %[[D:.*]]: !llvm.ptr, %[[X:.*]]: !llvm.ptr)
// CHECK-NEXT:    %{{.*}} = acc.create varPtr(%[[D]] : !llvm.ptr) varType(!llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<2 x array<3 x i64>>)>) -> !llvm.ptr {acc.descriptor = false, name = "d", structured = false}
// CHECK-NEXT:    %{{.*}} = acc.copyin varPtr(%[[X]] : !llvm.ptr) varType(!llvm.struct<(ptr, i64)>) -> !llvm.ptr {name = "x", structured = false}
// CHECK-NEXT:    acc.enter_data
func.func @not_descriptors(%d: !llvm.ptr, %x: !llvm.ptr) {
  %cd = acc.create varPtr(%d : !llvm.ptr) varType(!desc2) -> !llvm.ptr {acc.descriptor = false, name = "d", structured = false}
  %cx = acc.copyin varPtr(%x : !llvm.ptr) varType(!llvm.struct<(ptr, i64)>) -> !llvm.ptr {name = "x", structured = false}
  acc.enter_data dataOperands(%cd, %cx : !llvm.ptr, !llvm.ptr)
  return
}
