"""Parse and print flang 22's acc_descriptors.generic.mlir (about 1 MB) with
xDSL's own dialects (`xdsl-opt`) and with the project's (`acc-opt`).

Goal (foundation issue): the project's dialects make parsing at most 10% slower
than xDSL's. Prints best-of-N seconds in-process (parse, print) and the wall
time of each command line tool.
"""

import subprocess
import sys
import time
from io import StringIO
from pathlib import Path

from xdsl.context import Context
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.universe import Universe

from accdialect.dialects import get_all_dialects
from accdialect.ir.parser import LocatedParser
from accdialect.ir.printer import AccPrinter

SOURCE = Path(__file__).resolve().parents[1] / "test/reference/flang-22/acc_descriptors.generic.mlir"
REPEAT = 5


def _context(dialects) -> Context:
    ctx = Context(allow_unregistered=True)
    for name, factory in dialects.items():
        ctx.register_dialect(name, factory)
    return ctx


def _best(action) -> float:
    times = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def _measure(label, dialects, parser_class, printer_class):
    text = SOURCE.read_text()
    ctx = _context(dialects)
    module = parser_class(ctx, text, str(SOURCE)).parse_module()  # warm-up, loads dialects
    parse = _best(lambda: parser_class(ctx, text, str(SOURCE)).parse_module())
    printing = _best(lambda: printer_class(stream=StringIO()).print_op(module))
    print(f"{label:8s} parse {parse:7.3f} s   print {printing:7.3f} s")
    return parse, printing


def _wall(tool: str) -> float:
    command = [str(Path(sys.executable).parent / tool), "--allow-unregistered-dialect", str(SOURCE)]
    return _best(lambda: subprocess.run(command, check=True, stdout=subprocess.DEVNULL))


def main() -> None:
    print(f"{SOURCE.name}: {SOURCE.stat().st_size / 1e6:.2f} MB, best of {REPEAT}")
    xdsl_parse, xdsl_print = _measure("xdsl", Universe.get_multiverse().all_dialects, Parser, Printer)
    acc_parse, acc_print = _measure("accdialect", get_all_dialects(), LocatedParser, AccPrinter)
    print(f"parse ratio accdialect/xdsl: {acc_parse / xdsl_parse:.3f} (goal <= 1.10)")
    print(f"print ratio accdialect/xdsl: {acc_print / xdsl_print:.3f}")
    xdsl_wall, acc_wall = _wall("xdsl-opt"), _wall("acc-opt")
    print(f"command line: xdsl-opt {xdsl_wall:.3f} s, acc-opt {acc_wall:.3f} s, "
          f"ratio {acc_wall / xdsl_wall:.3f}")


if __name__ == "__main__":
    main()
