"""The kernels of clang's device module, for host code that no longer has them
(issue 11, cause 3: `-O1` and above), and of flang's.

At -O0 clang's host module holds each outlined target region twice in one: the
function `__omp_offloading_<dev>_<file>_NAME_lLINE` is the host fallback, and the
simulated device runs it as the kernel (`kernel_launch`). From -O1 on, clang inlines
that function into the host function that launches it and deletes it: the host
module keeps only the offload entry and its region id `@.NAME.region_id`. The kernel
is then the one of the device module (`--offload-device-only`), where the offload
entry names it: the same symbol, with a leading `dyn_ptr` parameter (the kernel
launch environment libomptarget 22 passes first, `GenericKernelTy::prepareArgs`).

`missing_kernels` names the region ids whose function the host module lacks; from -O1
on, `host_versions_as_fallbacks` renames the outlined functions clang kept (a `teams`
region, whose function `__kmpc_fork_teams` runs) to `NAME.host_fallback`, so that the
kernel is the device module's there too;
`add_device_kernels` copies those functions from the device module into the host
module, marked `omp.device_kernel` (the launch passes them a null `dyn_ptr` first), and
`add_image_constructors` the device image's static constructors and destructors, which
build and destroy the device copies of `declare target` objects,
with every symbol they use that the host module lacks; a private constant of the
device module (a `printf` format) whose name the host module uses for another is
copied under a new name, and so is a local function (flang's outlined parallel region
or loop body, `NAME..omp_par`, which its host module also has, with other parameters)
with what it uses, and so is a function both modules define with other bodies (an
inline function calling a `declare variant` clang resolves for the device). Other
symbols the host module has (a `declare target` variable, a function that other
modules can name, a declaration) are the host module's: the same program object.
"""

from collections.abc import Collection, Iterator

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
)
from xdsl.ir import Attribute, Operation

from accdialect.abi.offload_entry import region_id_owner
from accdialect.dialects.discardable import (
    DECLARE_TARGET,
    DEVICE_CONSTRUCTOR,
    DEVICE_DESTRUCTOR,
    DEVICE_KERNEL,
)
from accdialect.xdsl_compat.op_names import op_name

HOST_ONLY, DEVICE_ONLY = "--offload-host-only", "--offload-device-only"
"""The clang and flang driver flags that compile an offload program's host module or
its device module only."""

HOST_FALLBACK_SUFFIX = ".host_fallback"
"""The name of an outlined function's host version, which the host fallback calls, where
the module's function of its own name is the kernel (`host_versions_as_fallbacks`,
`importers.flang_openmp`)."""

_LOCAL = ("private", "internal")
"""Linkages of symbols no other module can name."""


def _kernels(module: ModuleOp) -> list[str]:
    """The outlined functions the region ids of `module` name, in module order."""
    owners = (region_id_owner(op.sym_name.data) for op in module.ops
              if isinstance(op, llvm.GlobalOp))
    return [owner for owner in owners if owner is not None]


def missing_kernels(module: ModuleOp) -> list[str]:
    """The outlined functions the region ids of `module` name that it does not define
    (inlined into their host function), in module order."""
    defined = {op.sym_name.data for op in module.ops
               if isinstance(op, llvm.FuncOp) and op.body.blocks}
    return [owner for owner in _kernels(module) if owner not in defined]


def declares_target_variables(module: ModuleOp) -> bool:
    """Whether `module` has `declare target` variables (`omp.declare_target` globals),
    whose device copies the device image's constructors may build."""
    return any(isinstance(op, llvm.GlobalOp) and DECLARE_TARGET in op.attributes
               for op in module.ops)


def host_versions_as_fallbacks(host: ModuleOp, device: ModuleOp) -> list[str]:
    """The outlined functions `host` still defines at -O1 and above whose kernel
    `device` defines too, each renamed `NAME.host_fallback` with the host's calls of it
    (the fallback after a failed launch); returns their names, for `add_device_kernels`
    to take from `device`. The host version of a region is compiled for the host: clang
    folds `omp_is_initial_device()` in it to 1 (its host variant), where the device
    image's kernel, which libomptarget launches, has 0."""
    device_symbols = _symbols(device)
    functions = {op.sym_name.data: op for op in host.ops
                 if isinstance(op, llvm.FuncOp) and op.body.blocks}
    renamed = [name for name in _kernels(host)
               if name in functions and name + HOST_FALLBACK_SUFFIX not in functions
               and _defines(device_symbols.get(name))]
    for name in renamed:
        functions[name].sym_name = StringAttr(name + HOST_FALLBACK_SUFFIX)
    call_host_versions(host, renamed)
    return renamed


def call_host_versions(module: ModuleOp, names: Collection[str]) -> dict[str, list[llvm.CallOp]]:
    """The module's calls of each of `names` (the host fallback's) pointed at that
    function's host version, `NAME.host_fallback`, in one walk; the calls, by name."""
    redirected: dict[str, list[llvm.CallOp]] = {name: [] for name in names}
    if not redirected:
        return redirected
    for op in module.walk():
        if isinstance(op, llvm.CallOp) and op.callee is not None:
            name = op.callee.root_reference.data
            if name in redirected and not op.callee.nested_references.data:
                op.callee = SymbolRefAttr(name + HOST_FALLBACK_SUFFIX)
                redirected[name].append(op)
    return redirected


def add_device_kernels(host: ModuleOp, device: ModuleOp, kernels: list[str]) -> list[str]:
    """Copy `kernels` and what they use from `device` into `host` (see the module doc);
    returns the kernels `device` does not define either."""
    device_symbols = _symbols(device)
    defined = [name for name in kernels if _defines(device_symbols.get(name))]
    _copy_into(host, device_symbols,
               {name: (name, {DEVICE_KERNEL: UnitAttr()}) for name in defined})
    return [name for name in kernels if name not in defined]


def add_image_constructors(host: ModuleOp, device: ModuleOp) -> None:
    """Copy the static constructors and destructors of the device image (the device
    module's `llvm.global_ctors` and `llvm.global_dtors`: a `declare target` object's
    C++ constructor, clang's `__dtor_NAME`) into `host` as `NAME.device`, with what
    they use, marked `omp.device_constructor` / `omp.device_destructor` with their
    priority. The host module's own (`_GLOBAL__sub_I_<file>`, of the same name) build
    the host objects; these build the device copies."""
    device_symbols = _symbols(device)
    taken = _symbols(host)
    roots: dict[str, tuple[str, dict[str, Attribute]]] = {}
    for kind, marker in (("llvm.mlir.global_ctors", DEVICE_CONSTRUCTOR),
                         ("llvm.mlir.global_dtors", DEVICE_DESTRUCTOR)):
        for name, priority in _static_functions(device, kind):
            if name in roots or not _defines(device_symbols.get(name)):
                continue
            as_name = _fresh_name(f"{name}.device", taken)
            taken[as_name] = device_symbols[name]
            roots[name] = (as_name, {marker: IntegerAttr(priority, 32)})
    if roots:
        _copy_into(host, device_symbols, roots)


def _static_functions(module: ModuleOp, kind: str) -> Iterator[tuple[str, int]]:
    """(function, priority) of the module's `kind` op (`llvm.mlir.global_ctors` or
    `llvm.mlir.global_dtors`), in the listed order."""
    for op in module.ops:
        if op_name(op) != kind:
            continue
        names = op.properties.get(kind.rsplit("_", 1)[1])
        priorities = op.properties.get("priorities")
        if isinstance(names, ArrayAttr) and isinstance(priorities, ArrayAttr):
            for name, priority in zip(names.data, priorities.data):
                if isinstance(name, SymbolRefAttr) and isinstance(priority, IntegerAttr):
                    yield name.root_reference.data, priority.value.data


def _copy_into(host: ModuleOp, device_symbols: dict[str, Operation],
               roots: dict[str, tuple[str, dict[str, Attribute]]]) -> None:
    """Copy each of `roots` (device name: the name in `host`, the attributes to set)
    and what it uses from the device module into `host` (see the module doc)."""
    host_symbols = _symbols(host)
    renamed: dict[str, str] = {}
    copied: set[str] = set()
    added: list[Operation] = []
    pending = [(name, as_name) for name, (as_name, _) in roots.items()]
    while pending:
        name, as_name = pending.pop()
        if name in copied:
            continue
        copied.add(name)
        op = device_symbols[name].clone()
        if as_name != name:
            op.properties["sym_name"] = StringAttr(as_name)
            renamed.setdefault(name, as_name)
        for key, value in (roots[name][1] if name in roots else {}).items():
            op.attributes[key] = value
        for used in set(_symbol_uses(op)):
            if used in copied or used in renamed or used not in device_symbols:
                continue
            if used not in host_symbols:
                pending.append((used, used))
            elif _is_local_copy(device_symbols[used]) or _compiled_otherwise(
                    device_symbols[used], host_symbols[used]):
                renamed[used] = _fresh_name(f"{used}.device", host_symbols)
                host_symbols[renamed[used]] = device_symbols[used]  # the name is taken
                pending.append((used, renamed[used]))
        host_symbols[as_name] = op
        host.body.block.add_op(op)
        added.append(op)
    for op in added:
        _rename_uses(op, renamed)


def _symbols(module: ModuleOp) -> dict[str, Operation]:
    return {op.sym_name.data: op for op in module.ops
            if isinstance(op, llvm.FuncOp | llvm.GlobalOp)}


def _defines(op: Operation | None) -> bool:
    return isinstance(op, llvm.FuncOp) and bool(op.body.blocks)


def _is_local_copy(op: Operation) -> bool:
    """Whether the device module's `op`, named as a symbol of the host module, is
    another object of its own: a constant or a function with a body that no other
    module can name (a `printf` format; flang's outlined parallel region or loop body
    `NAME..omp_par`, whose host module has one of the same name and other parameters).
    A variable is the host module's object (a `declare target` one's device copy is
    the runtime's, found by name)."""
    if isinstance(op, llvm.GlobalOp):
        return op.constant is not None and op.linkage.linkage.data in _LOCAL
    return (isinstance(op, llvm.FuncOp) and bool(op.body.blocks)
            and op.linkage.linkage.data in _LOCAL)


def _compiled_otherwise(device_op: Operation, host_op: Operation) -> bool:
    """Whether a function both modules define has another body in the device module:
    an inline function (`linkonce_odr`) that calls a function with a `declare variant`
    for the device (`match(device={kind(nohost)})`), which clang resolves per module.
    The device image holds the device's version, a program object of its own."""
    if not (_defines(device_op) and _defines(host_op)):
        return False
    assert isinstance(device_op, llvm.FuncOp) and isinstance(host_op, llvm.FuncOp)
    return not device_op.body.is_structurally_equivalent(host_op.body, {device_op: host_op})


def _fresh_name(name: str, taken: dict[str, Operation]) -> str:
    candidate, n = name, 0
    while candidate in taken:
        n += 1
        candidate = f"{name}.{n}"
    return candidate


def _references(attr: Attribute) -> Iterator[str]:
    if isinstance(attr, SymbolRefAttr):
        yield attr.root_reference.data
    elif isinstance(attr, ArrayAttr):
        for element in attr.data:
            yield from _references(element)
    elif isinstance(attr, DictionaryAttr):
        for element in attr.data.values():
            yield from _references(element)


def _symbol_uses(op: Operation) -> Iterator[str]:
    """The symbols `op` and the operations inside it name (a call's callee, an
    `addressof`, ...)."""
    for inner in op.walk():
        for attr in (*inner.properties.values(), *inner.attributes.values()):
            yield from _references(attr)


def _rename_uses(op: Operation, renamed: dict[str, str]) -> None:
    """Point the symbol references of `op` (and inside it) at their new names."""
    if not renamed:
        return
    for inner in op.walk():
        for table in (inner.properties, inner.attributes):
            for key, attr in table.items():
                if isinstance(attr, SymbolRefAttr) and attr.root_reference.data in renamed:
                    table[key] = SymbolRefAttr(renamed[attr.root_reference.data],
                                               attr.nested_references)


__all__ = ["add_device_kernels", "call_host_versions", "host_versions_as_fallbacks",
           "missing_kernels"]
