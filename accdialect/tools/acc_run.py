"""`acc-run`: execute IR on the simulated offload device.

Runs the program's entry function on the host of a simulated accelerator and
prints what the program prints; `--trace` adds the runtime's events (the
sentences of `LIBOMPTARGET_INFO`, or JSON lines). A runtime error or device
fault ends the run with the trace so far and one located line, e.g.
`prog.mlir:41:7: error: device fault: ...`, and a non-zero exit status.
"""

import argparse
import os
import sys
from functools import partial
from pathlib import Path
from typing import IO, NoReturn

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import DiagnosticException, ParseError

from accdialect import __version__
from accdialect.abi.offload_entry import OMP_REQ_UNIFIED_SHARED_MEMORY
from accdialect.dialects.discardable import OMP_REQUIRES
from accdialect.dialects.omp import requires_bits
from accdialect.hostlib.kmpc_team import available_processors, nthreads_from_environment
from accdialect.hostlib.libc import CLibrary
from accdialect.hostlib.program import FATAL_REPORT
from accdialect.interpreter.errors import (
    ProgramError,
    internal_message,
    located_message,
)
from accdialect.interpreters import build_interpreter
from accdialect.runtime import OffloadError, OffloadRuntime, RuntimeOptions
from accdialect.runtime.options import HOST_PLUGIN_DEVICES
from accdialect.runtime.trace import ProgramOutput, render_lines
from accdialect.runtime.visibility import ALL_CHECKS, Check
from accdialect.tools.closed_pipe import end_quietly_on_closed_pipe
from accdialect.tools.collector import collect_less_often
from accdialect.tools.loading import PipelineError, apply_pipeline, make_context, parse_file
from accdialect.tools.source_program import (
    ImportFailed,
    cached_import,
    import_flags,
    is_source,
    offloads,
)
from accdialect.views import (
    MapView,
    NoPicture,
    RunFailure,
    chrome_trace_text,
    failure_of,
    is_html,
    map_view_at,
    map_view_file,
)
from accdialect.views.transfer_report import report_lines


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="acc-run", description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("file", help="MLIR file to run ('-' for standard input), or a C, C++, "
                                     "Fortran or LLVM IR source, imported first (with the "
                                     "compiler flags given: -g, -O2, -DN=4, -I DIR, -fopenmp, "
                                     "...; docs/acc-run.md)")
    parser.add_argument("program_args", nargs="*", default=[], metavar="-- ARG",
                        help="arguments for the program's argv (after '--'; argv[0] is FILE)")
    parser.add_argument("--entry", default="main", help="function to call (default: main)")
    parser.add_argument("--trace", nargs="?", const="text",
                        choices=("text", "json", "libomptarget", "chrome"),
                        help="print the runtime's events: LIBOMPTARGET_INFO sentences, JSON lines, "
                             "exactly what LIBOMPTARGET_INFO prints (streamed into the program's "
                             "stderr, mask from $LIBOMPTARGET_INFO, default -1), or a Chrome trace "
                             "for ui.perfetto.dev")
    parser.add_argument("--trace-file", help="write the trace there instead of stderr")
    parser.add_argument("--map-view", metavar="FILE", type=map_view_file,
                        help="draw the present table at the end of the run (or at its fault) "
                             "into FILE.svg or FILE.html")
    parser.add_argument("--map-view-at", metavar="WHERE", type=map_view_at,
                        help="draw it at a construct instead: [FILE:]LINE[#N], the N-th "
                             "(default first) construct the run meets at that line, as its "
                             "kernel launches (a data construct: once it has mapped); or "
                             "'each': at every construct and at the end, the steps of an "
                             "HTML page")
    parser.add_argument("--symbolic", action="store_true",
                        help="show addresses as name+offset / dev(name+offset) in the text trace")
    parser.add_argument("--usm", action="store_true",
                        help="model unified shared memory (also when the program says "
                             "'#pragma omp requires unified_shared_memory')")
    parser.add_argument("--host-plugin", action="store_true",
                        help="device code may access host memory, as on LLVM's host plugin "
                             "(no device faults for unattached pointers)")
    parser.add_argument("--openmp", choices=("6.0",),
                        help="map the list items of one construct as OpenMP 6.0 says, "
                             "independently of their order (default: as LLVM 22 does, "
                             "with a warning where the order decides)")
    parser.add_argument("--compat", choices=("llvm22",),
                        help="LLVM 22's order-dependent mapping of one construct (the "
                             "default)")
    parser.add_argument("--omp51-null-pointers", action="store_true",
                        help="OpenMP 5.1: an unmatched zero-length section pointer becomes NULL")
    parser.add_argument("--poison", action="store_true", help="fresh allocations hold 0xdeadbeef")
    parser.add_argument("--num-procs", type=_device_count, metavar="N",
                        help="the processors libomp sees (omp_get_num_procs; default: this "
                             "process's affinity mask, as libomp): the threads of a parallel "
                             "region without OMP_NUM_THREADS, the shape of a league of teams")
    parser.add_argument("--num-devices", type=_device_count, metavar="N",
                        help="simulate N devices, numbered 0 to N-1 (default 1; 4 with "
                             "--host-plugin, as LLVM's host plugin): "
                             "acc_set_device_num, 'acc set device_num', omp_set_default_device "
                             "and device clauses choose among them")
    parser.add_argument("--quarantine-freed", action="store_true",
                        help="never hand freed memory out again (device blocks, which "
                             "libomptarget's memory manager reuses for a request of the same "
                             "size, and returned stack frames), so that a use after free is "
                             "a located fault")
    parser.add_argument("--check", type=_checks, default=ALL_CHECKS, metavar="LIST",
                        help="the mapping bugs to report, comma-separated: "
                             f"{', '.join(c.value for c in Check)}, or 'all' (the default) "
                             "or 'none' (docs/checks.md)")
    parser.add_argument("--error-exitcode", type=int, metavar="N",
                        help="exit with status N when a check reported a bug (default: the "
                             "program's own status)")
    parser.add_argument("--report", choices=("transfers",),
                        help="at the end of the run, the transfers to and from the devices "
                             "per directive and variable, and their inefficiencies with "
                             "their time in a cost model (docs/checks.md)")
    parser.add_argument("-p", "--passes", default="", help="passes to run before running")
    parser.add_argument("--check-lowering", action="store_true",
                        help="run the program as written and after -p PASSES, and compare")
    parser.add_argument("--max-steps", type=int, help="stop after this many operations")
    parser.add_argument("--no-import-cache", action="store_true",
                        help="import a source again even if the cache holds its module")
    parser.add_argument("--version", action="version", version=f"acc-run (accdialect {__version__})")
    argv = sys.argv[1:] if argv is None else argv
    # Everything after the first `--` is the program's, wherever the options stand
    # (argparse alone would refuse `FILE --trace -- ARGS`).
    split = argv.index("--") if "--" in argv else len(argv)
    flags, own = import_flags(argv[:split])
    args = parser.parse_args(own)
    args.program_args = [*args.program_args, *argv[split + 1:]]
    args.import_flags = flags
    if flags and not is_source(args.file):
        parser.error(f"compiler flags ({' '.join(flags)}) are for a source file, not {args.file}")
    if args.map_view_at is not None and args.map_view is None:
        parser.error("--map-view-at needs --map-view FILE")
    if args.map_view_at is not None and args.map_view_at.each and not is_html(args.map_view):
        parser.error("--map-view-at each needs an HTML map view (--map-view FILE.html): an "
                     "SVG holds one picture")
    return args


def _program(args: argparse.Namespace, ctx: Context) -> ModuleOp:
    """The module to run: `args.file` read, or the module of the source it names,
    imported (or its file found in the import cache and read: `source_program`)."""
    if not is_source(args.file):
        return parse_file(args.file, ctx)
    path, module = cached_import(Path(args.file), args.import_flags,
                                 use_cache=not args.no_import_cache)
    return module if module is not None else parse_file(str(path), ctx)


def _checks(text: str) -> frozenset[Check]:
    """`--check LIST`: the kinds named, `all` or `none`."""
    names = {name.strip() for name in text.split(",") if name.strip()}
    if names == {"all"}:
        return ALL_CHECKS
    if names == {"none"}:
        return frozenset()
    by_name = {check.value: check for check in Check}
    unknown = sorted(names - by_name.keys())
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown check '{unknown[0]}' (choose from {', '.join(by_name)}, all, none)")
    return frozenset(by_name[name] for name in names)


def _device_count(text: str) -> int:
    """`--num-devices N`: a positive number of devices."""
    try:
        count = int(text)
    except ValueError:
        count = 0
    if count < 1:
        raise argparse.ArgumentTypeError(f"expected a positive number of devices, got '{text}'")
    return count


def _num_devices(args: argparse.Namespace) -> int:
    """`--num-devices`, else LLVM's host plugin's devices with `--host-plugin`, else 1."""
    if args.num_devices is not None:
        return args.num_devices
    return HOST_PLUGIN_DEVICES if args.host_plugin else 1


def _processors(args: argparse.Namespace) -> int:
    """`--num-procs`, else the processors libomp would see."""
    return args.num_procs if args.num_procs is not None else available_processors()


def requires_unified_shared_memory(module: ModuleOp) -> bool:
    """Does the program say `#pragma omp requires unified_shared_memory` (the module's
    `omp.requires` bits, from clang's `.requires` offload entry)?"""
    bits = requires_bits(module.attributes.get(OMP_REQUIRES))
    return bits is not None and bool(bits & OMP_REQ_UNIFIED_SHARED_MEMORY)


def attach_auto_as_always() -> bool:
    """LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS of the environment, read as libomptarget
    22's `BoolEnvar` reads it (checked natively): "1", "true", "yes" or "on" in any case;
    anything else ("2" too) is false."""
    value = os.environ.get("LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS", "").lower()
    return value in ("1", "true", "yes", "on")


def offload_disabled() -> bool:
    """OMP_TARGET_OFFLOAD of the environment is `disabled`, in any case (libomp's
    `__kmp_target_offload`, which libomptarget 22 asks)."""
    return os.environ.get("OMP_TARGET_OFFLOAD", "").strip().lower() == "disabled"


def _options(args: argparse.Namespace, trace: bool, module: ModuleOp) -> RuntimeOptions:
    usm = args.usm or requires_unified_shared_memory(module)
    return RuntimeOptions(usm=usm, poison=args.poison, llvm22_order=args.openmp != "6.0",
                          unmatched_pointer_null=args.omp51_null_pointers,
                          host_plugin=args.host_plugin,
                          quarantine_freed=args.quarantine_freed, num_devices=_num_devices(args),
                          attach_auto_as_always=attach_auto_as_always(),
                          offload_disabled=offload_disabled(),
                          host_processors=_processors(args),
                          host_threads=nthreads_from_environment(os.environ, _processors(args)),
                          trace=trace, checks=args.check,
                          transfers=args.report == "transfers")


def _check_lowering(args: argparse.Namespace, ctx: Context, module: ModuleOp) -> int:
    """Run before and after `-p`; report the first observable difference."""
    from accdialect.validation.translation import validate

    if not args.passes:
        print("acc-run: error: --check-lowering needs -p PASSES", file=sys.stderr)
        return 1
    try:
        verdict = validate(module, partial(apply_pipeline, args.passes, ctx), args.entry,
                           _options(args, trace=True, module=module), args.max_steps)
    except ProgramError as error:  # a program that does not link (e.g. an undefined global)
        print(located_message(error), file=sys.stderr)
        return 1
    except PipelineError as error:
        print(f"acc-run: error: {error}", file=sys.stderr)
        return 1
    except DiagnosticException as error:  # a pass refuses the program, located
        print(str(error), file=sys.stderr)
        return 1
    except Exception as error:  # a failure of acc-run itself (a pass): still one line
        print(f"acc-run: internal error: {internal_message(error)}", file=sys.stderr)
        return 2
    if verdict.unfinished is not None:  # located: the step limit's own error line
        side = "before" if verdict.unfinished is verdict.before else "after"
        print(f"{verdict.unfinished.error} in the run {side} the pipeline: no verdict on "
              "the lowering", file=sys.stderr)
        return 1
    if verdict.difference is not None:
        print(f"{args.file}: error: lowering changed the program: {verdict.difference}",
              file=sys.stderr)
        return 1
    print(f"check-lowering: same output, exit status, {len(verdict.before.events)} "
          f"data-environment events and {len(verdict.before.host_bytes)} named host objects "
          f"before and after '{args.passes}'")
    return 0


LIBOMPTARGET_ABORT = 134
"""The status of a program libomptarget aborted; its stderr already ends with
libomptarget's `fatal error` line, which `--trace=libomptarget` reproduces
without adding a line of its own."""


def info_mask(default: int = -1) -> int:
    """The `LIBOMPTARGET_INFO` bit mask of the environment, `default` when it is
    unset (`--trace=libomptarget` and `--trace` show every bit: -1; the simulator's
    `accsim` events are bit 0x10000). A value that is not a number counts as -1
    (everything)."""
    value = os.environ.get("LIBOMPTARGET_INFO")
    if value is None:
        return default
    try:
        return int(value, 0)
    except ValueError:
        return -1


def stream_libomptarget_info(runtime: OffloadRuntime, stream: IO[str]) -> None:
    """Print each event as libomptarget does, when it happens: interleaved with
    the program's own stderr output, hex addresses, the `LIBOMPTARGET_INFO` mask (the
    runtime's info level, which `__tgt_set_info_flag` changes)."""
    assert runtime.trace is not None
    runtime.info_flags = info_mask()

    def emit(event) -> None:
        if not isinstance(event, ProgramOutput):
            for line in render_lines([event], None, runtime.info_flags, simulator=False):
                stream.write(line + "\n")
        stream.flush()

    runtime.trace.listeners.append(emit)


def _write_outputs(runtime: OffloadRuntime, args: argparse.Namespace, map_view: MapView | None,
                   failure: RunFailure | None = None) -> int:
    """Write the trace and the map view: 0, or 1 after one error line per file that
    cannot be written (or map view whose construct did not run)."""
    status = 0
    for path, write in ((args.trace_file or "standard error",
                         partial(_write_trace, runtime, args, failure)),
                        (args.map_view, partial(_write_map_view, map_view, args.file, failure))):
        try:
            write()
        except OSError as error:
            print(f"acc-run: error: cannot write '{path}': {error.strerror or error}",
                  file=sys.stderr)
            status = 1
        except NoPicture as missing:
            print(f"acc-run: error: --map-view-at {args.map_view_at.text}: {missing}",
                  file=sys.stderr)
            status = 1
    return status


def _write_map_view(map_view: MapView | None, title: str, failure: RunFailure | None) -> None:
    if map_view is not None:
        map_view.write(title, failure)


def _write_trace(runtime: OffloadRuntime, args: argparse.Namespace,
                 failure: RunFailure | None) -> None:
    if args.trace in (None, "libomptarget"):
        return
    if args.trace == "chrome":
        text = chrome_trace_text(runtime, failure)
    else:
        text = (runtime.trace_json() if args.trace == "json"
                else runtime.trace_text(symbolic=args.symbolic, info=info_mask()))
    if args.trace_file:
        with open(args.trace_file, "w") as out:
            out.write(text)
    else:
        sys.stderr.write(text)


def _warn_order_dependences(runtime: OffloadRuntime, args: argparse.Namespace) -> None:
    """One warning per point where the run's outcome depended on the order of a
    construct's list items (LLVM 22's policy, `construct_state.OrderDependence`), at
    the construct (its source location with `acc-import -g`, else the file). Not with
    `--trace=libomptarget`, whose standard error is libomptarget's own lines."""
    if args.trace == "libomptarget":
        return
    for device in runtime.devices:
        for found, loc in device.order_dependences:
            where = f"{loc[0]}:{loc[1]}:{loc[2]}" if loc else args.file
            print(f"{where}: warning: {found.message()}", file=sys.stderr)


def _report_failure(runtime: OffloadRuntime, args: argparse.Namespace, map_view: MapView | None,
                    error: ProgramError | OffloadError) -> int:
    """The end of a run that the program's error stopped: the order warnings, the
    outputs asked for, the located line; the exit status."""
    _warn_order_dependences(runtime, args)
    written = _write_outputs(runtime, args, map_view, failure_of(error, located_message(error)))
    status = getattr(error, "exit_status", 1)
    if not (args.trace == "libomptarget" and status == LIBOMPTARGET_ABORT):
        print(located_message(error), file=sys.stderr)
    return written or status


def run(argv: list[str] | None = None, stdout: IO[str] | None = None) -> int:
    """Run `acc-run` with `argv`; returns the exit status."""
    args = _arguments(argv)
    if args.trace is None and info_mask(default=0) != 0:
        args.trace = "libomptarget"  # as natively: the variable alone turns the trace on
    ctx = make_context()
    try:
        module = _program(args, ctx)
        if is_source(args.file) and not offloads(module):
            print(f"acc-run: note: {args.file} has no offload construct: it runs on the host "
                  "alone", file=sys.stderr)
        if SymbolTable.lookup_symbol(module, args.entry) is None:
            print(f"acc-run: error: no function '@{args.entry}' in {args.file}", file=sys.stderr)
            return 1
        if args.check_lowering:
            return _check_lowering(args, ctx, module)
        if args.passes:
            apply_pipeline(args.passes, ctx, module)
    except (OSError, PipelineError, ImportFailed) as error:
        print(f"acc-run: error: {error}", file=sys.stderr)
        return 1
    except (ParseError, DiagnosticException) as error:
        print(str(error), file=sys.stderr)
        return 1
    runtime = OffloadRuntime(_options(args, trace=args.trace is not None, module=module))
    runtime.on_check_report = lambda line: print(line, file=sys.stderr, flush=True)
    map_view = None if args.map_view is None else MapView(args.map_view, runtime,
                                                           args.map_view_at)
    if args.trace == "libomptarget":
        stream_libomptarget_info(runtime, sys.stderr)
    try:
        _, functions = build_interpreter(module, runtime, stdout or sys.stdout, sys.stderr,
                                              args.max_steps)
    except ProgramError as error:  # the program does not link (e.g. an undefined global)
        print(located_message(error), file=sys.stderr)
        return 1
    libc = functions.libc
    assert libc is not None, "build_interpreter registers the C library"

    def end_from_native_code(error: ProgramError) -> NoReturn:
        status = _report_failure(runtime, args, map_view, error)
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)
    FATAL_REPORT.insert(0, end_from_native_code)
    try:
        return _run_program(runtime, args, map_view, libc)
    finally:
        FATAL_REPORT.remove(end_from_native_code)


def _run_program(runtime: OffloadRuntime, args: argparse.Namespace, map_view: MapView | None,
                 libc: CLibrary) -> int:
    """Runs the linked program to its end; the exit status."""
    try:
        status = libc.start_main([args.file, *args.program_args], entry=args.entry)
        if not libc.aborted:
            runtime.finalize()
        _warn_order_dependences(runtime, args)
    except (ProgramError, OffloadError) as error:
        libc.close_streams()
        return _report_failure(runtime, args, map_view, error)
    except Exception as error:  # a failure of acc-run itself: still one line
        libc.close_streams()
        print(f"acc-run: internal error: {internal_message(error)}", file=sys.stderr)
        return 2
    status = _write_outputs(runtime, args, map_view) or _check_summary(runtime, args, status)
    if runtime.memory.transfers is not None:
        for line in report_lines(runtime.memory.transfers):
            print(line, file=sys.stderr)
    return status


def _check_summary(runtime: OffloadRuntime, args: argparse.Namespace, status: int) -> int:
    """The checks' summary at the end of the run (nothing when they found nothing); the
    exit status: `--error-exitcode` if they found something, else `status`."""
    checks = runtime.memory.checks
    if checks is None or not checks.reports:
        return status
    for line in checks.summary():
        print(line, file=sys.stderr)
    return status if args.error_exitcode is None else args.error_exitcode


INTERRUPTED = 130
"""The status of a command ended by Ctrl-C (128 + SIGINT), as a shell reports it."""


def main() -> None:
    collect_less_often()
    end_quietly_on_closed_pipe()
    try:
        sys.exit(run())
    except KeyboardInterrupt:
        print("acc-run: interrupted", file=sys.stderr)
        sys.exit(INTERRUPTED)


if __name__ == "__main__":
    main()
