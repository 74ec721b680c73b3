// Seed 001, "The descriptor storage allocation": serial present(d%p) while d has no
// clause, on flang 22's own HLFIR of examples/fortran/seed001_implied_copy.f90
// (Inputs/README.md). flang 22 maps d%p's descriptor with its data, which
// acc-descriptor-attach keeps as a clause of its own: the descriptor's storage is on
// the construct, and acc-order-data-actions puts it before the attachment, so no
// implied copy(d) is needed (test implied-copy-seed-form.mlir gives one to the seed's
// own form, where the descriptor has no clause).
//
// RUN: acc-opt %S/Inputs/seed001_implied_copy.hlfir.mlir | diff %S/Inputs/seed001_implied_copy.hlfir.mlir -
// RUN: acc-opt --print-op-generic %S/Inputs/seed001_implied_copy.hlfir.mlir | diff %S/Inputs/seed001_implied_copy.hlfir.generic.mlir -
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions %S/Inputs/seed001_implied_copy.hlfir.mlir | filecheck %s --check-prefix=ATTACH
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/seed001_implied_copy.hlfir.mlir | filecheck %s --check-prefix=EXPAND
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/seed001_implied_copy.hlfir.mlir | filecheck %s --check-prefix=UPSTREAM

// Expanded, the module is upstream's OpenACC dialect again (fir-opt 22 reads it):
// UPSTREAM-NOT: {{augPtr|attachRecipe|detachRecipe|acc.attach.recipe|acc.detach.recipe}}

// ATTACH:      %[[DATA:.*]] = acc.present varPtr(%{{.*}} : !fir.ptr<!fir.array<?x?xf32>>) varType(f32) augPtr(%[[P:.*]] : !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>) bounds(%{{.*}}, %{{.*}}) attachRecipe(@acc_attach_descriptor_ref_box_ptr_UxUxf32) -> !fir.ptr<!fir.array<?x?xf32>> {name = "d%p"}
// ATTACH-NEXT: %[[SELF:.*]] = acc.present varPtr(%[[P]] : {{.*}}) -> {{.*}} {acc.descriptor = false, name = "d%p"}
// ATTACH-NEXT: acc.serial dataOperands(%[[SELF]], %[[DATA]] : !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>, !fir.ptr<!fir.array<?x?xf32>>) {
// The region reads the device copy of the descriptor.
// ATTACH-NEXT:   hlfir.declare %[[SELF]] {fortran_attrs = #fir.var_attrs<pointer>, uniq_name = "d%p"}
// ATTACH:      acc.delete accPtr(%[[DATA]] : !fir.ptr<!fir.array<?x?xf32>>) augPtr(%[[P]] : {{.*}}) bounds(%{{.*}}, %{{.*}}) detachRecipe(@acc_detach_descriptor_ref_box_ptr_UxUxf32) {dataClause = #acc<data_clause acc_present>, name = "d%p"}
// ATTACH-NEXT: acc.delete accPtr(%[[SELF]] : {{.*}}) {name = "d%p"}

// A compute construct's clauses become a data region around it; the attachment
// runs in that region, before the construct.
// EXPAND:      acc.data dataOperands(
// EXPAND:        fir.call @_FortranAOpenACCAttachDescriptor
// EXPAND:        acc.serial
