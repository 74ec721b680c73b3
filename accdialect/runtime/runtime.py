"""`OffloadRuntime`: one simulated run (host memory, devices, trace) and its entry points.

The construct entry points take the arrays of libomptarget's mapper ABI and do what
`__tgt_target_data_begin_mapper` & co. do around the steps of `omp_mapping`: print the
argument list, run the steps, dump the mapping table, and on failure print the errors,
`failure of target construct while offloading is mandatory`, and raise the error
(libomptarget aborts the program: `exit_status` 134).

`externals()` gives the same entry points under their C names, taking C-level integer
arguments (arrays, strings and `ident_t` read from simulated memory), for an interpreter
that executes lowered IR.
"""

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, replace
from typing import NoReturn, TypeVar

from ..abi.ident import PSOURCE_OFFSET, map_name, parse_psource
from ..abi.map_types import MapType
from .acc_mapping import OpenACC
from .device import DeclareTargetGlobal, Device, DeviceAccessor, ImageCode, IndirectFunction
from .device_selector import DeviceSelector
from .errors import InconsistentRequiresError, InvalidDeviceError, OffloadError, UnsupportedError
from .events import (
    ArgInfo,
    ConstructBegin,
    ErrorReport,
    Fatal,
    Loc,
    ProgramOutput,
)
from .events import KernelLaunch as KernelLaunchEvent
from .fortran_descriptor import attach_descriptor, detach_descriptor
from .memory import Memory
from .omp_api import OpenMPApi
from .omp_mapping import (
    KernelArguments,
    MapArgs,
    Mapper,
    kernel_arguments,
    target_data_begin,
    target_data_end,
    target_data_update,
)
from .options import RuntimeOptions
from .regions import Allocation
from .registration import Requirements, requires_entries
from .source_loc import construct_place
from .symbolizer import Symbolizer
from .trace import Trace
from .transfers import TransferCollector
from .visibility import Visibility

_NO_LOC_REPORT = "Source location information not present. Compile with -g or -gline-tables-only."
_FATAL = "failure of target construct while offloading is mandatory"
_Result = TypeVar("_Result")


@dataclass(frozen=True, slots=True)
class ConstructMapped:
    """A construct whose mappings are made: `kind` is libomptarget's (`kernel`: a
    `target` construct, about to launch its kernel `kernel`; `data_begin`,
    `data_end`, `data_update`: a data construct, done) or an OpenACC construct's
    operation (`acc.parallel`, `acc.enter_data`, ...), on device `device`, at `loc`
    (`source_loc.construct_place`)."""

    kind: str
    device: int
    loc: Loc
    kernel: str | None = None


class KernelLaunch:
    """A `target` construct between its mapping (`begin_target`) and unmapping
    (`end_target`): `kernel_args` are the values the kernel receives."""

    __slots__ = ("device", "kernel", "args", "kernel_args", "privates", "loc")

    def __init__(self, device: Device, kernel: str, args: MapArgs, kernel_args: list[int],
                 privates: list[Allocation], loc: Loc):
        self.device, self.kernel, self.args = device, kernel, args
        self.kernel_args, self.privates, self.loc = kernel_args, privates, loc


class OffloadRuntime:
    """A simulated accelerator and its offload runtime (OpenMP and OpenACC)."""

    def __init__(self, options: RuntimeOptions | None = None, **overrides):
        options = RuntimeOptions(**overrides) if options is None else replace(options, **overrides)
        self.options = options
        self.memory = Memory(num_devices=options.num_devices, poison=options.poison,
                             device_capacity=options.device_memory,
                             quarantine_freed=options.quarantine_freed)
        self.trace: Trace | None = Trace() if options.trace else None
        self.devices = [Device(d, self.memory, self.trace, options)
                        for d in range(options.num_devices)]
        self.selector = DeviceSelector(self.devices)
        self.acc = OpenACC(self.selector)
        self.omp = OpenMPApi(self.selector, self.memory, options.offload_disabled)
        self.call_mapper: Callable[[int, int], Mapper] | None = None
        """The mapper of a program's mapper function: (function address, address of the
        entry's `map_var_info_t`) -> `Mapper`; set by the interpreter running it."""
        self.on_check_report: Callable[[str], None] | None = None
        """What receives each report of the checks as it is made (`acc-run`: standard
        error, where it stands among the trace's lines)."""
        self.site: Callable[[], Loc] = lambda: None
        """Where the running program is (the interpreter sets it: the operation running)."""
        self.info_flags = -1
        """libomptarget's info level, the LIBOMPTARGET_INFO bits its messages are printed
        for (`acc-run` sets it from the environment); the program may change it with
        `__tgt_set_info_flag`."""
        self.requirements = Requirements()
        """The program's `#pragma omp requires` clauses, as its images registered them."""
        self.construct_listeners: list[Callable[[ConstructMapped], None]] = []
        """What sees each construct once its mappings are made (`construct_mapped`):
        the map view's pictures at constructs."""
        if options.checks:
            checks = Visibility(options.checks, self._check_report)
            checks.host = self.memory
            self.memory.checks = checks
        if options.transfers:
            self.memory.transfers = TransferCollector(self.memory.allocation_at, self.memory)

    def _check_report(self, line: str) -> None:
        if self.on_check_report is not None:
            self.on_check_report(line)

    def device(self, device: int | None = None) -> Device:
        """Device `device` (default, or negative: the default device), its image loaded."""
        return self.selector.device(device)

    # ---- host memory -------------------------------------------------------------------
    def alloc(self, size: int, region: str = "heap", *, name: str | None = None,
              align: int = 16, at: int | None = None, accessible: bool = False) -> int:
        """Allocate host memory ("heap", "stack" or "global"); returns its address.
        `accessible`: device code may access it (as `omp_target_is_accessible` says)."""
        alloc = self.memory.allocate(size, region, name=name, align=align, at=at)
        alloc.host_accessible = accessible
        return alloc.begin

    def free(self, addr: int, region: str = "heap") -> None:
        self.memory.free(addr, region)

    # ---- device image ------------------------------------------------------------------
    def add_requirements(self, flags: int) -> None:
        """Register an image's `#pragma omp requires` clauses (`registration`): one that
        disagrees with the program's ends it, `omptarget fatal error 2`."""
        try:
            self.requirements.add(flags)
        except InconsistentRequiresError as err:
            if self.trace is not None:
                self.trace.emit(Fatal(str(err), number=2))
            raise

    def register_lib(self, desc: int) -> None:
        """`__tgt_register_lib(desc)` called by the program: the requirements of the
        binary descriptor at `desc` (its images are the program's own, loaded)."""
        for flags in requires_entries(self.memory, desc):
            self.add_requirements(flags)

    def declare_target(self, host_addr: int, size: int, name: str, initial: bytes | None = None,
                       device: int | None = None) -> None:
        """Register a `declare target` variable of the device image (loaded on first use)."""
        self._image(device).append(DeclareTargetGlobal(host_addr, size, name, initial))

    def declare_indirect(self, host_addr: int, name: str, device: int | None = None) -> None:
        """Register a `declare target indirect` procedure (seed 002)."""
        self._image(device).append(IndirectFunction(host_addr, name))

    def declare_image_code(self, constructors: Callable[[Device], None],
                           destructors: Callable[[Device], None],
                           device: int | None = None) -> None:
        """Register the device image's static constructors and destructors (`ImageCode`),
        run when the image loads and when the program ends."""
        self._image(device).append(ImageCode(constructors, destructors))

    def _image(self, device: int | None
               ) -> list[DeclareTargetGlobal | IndirectFunction | ImageCode]:
        dev = self.selector.select(device)
        if dev.loaded:
            raise RuntimeError(f"the image of device {dev.id} is already loaded")
        return dev.image

    # ---- constructs (libomptarget interface) -------------------------------------------
    def target_data_begin(self, bases: Sequence[int], begins: Sequence[int],
                          sizes: Sequence[int], types: Sequence[int],
                          names: Sequence[str | None] | None = None,
                          mappers: Sequence[Mapper | None] | None = None, *,
                          device: int | None = None, loc: Loc = None) -> list[int]:
        """`target data` begin / `target enter data` (`__tgt_target_data_begin_mapper`).
        Returns the base pointers, with the device base for RETURN_PARAM entries."""
        args = MapArgs(bases, begins, sizes, types, names, mappers)
        self._target_data("data_begin", target_data_begin, args, device, loc)
        return args.bases

    def target_data_end(self, bases: Sequence[int], begins: Sequence[int],
                        sizes: Sequence[int], types: Sequence[int],
                        names: Sequence[str | None] | None = None,
                        mappers: Sequence[Mapper | None] | None = None, *,
                        device: int | None = None, loc: Loc = None) -> None:
        """`target data` end / `target exit data` (`__tgt_target_data_end_mapper`)."""
        args = MapArgs(bases, begins, sizes, types, names, mappers)
        self._target_data("data_end", target_data_end, args, device, loc)

    def target_data_update(self, bases: Sequence[int], begins: Sequence[int],
                           sizes: Sequence[int], types: Sequence[int],
                           names: Sequence[str | None] | None = None,
                           mappers: Sequence[Mapper | None] | None = None, *,
                           device: int | None = None, loc: Loc = None) -> None:
        """`target update` (`__tgt_target_data_update_mapper`)."""
        args = MapArgs(bases, begins, sizes, types, names, mappers)
        self._target_data("data_update", target_data_update, args, device, loc)

    def _target_data(self, kind: str, step: Callable[[Device, MapArgs], _Result],
                     args: MapArgs, device: int | None, loc: Loc) -> _Result | None:
        """libomptarget `targetData`, shared by the three entry points (and, as `kind`
        "kernel", by `begin_target` for the mapping before a kernel): select the device,
        print the arguments, load the device's image on its first use, run the step
        (`targetDataBegin`, `targetDataEnd`, `targetDataUpdate`, `processDataBefore`),
        `handleTargetOutcome`; a data construct's tables are dumped after it. The step's
        result; None when a data construct names the initial device (the host), where
        it does nothing, "as if offload is disabled" (libomptarget `checkDevice`,
        which takes the default device for the number first: `omp_set_default_device(
        omp_get_initial_device())` sends every construct without `device` there), or
        when offload is disabled (`OpenMPApi.on_host`)."""
        if kind != "kernel" and self.omp.on_host(device):
            return None
        try:
            dev = self.selector.select(device)
        except InvalidDeviceError as err:  # announced, then libomptarget's getDevice fails
            if self.trace is not None:
                self._announce(err.device, kind, args, loc)
                self.trace.emit(Fatal(err.fatal_text, number=err.device))
            raise
        dev.construct_loc = loc
        if self.trace is not None:
            self._announce(dev.id, kind, args, loc)
        if not dev.loaded:
            dev.ensure_loaded()
        try:
            with self._directive(loc):
                result = step(dev, args)
        except OffloadError as err:
            self._fail(err, loc)
        if kind != "kernel":
            self.construct_mapped(kind, dev.id, loc)
            if self.trace is not None:
                self._dump_tables(loc)
        return result

    def construct_mapped(self, kind: str, device: int | None = None, loc: Loc = None,
                         kernel: str | None = None) -> None:
        """The construct `kind` at `loc` (its `ident_t`'s place, None without one) has
        made its mappings on `device` (None: the default device); a kernel launches
        now (libomptarget `targetKernel`: `processDataBefore`, then `launchKernel`):
        the `construct_listeners` see it, at its place."""
        if self.construct_listeners:
            point = ConstructMapped(kind, self.selector.select(device).id,
                                    construct_place(loc, self.site()), kernel)
            for listener in self.construct_listeners:
                listener(point)

    def _announce(self, device: int, kind: str, args: MapArgs, loc: Loc) -> None:
        """libomptarget's `Entering OpenMP ... with N arguments:` and its argument lines."""
        assert self.trace is not None
        names = args.names or [None] * len(args)
        self.trace.emit(ConstructBegin(device, kind, tuple(
            ArgInfo(t, s, n) for t, s, n in zip(args.types, args.sizes, names)), loc))

    def begin_target(self, kernel: str, bases: Sequence[int], begins: Sequence[int],
                     sizes: Sequence[int], types: Sequence[int],
                     names: Sequence[str | None] | None = None,
                     mappers: Sequence[Mapper | None] | None = None, *,
                     device: int | None = None, loc: Loc = None, mode: str = "Generic",
                     blocks: tuple[int, int, int] = (1, 1, 1),
                     threads: tuple[int, int, int] = (1, 1, 1)) -> KernelLaunch:
        """A `target` construct up to the kernel launch: map, attach, compute the kernel
        arguments (libomptarget `processDataBefore`), announce the launch."""
        args = MapArgs(bases, begins, sizes, types, names, mappers)
        mapped = self._target_data("kernel", self._process_data_before, args, device, loc)
        assert mapped is not None
        dev = mapped.device
        self.construct_mapped("kernel", dev.id, loc, kernel)
        if self.trace is not None:
            self.trace.emit(KernelLaunchEvent(dev.id, kernel, mode, blocks, threads))
        return KernelLaunch(dev, kernel, args, mapped.values, mapped.private_allocations, loc)

    def _process_data_before(self, dev: Device, args: MapArgs) -> KernelArguments:
        """libomptarget `processDataBefore`: map and attach (`targetDataBegin`), then the
        kernel arguments; a failure is reported as libomptarget reports it."""
        try:
            try:
                target_data_begin(dev, args)
            except OffloadError:
                self._report("Call to targetDataBegin failed, abort target.")
                raise
            return kernel_arguments(dev, args)
        except OffloadError:
            self._report("Failed to process data before launching the kernel.")
            raise

    def end_target(self, launch: KernelLaunch) -> None:
        """The rest of a `target` construct: unmap (libomptarget `processDataAfter`),
        free the private copies, dump the table."""
        dev = launch.device
        try:
            try:
                with self._directive(launch.loc):
                    target_data_end(dev, launch.args)
            except OffloadError:
                self._report("Call to targetDataEnd failed, abort target.")
                raise
        except OffloadError as err:
            self._report("Failed to process data after launching the kernel.")
            self._fail(err, launch.loc)
        for alloc in launch.privates:
            dev.free(alloc)
        self._dump_tables(launch.loc)

    def fail_target(self, launch: KernelLaunch, err: OffloadError) -> None:
        """The kernel of `launch` failed (e.g. a device fault): report and raise `err`."""
        self._report(str(err))
        self._report("Executing target region abort target.")
        self._fail(err, launch.loc)

    def target(self, kernel: str, bases: Sequence[int], begins: Sequence[int],
               sizes: Sequence[int], types: Sequence[int],
               names: Sequence[str | None] | None = None,
               mappers: Sequence[Mapper | None] | None = None, *,
               body: Callable[[list[int]], None] | None = None, device: int | None = None,
               loc: Loc = None, **launch) -> list[int]:
        """A whole `target` construct; `body(kernel_args)` stands for the kernel."""
        kl = self.begin_target(kernel, bases, begins, sizes, types, names, mappers,
                               device=device, loc=loc, **launch)
        if body is not None:
            try:
                body(kl.kernel_args)
            except OffloadError as err:
                self.fail_target(kl, err)
        self.end_target(kl)
        return kl.kernel_args

    def _directive(self, loc: Loc) -> AbstractContextManager[None]:
        """While a construct maps or unmaps: the transfer report's directive is the
        construct at `loc` (`TransferCollector.within`)."""
        transfers = self.memory.transfers
        return nullcontext() if transfers is None else transfers.within(loc)

    def _report(self, text: str) -> None:
        if self.trace is not None:
            self.trace.emit(ErrorReport(text))

    def _dump_tables(self, loc: Loc) -> None:
        """Every device's table after the construct at `loc` (libomptarget's
        `dumpTargetPointerMappings(Loc, Device)` for each device)."""
        if self.trace is None:
            return
        for dev in self.devices:
            dev.dump_table(loc)

    def _fail(self, err: OffloadError, loc: Loc) -> NoReturn:
        """libomptarget `handleTargetOutcome` for a failed construct (offload mandatory)."""
        self._dump_tables(loc)
        if loc is None:
            self._report(_NO_LOC_REPORT)
        if self.trace is not None:
            self.trace.emit(Fatal(_FATAL, loc))
        raise err

    # ---- device-side execution, indirect calls, descriptors ---------------------------
    def device_access(self, device: int | None = None, *, allow_host: bool = False,
                      where: str | None = None) -> DeviceAccessor:
        """Memory access for code running on a device (a kernel body); host memory
        too with `allow_host` or the `host_plugin` option."""
        return DeviceAccessor(self.device(device), allow_host or self.options.host_plugin, where)

    def indirect_call_lookup(self, fptr: int, device: int | None = None) -> int:
        """`__llvm_omp_indirect_call_lookup` / `__kmpc_target_translate_fptr` (seed 002)."""
        return self.device(device).indirect.translate(fptr)

    def attach_descriptor(self, desc: int, data_ptr: int, offset: int, size: int,
                          file: str | None = None, line: int = 0,
                          device: int | None = None) -> None:
        """`_FortranAOpenACCAttachDescriptor` (seed 001)."""
        attach_descriptor(self.acc, self.device(device), desc, data_ptr, offset, size, file, line)

    def detach_descriptor(self, desc: int, data_ptr: int, offset: int, size: int,
                          finalize: bool = False, file: str | None = None, line: int = 0,
                          device: int | None = None) -> None:
        """`_FortranAOpenACCDetachDescriptor`, the detach twin (see fortran_descriptor)."""
        detach_descriptor(self.acc, self.device(device), desc, data_ptr, finalize, file, line)

    # ---- trace -------------------------------------------------------------------------
    def set_info_flag(self, flags: int) -> None:
        """`__tgt_set_info_flag(flags)` (libomptarget 22): the info level from now on."""
        self.info_flags = flags & 0xFFFFFFFF

    def program_output(self, text: str) -> None:
        """Record a line the program printed, in order with the runtime's events."""
        if self.trace is not None:
            self.trace.emit(ProgramOutput(text))

    def finalize(self) -> None:
        """End of the run: libomptarget dumps every device's table when it unloads (it
        has none when offload is disabled), then the device images' static destructors
        run (`ImageCode`); the checks report the mappings still there, the transfer
        report ends them."""
        if self.trace is not None and not self.options.offload_disabled:
            for dev in reversed(self.devices):
                dev.dump_table(("libomptarget", 0, 0))
        for dev in self.devices:
            dev.unload()
        if self.memory.checks is not None:
            self.memory.checks.at_exit()
        if self.memory.transfers is not None:
            self.memory.transfers.at_exit()

    def symbolizer(self, *, map_names: bool = False) -> Symbolizer:
        """Addresses as the program's names; with `map_names`, a host buffer the
        program did not name by the variable it was first mapped as (the traces'
        `--symbolic` form, `symbolizer.py`)."""
        events = self.trace.events if map_names and self.trace is not None else ()
        return Symbolizer(self.memory, events)

    def trace_text(self, *, symbolic: bool = False, info: int = -1,
                   simulator: bool = True) -> str:
        """The trace in LIBOMPTARGET_INFO's sentences (hex addresses unless `symbolic`)."""
        if self.trace is None:
            return ""
        return self.trace.text(self.symbolizer(map_names=True) if symbolic else None, info,
                               simulator)

    def trace_json(self, *, symbolic: bool = True) -> str:
        """The trace as JSON lines."""
        if self.trace is None:
            return ""
        return self.trace.json_lines(self.symbolizer(map_names=True) if symbolic else None)

    # ---- C entry points ----------------------------------------------------------------
    def externals(self) -> dict[str, Callable[..., int | None]]:
        """The runtime's entry points under their C names, with C-level arguments."""
        acc, omp = self.acc, self.omp
        table: dict[str, Callable[..., int | None]] = {
            "__tgt_target_data_begin_mapper": self._abi(self.target_data_begin),
            "__tgt_target_data_end_mapper": self._abi(self.target_data_end),
            "__tgt_target_data_update_mapper": self._abi(self.target_data_update),
            **self._legacy_and_nowait_entries(),
            "_FortranAOpenACCAttachDescriptor":
                lambda desc, data, off, size, file, line: self.attach_descriptor(
                    desc, data, off, size, self._cstr(file), line),
            "_FortranAOpenACCDetachDescriptor":
                lambda desc, data, off, size, fin, file, line: self.detach_descriptor(
                    desc, data, off, size, bool(fin), self._cstr(file), line),
            "__tgt_set_info_flag": self.set_info_flag,
            "__tgt_register_lib": self.register_lib,
            "__tgt_unregister_lib": lambda desc: None,
            "__llvm_omp_indirect_call_lookup": self.indirect_call_lookup,
            "__kmpc_target_translate_fptr": self.indirect_call_lookup,
        }
        for obj, prefix in ((acc, "acc_"), (omp, "omp_"), (omp, "llvm_omp_")):
            for name in dir(obj):
                if name.startswith(prefix):
                    table[name] = getattr(obj, name)
        return table

    def _legacy_and_nowait_entries(self) -> dict[str, Callable[..., None]]:
        """libomptarget's other data entry points, which forward to the `_mapper`
        ones (interface.cpp): `__tgt_target_data_begin/end/update(device_id, n, bases,
        begins, sizes, types)` without location, names or mappers, and the `_nowait`
        forms, whose dependences are met already (tasks run at once: `kmpc`)."""
        entries: dict[str, Callable[..., None]] = {}
        for kind, construct in (("begin", self.target_data_begin),
                                ("end", self.target_data_end),
                                ("update", self.target_data_update)):
            abi = self._abi(construct)
            entries[f"__tgt_target_data_{kind}"] = (
                lambda device, n, bases, begins, sizes, types, abi=abi:
                abi(0, device, n, bases, begins, sizes, types, 0, 0))
            entries[f"__tgt_target_data_{kind}_nowait_mapper"] = (
                lambda *args, abi=abi: abi(*args[:9]))
        return entries

    def _cstr(self, addr: int) -> str | None:
        return self.memory.read_cstring(addr) if addr else None

    def _abi(self, construct: Callable) -> Callable[..., None]:
        """Adapt a construct to `(loc, device_id, arg_num, args_base, args, arg_sizes,
        arg_types, arg_names, arg_mappers)` with the arrays in simulated memory. The
        device base of a RETURN_PARAM entry (`use_device_ptr`/`use_device_addr`) is
        written into `args_base`, where clang's code reads it (libomptarget
        `targetDataBegin`: `ArgsBase[I] = TgtPtrBase`)."""
        def call(loc: int, device_id: int, n: int, bases: int, begins: int, sizes: int,
                 types: int, names: int, mappers: int) -> None:
            read = self.memory.read_uint
            arrays = [[read(p + 8 * i) for i in range(n)] for p in (bases, begins, sizes, types)]
            name_infos = [read(names + 8 * i) for i in range(n)] if names else [0] * n
            arg_names = [self.var_name(info) for info in name_infos] if names else None
            functions = [read(mappers + 8 * i) for i in range(n)] if mappers else [0] * n
            returned = construct(*arrays, arg_names, self.mappers(functions, name_infos),
                                 device=device_id, loc=self.ident_loc(loc))
            if returned is not None:  # libomptarget writes RETURN_PARAM's device base back
                for i, t in enumerate(arrays[3]):
                    if t & MapType.RETURN_PARAM:
                        self.memory.write_uint(bases + 8 * i, returned[i])
        return call

    def ident_loc(self, ident: int) -> Loc:
        """The source location an `ident_t` names (its `psource`)."""
        psource = self.ident_psource(ident)
        return parse_psource(psource) if psource is not None else None

    def ident_psource(self, ident: int) -> str | None:
        """An `ident_t`'s `psource` string (`;file;function;line;column;;`), None for
        a null `ident_t` or `psource`."""
        if not ident:
            return None
        psource = self.memory.read_uint(ident + PSOURCE_OFFSET)
        return self.memory.read_cstring(psource) if psource else None

    def mappers(self, functions: Sequence[int], names: Sequence[int]
                ) -> list[Mapper | None] | None:
        """The mappers of a construct's `arg_mappers` array (addresses of the program's
        mapper functions, NULL for none), by `call_mapper`; None when there are none."""
        if not any(functions):
            return None
        if self.call_mapper is None:
            raise UnsupportedError("user-defined mapper functions need a program to run them")
        return [self.call_mapper(f, name) if f else None for f, name in zip(functions, names)]

    def var_name(self, info: int) -> str | None:
        """The variable name of a `map_var_info_t` string (`abi.ident.map_name`)."""
        return map_name(self.memory.read_cstring(info)) if info else None
