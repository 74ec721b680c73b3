// Every example program (examples/*.mlir, every entry function its RUN lines name) before
// and after lower-omp-to-runtime: the whole output and `--trace` (the program's lines,
// libomptarget's and the simulator's sentences, the final diagnostic) are the same, up
// to raw hexadecimal addresses: every function the lowering adds (outlined kernels,
// runtime declarations) moves the interpreter's globals, and some examples print the
// address of a global. Symbolic addresses (name+offset, dev(name+offset)) are compared.
// New examples are picked up as they are written (Inputs/compare_examples.py). With
// lower-declare-target-indirect in the pipeline, omp_declare_target_indirect's
// `untranslated` entry runs instead of faulting: that is the pass's purpose
// (run-indirect.mlir in its test directory).
// acc-run --check-lowering also compares the data-environment events and final memory of
// some (those that store no address of a global).
//
// REQUIRES: e2e
// RUN: python %S/Inputs/compare_examples.py lower-omp-to-runtime %S/../../../examples/*.mlir | filecheck %s --check-prefix=ALL
// RUN: python %S/Inputs/compare_examples.py --changes omp_declare_target_indirect.mlir:untranslated omp-order-maps,lower-acc-to-runtime,lower-omp-to-runtime,lower-declare-target-indirect %S/../../../examples/omp_*.mlir | filecheck %s --check-prefix=ALL
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_struct_member_pointer.mlir | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_struct_map_correct.mlir | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_ref_b_map_ptr_and_pointee.mlir | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_attach_spp_chain.mlir | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_zero_length_pointer.mlir | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_declare_target_indirect.mlir | filecheck %s --check-prefix=SAME
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_struct_member_pointer.mlir | filecheck %s --check-prefix=STRUCT
//
// ALL: {{[0-9]+}} runs compared, all the same
// SAME: check-lowering: same output, exit status
// STRUCT: 4  202
