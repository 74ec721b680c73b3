// An ALLOCATABLE component: enter data copyin(h%v) after copyin(h), exit data
// copyout(h%v), on flang 22's own HLFIR of
// examples/fortran/derived_type_allocatable_component.f90 (Inputs/README.md).
//
// RUN: acc-opt %S/Inputs/derived_type_allocatable_component.hlfir.mlir | diff %S/Inputs/derived_type_allocatable_component.hlfir.mlir -
// RUN: acc-opt --print-op-generic %S/Inputs/derived_type_allocatable_component.hlfir.mlir | diff %S/Inputs/derived_type_allocatable_component.hlfir.generic.mlir -
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions %S/Inputs/derived_type_allocatable_component.hlfir.mlir | filecheck %s --check-prefix=ATTACH
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/derived_type_allocatable_component.hlfir.mlir | filecheck %s --check-prefix=EXPAND
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/derived_type_allocatable_component.hlfir.mlir | filecheck %s --check-prefix=UPSTREAM

// Expanded, the module is upstream's OpenACC dialect again (fir-opt 22 reads it):
// UPSTREAM-NOT: {{augPtr|attachRecipe|detachRecipe|acc.attach.recipe|acc.detach.recipe}}

// ATTACH:      acc.attach.recipe @acc_attach_descriptor_ref_box_heap_Uxf32 : (!fir.heap<!fir.array<?xf32>>, !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>, index, index) {
// ATTACH:      acc.detach.recipe @acc_detach_descriptor_ref_box_heap_Uxf32 :
// ATTACH:      acc.copyin varPtr(%{{.*}} : !fir.heap<!fir.array<?xf32>>) varType(f32) augPtr(%{{.*}} : !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>) bounds(%{{.*}}) attachRecipe(@acc_attach_descriptor_ref_box_heap_Uxf32) -> !fir.heap<!fir.array<?xf32>> {name = "h%v", structured = false}
// ATTACH:      acc.copyout accPtr(%{{.*}} : !fir.heap<!fir.array<?xf32>>) augPtr(%{{.*}} : !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>) bounds(%{{.*}}) detachRecipe(@acc_detach_descriptor_ref_box_heap_Uxf32) to varPtr(%{{.*}} : !fir.heap<!fir.array<?xf32>>) varType(f32) {name = "h%v", structured = false}

// EXPAND:      fir.call @_FortranAOpenACCAttachDescriptor
// EXPAND:      acc.parallel
// EXPAND:      fir.call @_FortranAOpenACCDetachDescriptor
// EXPAND-NEXT: acc.exit_data
