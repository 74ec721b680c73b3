// Seed 001, "Allocatable variables": copyin(a) of an ALLOCATABLE dummy whose
// descriptor is dd%a, on flang 22's own HLFIR of
// examples/fortran/seed001_allocatable_dummy.f90 (Inputs/README.md): the data at the
// descriptor's base address (a !fir.heap), attached by the recipe of its type.
//
// RUN: acc-opt %S/Inputs/seed001_allocatable_dummy.hlfir.mlir | diff %S/Inputs/seed001_allocatable_dummy.hlfir.mlir -
// RUN: acc-opt --print-op-generic %S/Inputs/seed001_allocatable_dummy.hlfir.mlir | diff %S/Inputs/seed001_allocatable_dummy.hlfir.generic.mlir -
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions %S/Inputs/seed001_allocatable_dummy.hlfir.mlir | filecheck %s --check-prefix=ATTACH
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/seed001_allocatable_dummy.hlfir.mlir | filecheck %s --check-prefix=EXPAND
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/seed001_allocatable_dummy.hlfir.mlir | filecheck %s --check-prefix=UPSTREAM

// Expanded, the module is upstream's OpenACC dialect again (fir-opt 22 reads it):
// UPSTREAM-NOT: {{augPtr|attachRecipe|detachRecipe|acc.attach.recipe|acc.detach.recipe}}

// ATTACH:      acc.attach.recipe @acc_attach_descriptor_ref_box_heap_UxUxf32 : (!fir.heap<!fir.array<?x?xf32>>, !fir.ref<!fir.box<!fir.heap<!fir.array<?x?xf32>>>>, index, index) {
// ATTACH:      %[[A:.*]]:2 = hlfir.declare %arg1 dummy_scope %{{.*}} arg 2 {fortran_attrs = #fir.var_attrs<allocatable, target>
// ATTACH:      %[[DESC:.*]] = fir.load %[[A]]#0 : !fir.ref<!fir.box<!fir.heap<!fir.array<?x?xf32>>>>
// ATTACH-NEXT: %[[BASE:.*]] = fir.box_addr %[[DESC]] : (!fir.box<!fir.heap<!fir.array<?x?xf32>>>) -> !fir.heap<!fir.array<?x?xf32>>
// ATTACH:      %[[DATA:.*]] = acc.copyin varPtr(%[[BASE]] : !fir.heap<!fir.array<?x?xf32>>) varType(f32) augPtr(%[[A]]#0 : !fir.ref<!fir.box<!fir.heap<!fir.array<?x?xf32>>>>) bounds(%{{.*}}, %{{.*}}) attachRecipe(@acc_attach_descriptor_ref_box_heap_UxUxf32) -> !fir.heap<!fir.array<?x?xf32>> {name = "a", structured = false}
// ATTACH-NEXT: %[[SELF:.*]] = acc.copyin varPtr(%[[A]]#0 : !fir.ref<!fir.box<!fir.heap<!fir.array<?x?xf32>>>>) -> !fir.ref<!fir.box<!fir.heap<!fir.array<?x?xf32>>>> {acc.descriptor = false, name = "a", structured = false}
// The descriptor's storage is mapped before the attachment (acc-order-data-actions).
// ATTACH-NEXT: acc.enter_data dataOperands(%[[SELF]], %[[DATA]] : !fir.ref<!fir.box<!fir.heap<!fir.array<?x?xf32>>>>, !fir.heap<!fir.array<?x?xf32>>)

// EXPAND:      acc.enter_data dataOperands
// EXPAND:      fir.call @_FortranAOpenACCAttachDescriptor
// EXPAND-NEXT: acc.present
// EXPAND-NEXT: acc.serial
