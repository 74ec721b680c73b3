// The omp examples (examples/omp_*.mlir) under lower-omp-to-runtime: for every entry
// function, the whole output and `--trace` (stdout, stderr: libomptarget's sentences,
// the simulator's, the program's lines) are the same before and after the pass, up to
// raw hexadecimal addresses: every function the lowering adds (outlined kernels,
// runtime declarations) moves the interpreter's globals, and some examples print the
// address of a global. The trace's symbolic addresses (name+offset, dev(name+offset))
// are compared. acc-run --check-lowering compares the data-environment events and
// final memory of those that do not store such addresses.
//
// RUN: acc-run %S/../../../examples/omp_attach_section_offset.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_attach_section_offset.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_attach_section_offset.mlir --entry read_p0 --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_attach_section_offset.mlir --entry read_p0 --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_attach_spp_chain.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_attach_spp_chain.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_attach_spp_chain.mlir --entry without_middle --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_attach_spp_chain.mlir --entry without_middle --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_conditional_attach.mlir --entry both_present --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_conditional_attach.mlir --entry both_present --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_conditional_attach.mlir --entry new_pointer --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_conditional_attach.mlir --entry new_pointer --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_declare_target_indirect.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_declare_target_indirect.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_declare_target_indirect.mlir --entry firstprivate_fp --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_declare_target_indirect.mlir --entry firstprivate_fp --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_declare_target_indirect.mlir --entry untranslated --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_declare_target_indirect.mlir --entry untranslated --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_declare_target_pointer.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_declare_target_pointer.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_ptr_map_attach_firstprivate.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_ptr_map_attach_firstprivate.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_ptr_map_order.mlir --entry foo_3a --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_ptr_map_order.mlir --entry foo_3a --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_ptr_map_order.mlir --entry foo_3b --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_ptr_map_order.mlir --entry foo_3b --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_ref_a_ptr_section_firstprivate.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_ref_a_ptr_section_firstprivate.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_ref_b_map_ptr_and_pointee.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_ref_b_map_ptr_and_pointee.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_ref_e_struct_member_ptr.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_ref_e_struct_member_ptr.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_ref_f_partial_struct.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_ref_f_partial_struct.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_ref_g_update_to_struct.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_ref_g_update_to_struct.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_ref_k_present_fail.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_ref_k_present_fail.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_ref_l_extension_error.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_ref_l_extension_error.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_ref_n_declare_target_ptr.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_ref_n_declare_target_ptr.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_struct_map_correct.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_struct_map_correct.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_struct_map_incorrect.mlir --entry case1 --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_struct_map_incorrect.mlir --entry case1 --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_struct_map_incorrect.mlir --entry case2 --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_struct_map_incorrect.mlir --entry case2 --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_struct_member_pointer.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_struct_member_pointer.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_zero_length_pointer.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_zero_length_pointer.mlir --entry main --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run %S/../../../examples/omp_zero_length_pointer.mlir --entry deref_unmapped --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.before || true
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_zero_length_pointer.mlir --entry deref_unmapped --trace --symbolic 2>&1 | sed -e 's/0x[0-9a-f]*/ADDR/g' > %t.after || true
// RUN: diff %t.before %t.after
// RUN: not grep -q -e Traceback -e 'internal error' %t.before
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_struct_member_pointer.mlir --entry main | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_struct_map_correct.mlir --entry main | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_ref_b_map_ptr_and_pointee.mlir --entry main | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_attach_spp_chain.mlir --entry main | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_zero_length_pointer.mlir --entry main | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_declare_target_indirect.mlir --entry main | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_conditional_attach.mlir --entry both_present | filecheck %s --check-prefix=SAME
// RUN: acc-run --check-lowering -p lower-omp-to-runtime %S/../../../examples/omp_struct_map_incorrect.mlir --entry case1 | filecheck %s --check-prefix=SAME
// RUN: acc-run -p lower-omp-to-runtime %S/../../../examples/omp_struct_member_pointer.mlir | filecheck %s --check-prefix=STRUCT
//
// SAME: check-lowering: same output, exit status
// STRUCT: 4  202
