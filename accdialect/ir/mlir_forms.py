"""Custom forms of upstream operations printed as mlir-opt 22 prints them, where
xDSL 0.74's printer differs (the operations' own parsers read both texts).

- `func.func` declaration without results: `func.func private @g(i32)`; xDSL prints
  the whole function type, `@g(i32) -> ()`.
- `scf.execute_region` with one result: `-> i32` (MLIR's `printOptionalArrowTypeList`:
  parentheses only around several types); xDSL prints `-> (i32)`.
- `#acc.declare<dataClause =  acc_create>`: two spaces after `=` (its enum parameter
  prints a space of its own); xDSL prints one.
- `llvm.mlir.constant(0 : index) : i64` keeps the type of its value, as mlir-opt 22
  prints any integer but an `i1` (`(3 : i64) : i64`): xDSL 0.74 drops the type of any
  integer value when the result is `i64`, printing `llvm.mlir.constant(0) : i64`,
  which reads back as an `i64` value.
- `llvm.mlir.global` leaves out `unnamed_addr = 0` and `visibility_ = 0`, which its
  generic form prints.
- `llvm.insertvalue` and `llvm.extractvalue` end with a space (their format's last
  directive prints nothing after the space before it).
- An LLVM type inside an LLVM type is printed without the dialect's prefix
  (`!llvm.struct<(i32, ptr)>`, `!llvm.func<void (ptr)>`); `#llvm.linkage<external>`
  without quotes.
"""

from collections.abc import Callable
from io import StringIO

from xdsl.dialects import acc as xacc
from xdsl.dialects import func, llvm, scf
from xdsl.dialects import omp as xomp
from xdsl.dialects.builtin import DictionaryAttr, FunctionType, IntegerAttr, MemRefType, i1, i64
from xdsl.dialects.utils.format import print_func_op_like
from xdsl.ir import Attribute, Operation
from xdsl.printer import Printer

from accdialect.dialects import func as project_func


def _print_typed_with_attributes(printer: Printer, pair: tuple[Attribute, DictionaryAttr]
                                 ) -> None:
    printer.print_attribute(pair[0])
    if pair[1].data:
        printer.print_string(" ")
        printer.print_attr_dict(pair[1].data)


def _print_declaration(op: func.FuncOp, printer: Printer) -> None:
    """A function declaration whose arguments have attributes:
    `@f(!fir.ref<i32> {fir.optional}, i32) -> i32`."""
    assert op.arg_attrs is not None
    printer.print_string(" ")
    printer.print_symbol_name(op.sym_name.data)
    printer.print_string("(")
    printer.print_list(zip(op.function_type.inputs.data, op.arg_attrs.data),
                       lambda pair: _print_typed_with_attributes(printer, pair))
    printer.print_string(")")
    outputs = op.function_type.outputs.data
    results = op.res_attrs.data if op.res_attrs is not None else [DictionaryAttr({})] * len(outputs)
    if len(outputs) == 1 and not results[0].data and not isinstance(outputs[0], FunctionType):
        printer.print_string(" -> ")
        printer.print_attribute(outputs[0])
    elif outputs:
        printer.print_string(" -> (")
        printer.print_list(zip(outputs, results),
                           lambda pair: _print_typed_with_attributes(printer, pair))
        printer.print_string(")")
    printer.print_op_attributes(op.attributes, reserved_attr_names=_RESERVED, print_keyword=True)


_RESERVED = ("sym_name", "function_type", "sym_visibility", "arg_attrs")


def _print_func(op: Operation, printer: Printer) -> None:
    assert isinstance(op, func.FuncOp)
    if op.sym_visibility:
        printer.print_string(f" {op.sym_visibility.data}")
    if not op.body.blocks and op.arg_attrs is not None:
        _print_declaration(op, printer)
        return
    print_func_op_like(printer, op.sym_name, op.function_type, op.body, op.attributes,
                       arg_attrs=op.arg_attrs, res_attrs=op.res_attrs,
                       reserved_attr_names=_RESERVED, print_empty_outputs=False)


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


_GLOBAL_DEFAULTS = {"unnamed_addr": 0, "visibility_": 0}


def _print_global(op: Operation, printer: Printer) -> None:
    """xDSL's form without the properties at the value MLIR's custom form leaves out
    (no `unnamed_addr`, default visibility), which the generic form prints."""
    stored = op.properties
    op.properties = {name: value for name, value in stored.items()
                     if not (name in _GLOBAL_DEFAULTS and isinstance(value, IntegerAttr)
                             and value.value.data == _GLOBAL_DEFAULTS[name])}
    try:
        op.print(printer)
    finally:
        op.properties = stored


def _print_llvm_constant(op: Operation, printer: Printer) -> None:
    assert isinstance(op, llvm.ConstantOp)
    if not isinstance(op.value, IntegerAttr) or op.value.type == i1:
        op.print(printer)
        return
    printer.print_string("(")
    printer.print_attribute(op.value)
    printer.print_string(") : ")
    printer.print_attribute(op.result.type)


def _print_then_space(op: Operation, printer: Printer) -> None:
    op.print(printer)
    printer.print_string(" ")


MLIR_FORMS: dict[type[Operation], Callable[[Operation, Printer], None]] = {
    func.FuncOp: _print_func,
    project_func.FuncOp: _print_func,
    scf.ExecuteRegionOp: _print_execute_region,
    llvm.ConstantOp: _print_llvm_constant,
    llvm.GlobalOp: _print_global,
    llvm.InsertValueOp: _print_then_space,
    llvm.ExtractValueOp: _print_then_space,
}
"""The custom form's text after the operation's name, by class."""


def _declare_text(attribute: Attribute) -> str:
    assert isinstance(attribute, xacc.DeclareAttr)
    implicit = ", implicit = true" if attribute.implicit.value.data else ""
    return f"#acc.declare<dataClause =  {attribute.data_clause.data.value}{implicit}>"


def _declare_target_text(attribute: Attribute) -> str:
    """`#omp.declaretarget<device_type = (host), capture_clause = (to)>`: MLIR's pretty
    form of a dialect attribute, where xDSL 0.74 prints the opaque one
    (`#omp<declaretarget <...>>`)."""
    assert isinstance(attribute, xomp.DeclareTargetAttr)
    out = StringIO()
    attribute.print_parameters(Printer(stream=out))
    return f"#{attribute.name}{out.getvalue()}"


def _data_sharing_text(attribute: Attribute) -> str:
    """`#omp<data_sharing_type{type = private}>`: MLIR's opaque form, without the space
    xDSL 0.74 puts after the name."""
    assert isinstance(attribute, xomp.DataSharingClauseAttr)
    return f"#omp<data_sharing_type{{type = {attribute.data}}}>"


def _linkage_text(attribute: Attribute) -> str:
    assert isinstance(attribute, llvm.LinkageAttr)
    return f"#llvm.linkage<{attribute.linkage.data}>"


MLIR_ATTRIBUTE_TEXTS: dict[type[Attribute], Callable[[Attribute], str]] = {
    xacc.DeclareAttr: _declare_text,
    llvm.LinkageAttr: _linkage_text,
    xomp.DeclareTargetAttr: _declare_target_text,
    xomp.DataSharingClauseAttr: _data_sharing_text,
}
"""An attribute's text as mlir-opt prints it, by class."""

_LLVM_PREFIX = "!llvm."


def mlir_type_text(attribute: Attribute, text: str) -> str:
    """The text of `attribute`, which xDSL prints as `text`, as mlir-opt prints it: an
    LLVM type without the prefix of the LLVM types it holds (`llvm_type_text`); a
    memref type whose memory space is an `i64` integer without the integer's type
    (`memref<4xf32, 1>`: MLIR's `MemRefType` printer elides the default type)."""
    if isinstance(attribute, MemRefType):
        space = attribute.memory_space
        if isinstance(space, IntegerAttr) and space.type == i64:
            typed = f", {space.value.data} : i64>"
            if text.endswith(typed):
                return f"{text[:-len(typed)]}, {space.value.data}>"
        return text
    return llvm_type_text(text)


def llvm_type_text(text: str) -> str:
    """The text of an LLVM type as mlir-opt prints it: the LLVM types it holds without
    their prefix."""
    if not text.startswith(_LLVM_PREFIX) or _LLVM_PREFIX not in text[len(_LLVM_PREFIX):]:
        return text
    return _LLVM_PREFIX + text[len(_LLVM_PREFIX):].replace(_LLVM_PREFIX, "")
