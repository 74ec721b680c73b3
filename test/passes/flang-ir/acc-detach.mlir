// Seed 001's first example: create(d), then copyin(d%p) twice (the attachment
// counter reaches 2), then two acc_detach calls of the openacc module (the project's
// `__accdialect_acc_detach_r4p`), on flang 22's
// own HLFIR of examples/fortran/seed001_acc_detach.f90 (Inputs/README.md).
//
// RUN: acc-opt %S/Inputs/seed001_acc_detach.hlfir.mlir | diff %S/Inputs/seed001_acc_detach.hlfir.mlir -
// RUN: acc-opt --print-op-generic %S/Inputs/seed001_acc_detach.hlfir.mlir | diff %S/Inputs/seed001_acc_detach.hlfir.generic.mlir -
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions %S/Inputs/seed001_acc_detach.hlfir.mlir | filecheck %s --check-prefix=ATTACH
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/seed001_acc_detach.hlfir.mlir | filecheck %s --check-prefix=EXPAND
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/seed001_acc_detach.hlfir.mlir | filecheck %s --check-prefix=UPSTREAM

// Expanded, the module is upstream's OpenACC dialect again (fir-opt 22 reads it):
// UPSTREAM-NOT: {{augPtr|attachRecipe|detachRecipe|acc.attach.recipe|acc.detach.recipe}}

// ATTACH:      acc.create varPtr(%{{.*}} : {{.*}}) {{.*}}{name = "d", structured = false}
// ATTACH:      %[[DATA1:.*]] = acc.copyin varPtr(%{{.*}} : !fir.ptr<!fir.array<?x?xf32>>) varType(f32) augPtr(%{{.*}}) bounds(%{{.*}}, %{{.*}}) attachRecipe(@acc_attach_descriptor_ref_box_ptr_UxUxf32) -> !fir.ptr<!fir.array<?x?xf32>> {name = "d%p", structured = false}
// ATTACH-NEXT: %[[SELF1:.*]] = acc.copyin varPtr(%{{.*}}) -> {{.*}} {acc.descriptor = false, name = "d%p", structured = false}
// ATTACH-NEXT: acc.enter_data dataOperands(%[[SELF1]], %[[DATA1]] :
// ATTACH:      acc.copyin {{.*}} attachRecipe(@acc_attach_descriptor_ref_box_ptr_UxUxf32)
// ATTACH:      fir.call @__accdialect_acc_detach_r4p

// EXPAND:      acc.create
// EXPAND:      fir.call @_FortranAOpenACCAttachDescriptor
// EXPAND:      fir.call @_FortranAOpenACCAttachDescriptor
// EXPAND:      fir.call @__accdialect_acc_detach_r4p
// EXPAND:      fir.call @__accdialect_acc_detach_r4p
// EXPAND:      acc.serial
