"""Names of the offload runtime's entry points, as compilers call them.

libomptarget 22's mapper interface (`offload/include/omptarget.h`), the kernel launch
(and the project's companion that passes it flang's host-evaluated values), the
`declare target indirect` lookups (LLVM 22's and seed 002's spelling), the OpenACC
attach API (OpenACC 3.3 §3.2.29-3.2.30) and flang's descriptor attach
entry (seed 001) with the project's detach twin.
"""

TARGET_DATA_BEGIN = "__tgt_target_data_begin_mapper"
TARGET_DATA_END = "__tgt_target_data_end_mapper"
TARGET_DATA_UPDATE = "__tgt_target_data_update_mapper"
MAPPER_FUNCTIONS = {"begin": TARGET_DATA_BEGIN, "end": TARGET_DATA_END,
                    "update": TARGET_DATA_UPDATE}
"""The three mapper calls of a data construct, by the step they perform."""

TARGET_KERNEL = "__tgt_target_kernel"

HOST_EVAL = "__accdialect_host_eval"
"""The project's own entry (no runtime has it): `(values...)` just before a
`__tgt_target_kernel` call, the values flang 22 evaluates on the host for the kernel it
launches (`omp.target host_eval`: the bounds of a `teams distribute` loop, ...), which the
launch passes first to the outlined function (`acc-import`, `importers.flang_openmp`)."""

PUSH_MAPPER_COMPONENT = "__tgt_push_mapper_component"
"""`(handle, base, begin, size, map type, name)`: a mapper function's component."""
MAPPER_NUM_COMPONENTS = "__tgt_mapper_num_components"
"""`(handle) -> int64_t`: the components a mapper handle holds."""

INDIRECT_CALL_LOOKUPS = ("__llvm_omp_indirect_call_lookup", "__kmpc_target_translate_fptr")
"""Device-side translation of a host function address (LLVM 22's name, then seed 002's)."""

ACC_ATTACH = "acc_attach"
ACC_DETACH = "acc_detach"
ACC_DETACH_FINALIZE = "acc_detach_finalize"
ACC_DEVICEPTR = "acc_deviceptr"
ACC_IS_PRESENT = "acc_is_present"

FORTRAN_ATTACH_DESCRIPTOR = "_FortranAOpenACCAttachDescriptor"
"""Seed 001's runtime entry: `(desc, data_ptr, offset, size, file, line)`."""
FORTRAN_DETACH_DESCRIPTOR = "_FortranAOpenACCDetachDescriptor"
"""The detach twin of `FORTRAN_ATTACH_DESCRIPTOR` (the project's design)."""
