"""acc-opt's printer prints a lowered module's repeated `llvm`/`arith` operations from
templates and an attribute's text once (issue 13); the text must be the one its
operations' own printers give, which the FileCheck tests of `test/passes` hold to
mlir-opt 22's. Here: a lowered module printed with the templates, and without them
(each operation through its class's printer), in the custom form and with
locations, is the same text; names hinted alike are numbered in order."""

from io import StringIO
from pathlib import Path

import pytest
from xdsl.printer import Printer

from accdialect.ir.parser import LocatedParser
from accdialect.ir.printer import AccPrinter, _TemplateRecorder
from accdialect.tools.loading import apply_pipeline, make_context

SOURCE = """llvm.func @f(%base: !llvm.ptr, %x: !llvm.ptr) {
  %lb = llvm.mlir.constant(0 : i64) : i64
  %ub = llvm.mlir.constant(63 : i64) : i64
  %b = acc.bounds lowerbound(%lb : i64) upperbound(%ub : i64)
""" + "".join(f"""  %a{i} = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) bounds(%b) -> !llvm.ptr
      {{name = "s{i}", structured = false}}
  %x{i} = acc.create varPtr(%x : !llvm.ptr) varType(f64) -> !llvm.ptr {{structured = false}}
  acc.enter_data dataOperands(%a{i}, %x{i} : !llvm.ptr, !llvm.ptr)
""" for i in range(3)) + """  llvm.return
}
"""


class UntemplatedPrinter(AccPrinter):
    def _print_templated(self, op):
        return False


def _with_and_without_templates(module, debuginfo: bool) -> list[str]:
    """The text of `module` printed by `AccPrinter` and by `UntemplatedPrinter`."""
    texts = []
    for printer_class in (AccPrinter, UntemplatedPrinter):
        stream = StringIO()
        printer_class(stream=stream, print_debuginfo=debuginfo).print_op(module)
        texts.append(stream.getvalue())
    return texts


@pytest.mark.parametrize("debuginfo", [False, True])
def test_templates_print_what_the_printers_print(debuginfo):
    ctx = make_context()
    module = LocatedParser(ctx, SOURCE, "in.mlir").parse_module()
    apply_pipeline("acc-order-data-actions,lower-acc-to-runtime", ctx, module)
    texts = _with_and_without_templates(module, debuginfo)
    assert texts[0] == texts[1]
    assert "%offload_baseptrs_2 = llvm.alloca" in texts[0]
    assert texts[0].count("llvm.call @__tgt_target_data_begin_mapper(") == 3


GLOBALS = (Path(__file__).parent / "Inputs" / "printer-globals.mlir").read_text()


class CountingPrinter(AccPrinter):
    templated: list[str]

    def _print_templated(self, op):
        done = super()._print_templated(op)
        if done:
            self.templated.append(op.name)
        return done


@pytest.mark.parametrize("debuginfo", [False, True])
def test_global_and_addressof_templates_print_what_their_printers_print(debuginfo):
    """A global's name and value and an `addressof`'s symbol are holes of their
    templates (each printed as its printer prints it: a name quoted or not, a string
    with escapes, a dense array, an integer); a global's region is printed where
    its printer prints it. The text is the classes' own printers' text."""
    module = LocatedParser(make_context(), GLOBALS, "in.mlir").parse_module()
    texts = _with_and_without_templates(module, debuginfo)
    assert texts[0] == texts[1]
    assert '@"name 2"(";c\\\\;unknown;0;0;;\\00")' in texts[0]
    assert 'llvm.mlir.addressof @".offload_sizes.1" : !llvm.ptr' in texts[0]
    # a template is taken the second time a shape is seen, and used from then on:
    # the globals of one shape (those that differ only in name and value) after
    # the first, @".offload_sizes.1", @sizes2, @r1, @t1, @t2, @e1, @e2, @names1,
    # @names2 (not the strings: their types differ; nor @r2, @r3: their sections),
    # and the ten addressofs after the first
    counted = CountingPrinter(stream=StringIO(), print_debuginfo=debuginfo)
    counted.templated = []
    counted.print_op(module)
    expected = 0 if debuginfo else 9  # locations are printed by xDSL's printers
    assert counted.templated.count("llvm.mlir.global") == expected
    assert counted.templated.count("llvm.mlir.addressof") == expected


def test_a_hole_equal_to_another_property_is_not_templated():
    """A template whose hole's value is also another property or attribute is not
    taken (the hole could not be told from it); the next operation of the shape
    gives the template."""
    source = "".join(f'llvm.mlir.global weak @{name}(0 : i8) {{addr_space = 0 : i32, '
                     f'section = "b"}} : i8\n' for name in "abc")
    module = LocatedParser(make_context(), source, "in.mlir").parse_module()
    a, b, c = module.ops
    printer = AccPrinter(stream=StringIO())
    holes = frozenset({"sym_name", "value"})
    assert _TemplateRecorder.record(printer, b, holes) is None
    assert _TemplateRecorder.record(printer, c, holes) is not None
    texts = []
    for printer_class in (AccPrinter, UntemplatedPrinter):
        stream = StringIO()
        printer_class(stream=stream).print_op(module)
        texts.append(stream.getvalue())
    assert texts[0] == texts[1]
    assert 'llvm.mlir.global weak @b(0 : i8) {addr_space = 0 : i32, section = "b"} : i8' in texts[0]


class XdslWrites(UntemplatedPrinter):
    """AccPrinter writing text and new lines with xDSL's own methods."""

    def print_string(self, text, *, indent=None):
        Printer.print_string(self, text, indent=indent)

    def _print_new_line(self, indent=None, print_message=True):
        Printer._print_new_line(self, indent, print_message)


@pytest.mark.parametrize("source", [SOURCE, GLOBALS])
def test_writes_are_xdsls(source):
    """AccPrinter writes a text without line break, and a new line with its
    indentation, at once: the same text as xDSL's `print_string` and
    `_print_new_line` (a region's indentation, a diagnostic's message line)."""
    ctx = make_context()
    module = LocatedParser(ctx, source, "in.mlir").parse_module()
    if source is SOURCE:
        apply_pipeline("acc-order-data-actions,lower-acc-to-runtime", ctx, module)
    texts = []
    for printer_class in (AccPrinter, XdslWrites):
        stream = StringIO()
        printer = printer_class(stream=stream)
        op = next(iter(module.walk()))
        printer.diagnostic.add_message(list(module.walk())[3], "a message")
        printer.print_op(op)
        texts.append(stream.getvalue())
    assert texts[0] == texts[1]
    assert "a message" in texts[0] and "\n    " in texts[0]
