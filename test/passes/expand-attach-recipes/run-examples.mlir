// The seed-001 examples of the project, each entry run before and after
// expand-attach-recipes: the same output, the same runtime events in the same
// order (and the same fault where there is one). After
// acc-order-data-actions,expand-attach-recipes: the same events, in the order
// of the ordered clauses (copy_listed_last: d's storage before t1's presence).
//
// Every entry of those examples (their RUN lines name them) is compared, exactly
// and then as sorted lines, by Inputs/compare_examples.py, which calls acc-run
// in-process: 8 entries.
//
// REQUIRES: e2e
// RUN: python %S/../lower-omp-to-runtime/Inputs/compare_examples.py --exact expand-attach-recipes %S/../../../examples/acc_descriptor_allocatable.mlir %S/../../../examples/acc_descriptor_dummy_argument.mlir %S/../../../examples/acc_descriptor_implied_copy.mlir %S/../../../examples/acc_descriptor_moving_target.mlir | filecheck %s --check-prefix=SAME
// RUN: python %S/../lower-omp-to-runtime/Inputs/compare_examples.py --exact --sorted acc-order-data-actions,expand-attach-recipes %S/../../../examples/acc_descriptor_allocatable.mlir %S/../../../examples/acc_descriptor_dummy_argument.mlir %S/../../../examples/acc_descriptor_implied_copy.mlir %S/../../../examples/acc_descriptor_moving_target.mlir | filecheck %s --check-prefix=SAME
// SAME: 8 runs compared, all the same
//
// RUN: acc-opt -p acc-order-data-actions,expand-attach-recipes %S/../../../examples/acc_descriptor_moving_target.mlir | filecheck %s
// CHECK-NOT: attachRecipe
// CHECK-NOT: detachRecipe
// CHECK: llvm.call @_FortranAOpenACCAttachDescriptor(
