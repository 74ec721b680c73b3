"""`acc-opt`: `mlir-opt` for the offload data environment.

xDSL's `xdsl-opt` driver with the project's dialects (its `acc` and `omp` in
place of xDSL's) and passes. Malformed input ends with one located diagnostic
and exit status 1, never a Python traceback.
"""

import argparse
import dataclasses
import sys
from typing import IO

from xdsl.dialects.builtin import ModuleOp
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from accdialect import __version__
from accdialect.diagnostics import VERIFIER_CRASHES, LocatedParseError, verify_located
from accdialect.dialects import get_all_dialects
from accdialect.parser import LocatedParser
from accdialect.printer import AccMLIRTarget
from accdialect.tools.collector import collect_less_often
from accdialect.tools.loading import PipelineError, pipeline_errors, project_passes


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


class _ListPasses(argparse.Action):
    def __init__(self, **kwargs):
        super().__init__(nargs=0, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        print("\n".join(pass_summaries()))
        parser.exit()


class AccOptMain(xDSLOptMain):
    """The `acc-opt` driver: only says which dialects and passes exist."""

    version_format = f"acc-opt (accdialect {__version__}) built on xdsl {{xdsl_version}}"
    _chunk_line_offset = 0

    def register_all_dialects(self):
        for name, factory in get_all_dialects().items():
            self.ctx.register_dialect(name, factory)

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser):
        super().register_all_arguments(arg_parser)
        arg_parser.add_argument("--list-passes", action=_ListPasses,
                                help="list the project's passes (for -p) and exit")

    def register_all_targets(self):
        self.available_targets["mlir"] = lambda: AccMLIRTarget
        super().register_all_targets()

    def register_all_frontends(self):
        def parse_mlir(io: IO[bytes]):
            parser = LocatedParser(
                self.ctx, io.read(), self.get_input_name(), self._chunk_line_offset
            )
            try:
                return parser.parse_module(not self.args.no_implicit_module)
            except ParseError as error:
                raise LocatedParseError(error.span, error.msg) from None

        self.available_frontends["mlir"] = parse_mlir

    def setup_pipeline(self):
        with pipeline_errors(self.args.passes):
            super().setup_pipeline()

    def apply_passes(self, prog: ModuleOp):
        """xDSL's pipeline verifies before and after each pass; a failure is
        reported at the operation that does not verify."""
        try:
            super().apply_passes(prog)
        except (DiagnosticException, *VERIFIER_CRASHES):
            verify_located(prog)
            raise

    def parse_chunk(self, chunk: IO[bytes], file_extension: str, start_offset: int = 0):
        self._chunk_line_offset = start_offset
        return super().parse_chunk(chunk, file_extension, start_offset)

    def run(self):
        try:
            super().run()
        except (ParseError, DiagnosticException) as error:
            print(str(error), file=sys.stderr)
            sys.exit(1)
        except (OSError, ValueError) as error:
            print(f"acc-opt: error: {error}", file=sys.stderr)
            sys.exit(1)


def main(args: list[str] | None = None) -> None:
    collect_less_often()
    try:
        driver = AccOptMain(description="OpenACC/OpenMP data-environment optimizer", args=args)
    except PipelineError as error:
        print(f"acc-opt: error: {error}", file=sys.stderr)
        sys.exit(1)
    driver.run()


if __name__ == "__main__":
    main()
