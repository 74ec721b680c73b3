// The attach and detach clauses on a member pointer: enter data attach(d%p) twice,
// exit data detach(d%p) twice, on flang 22's own HLFIR of
// examples/fortran/attach_detach_counter.f90 (Inputs/README.md). A pure attachment
// has no data action and no clause on the descriptor: the recipe alone.
//
// RUN: acc-opt %S/Inputs/attach_detach_counter.hlfir.mlir | diff %S/Inputs/attach_detach_counter.hlfir.mlir -
// RUN: acc-opt --print-op-generic %S/Inputs/attach_detach_counter.hlfir.mlir | diff %S/Inputs/attach_detach_counter.hlfir.generic.mlir -
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions %S/Inputs/attach_detach_counter.hlfir.mlir | filecheck %s --check-prefix=ATTACH
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/attach_detach_counter.hlfir.mlir | filecheck %s --check-prefix=EXPAND
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/attach_detach_counter.hlfir.mlir | filecheck %s --check-prefix=UPSTREAM

// Expanded, the module is upstream's OpenACC dialect again (fir-opt 22 reads it):
// UPSTREAM-NOT: {{augPtr|attachRecipe|detachRecipe|acc.attach.recipe|acc.detach.recipe}}

// ATTACH:      acc.attach varPtr(%{{.*}} : !fir.ptr<!fir.array<?xf32>>) varType(f32) augPtr(%{{.*}} : !fir.ref<!fir.box<!fir.ptr<!fir.array<?xf32>>>>) bounds(%{{.*}}) attachRecipe(@acc_attach_descriptor_ref_box_ptr_Uxf32) -> !fir.ptr<!fir.array<?xf32>> {name = "d%p", structured = false}
// ATTACH-NEXT: acc.enter_data dataOperands(%{{.*}} : !fir.ptr<!fir.array<?xf32>>)
// ATTACH:      acc.detach accPtr(%{{.*}} : !fir.ptr<!fir.array<?xf32>>) augPtr(%{{.*}} : {{.*}}) bounds(%{{.*}}) detachRecipe(@acc_detach_descriptor_ref_box_ptr_Uxf32) {name = "d%p", structured = false}
// ATTACH-NOT:  acc.descriptor = false

// Expanded, a pure attachment leaves its construct: the call is all that is left.
// EXPAND:      fir.call @_FortranAOpenACCAttachDescriptor
// EXPAND:      fir.call @_FortranAOpenACCAttachDescriptor
// EXPAND:      fir.call @_FortranAOpenACCDetachDescriptor
// EXPAND:      acc.serial
// EXPAND:      fir.call @_FortranAOpenACCDetachDescriptor
// EXPAND-NOT:  acc.attach varPtr
