"""The discardable attributes of the project's `acc` and `omp` dialects, by name.

A module of plain strings, so that a consumer that only reads an attribute (the
interpreter's kernel launch, the device image) does not load the dialect's op
classes. `accdialect.dialects.acc` and `accdialect.dialects.omp` re-export them.
"""

DESCRIPTOR_MARKER = "acc.descriptor"
"""On a data operation: `acc.descriptor = <type>` says that `varPtr` holds a Fortran
descriptor whose data elements have type `<type>`; `acc.descriptor = false` that it
does not, even if `varType` has the layout of one (an aggregate whose only component
is a pointer). Read by `acc-descriptor-attach`."""

CONSTRUCT_ATTR = "acc.construct"
"""On a function outlined from a compute construct: the construct's operation name
(`acc.parallel`), which device faults in the kernel name."""

ACC_DECLARE = "acc.declare"
"""On an `llvm.mlir.global`: a module variable in an OpenACC `declare` directive
(upstream's `#acc.declare<dataClause = ...>`, as flang 22 writes it); device code
(an `acc routine`) names its device copy (OpenACC 3.3 §2.13)."""

DECLARE_TARGET = "omp.declare_target"
"""On an `llvm.mlir.global` or function: a symbol of the device image (OpenMP 5.2
§7.8), upstream's `#omp.declaretarget<...>`, or the runtime's name of it as a string
(what `acc-import` takes from clang's offload entry)."""

DECLARE_TARGET_INDIRECT = "omp.declare_target_indirect"
"""On a function with `omp.declare_target`: a `declare target indirect` procedure
(seed 002). The project's spelling: flang 22 has no lowering of the `indirect` clause."""

OMP_REQUIRES = "omp.requires"
"""On the module: the program's `#pragma omp requires` clauses (upstream's
`#omp<clause_requires ...>`), or libomptarget's `OMP_REQ_*` bits as an integer (what
`acc-import` takes from clang's `.requires` offload entry)."""

DEVICE_CONSTRUCTOR = "omp.device_constructor"
"""On a function taken from clang's device module: a static constructor of the device
image (its `llvm.global_ctors`: the C++ constructor of a `declare target` object), the
priority as its value. The plugin runs them when it loads the image (the host plugin's
`dlopen` of the image runs its `.init_array`; a GPU plugin's
`callGlobalConstructors`), on the device copies."""

DEVICE_DESTRUCTOR = "omp.device_destructor"
"""On a function taken from clang's device module: a static destructor of the device
image (its `llvm.global_dtors`), the priority as its value, run when libomptarget
unloads the image at the end of the program."""

DEVICE_KERNEL = "omp.device_kernel"
"""On a function: an outlined target region taken from clang's device module (the
host module's was inlined at -O1 and above: `acc-import`), whose first parameter is
the kernel launch environment `dyn_ptr` libomptarget 22 passes before the kernel
arguments."""
