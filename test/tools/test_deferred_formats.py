"""The tools compile an operation's assembly format at its first parse or print
(`accdialect.tools.deferred_formats`); what xDSL checks when the class is defined is
checked here instead, for every operation of every dialect the tools register."""

from io import StringIO

import pytest
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, result_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import PyRDLOpDefinitionError

import accdialect.tools  # noqa: F401  (installs the deferral, as the tools do)
from accdialect.dialects import get_all_dialects
from accdialect.tools.deferred_formats import compiled_format


def _formatted_operations() -> list[type[IRDLOperation]]:
    operations = []
    for factory in get_all_dialects().values():
        for op in factory().operations:
            if issubclass(op, IRDLOperation) and op.get_irdl_definition().assembly_format:
                operations.append(op)
    return operations


def test_every_format_of_every_registered_dialect_compiles():
    operations = _formatted_operations()
    names = {op.name for op in operations}
    # the project's own and xDSL's, among the hundreds
    assert {"acc.copyin", "acc.attach", "omp.map.info", "llvm.mlir.addressof", "arith.addi"} <= names
    for op in operations:
        op_def = op.get_irdl_definition()
        assert op_def.assembly_format is not None
        compiled_format(op_def, op_def.assembly_format)


def _ctx(*ops: type[Operation]) -> Context:
    ctx = Context()
    ctx.load_op(ModuleOp)
    for op in ops:
        ctx.load_op(op)
    return ctx


def test_a_malformed_format_is_reported_at_the_first_parse_as_xdsl_reports_it():
    @irdl_op_definition
    class Malformed(IRDLOperation):
        name = "test.malformed"
        arg = operand_def()
        assembly_format = "$arg attr-dict `:` type($missing)"

    source = '%0 = "test.value"() : () -> i32\n test.malformed %0 : i32'
    ctx = _ctx(Malformed)
    ctx.allow_unregistered = True
    with pytest.raises(PyRDLOpDefinitionError,
                       match="Error during the parsing of the assembly format"):
        Parser(ctx, source).parse_module()


def test_a_deferred_format_parses_and_prints_as_written():
    @irdl_op_definition
    class Twice(IRDLOperation):
        name = "test.twice"
        arg = operand_def()
        res = result_def()
        assembly_format = "$arg attr-dict `:` type($arg) `->` type($res)"

    source = ('%0 = "test.value"() : () -> i32\n'
              '%1 = test.twice %0 {note = 1 : i64} : i32 -> i64\n')
    ctx = _ctx(Twice)
    ctx.allow_unregistered = True
    module = Parser(ctx, source).parse_module()
    assert isinstance(list(module.walk())[2], Twice)
    out = StringIO()
    Printer(stream=out).print_op(module)
    assert out.getvalue().splitlines()[2] == "  %1 = test.twice %0 {note = 1 : i64} : i32 -> i64"
