// Run the hand-written seed-001 program (examples/acc_descriptor_detach_twice.mlir)
// before and after expand-attach-recipes: the same output, the same runtime
// events in the same order, the same fault.
//
// RUN: acc-run %S/../../../examples/acc_descriptor_detach_twice.mlir --entry one_detach --trace --symbolic > %t.before 2>&1
// RUN: acc-run -p expand-attach-recipes %S/../../../examples/acc_descriptor_detach_twice.mlir --entry one_detach --trace --symbolic > %t.after 2>&1
// RUN: diff %t.before %t.after
// RUN: filecheck %s --check-prefix=ONE < %t.after
// ONE: Attached pointer {{.*}}AttachCount=1
// ONE: AttachCount=2
// ONE: Detach of {{.*}}AttachCount=1
// ONE: 3.0
//
// RUN: not acc-run %S/../../../examples/acc_descriptor_detach_twice.mlir --trace --symbolic > %t.main.before 2>&1
// RUN: not acc-run -p expand-attach-recipes %S/../../../examples/acc_descriptor_detach_twice.mlir --trace --symbolic > %t.main.after 2>&1
// RUN: diff %t.main.before %t.main.after
// RUN: filecheck %s --check-prefix=TWICE < %t.main.after
// TWICE: AttachCount=0, device pointer restored from host
// TWICE: error: device fault
//
// And what the pass made of it: no recipe left, the calls after the directives.
// RUN: acc-opt -p expand-attach-recipes %S/../../../examples/acc_descriptor_detach_twice.mlir | filecheck %s
// CHECK-NOT:  acc.attach.recipe
// CHECK-LABEL: llvm.func @setup()
// CHECK:        acc.enter_data dataOperands(%{{.*}} : !llvm.ptr)
// CHECK:        acc.enter_data dataOperands(%{{.*}} : !llvm.ptr)
// CHECK-NEXT:   %[[OFF:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[SIZE:.*]] = arith.constant 16 : index
// CHECK:        llvm.call @_FortranAOpenACCAttachDescriptor(
// CHECK:        acc.enter_data dataOperands(%{{.*}} : !llvm.ptr)
// CHECK-NEXT:   %[[OFF:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[SIZE:.*]] = arith.constant 16 : index
// CHECK:        llvm.call @_FortranAOpenACCAttachDescriptor(
// CHECK-NEXT:   llvm.return
