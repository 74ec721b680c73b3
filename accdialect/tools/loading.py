"""Reading IR for the project's tools: the project's dialects, located diagnostics."""

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, ParseError

from accdialect.dialects import get_all_dialects
from accdialect.ir.diagnostics import (
    LocatedDiagnostic,
    LocatedParseError,
    SourceFile,
    decode_source,
)
from accdialect.ir.parser import LocatedParser
from accdialect.ir.verifier import verify_located

PLUGIN = "accdialect"
"""The project's `xdsl.universe` entry point (the `passes/` folder): its passes."""


def project_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """The project's passes, found through their `xdsl.universe` entry point as
    `xdsl-opt` finds them (the tools do not import the passes package).
    `importlib.metadata` is imported here, by the runs that name a pass: it is a
    tenth of an `acc-run`'s imports (docs/performance.md, "Start-up")."""
    from importlib.metadata import entry_points

    from xdsl.universe import Universe

    (plugin,) = entry_points(group="xdsl.universe", name=PLUGIN)
    universe: Universe = plugin.load()
    return universe.all_passes


def make_context(allow_unregistered: bool = True) -> Context:
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in get_all_dialects().items():
        ctx.register_dialect(name, factory)
    return ctx


def read_source(path: str) -> str:
    """The text of `path` (`-`: standard input); bytes that are not UTF-8 are a
    located parse error (`decode_source`)."""
    if path != "-":
        return decode_source(Path(path).read_bytes(), path)
    buffer = getattr(sys.stdin, "buffer", None)  # None: a text stream put in its place
    return sys.stdin.read() if buffer is None else decode_source(buffer.read(), "<stdin>")


def without_operations(text: str) -> bool:
    """Whether `text` holds only blanks and comments (mlir-opt reads an empty module)."""
    return all(line.lstrip().startswith("//") or not line.strip() for line in text.split("\n"))


def parse_file(path: str, ctx: Context) -> ModuleOp:
    """Parse and verify `path` (`-`: standard input, named `<stdin>` as mlir-opt
    names it; a text without operations is an empty module, as mlir-opt reads it);
    raise `LocatedParseError`, or a `DiagnosticException` that shows the operation
    that does not verify with its source line and a caret."""
    name = "<stdin>" if path == "-" else path
    try:
        text = read_source(path)
        if without_operations(text):
            return ModuleOp([])
        module = LocatedParser(ctx, text, name).parse_module()
    except ParseError as error:
        raise LocatedParseError.of(error) from None
    try:
        verify_located(module)
    except LocatedDiagnostic as error:
        raise DiagnosticException(error.with_source(SourceFile(name, text))) from None
    return module


class PipelineError(ValueError):
    """A `-p` pipeline that is malformed or names an unknown pass or pass option."""


@contextmanager
def pipeline_errors(spec: str) -> Iterator[None]:
    """Turn xDSL's errors of reading a pipeline into one-line `PipelineError`s."""
    try:
        yield
    except ArgSpecParseError as error:  # "...:\npass-pipeline:1:COL\nTEXT\n^\nMESSAGE"
        lines = [line.strip() for line in str(error).splitlines()]
        column = lines[1].rsplit(":", 1)[-1]
        raise PipelineError(f"malformed pass pipeline '{spec}' at column {column}: "
                            f"{lines[-1]}") from None
    except ValueError as error:
        raise PipelineError(f"pass pipeline '{spec}': {error}") from None


def parse_pipeline(spec: str) -> PassPipeline:
    """The passes of `spec` (`-p` syntax) from xDSL's and the project's tables (every
    installed plugin's, read from the entry points by the runs that name a pass)."""
    from xdsl.universe import Universe

    available = Universe.get_multiverse().all_passes
    with pipeline_errors(spec):
        return PassPipeline.parse_spec(available, spec)


def apply_pipeline(spec: str, ctx: Context, module: ModuleOp) -> None:
    """Run the passes of `spec`, then verify the result."""
    parse_pipeline(spec).apply(ctx, module)
    verify_located(module)
