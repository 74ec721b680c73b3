"""`acc-opt`: `mlir-opt` for the offload data environment.

xDSL's `xdsl-opt` driver with the project's dialects (its `acc` and `omp` in
place of xDSL's) and passes, and mlir-opt 22's habits where xDSL's differ:

- an error in the input is `file:line:col: error: ...`, then the source line and
  a caret; every chunk of `--split-input-file` is processed and the status is 1
  when any failed;
- `--verify-diagnostics` checks the errors against the file's `expected-error`
  annotations (`verify_diagnostics`) and fails when they differ;
- `--pass-pipeline='builtin.module(p1,p2{opt=v})'` besides `-p p1,p2{opt=v}`;
- `-` or no file reads standard input, named `<stdin>`; an input without
  operations is an empty module;
- anything else that goes wrong is one line `acc-opt: error: ...`, an interrupt
  one line `acc-opt: interrupted` (status 130); never a Python traceback;
- `--help` names the project's passes; xDSL's own (a hundred and more, for other
  dialects) run with `-p` too and are listed by `--list-all-passes`.
"""

import argparse
import dataclasses
import re
import sys
import textwrap
import time
from collections.abc import Callable
from io import BytesIO
from typing import IO

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.exceptions import DiagnosticException, ParseError, ShrinkException
from xdsl.xdsl_opt_main import xDSLOptMain

from accdialect import __version__
from accdialect.dialects import get_all_dialects
from accdialect.ir.diagnostics import (
    LocatedDiagnostic,
    LocatedError,
    LocatedParseError,
    SourceFile,
    decode_source,
    op_location,
)
from accdialect.ir.parser import LocatedParser
from accdialect.ir.preservation import forget, unchanged
from accdialect.ir.printer import AccMLIRTarget, AccPrinter
from accdialect.ir.verifier import VERIFIER_CRASHES, verify_located
from accdialect.tools.closed_pipe import end_quietly_on_closed_pipe
from accdialect.tools.collector import collect_less_often, parsed_module_frozen
from accdialect.tools.loading import (
    PipelineError,
    pipeline_errors,
    project_passes,
    without_operations,
)
from accdialect.tools.verify_diagnostics import DiagnosticVerifier


class AccOptError(Exception):
    """A failure that ends `acc-opt` with one line `acc-opt: error: MESSAGE`."""


def _shown(default: object) -> str:
    """A pass option's default as `-p` spells it (`""` for the empty string)."""
    return '""' if default == "" else str(default)


def pass_summaries() -> list[str]:
    """`--list-passes`: each project pass, its options with their defaults, and the
    first paragraph of its module's documentation."""
    lines = []
    for name, factory in project_passes().items():
        cls = factory()
        options = ", ".join(f"{field.name}={_shown(field.default)}"
                            for field in dataclasses.fields(cls))
        doc = sys.modules[cls.__module__].__doc__ or ""
        summary = " ".join(doc.split("\n\n")[0].split()).split(": ", 1)[-1]
        lines.append(f"{name}{'{' + options + '}' if options else ''}\n    {summary}")
    return lines


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's help without line breaks inside pass names (at their hyphens)."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False)


class _PrintAndExit(argparse.Action):
    """An option that prints `lines()`, one a line, and ends the run."""

    def __init__(self, lines: Callable[[], list[str]], **kwargs):
        super().__init__(nargs=0, **kwargs)
        self.lines = lines

    def __call__(self, parser, namespace, values, option_string=None):
        print("\n".join(self.lines()))
        parser.exit()


_ANCHORED = re.compile(r"\s*(?:builtin\.module|any)\s*\((.*)\)\s*", re.S)
"""`--pass-pipeline`: the passes on the module, as mlir-opt anchors them."""


def _top_level_split(text: str) -> list[str]:
    """`text` split at the commas outside `{...}` (pass options) and `(...)`."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        depth += {"{": 1, "(": 1, "}": -1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    return [*parts, text[start:]]


def pipeline_passes(pipeline: str) -> str:
    """The `-p` spelling of an mlir-opt `--pass-pipeline`: `builtin.module(a, b{x=1})`
    is `a,b{x=1}`. Passes nested under another operation (`func.func(cse)`) are
    refused: xDSL's passes run on the whole module."""
    match = _ANCHORED.fullmatch(pipeline)
    if match is None:
        raise PipelineError("expected pass pipeline to be wrapped with the anchor "
                            "operation type, e.g. 'builtin.module(...)'")
    passes = [p.strip() for p in _top_level_split(match.group(1))]
    for element in passes:
        if "(" in element.split("{", 1)[0]:
            raise PipelineError(f"nested pass pipeline '{element}' is not supported: "
                                "the passes run on the whole module")
    return ",".join(passes)


def _position(error: LocatedParseError | LocatedDiagnostic) -> tuple[str | None, int, int, str]:
    """File (None: unknown), line, column and message of an error in the input."""
    if isinstance(error, LocatedParseError):
        where = error.span.get_location()
        return where.file, where.line, where.col, error.msg
    return *_where(error.op), error.summary


def _where(op: Operation) -> tuple[str | None, int, int]:
    """File (None: unknown), line and column of an operation."""
    loc = op_location(op)
    if loc is None:
        return None, 0, 0
    return loc.filename.data, loc.line.data, loc.column.data


class AccOptMain(xDSLOptMain):
    """The `acc-opt` driver: the project's dialects and passes, mlir-opt's handling
    of inputs, pipelines and diagnostics."""

    version_format = f"acc-opt (accdialect {__version__}) built on xdsl {{xdsl_version}}"
    _chunk_line_offset = 0
    _pass_start = 0.0
    source = SourceFile("<stdin>", "")
    """The whole input: diagnostics show its lines."""

    def register_all_dialects(self):
        for name, factory in get_all_dialects().items():
            self.ctx.register_dialect(name, factory)

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser):
        super().register_all_arguments(arg_parser)
        arg_parser.add_argument("--mlir-print-debuginfo", dest="print_debuginfo",
                                action="store_true",
                                help="mlir-opt's spelling of --print-debuginfo: print locations")
        ours = list(project_passes())
        theirs = [name for name in self.available_passes if name not in ours]
        arg_parser.formatter_class = _HelpFormatter
        # argparse has no public way to change the help of an option once added.
        options = arg_parser._option_string_actions
        options["--passes"].help = (
            "the passes to run, comma-separated, each with its options in braces: "
            "PASS{OPT=VALUE ...}. The project's passes (acc-opt --list-passes): "
            f"{', '.join(ours)}; xDSL's own passes too (acc-opt --list-all-passes)")
        options["--verify-diagnostics"].help = (
            "check the errors against the input's 'expected-error' annotations "
            "(mlir-opt's); exit status 1 when they differ")
        arg_parser.add_argument(
            "--pass-pipeline", metavar="PIPELINE",
            help="the passes as mlir-opt spells them: 'builtin.module(PASS,PASS{OPT=VALUE})'")
        arg_parser.add_argument("--list-passes", action=_PrintAndExit, lines=pass_summaries,
                                help="list the project's passes (for -p) and exit")
        arg_parser.add_argument("--list-all-passes", action=_PrintAndExit,
                                lines=lambda: [*ours, *theirs],
                                help="list every pass -p runs, the project's then xDSL's, "
                                     "and exit")
        arg_parser.add_argument(
            "--verify-each", type=int, choices=(0, 1), default=1, metavar="0|1",
            help="mlir-opt's: verify the module after each pass (default 1); "
                 "the input is verified either way")

    def register_all_targets(self):
        self.available_targets["mlir"] = lambda: AccMLIRTarget
        super().register_all_targets()

    def register_all_frontends(self):
        def parse_mlir(io: IO[bytes]):
            text = io.read().decode()
            if without_operations(text) and not self.args.no_implicit_module:
                return ModuleOp([])
            offset = self._chunk_line_offset
            try:  # the parser reads the first token when it is made
                parser = LocatedParser(self.ctx, text, self.get_input_name(), offset)
                return parser.parse_module(not self.args.no_implicit_module)
            except ParseError as error:
                span = dataclasses.replace(error.span, line_offset=offset)
                raise LocatedParseError.of(error, span) from None

        self.available_frontends["mlir"] = parse_mlir

    def get_input_stream(self) -> tuple[IO[bytes], str]:
        """The input (`-` or none: standard input), kept whole in `source`; bytes
        that are not UTF-8 are a `LocatedParseError`."""
        if self.args.input_file == "-":  # standard input, as in mlir-opt
            self.args.input_file = None
        stream, extension = super().get_input_stream()
        with stream:
            data = stream.read()
        name = self.get_input_name()
        self.source = SourceFile(name, decode_source(data, name))
        return BytesIO(data), extension

    def get_input_name(self) -> str:
        return self.args.input_file or "<stdin>"

    def setup_pipeline(self):
        if self.args.pass_pipeline is not None:
            if self.args.passes:
                raise PipelineError("'--pass-pipeline' cannot be used with '-p'")
            self.args.passes = pipeline_passes(self.args.pass_pipeline)
        with pipeline_errors(self.args.passes):
            super().setup_pipeline()
        self.pipeline = PassPipeline(self.pipeline.passes, self._between_passes)

    def _between_passes(self, previous: ModulePass | None, module: ModuleOp,
                        following: ModulePass | None) -> None:
        """What runs before the first pass, between passes and after the last one:
        xDSL's `--time-passes` and `--print-between-passes`, and mlir-opt's
        verification (`verify_located`: each operation, mlir-opt's rules that xDSL's
        classes lack, dominance) of the input and, unless `--verify-each=0`, of the
        module after each pass that changed it (as mlir-opt skips a pass that
        preserved all analyses: `accdialect.ir.preservation`). `--disable-verify`
        verifies nothing."""
        if self.args.time_passes and previous is not None:
            print(f"Pass {previous.name} took {time.perf_counter() - self._pass_start} seconds")
        if not self.args.disable_verify and (
                previous is None or (self.args.verify_each and not unchanged(previous, module))):
            verify_located(module)
        forget(module)
        if previous is not None and following is not None and self.args.print_between_passes:
            print(f"IR after {previous.name}:")
            printer = AccPrinter(stream=sys.stdout)
            printer.name_as_mlir(module)
            printer.print_op(module)
            print("\n\n\n")
        if self.args.time_passes and following is not None:
            self._pass_start = time.perf_counter()

    def apply_passes(self, prog: ModuleOp):
        """The passes, verified as `_between_passes` says; an error of a pass on a
        module that does not verify is reported at the operation that does not."""
        try:
            super().apply_passes(prog)
        except (DiagnosticException, *VERIFIER_CRASHES):
            verify_located(prog)
            raise

    def output_resulting_program(self, prog: ModuleOp) -> str:
        try:
            return super().output_resulting_program(prog)
        except ModuleNotFoundError as error:
            package = str(error.name).split(".")[0]
            raise AccOptError(f"target '{self.args.target}' needs the Python module "
                              f"'{package}', which is not installed") from None

    def parse_chunk(self, chunk: IO[bytes], file_extension: str, start_offset: int = 0):
        self._chunk_line_offset = start_offset
        return super().parse_chunk(chunk, file_extension, start_offset)

    def report(self, error: LocatedParseError | LocatedDiagnostic,
               verifier: DiagnosticVerifier | None) -> bool:
        """Print an error in the input, or check it against the annotations; whether
        the run fails for it."""
        if verifier is not None:
            reports = [verifier.check(*_position(error))]
            for op, text in error.notes if isinstance(error, LocatedError) else ():
                reports.append(verifier.check(*_where(op), text, "note"))
            unexpected = [report for report in reports if report is not None]
            for report in unexpected:
                print(report, file=sys.stderr)
            return bool(unexpected)
        if isinstance(error, LocatedParseError):
            if self.args.parsing_diagnostics:  # xDSL's: the error is the output
                print(error)
                return False
            print(error, file=sys.stderr)
        else:
            print(error.with_source(self.source), file=sys.stderr)
        return True

    def process(self) -> bool:
        """Read, transform and print each chunk of the input; whether any failed."""
        chunks, file_extension = self.prepare_input()
        verifier = DiagnosticVerifier(self.source) if self.args.verify_diagnostics else None
        for problem in verifier.problems if verifier is not None else []:
            print(problem, file=sys.stderr)
        failed = verifier is not None and bool(verifier.problems)
        output = self.prepare_output()
        try:
            for index, (chunk, offset) in enumerate(chunks):
                if index > 0:
                    output.write("// -----\n")
                with chunk:
                    try:
                        module = self.parse_chunk(chunk, file_extension, offset)
                        if module is not None:
                            with parsed_module_frozen():
                                self.apply_passes(module)
                                output.write(self.output_resulting_program(module))
                    except (LocatedParseError, LocatedDiagnostic) as error:
                        failed |= self.report(error, verifier)
                        for other in getattr(error, "others", ()):
                            failed |= self.report(other, verifier)
                output.flush()
            for unmet in verifier.unmet() if verifier is not None else []:
                print(unmet, file=sys.stderr)
                failed = True
        finally:
            if output is not sys.stdout:
                output.close()
        return failed

    def run(self):
        try:
            failed = self.process()
        except ShrinkException:
            print("Success, can shrink")  # xDSL's --shrink, for shrinkray
            sys.exit(0)
        except LocatedParseError as error:  # an input that is not UTF-8
            print(error, file=sys.stderr)
            sys.exit(1)
        except (AccOptError, DiagnosticException, ParseError, OSError, ValueError) as error:
            print(f"acc-opt: error: {error}", file=sys.stderr)
            sys.exit(1)
        if self.args.shrink:
            print("Failure, can't shrink")
            sys.exit(1)
        if failed:
            sys.exit(1)


def main(args: list[str] | None = None) -> None:
    collect_less_often()
    end_quietly_on_closed_pipe()
    try:
        AccOptMain(description="OpenACC/OpenMP data-environment optimizer", args=args).run()
    except PipelineError as error:
        print(f"acc-opt: error: {error}", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        print("acc-opt: interrupted", file=sys.stderr)
        sys.exit(130)


if __name__ == "__main__":
    main()
