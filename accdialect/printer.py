"""Printing that keeps the generic form readable by mlir-opt 22.

Seed 001's `augPtr` is stored as the last operand segment of the data-clause
operations. Upstream's generic form has no such segment, so the generic printer
leaves it out whenever it is empty (`upstream_generic_properties`).
"""

from dataclasses import dataclass
from typing import IO

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.printer import Printer
from xdsl.targets.mlir import MLIRTarget


class AccPrinter(Printer):
    """xDSL's printer, printing upstream's generic properties where they differ."""

    def print_op_with_default_format(self, op: Operation) -> None:
        upstream_properties = getattr(op, "upstream_generic_properties", None)
        if upstream_properties is None:
            return super().print_op_with_default_format(op)
        stored = op.properties
        op.properties = upstream_properties()
        try:
            super().print_op_with_default_format(op)
        finally:
            op.properties = stored


@dataclass(frozen=True)
class AccMLIRTarget(MLIRTarget):
    """The `mlir` output target of the project's tools, printing with `AccPrinter`."""

    def emit(self, ctx: Context, module: ModuleOp, output: IO[str]) -> None:
        printer = AccPrinter(
            stream=output,
            print_generic_format=self.print_generic_format,
            print_properties_as_attributes=self.print_properties_as_attributes,
            print_debuginfo=self.print_debuginfo,
        )
        printer.print_op(module)
        printer.print_metadata(ctx.loaded_dialects)
        print("\n", file=output)
