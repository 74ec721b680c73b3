"""`xdsl_compat.printing.DirectPrinter` writes the text xDSL's printer writes, in the
custom and generic forms, with locations, indented, and with messages waiting for the
next line; its public steps are xDSL's private ones."""

from io import StringIO

import pytest
from compat_inputs import parsed
from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i32
from xdsl.printer import Printer
from xdsl.utils.diagnostic import Diagnostic

from accdialect.xdsl_compat.printing import DirectPrinter


def _text(printer_class: type[Printer], module: ModuleOp, **options: object) -> str:
    out = StringIO()
    printer_class(stream=out, **options).print_op(module)  # pyright: ignore[reportArgumentType]
    return out.getvalue()


@pytest.mark.parametrize("options", [{}, {"print_generic_format": True},
                                     {"print_debuginfo": True, "indent_num_spaces": 4}])
def test_the_text_is_xdsls(options):
    for module in parsed()[:-1]:  # the examples (the flang program: below)
        assert _text(DirectPrinter, module, **options) == _text(Printer, module, **options)


def test_a_large_module_is_printed_as_xdsl_prints_it():
    assert _text(DirectPrinter, parsed()[-1]) == _text(Printer, parsed()[-1])


def test_messages_on_the_next_line_are_xdsls():
    module = parsed()[0]
    diagnostic = Diagnostic()
    for op in list(module.walk())[1:4]:
        diagnostic.add_message(op, f"about {op.name}")
    ours, theirs = (_text(cls, module, diagnostic=diagnostic) for cls in (DirectPrinter, Printer))
    assert "about" in ours and ours == theirs


def test_results_and_value_names_are_xdsls():
    op = arith.ConstantOp(IntegerAttr(1, i32))
    printer = DirectPrinter(stream=StringIO())
    printer.print_results(op)
    stream = printer.stream
    assert isinstance(stream, StringIO)
    assert stream.getvalue() == "%0 = "
    assert printer.value_names is printer._ssa_values  # pyright: ignore[reportPrivateUsage]
    assert printer.value_names == {op.results[0]: "0"}
