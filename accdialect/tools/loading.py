"""Reading IR for the project's tools: the project's dialects, located diagnostics."""

from pathlib import Path

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.universe import Universe
from xdsl.utils.exceptions import ParseError

from accdialect.diagnostics import LocatedParseError, verify_located
from accdialect.dialects import get_all_dialects
from accdialect.parser import LocatedParser
from passes import get_all_passes


def make_context(allow_unregistered: bool = True) -> Context:
    ctx = Context(allow_unregistered=allow_unregistered)
    for name, factory in get_all_dialects().items():
        ctx.register_dialect(name, factory)
    return ctx


def parse_file(path: str, ctx: Context) -> ModuleOp:
    """Parse and verify `path`; raise `LocatedParseError` or `LocatedDiagnostic`."""
    try:
        module = LocatedParser(ctx, Path(path).read_text(), path).parse_module()
    except ParseError as error:
        raise LocatedParseError(error.span, error.msg) from None
    verify_located(module)
    return module


def apply_pipeline(spec: str, ctx: Context, module: ModuleOp) -> None:
    """Run the passes of `spec` (`-p` syntax) from xDSL's and the project's tables."""
    available = dict(Universe.get_multiverse().all_passes) | get_all_passes()
    PassPipeline.parse_spec(available, spec).apply(ctx, module)
    verify_located(module)
