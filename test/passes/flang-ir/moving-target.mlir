// Seed 001, "Moving target" and a member pointer: copyin(d%p) twice with d%p
// pointing at another target in between, then exit data copyout(d%p), on flang 22's
// own HLFIR of examples/fortran/moving_target.f90 (Inputs/README.md). Each copyin
// reads the descriptor again (its base address and extent at that point) and
// attaches through the recipe; the copyout detaches through the detach recipe first.
//
// RUN: acc-opt %S/Inputs/moving_target.hlfir.mlir | diff %S/Inputs/moving_target.hlfir.mlir -
// RUN: acc-opt --print-op-generic %S/Inputs/moving_target.hlfir.mlir | diff %S/Inputs/moving_target.hlfir.generic.mlir -
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions %S/Inputs/moving_target.hlfir.mlir | filecheck %s --check-prefix=ATTACH
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/moving_target.hlfir.mlir | filecheck %s --check-prefix=EXPAND
// RUN: acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes %S/Inputs/moving_target.hlfir.mlir | filecheck %s --check-prefix=UPSTREAM

// Expanded, the module is upstream's OpenACC dialect again (fir-opt 22 reads it):
// UPSTREAM-NOT: {{augPtr|attachRecipe|detachRecipe|acc.attach.recipe|acc.detach.recipe}}

// ATTACH:      acc.attach.recipe @acc_attach_descriptor_ref_box_ptr_Uxf32 :
// ATTACH:      acc.detach.recipe @acc_detach_descriptor_ref_box_ptr_Uxf32 :
// ATTACH:        %{{.*}} = arith.constant 0 : i32
// ATTACH-NEXT:   %[[FINALIZE:.*]] = arith.constant 0 : i32
// ATTACH:        fir.call @_FortranAOpenACCDetachDescriptor(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[FINALIZE]], %{{.*}}, %{{.*}}) : (!fir.ref<!fir.box<none>>, !fir.llvm_ptr<i8>, i64, i64, i32, !fir.ref<i8>, i32) -> ()
// ATTACH:      func.func @_QQmain()
// ATTACH:      %[[D:.*]]:2 = hlfir.declare %{{.*}} {uniq_name = "_QFEd"}
// ATTACH:      acc.copyin varPtr(%[[D]]#0 : {{.*}}) {{.*}}{name = "d", structured = false}
// ATTACH:      acc.copyin varPtr(%{{.*}} : !fir.ptr<!fir.array<?xf32>>) varType(f32) augPtr(%{{.*}} : !fir.ref<!fir.box<!fir.ptr<!fir.array<?xf32>>>>) bounds(%{{.*}}) attachRecipe(@acc_attach_descriptor_ref_box_ptr_Uxf32) -> !fir.ptr<!fir.array<?xf32>> {name = "d%p", structured = false}
// ATTACH:      acc.copyin varPtr(%{{.*}} : !fir.ptr<!fir.array<?xf32>>) varType(f32) augPtr(%{{.*}} : {{.*}}) bounds(%{{.*}}) attachRecipe(@acc_attach_descriptor_ref_box_ptr_Uxf32)
// ATTACH:      %[[DEV:.*]] = acc.getdeviceptr varPtr(%[[BASE3:.*]] : !fir.ptr<!fir.array<?xf32>>) varType(f32) augPtr(%[[P3:.*]] : !fir.ref<!fir.box<!fir.ptr<!fir.array<?xf32>>>>) bounds(%[[B3:.*]]) -> !fir.ptr<!fir.array<?xf32>> {dataClause = #acc<data_clause acc_copyout>, name = "d%p", structured = false}
// ATTACH-NEXT: %[[DEVSELF:.*]] = acc.getdeviceptr varPtr(%[[P3]] : !fir.ref<!fir.box<!fir.ptr<!fir.array<?xf32>>>>) -> {{.*}} {acc.descriptor = false, dataClause = #acc<data_clause acc_copyout>, name = "d%p", structured = false}
// ATTACH-NEXT: acc.exit_data dataOperands(%[[DEV]], %[[DEVSELF]] :
// ATTACH-NEXT: acc.copyout accPtr(%[[DEV]] : !fir.ptr<!fir.array<?xf32>>) augPtr(%[[P3]] : {{.*}}) bounds(%[[B3]]) detachRecipe(@acc_detach_descriptor_ref_box_ptr_Uxf32) to varPtr(%[[BASE3]] : !fir.ptr<!fir.array<?xf32>>) varType(f32) {name = "d%p", structured = false}
// ATTACH-NEXT: acc.delete accPtr(%[[DEVSELF]] : {{.*}}) {name = "d%p", structured = false}

// Each attachment after its construct; the detachment before the exit_data that
// copies the data out (OpenACC 3.3 §2.7.2).
// EXPAND:      fir.call @_FortranAOpenACCAttachDescriptor
// EXPAND:      fir.call @_FortranAOpenACCAttachDescriptor
// EXPAND:      acc.serial
// EXPAND:      fir.call @_FortranAOpenACCDetachDescriptor
// EXPAND-NEXT: acc.exit_data dataOperands
// EXPAND-NEXT: acc.copyout accPtr(%{{.*}} : !fir.ptr<!fir.array<?xf32>>) bounds(%{{.*}}) to varPtr(%{{.*}} : !fir.ptr<!fir.array<?xf32>>) varType(f32) {name = "d%p", structured = false}
