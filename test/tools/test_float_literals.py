"""An integer literal where a float is expected, read as mlir-opt 22 reads it
(`accdialect.ir.parser._float_of_integer_literal`): a decimal one is an error with
MLIR's note, a hexadecimal one the bit pattern of the value (no leading minus, no
wider than the type). The expected texts are mlir-opt 22's, recorded on these
inputs; xDSL took `0 : f64` for 0.0, `dense<0x3C00> : tensor<1xf16>` for 15360.0,
and failed with a traceback on a hexadecimal literal wider than its type."""

import pytest

from accdialect.tools.acc_run import run as run_acc_run
from support.acc_opt import run_acc_opt

NOTE = "note: add a trailing dot to make the literal a float"
DECIMAL = "error: unexpected decimal integer literal for a floating point value"


def _function(constant: str) -> str:
    return f"func.func @f() {{\n  %0 = arith.constant {constant}\n  return\n}}\n"


def _caret(column: int) -> str:
    return " " * (column - 1) + "^"


@pytest.mark.parametrize(("constant", "column", "message", "note"), [
    ("0 : f64", 23, DECIMAL, True),
    ("-1 : f64", 24, DECIMAL, True),
    ("01 : f16", 23, DECIMAL, True),
    ("dense<1> : tensor<2xf64>", 29, DECIMAL, True),
    ("dense<[1.0, 2]> : tensor<2xf64>", 35, DECIMAL, True),
    ("dense<-1> : tensor<2xf32>", 30, DECIMAL, True),
    ("dense<[[1.5], [3]]> : tensor<2x1xf64>", 38, DECIMAL, True),
    ("-0x3C00 : f16", 24, "error: hexadecimal float literal should not have a leading minus", False),
    ("dense<-0x3C00> : tensor<1xf16>", 30,
     "error: hexadecimal float literal should not have a leading minus", False),
    ("0x1FFFFFFFFFFFFFFFFF : f64", 23, "error: hexadecimal float constant out of range for type",
     False),
    ("dense<0x1FFFFFFFFFFFFFFFFF> : tensor<1xf64>", 29,
     "error: hexadecimal float constant out of range for type", False),
])
def test_mlir_opts_error(tmp_path, capsys, constant, column, message, note):
    source = tmp_path / "in.mlir"
    source.write_text(_function(constant))
    line = f"  %0 = arith.constant {constant}"
    expected = "\n".join([f"{source}:2:{column}: {message}", line, _caret(column),
                          *([f"{source}:2:{column}: {NOTE}"] if note else [])]) + "\n"
    run = run_acc_opt(str(source))
    assert (run.status, run.stdout, run.stderr) == (1, "", expected)
    capsys.readouterr()
    assert run_acc_run([str(source), "--entry", "f"]) == 1
    assert capsys.readouterr().err == expected


@pytest.mark.parametrize(("constant", "printed"), [
    ("0x3FF0000000000000 : f64", "1.000000e+00 : f64"),
    ("dense<0x3FF0000000000000> : tensor<1xf64>", "dense<1.000000e+00> : tensor<1xf64>"),
    ("dense<0x3C00> : tensor<1xf16>", "dense<1.000000e+00> : tensor<1xf16>"),
    ("dense<[0x3C00, 0x4000]> : tensor<2xf16>", "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf16>"),
    ("1.0 : f64", "1.000000e+00 : f64"),
    ("dense<[1, 2]> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
    ("3 : i32", "3 : i32"),
])
def test_the_value_mlir_opt_reads(tmp_path, constant, printed):
    source = tmp_path / "in.mlir"
    source.write_text(_function(constant))
    run = run_acc_opt(str(source))
    assert run.status == 0, run.stderr
    assert f"arith.constant {printed}\n" in run.stdout


def test_a_float_type_xdsl_does_not_pack_is_a_located_error(tmp_path):
    """mlir-opt reads `0x3C00 : f80` as an x87 extended value; xDSL 0.74 keeps no f80
    value (a Python float) nor packs one: a located error, not a traceback."""
    source = tmp_path / "in.mlir"
    source.write_text(_function("0x3C00 : f80"))
    run = run_acc_opt(str(source))
    assert run.status == 1
    assert run.stderr.splitlines()[0] == (
        f"{source}:2:23: error: a hexadecimal literal of type f80 is not supported")
