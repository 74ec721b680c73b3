// Every example program (examples/*.mlir, every entry function its RUN lines name) before
// and after lower-acc-to-runtime: the same output, exit status, data-environment events
// and final host memory (acc-run --check-lowering; Inputs/compare_examples.py picks up
// new examples as they are written). The text traces differ by design: the lowered
// program announces its constructs ("Entering OpenMP data region ...", kernel launches)
// and dumps the table after each, where the interpreter performs OpenACC actions one by
// one.
// acc_descriptor_implied_copy's copy(d) exit is the one known difference in events, so
// only its output is compared: OpenACC's immediate detach of d%p before d is copied out
// and deleted (the interpreter writes the host descriptor to the device copy, then copies
// back) has no counterpart in __tgt_target_data_end_mapper, which copies back and
// restores the host descriptor from its shadow record: the same output and host memory,
// other trace events.
//
// REQUIRES: e2e
// RUN: python %S/../lower-omp-to-runtime/Inputs/compare_examples.py --events --output-only acc_descriptor_implied_copy.mlir:main --output-only acc_descriptor_implied_copy.mlir:copy_listed_last lower-acc-to-runtime %S/../../../examples/acc_*.mlir %S/../../../examples/seed001_*.mlir | filecheck %s
// RUN: python %S/../lower-omp-to-runtime/Inputs/compare_examples.py --events --output-only acc_descriptor_implied_copy.mlir:main --output-only acc_descriptor_implied_copy.mlir:copy_listed_last acc-order-data-actions,expand-attach-recipes,lower-acc-to-runtime %S/../../../examples/acc_*.mlir | filecheck %s
//
// CHECK: {{[0-9]+}} runs compared, all the same
