"""`__tgt_target_kernel`: launching an outlined target region (libomptarget 22's entry
point), for programs lowered by `lower-omp-to-runtime` / `lower-acc-to-runtime` and
for clang's own output.

The convention (clang's):
- a kernel is identified by the address of a global `@.NAME.region_id` (one byte,
  `weak constant`); the module's function `@NAME` is the outlined region, taking one
  pointer-sized argument per kernel argument. The table region id address -> function
  is built once, when the program is loaded;
- `__tgt_target_kernel(loc: ptr, device_id: i64, num_teams: i32, thread_limit: i32,
  region_id: ptr, args: ptr) -> i32`, `args` pointing to clang 22's kernel-argument
  struct, version 3: `{i32 version, i32 num_args, ptr base_ptrs, ptr ptrs, ptr sizes,
  ptr map_types, ptr names, ptr mappers, i64 tripcount, i64 flags, [3 x i32] teams,
  [3 x i32] threads, i32 dyn_mem}` (104 bytes);
- launching maps the arrays (`OffloadRuntime.begin_target`: data, attachments, kernel
  arguments; an entry with a mapper function, the components it pushes: `omp_mapper`),
  runs `@NAME` as device code with the kernel arguments, unmaps
  (`end_target`) and returns 0, so the program's host fallback does not run. A device
  fault in the kernel fails the construct as libomptarget does. On the initial device
  (the host: `device_id` is `omp_get_initial_device()`) nothing is mapped and the
  launch returns 1, so the host fallback runs (libomptarget `checkDevice`).
- a kernel taken from clang's device module (`omp.device_kernel`: the host module's
  was inlined at -O1 and above, `acc-import`) takes the kernel launch environment
  `dyn_ptr` first, as libomptarget 22 passes it; the simulated device has no launch
  environment and passes NULL (clang's x86_64 device code does not read it);
- device faults in the kernel name the construct: an `acc.construct` string attribute
  on `@NAME` (an outlined OpenACC compute region: `"acc.serial"`), else the kernel;
- values passed by `__accdialect_host_eval(values...)` (`acc-import`'s call before the
  launch of a flang kernel whose outlined function takes the values flang evaluates on
  the host, `importers.flang_openmp`) are the kernel's first arguments, before the
  kernel arguments, at the next launch only;
- the kernel name the runtime reports is `NAME` without clang's
  `__omp_offloading_<device>_<file>_` prefix and without a `.N` uniquing suffix
  (`main_l36`, as normalized libomptarget traces and the interpreter's `omp.target`
  name it).

`kernel_launch_externals(interpreter)` gives the entry point under its C
name; `build_interpreter` adds it to the externals table.
"""

from collections.abc import Callable

from xdsl.dialects import llvm
from xdsl.dialects.builtin import StringAttr

from accdialect.abi.entry_points import HOST_EVAL, TARGET_KERNEL
from accdialect.abi.ident import PSOURCE_OFFSET, parse_psource
from accdialect.abi.kernel_args import FIELD_OFFSETS, KERNEL_ARGS_VERSION
from accdialect.abi.offload_entry import kernel_name, region_id_owner
from accdialect.dialects.discardable import CONSTRUCT_ATTR, DEVICE_KERNEL
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreters.device_image import device_image
from accdialect.runtime import OffloadError

_VERSION, _NUM_ARGS, _BASES, _BEGINS, _SIZES, _TYPES, _NAMES, _MAPPERS = (
    FIELD_OFFSETS[f] for f in ("version", "num_args", "base_pointers", "pointers", "sizes",
                               "map_types", "names", "mappers"))


def kernel_table(interpreter: OffloadInterpreter) -> dict[int, llvm.FuncOp]:
    """Region id address -> outlined function, for every `@.NAME.region_id` global
    whose `@NAME` is a function with a body."""
    funcs = {op.sym_name.data: op for op in interpreter.module.ops
             if isinstance(op, llvm.FuncOp) and op.body.blocks}
    table: dict[int, llvm.FuncOp] = {}
    for op in interpreter.module.ops:
        if not isinstance(op, llvm.GlobalOp):
            continue
        owner = region_id_owner(op.sym_name.data)
        if owner in funcs:
            table[interpreter.linker.symbol_address(op.sym_name.data)] = funcs[owner]
    return table


def kernel_launch_externals(interpreter: OffloadInterpreter
                            ) -> dict[str, Callable[..., int | None]]:
    """`__tgt_target_kernel` for `interpreter` (whose module its linker has loaded)."""
    table = kernel_table(interpreter)
    runtime = interpreter.runtime
    memory = runtime.memory

    def cstring(addr: int) -> str | None:
        return memory.read_cstring(addr) if addr else None

    def source_location(ident: int) -> tuple[str, int, int] | None:
        if not ident:
            return None
        return parse_psource(cstring(memory.read_uint(ident + PSOURCE_OFFSET)) or "")

    host_evaluated: list[int] = []

    def host_eval(*values: int) -> None:
        host_evaluated[:] = values

    def target_kernel(loc: int, device_id: int, num_teams: int, thread_limit: int,
                      region_id: int, args: int) -> int:
        first = tuple(host_evaluated)
        host_evaluated.clear()
        if runtime.omp.on_host(device_id):
            return 1
        function = table.get(region_id)
        if function is None:
            raise ProgramError(f"__tgt_target_kernel: no outlined function is registered "
                               f"for region id 0x{region_id:x}")
        version = memory.read_uint(args + _VERSION, 4)
        if version != KERNEL_ARGS_VERSION:
            raise ProgramError(f"__tgt_target_kernel: kernel-argument struct version "
                               f"{version}, expected {KERNEL_ARGS_VERSION}")
        n = memory.read_uint(args + _NUM_ARGS, 4)

        def array(offset: int) -> list[int]:
            base = memory.read_uint(args + offset)
            return [memory.read_uint(base + 8 * i) for i in range(n)] if base else [0] * n

        names_base = memory.read_uint(args + _NAMES)
        name_infos = array(_NAMES)
        names = [runtime.var_name(p) for p in name_infos] if names_base else None
        mappers = runtime.mappers(array(_MAPPERS), name_infos)
        device = None if device_id < 0 else device_id
        device_image(interpreter)  # declare target symbols, before the image loads
        kernel = kernel_name(function.sym_name.data)
        launch = runtime.begin_target(kernel, array(_BASES), array(_BEGINS), array(_SIZES),
                                      array(_TYPES), names, mappers, device=device,
                                      loc=source_location(loc))
        arguments = (*first, *launch.kernel_args)
        if DEVICE_KERNEL in function.attributes:
            arguments = (0, *arguments)  # dyn_ptr
        params = len(function.function_type.inputs.data)
        if params != len(arguments):
            raise ProgramError(f"__tgt_target_kernel: @{function.sym_name.data} takes "
                               f"{params} arguments, the launch passes "
                               f"{len(arguments)}")
        try:
            where = function.attributes.get(CONSTRUCT_ATTR)
            where = where.data if isinstance(where, StringAttr) else kernel
            with interpreter.device_code(runtime.device_access(device, where=where)):
                interpreter.call_op(function, arguments)
        except OffloadError as error:  # a device fault: reported, then raised again
            runtime.fail_target(launch, error)
        runtime.end_target(launch)
        return 0

    return {TARGET_KERNEL: target_kernel, HOST_EVAL: host_eval}


__all__ = ["kernel_launch_externals", "kernel_table"]
