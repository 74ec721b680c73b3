// The acc examples (examples/acc_*.mlir) under lower-acc-to-runtime: for every entry
// function the same output, exit status and data-environment events (acc-run
// --check-lowering). The text traces differ by design: the lowered program announces
// its constructs ("Entering OpenMP data region ...", kernel launches) and dumps the
// table after each, where the interpreter performs OpenACC actions one by one.
// acc_descriptor_implied_copy's copy(d) exit is the one known difference in events:
// OpenACC's immediate detach of d%p before d is copied out and deleted (the interpreter
// writes the host descriptor to the device copy, then copies back) has no counterpart
// in __tgt_target_data_end_mapper, which copies back and restores the host descriptor
// from its shadow record: the same output and host memory, other trace events.
//
// RUN: acc-run --check-lowering -p lower-acc-to-runtime %S/../../../examples/acc_descriptor_allocatable.mlir --entry main | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-acc-to-runtime %S/../../../examples/acc_descriptor_detach_twice.mlir --entry main | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-acc-to-runtime %S/../../../examples/acc_descriptor_detach_twice.mlir --entry one_detach | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-acc-to-runtime %S/../../../examples/acc_descriptor_dummy_argument.mlir --entry main | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-acc-to-runtime %S/../../../examples/acc_descriptor_dummy_argument.mlir --entry descriptor_not_present | filecheck %s --check-prefix=SAME
// RUN: acc-run -p lower-acc-to-runtime %S/../../../examples/acc_descriptor_implied_copy.mlir --entry main | filecheck %S/../../../examples/acc_descriptor_implied_copy.mlir --check-prefix=OUT
// RUN: acc-run -p lower-acc-to-runtime %S/../../../examples/acc_descriptor_implied_copy.mlir --entry copy_listed_last | filecheck %S/../../../examples/acc_descriptor_implied_copy.mlir --check-prefix=OUT
// RUN: acc-run --check-lowering -p lower-acc-to-runtime %S/../../../examples/acc_descriptor_implied_copy.mlir --entry without_copy_d | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-acc-to-runtime %S/../../../examples/acc_descriptor_moving_target.mlir --entry detach_whole_descriptor | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-acc-to-runtime %S/../../../examples/acc_descriptor_moving_target.mlir --entry moving_target | filecheck %s --check-prefix=SAME
//
// SAME: check-lowering: same output, exit status
