"""`long double` (x86_fp80, `f80`) is refused at import in one line naming the function
that uses it: the interpreter computes in IEEE single and double precision only, and
xDSL 0.74 cannot print an `f80` constant (acc-import ended with a traceback)."""

from pathlib import Path

import pytest

from accdialect.importers.unsupported_types import enclosing_function, first_extended_precision_use
from accdialect.ir.parser import LocatedParser
from accdialect.tools import acc_import
from accdialect.tools.loading import make_context
from support.llvm22 import needs_llvm

LONG_DOUBLE = """
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f64 (f64)>,
                  linkage = #llvm.linkage<"external">, sym_name = "widen",
                  visibility_ = 0 : i64}> ({
  ^bb0(%x: f64):
    %0 = "llvm.fpext"(%x) : (f64) -> f80
    %1 = "llvm.fptrunc"(%0) : (f80) -> f64
    "llvm.return"(%1) : (f64) -> ()
  }) : () -> ()
}) : () -> ()
"""


def test_the_first_use_and_its_function():
    module = LocatedParser(make_context(allow_unregistered=True), LONG_DOUBLE, "t.mlir").parse_module()
    op = first_extended_precision_use(module)
    assert op is not None and op.name == "llvm.fpext"
    assert enclosing_function(op) == "widen"


@needs_llvm
def test_acc_import_says_so_in_one_line(tmp_path: Path, capsys):
    source = tmp_path / "ld.c"
    source.write_text("long double half(long double x) { return x / 2; }\n"
                      "int main(void) { return (int)half(4.0L); }\n")
    with pytest.raises(SystemExit) as exit_:
        acc_import.main([str(source), "-o", str(tmp_path / "ld.mlir")])
    assert exit_.value.code == 1
    assert capsys.readouterr().err == (
        f"acc-import: error: {source}: long double (x86_fp80) is used in 'half': the simulated "
        "machine computes in IEEE single and double precision only\n")
