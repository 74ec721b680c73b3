// Seed 001, "Pointer dummy arguments", on flang 22's own HLFIR of
// examples/fortran/seed001_pointer_dummy.f90 (Inputs/README.md): copyin(t1) and
// copyin(p) of two POINTER dummies become seed 001's form, written in FIR: the data
// clause on the descriptor's base address with augPtr and the attach recipe, beside
// the clause on the descriptor itself; the recipes are FIR calling flang's runtime.
//
// Read and printed as fir-opt 22 prints it, in both forms:
// RUN: acc-opt %S/Inputs/seed001_pointer_dummy.hlfir.mlir | diff %S/Inputs/seed001_pointer_dummy.hlfir.mlir -
// RUN: acc-opt --print-op-generic %S/Inputs/seed001_pointer_dummy.hlfir.mlir | diff %S/Inputs/seed001_pointer_dummy.hlfir.generic.mlir -
// RUN: acc-opt -p acc-descriptor-attach %S/Inputs/seed001_pointer_dummy.hlfir.mlir | filecheck %s --check-prefix=ATTACH
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/seed001_pointer_dummy.hlfir.mlir | filecheck %s --check-prefix=EXPAND
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/seed001_pointer_dummy.hlfir.mlir | filecheck %s --check-prefix=UPSTREAM

// The runtime's declaration and one attach recipe per descriptor type, in FIR.
// ATTACH:      func.func private @_FortranAOpenACCAttachDescriptor(!fir.ref<!fir.box<none>>, !fir.llvm_ptr<i8>, i64, i64, !fir.ref<i8>, i32) attributes {fir.runtime}
// ATTACH-NEXT: acc.attach.recipe @acc_attach_descriptor_ref_box_ptr_UxUxf32 : (!fir.ptr<!fir.array<?x?xf32>>, !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>, index, index) {
// ATTACH-NEXT: ^bb0(%[[BASE:.*]]: !fir.ptr<!fir.array<?x?xf32>>, %[[DESC:.*]]: !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>, %[[OFF:.*]]: index, %[[SIZE:.*]]: index):
// ATTACH-NEXT:   %[[D:.*]] = fir.convert %[[DESC]] : (!fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>) -> !fir.ref<!fir.box<none>>
// ATTACH-NEXT:   %[[B:.*]] = fir.convert %[[BASE]] : (!fir.ptr<!fir.array<?x?xf32>>) -> !fir.llvm_ptr<i8>
// ATTACH-NEXT:   %[[O:.*]] = fir.convert %[[OFF]] : (index) -> i64
// ATTACH-NEXT:   %[[S:.*]] = fir.convert %[[SIZE]] : (index) -> i64
// ATTACH-NEXT:   %[[FILE:.*]] = fir.zero_bits !fir.ref<i8>
// ATTACH-NEXT:   %[[LINE:.*]] = arith.constant 0 : i32
// ATTACH-NEXT:   fir.call @_FortranAOpenACCAttachDescriptor(%[[D]], %[[B]], %[[O]], %[[S]], %[[FILE]], %[[LINE]]) : (!fir.ref<!fir.box<none>>, !fir.llvm_ptr<i8>, i64, i64, !fir.ref<i8>, i32) -> ()
// ATTACH-NEXT:   acc.yield
// ATTACH-NEXT: }

// In the dummy's procedure: copyin(d), copyin(t1), then copyin(p).
// ATTACH:      func.func private @_QFPwrapper
// ATTACH:      %[[D:.*]]:2 = hlfir.declare %arg0 dummy_scope %{{.*}} arg 1
// ATTACH:      %[[P:.*]]:2 = hlfir.declare %arg1 dummy_scope %{{.*}} arg 2
// ATTACH:      %[[T1:.*]]:2 = hlfir.declare %arg2 dummy_scope %{{.*}} arg 3
// ATTACH:      acc.copyin varPtr(%[[D]]#0 : !fir.ref<!fir.type<_QMtypesTty1{p:!fir.box<!fir.ptr<!fir.array<?x?xf32>>>}>>) {{.*}}{name = "d", structured = false}
// ATTACH:      %[[T1DESC:.*]] = fir.load %[[T1]]#0 : !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>
// ATTACH-NEXT: %[[T1BASE:.*]] = fir.box_addr %[[T1DESC]] : (!fir.box<!fir.ptr<!fir.array<?x?xf32>>>) -> !fir.ptr<!fir.array<?x?xf32>>
// ATTACH-NEXT: %[[C0:.*]] = arith.constant 0 : index
// ATTACH-NEXT: %[[DIM0:.*]]:3 = fir.box_dims %[[T1DESC]], %[[C0]]
// ATTACH-NEXT: %[[C1:.*]] = arith.constant 1 : index
// ATTACH-NEXT: %[[DIM1:.*]]:3 = fir.box_dims %[[T1DESC]], %[[C1]]
// ATTACH-NEXT: %[[B0:.*]] = acc.bounds lowerbound(%[[C0]] : index) extent(%[[DIM0]]#1 : index) stride(%[[DIM0]]#2 : index) {strideInBytes = true}
// ATTACH-NEXT: %[[B1:.*]] = acc.bounds lowerbound(%[[C0]] : index) extent(%[[DIM1]]#1 : index) stride(%[[DIM1]]#2 : index) {strideInBytes = true}
// ATTACH-NEXT: %[[T1DATA:.*]] = acc.copyin varPtr(%[[T1BASE]] : !fir.ptr<!fir.array<?x?xf32>>) varType(f32) augPtr(%[[T1]]#0 : !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>) bounds(%[[B0]], %[[B1]]) attachRecipe(@acc_attach_descriptor_ref_box_ptr_UxUxf32) -> !fir.ptr<!fir.array<?x?xf32>> {name = "t1", structured = false}
// ATTACH-NEXT: %[[T1SELF:.*]] = acc.copyin varPtr(%[[T1]]#0 : !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>) -> !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>> {acc.descriptor = false, name = "t1", structured = false}
// ATTACH-NEXT: acc.enter_data dataOperands(%[[T1DATA]], %[[T1SELF]] : !fir.ptr<!fir.array<?x?xf32>>, !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>)
// ATTACH:      acc.copyin varPtr(%{{.*}} : !fir.ptr<!fir.array<?x?xf32>>) varType(f32) augPtr(%[[P]]#0 : !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>) bounds(%{{.*}}, %{{.*}}) attachRecipe(@acc_attach_descriptor_ref_box_ptr_UxUxf32) -> !fir.ptr<!fir.array<?x?xf32>> {name = "p", structured = false}
// ATTACH-NEXT: acc.copyin varPtr(%[[P]]#0 : !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>) -> {{.*}} {acc.descriptor = false, name = "p", structured = false}

// UPSTREAM-NOT: {{augPtr|attachRecipe|detachRecipe|acc.attach.recipe|acc.detach.recipe}}

// Expanded: upstream's operations again, the attachment a call after the construct
// that performed the data actions (OpenACC 3.3 §2.7.2), its section the whole data:
// (extent0 - 1) * stride0 + (extent1 - 1) * stride1 + 4 bytes.
// EXPAND:      func.func private @_QFPwrapper
// EXPAND:      acc.copyin varPtr(%{{.*}} : !fir.ptr<!fir.array<?x?xf32>>) varType(f32) bounds(%{{.*}}, %{{.*}}) -> !fir.ptr<!fir.array<?x?xf32>> {name = "t1", structured = false}
// EXPAND-NEXT: acc.copyin varPtr(%{{.*}} : !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>) {{.*}}{acc.descriptor = false, name = "t1", structured = false}
// EXPAND-NEXT: acc.enter_data dataOperands
// EXPAND:      %[[C4:.*]] = arith.constant 4 : index
// EXPAND-NEXT: %[[SIZE:.*]] = arith.addi %{{.*}}, %[[C4]] : index
// EXPAND:      fir.call @_FortranAOpenACCAttachDescriptor(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!fir.ref<!fir.box<none>>, !fir.llvm_ptr<i8>, i64, i64, !fir.ref<i8>, i32) -> ()
// EXPAND:      acc.copyin varPtr(%{{.*}} : !fir.ptr<!fir.array<?x?xf32>>) varType(f32) bounds(%{{.*}}, %{{.*}}) -> !fir.ptr<!fir.array<?x?xf32>> {name = "p", structured = false}
// EXPAND:      acc.enter_data dataOperands
// EXPAND:      fir.call @_FortranAOpenACCAttachDescriptor
// EXPAND-NEXT: acc.present
// EXPAND-NEXT: acc.serial
