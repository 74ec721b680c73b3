"""An OpenMP Fortran offload program (`acc-import -fopenmp prog.f90`), compiled by flang 22,
as MLIR the project's tools read.

flang 22 lowers OpenMP offloading all the way to LLVM IR, as clang does, so the route is
the C one: `flang -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu --offload-host-only
-S -emit-llvm -O0` (`FLANG_OPENMP_FLAGS`) writes the host module, which `mlir-translate
--import-llvm` reads (`acc_import.llvm_ir_to_generic_mlir`); clang's importer then marks
its offload entries (`importers.clang.prepare`); the named constants of modules flang
declares and never uses (`iso_c_binding`'s) are dropped, as for OpenACC
(`importers.flang.drop_unused_declarations`). The host module calls flang's runtime
(`_FortranA...`), which `acc-run` provides (`interpreter/fortran_runtime.py`).

One thing differs from clang's output (`device_entry_for_literals`): flang's host module
holds one outlined function per target region, called by the host fallback with the
*address* of each variable captured by copy (OpenMPToLLVMIRTranslation: on the host the
argument is the variable's reference), while the kernel launch passes the variable's
*value* (a LITERAL kernel argument, libomptarget passes it as it is). flang's device
kernel copies such a value into a local of its own and uses the local's address
(`createDeviceArgumentAccessor`, `VariableCaptureKind::ByCopy`). The outlined function
`acc-run` launches as the kernel is given that copy; the host fallback calls an
unchanged clone (`NAME.host_fallback`).

A second difference (`pass_host_evaluated_values`): for `target teams distribute ...`,
flang 22 evaluates the loop bounds (and `num_teams`, `thread_limit`) on the host
(`omp.target host_eval`); the host module's outlined function takes them as integer
parameters before its pointer parameters, one per map entry, while the kernel launch
passes only the map entries (flang's device kernel gets those values from the launch,
not as kernel arguments). The importer passes them as the host fallback does: just before
each launch, a call of the project's `__accdialect_host_eval` (`HOST_EVAL`) with the
values the fallback is given, which `acc-run`'s kernel launch passes first.
"""

from pathlib import Path
from typing import cast

from xdsl.builder import Builder
from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    i64,
)
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint
from xdsl.traits import SymbolTable

from accdialect.abi.entry_points import HOST_EVAL, TARGET_KERNEL
from accdialect.abi.kernel_args import KERNEL_ARGS_FIELDS
from accdialect.abi.map_types import MapType
from accdialect.abi.offload_entry import region_id_owner
from accdialect.importers import clang, flang
from accdialect.importers.clang_device import (
    DEVICE_ONLY,
    HOST_FALLBACK_SUFFIX,
    HOST_ONLY,
    call_host_versions,
)
from accdialect.importers.flang import Run

FLANG_OPENMP_FLAGS = ("-fopenmp", "-fopenmp-targets=x86_64-unknown-linux-gnu",
                      HOST_ONLY, "-S", "-emit-llvm", "-O0")
"""The flags of the oracle's recordings (`record.sh`: `-O0 -fopenmp
-fopenmp-targets=x86_64-unknown-linux-gnu`), host module only, as LLVM IR."""


_MAP_TYPES_FIELD = [name for name, _, _ in KERNEL_ARGS_FIELDS].index("map_types")


def wants_openmp(flags: list[str]) -> bool:
    """A Fortran source is compiled for OpenMP offloading when `-fopenmp` is given."""
    return "-fopenmp" in flags


def compile_openmp(source: Path, flags: list[str], scratch: Path, flang: str,
                   run: Run, device: bool = False) -> Path:
    """flang 22's host LLVM IR of `source` (module files in `scratch` unless the flags
    say where); its device IR with `device` (`--offload-device-only`: the kernels flang
    inlines into their host function from -O1 on, `importers.clang_device`); returns
    the `.ll` file."""
    ll_file = scratch / (source.stem + (".device.ll" if device else ".ll"))
    module_dir = [] if any(f.startswith(("-J", "-module-dir")) for f in flags) \
        else ["-J", str(scratch)]
    rest = [f for f in flags if f != "-fopenmp"]
    base = [DEVICE_ONLY if f == HOST_ONLY else f for f in FLANG_OPENMP_FLAGS] if device \
        else list(FLANG_OPENMP_FLAGS)
    run([flang, *base, *module_dir, *rest, str(source), "-o", str(ll_file)])
    return ll_file


def prepare(module: ModuleOp) -> None:
    """Everything flang's imported host module needs, in place (module doc)."""
    clang.prepare(module)
    flang.drop_unused_declarations(module)
    device_entry_for_literals(module)


def device_entry_for_literals(module: ModuleOp) -> None:
    """Each outlined target region with LITERAL kernel arguments or host-evaluated
    values takes them as flang's device kernel does: a LITERAL's value copied into a
    local, the local's address used in place of the argument; the host-evaluated
    values passed by each launch (`pass_host_evaluated_values`); the host fallback
    calls an unchanged clone (module doc)."""
    functions = {op.sym_name.data: op for op in module.ops
                 if isinstance(op, llvm.FuncOp) and op.body.blocks}
    launches = _launches(module)
    changed: dict[str, tuple[set[int], int]] = {}
    for name, params in _literal_parameters(module, launches).items():
        if name in functions:
            host_evaluated = host_evaluated_parameters(functions[name])
            if params or host_evaluated:
                changed[name] = (params, host_evaluated)
    for name in changed:
        fallback = functions[name].clone()
        fallback.sym_name = StringAttr(name + HOST_FALLBACK_SUFFIX)
        module.body.block.insert_op_after(fallback, functions[name])
    fallback_calls = call_host_versions(module, changed)
    for name, (params, host_evaluated) in changed.items():
        if host_evaluated:
            pass_host_evaluated_values(module, launches.get(name, []), host_evaluated,
                                       fallback_calls[name])
        if params:
            _copy_into_locals(functions[name], {host_evaluated + index for index in params})


def host_evaluated_parameters(function: llvm.FuncOp) -> int:
    """How many of the outlined function's parameters are host-evaluated values: the
    integers before its pointers (one pointer per map entry, module doc)."""
    inputs = function.function_type.inputs.data
    count = 0
    while count < len(inputs) and isinstance(inputs[count], IntegerType):
        count += 1
    return count


def pass_host_evaluated_values(module: ModuleOp, launches: list[llvm.CallOp], count: int,
                               fallback_calls: list[llvm.CallOp]) -> None:
    """Before each of a kernel's `launches`, `__accdialect_host_eval` of the first `count`
    values the host fallback of that launch is given (flang calls the fallback right
    after the launch, in the same function, with values computed before the launch)."""
    for launch in launches:
        fallback = next((call for call in fallback_calls
                         if call.parent_op() is launch.parent_op()), None)
        if fallback is None:
            continue
        values = list(fallback.args[:count])
        block = launch.parent_block()
        assert block is not None
        if any(isinstance(v.owner, Operation) and v.owner.parent_block() is block
               and launch.is_before_in_block(v.owner) for v in values):
            continue  # not computed before the launch: left as flang wrote it
        _declare_host_eval(module)
        block.insert_op_before(llvm.CallOp(HOST_EVAL, *values, variadic_args=count), launch)


def _declare_host_eval(module: ModuleOp) -> None:
    """`llvm.func @__accdialect_host_eval(...)`, variadic (the values' types differ
    from one kernel to another), unless declared."""
    if SymbolTable.lookup_symbol(module, HOST_EVAL) is None:
        module.body.block.add_op(llvm.FuncOp(
            HOST_EVAL, llvm.LLVMFunctionType([], None, is_variadic=True),
            linkage=llvm.LinkageAttr("external")))


def _copy_into_locals(function: llvm.FuncOp, params: set[int]) -> None:
    """Parameters `params` of `function` replaced by the address of a local holding the
    argument: a LITERAL's bytes travel in the pointer-sized argument (libomptarget passes
    a value of at most 8 bytes as it is), so the local holds all 8 and the region reads
    its own width from the start (x86-64 is little-endian)."""
    entry = function.body.blocks.first
    assert entry is not None and entry.first_op is not None
    builder = Builder(InsertPoint.before(entry.first_op))
    one = builder.insert(llvm.ConstantOp(IntegerAttr(1, i64), i64)).result
    for index in sorted(params):
        arg = entry.args[index]
        uses = list(arg.uses)
        slot = builder.insert(llvm.AllocaOp(one, llvm.LLVMPointerType(), alignment=8)).res
        builder.insert(llvm.StoreOp(arg, slot))
        for use in uses:
            use.operation.operands[use.index] = slot


def _launches(module: ModuleOp) -> dict[str, list[llvm.CallOp]]:
    """Outlined function -> the module's `__tgt_target_kernel` calls launching it (named
    by the region id of their fifth argument), in one walk."""
    found: dict[str, list[llvm.CallOp]] = {}
    for call in module.walk():
        if not (isinstance(call, llvm.CallOp) and call.callee == SymbolRefAttr(TARGET_KERNEL)
                and len(call.args) == 6):
            continue
        region = _global_name(call.args[4])
        kernel = region_id_owner(region) if region else None
        if kernel is not None:
            found.setdefault(kernel, []).append(call)
    return found


def _literal_parameters(module: ModuleOp, launches: dict[str, list[llvm.CallOp]]
                        ) -> dict[str, set[int]]:
    """Outlined function -> the indices of its parameters that are LITERAL kernel
    arguments, read from each of its `launches`' map-types array (the TARGET_PARAM
    entries are the parameters, in order)."""
    globals_ = {op.sym_name.data: op for op in module.ops if isinstance(op, llvm.GlobalOp)}
    found: dict[str, set[int]] = {}
    for kernel, calls in launches.items():
        for call in calls:
            types = _map_types(call.args[5], globals_)
            if types is None:
                continue
            params = [t for t in types if t & MapType.TARGET_PARAM]
            found.setdefault(kernel, set()).update(
                i for i, t in enumerate(params) if t & MapType.LITERAL)
    return found


def _global_name(value: SSAValue) -> str | None:
    owner = value.owner
    return owner.global_name.root_reference.data if isinstance(owner, llvm.AddressOfOp) else None


def _map_types(kernel_args: SSAValue, globals_: dict[str, llvm.GlobalOp]) -> list[int] | None:
    """The constant map-types array stored into the `map_types` field of the kernel
    argument struct `kernel_args`."""
    for use in kernel_args.uses:
        gep = use.operation
        if not (isinstance(gep, llvm.GEPOp)
                and list(gep.rawConstantIndices.get_values())[-1:] == [_MAP_TYPES_FIELD]):
            continue
        for store_use in gep.result.uses:
            store = store_use.operation
            if not (isinstance(store, llvm.StoreOp) and store.ptr is gep.result):
                continue
            name = _global_name(store.value)
            initial = globals_[name].value if name in globals_ else None
            if isinstance(initial, DenseIntOrFPElementsAttr):
                return list(cast(DenseIntOrFPElementsAttr[IntegerType], initial).get_values())
    return None

