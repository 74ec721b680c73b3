"""Custom forms of upstream operations printed as mlir-opt 22 prints them, where
xDSL 0.74's printer differs (the operations' own parsers read both texts).

- `func.func` declaration without results: `func.func private @g(i32)`; xDSL prints
  the whole function type, `@g(i32) -> ()`.
- `scf.execute_region` with one result: `-> i32` (MLIR's `printOptionalArrowTypeList`:
  parentheses only around several types); xDSL prints `-> (i32)`.
"""

from collections.abc import Callable

from xdsl.dialects import func, scf
from xdsl.dialects.utils.format import print_func_op_like
from xdsl.ir import Operation
from xdsl.printer import Printer


def _print_func(op: Operation, printer: Printer) -> None:
    assert isinstance(op, func.FuncOp)
    if op.sym_visibility:
        printer.print_string(f" {op.sym_visibility.data}")
    print_func_op_like(printer, op.sym_name, op.function_type, op.body, op.attributes,
                       arg_attrs=op.arg_attrs, res_attrs=op.res_attrs,
                       reserved_attr_names=("sym_name", "function_type", "sym_visibility",
                                            "arg_attrs"),
                       print_empty_outputs=False)


def _print_execute_region(op: Operation, printer: Printer) -> None:
    assert isinstance(op, scf.ExecuteRegionOp)
    types = op.result_types
    if len(types) == 1:
        printer.print_string(" -> ")
        printer.print_attribute(types[0])
    elif types:
        printer.print_string(" -> (")
        printer.print_list(types, printer.print_attribute)
        printer.print_string(")")
    printer.print_string(" ")
    printer.print_region(op.region, print_entry_block_args=False,
                         print_block_terminators=bool(types))
    if op.attributes:
        printer.print_attr_dict(op.attributes)


MLIR_FORMS: dict[type[Operation], Callable[[Operation, Printer], None]] = {
    func.FuncOp: _print_func,
    scf.ExecuteRegionOp: _print_execute_region,
}
"""The custom form's text after the operation's name, by class."""
