"""acc-opt's printer prints a lowered module's repeated `llvm`/`arith` operations from
templates and an attribute's text once (issue 13); the text must be the one its
operations' own printers give, which the FileCheck tests of `test/passes` hold to
mlir-opt 22's. Here: a lowered module printed with the templates, and without them
(each operation through its class's printer), in the custom form and with
locations, is the same text; names hinted alike are numbered in order."""

from io import StringIO

import pytest

from accdialect.parser import LocatedParser
from accdialect.printer import AccPrinter
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


@pytest.mark.parametrize("debuginfo", [False, True])
def test_templates_print_what_the_printers_print(debuginfo):
    ctx = make_context()
    module = LocatedParser(ctx, SOURCE, "in.mlir").parse_module()
    apply_pipeline("acc-order-data-actions,lower-acc-to-runtime", ctx, module)
    texts = []
    for printer_class in (AccPrinter, UntemplatedPrinter):
        stream = StringIO()
        printer_class(stream=stream, print_debuginfo=debuginfo).print_op(module)
        texts.append(stream.getvalue())
    assert texts[0] == texts[1]
    assert "%offload_baseptrs_2 = llvm.alloca" in texts[0]
    assert texts[0].count("llvm.call @__tgt_target_data_begin_mapper(") == 3
