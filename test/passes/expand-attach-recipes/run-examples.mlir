// The seed-001 examples of the project, each entry run before and after
// expand-attach-recipes: the same output, the same runtime events in the same
// order (and the same fault where there is one). After
// acc-order-data-actions,expand-attach-recipes: the same events, in the order
// of the ordered clauses (copy_listed_last: d's storage before t1's presence).
//
// RUN: acc-run %S/../../../examples/acc_descriptor_allocatable.mlir --entry main --trace --symbolic > %t.0.before 2>&1
// RUN: acc-run -p expand-attach-recipes %S/../../../examples/acc_descriptor_allocatable.mlir --entry main --trace --symbolic > %t.0.after 2>&1
// RUN: diff %t.0.before %t.0.after
// RUN: acc-run -p acc-order-data-actions,expand-attach-recipes %S/../../../examples/acc_descriptor_allocatable.mlir --entry main --trace --symbolic > %t.0.ordered 2>&1
// RUN: sort %t.0.before > %t.0.before.sorted
// RUN: sort %t.0.ordered > %t.0.ordered.sorted
// RUN: diff %t.0.before.sorted %t.0.ordered.sorted
// RUN: acc-run %S/../../../examples/acc_descriptor_dummy_argument.mlir --entry main --trace --symbolic > %t.1.before 2>&1
// RUN: acc-run -p expand-attach-recipes %S/../../../examples/acc_descriptor_dummy_argument.mlir --entry main --trace --symbolic > %t.1.after 2>&1
// RUN: diff %t.1.before %t.1.after
// RUN: acc-run -p acc-order-data-actions,expand-attach-recipes %S/../../../examples/acc_descriptor_dummy_argument.mlir --entry main --trace --symbolic > %t.1.ordered 2>&1
// RUN: sort %t.1.before > %t.1.before.sorted
// RUN: sort %t.1.ordered > %t.1.ordered.sorted
// RUN: diff %t.1.before.sorted %t.1.ordered.sorted
// RUN: not acc-run %S/../../../examples/acc_descriptor_dummy_argument.mlir --entry descriptor_not_present --trace --symbolic > %t.2.before 2>&1
// RUN: not acc-run -p expand-attach-recipes %S/../../../examples/acc_descriptor_dummy_argument.mlir --entry descriptor_not_present --trace --symbolic > %t.2.after 2>&1
// RUN: diff %t.2.before %t.2.after
// RUN: not acc-run -p acc-order-data-actions,expand-attach-recipes %S/../../../examples/acc_descriptor_dummy_argument.mlir --entry descriptor_not_present --trace --symbolic > %t.2.ordered 2>&1
// RUN: sort %t.2.before > %t.2.before.sorted
// RUN: sort %t.2.ordered > %t.2.ordered.sorted
// RUN: diff %t.2.before.sorted %t.2.ordered.sorted
// RUN: acc-run %S/../../../examples/acc_descriptor_implied_copy.mlir --entry main --trace --symbolic > %t.3.before 2>&1
// RUN: acc-run -p expand-attach-recipes %S/../../../examples/acc_descriptor_implied_copy.mlir --entry main --trace --symbolic > %t.3.after 2>&1
// RUN: diff %t.3.before %t.3.after
// RUN: acc-run -p acc-order-data-actions,expand-attach-recipes %S/../../../examples/acc_descriptor_implied_copy.mlir --entry main --trace --symbolic > %t.3.ordered 2>&1
// RUN: sort %t.3.before > %t.3.before.sorted
// RUN: sort %t.3.ordered > %t.3.ordered.sorted
// RUN: diff %t.3.before.sorted %t.3.ordered.sorted
// RUN: acc-run %S/../../../examples/acc_descriptor_implied_copy.mlir --entry copy_listed_last --trace --symbolic > %t.4.before 2>&1
// RUN: acc-run -p expand-attach-recipes %S/../../../examples/acc_descriptor_implied_copy.mlir --entry copy_listed_last --trace --symbolic > %t.4.after 2>&1
// RUN: diff %t.4.before %t.4.after
// RUN: acc-run -p acc-order-data-actions,expand-attach-recipes %S/../../../examples/acc_descriptor_implied_copy.mlir --entry copy_listed_last --trace --symbolic > %t.4.ordered 2>&1
// RUN: sort %t.4.before > %t.4.before.sorted
// RUN: sort %t.4.ordered > %t.4.ordered.sorted
// RUN: diff %t.4.before.sorted %t.4.ordered.sorted
// RUN: not acc-run %S/../../../examples/acc_descriptor_implied_copy.mlir --entry without_copy_d --trace --symbolic > %t.5.before 2>&1
// RUN: not acc-run -p expand-attach-recipes %S/../../../examples/acc_descriptor_implied_copy.mlir --entry without_copy_d --trace --symbolic > %t.5.after 2>&1
// RUN: diff %t.5.before %t.5.after
// RUN: not acc-run -p acc-order-data-actions,expand-attach-recipes %S/../../../examples/acc_descriptor_implied_copy.mlir --entry without_copy_d --trace --symbolic > %t.5.ordered 2>&1
// RUN: sort %t.5.before > %t.5.before.sorted
// RUN: sort %t.5.ordered > %t.5.ordered.sorted
// RUN: diff %t.5.before.sorted %t.5.ordered.sorted
// RUN: acc-run %S/../../../examples/acc_descriptor_moving_target.mlir --entry moving_target --trace --symbolic > %t.6.before 2>&1
// RUN: acc-run -p expand-attach-recipes %S/../../../examples/acc_descriptor_moving_target.mlir --entry moving_target --trace --symbolic > %t.6.after 2>&1
// RUN: diff %t.6.before %t.6.after
// RUN: acc-run -p acc-order-data-actions,expand-attach-recipes %S/../../../examples/acc_descriptor_moving_target.mlir --entry moving_target --trace --symbolic > %t.6.ordered 2>&1
// RUN: sort %t.6.before > %t.6.before.sorted
// RUN: sort %t.6.ordered > %t.6.ordered.sorted
// RUN: diff %t.6.before.sorted %t.6.ordered.sorted
// RUN: acc-run %S/../../../examples/acc_descriptor_moving_target.mlir --entry detach_whole_descriptor --trace --symbolic > %t.7.before 2>&1
// RUN: acc-run -p expand-attach-recipes %S/../../../examples/acc_descriptor_moving_target.mlir --entry detach_whole_descriptor --trace --symbolic > %t.7.after 2>&1
// RUN: diff %t.7.before %t.7.after
// RUN: acc-run -p acc-order-data-actions,expand-attach-recipes %S/../../../examples/acc_descriptor_moving_target.mlir --entry detach_whole_descriptor --trace --symbolic > %t.7.ordered 2>&1
// RUN: sort %t.7.before > %t.7.before.sorted
// RUN: sort %t.7.ordered > %t.7.ordered.sorted
// RUN: diff %t.7.before.sorted %t.7.ordered.sorted
// RUN: acc-opt -p acc-order-data-actions,expand-attach-recipes %S/../../../examples/acc_descriptor_moving_target.mlir | filecheck %s
// CHECK-NOT: attachRecipe
// CHECK-NOT: detachRecipe
// CHECK: llvm.call @_FortranAOpenACCAttachDescriptor(
