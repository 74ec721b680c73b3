"""Malformed input ends with one located diagnostic and exit status 1, never a
Python traceback (foundation issue; issue 15: what the fuzzer found)."""

import signal
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from accdialect.tools.acc_run import run as run_acc_run
from support.acc_opt import run_acc_opt

RECIPE = """acc.attach.recipe @r : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %d: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
"""


@pytest.mark.parametrize(
    ("text", "diagnostic"),
    [
        pytest.param(
            "func.func @f(%m: memref<4xf32>) {\n  %0 = acc.copyin varPtr(%m : memref<4xf32>) -> memref<4x",
            "in.mlir:2:58: error: Expected shape type.",
            id="truncated",
        ),
        pytest.param(
            "func.func @f() {\n  acc.teleport\n  return\n}\n",
            "in.mlir:2:3: error: Operation acc.teleport is not registered",
            id="unknown-op",
        ),
        pytest.param(
            "func.func @f(%n: i32) {\n"
            "  %0 = acc.copyin varPtr(%n : memref<4xf32>) -> memref<4xf32>\n  return\n}\n",
            "in.mlir:2:26: error: operand is used with type memref<4xf32>, "
            "but has been previously used or defined with type i32",
            id="wrong-operand-type",
        ),
        pytest.param(
            "func.func @f(%b: !llvm.ptr, %d: !llvm.ptr) {\n"
            "  %0 = acc.copyin varPtr(%b : !llvm.ptr) varType(f32) augPtr(%d : !llvm.ptr) "
            "attachRecipe(@missing) -> !llvm.ptr\n  return\n}\n",
            "in.mlir:2:8: error: 'acc.copyin' op 'attachRecipe' symbol @missing does not exist",
            id="missing-recipe-symbol",
        ),
        pytest.param(
            RECIPE + "func.func @f(%b: !llvm.ptr, %d: i64) {\n"
            "  %0 = acc.copyin varPtr(%b : !llvm.ptr) varType(f32) augPtr(%d : i64) "
            "attachRecipe(@r) -> !llvm.ptr\n  return\n}\n",
            "in.mlir:6:8: error: 'acc.copyin' op 'attachRecipe' @r takes (!llvm.ptr, !llvm.ptr, ...) "
            "but the operation passes (!llvm.ptr, i64, ...)",
            id="augptr-of-wrong-type",
        ),
        pytest.param(
            "llvm.func @g(index)\n",
            "in.mlir:1:1: error: LLVM function argument #0 has incompatible type 'index'",
            id="invalid-type-built-while-parsing",
        ),
    ],
)
def test_located_diagnostic_and_status_1(tmp_path, text, diagnostic):
    source = tmp_path / "in.mlir"
    source.write_text(text)
    run = run_acc_opt(str(source))
    assert run.status == 1
    assert run.stdout == ""
    assert run.stderr.splitlines()[0] == str(tmp_path / diagnostic)
    assert "Traceback" not in run.stderr


def test_missing_file_is_one_line(tmp_path):
    absent = tmp_path / "absent.mlir"
    run = run_acc_opt(str(absent))
    assert run.status == 1
    assert run.stderr == f"acc-opt: error: [Errno 2] No such file or directory: '{absent}'\n"


def _both(text: str, diagnostic: str, id: str):
    return pytest.param(text, diagnostic, id=id)


# Each case: the input, and all that both tools print (mlir-opt 22's message and
# column where it has one; `in.mlir` stands for the file).
BOTH_TOOLS = [
    _both("llvm.func @f() {\n  %0 = llvm.mlir.constant(9223372036854775808 : i32) : i32\n"
          "  llvm.return\n}\n",
          "in.mlir:2:27: error: integer constant out of range for attribute\n"
          "  %0 = llvm.mlir.constant(9223372036854775808 : i32) : i32\n"
          "                          ^\n",
          id="attribute-out-of-range"),
    _both('%0 = "llvm.mlir.constant"() <{value = -129 : i8}> : () -> i8\n',
          "in.mlir:1:40: error: integer constant out of range for attribute\n"
          '%0 = "llvm.mlir.constant"() <{value = -129 : i8}> : () -> i8\n'
          "                                       ^\n",
          id="negative-property-out-of-range"),
    _both("func.func @f() {\n  %0 = arith.constant 9223372036854775808 : index\n  return\n}\n",
          "in.mlir:2:23: error: integer constant out of range for attribute\n"
          "  %0 = arith.constant 9223372036854775808 : index\n"
          "                      ^\n",
          id="index-out-of-range"),
    _both("#big = 300 : i8\n",
          "in.mlir:1:8: error: integer constant out of range for attribute\n"
          "#big = 300 : i8\n"
          "       ^\n",
          id="alias-out-of-range"),
    _both("llvm.func @f(%s: !llvm.ptr) {\n  %0 = llvm.getelementptr %s[9223372036854775808, 1]"
          " : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>\n  llvm.return\n}\n",
          "in.mlir:2:30: error: custom op 'llvm.getelementptr' integer value too large\n"
          "  %0 = llvm.getelementptr %s[9223372036854775808, 1] : (!llvm.ptr) -> !llvm.ptr, "
          "!llvm.struct<(i32, i32)>\n"
          "                             ^\n",
          id="gep-index-too-large"),
    _both("llvm.func @f(%s: !llvm.ptr) {\n  %0 = llvm.getelementptr %s[0, -2147483649]"
          " : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>\n  llvm.return\n}\n",
          "in.mlir:2:33: error: custom op 'llvm.getelementptr' integer value too large\n"
          "  %0 = llvm.getelementptr %s[0, -2147483649] : (!llvm.ptr) -> !llvm.ptr, "
          "!llvm.struct<(i32, i32)>\n"
          "                                ^\n",
          id="gep-negative-index-too-large"),
    # 2**31 fits xDSL's i32 array (as the dynamic-index marker, -2**31): mlir-opt
    # reads an index as int32_t (fuzz seed 1 case 117: StopIteration in a pass)
    _both("llvm.func @f(%s: !llvm.ptr) {\n  %0 = llvm.getelementptr %s[2147483648, 1]"
          " : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>\n  llvm.return\n}\n",
          "in.mlir:2:30: error: custom op 'llvm.getelementptr' integer value too large\n"
          "  %0 = llvm.getelementptr %s[2147483648, 1] : (!llvm.ptr) -> !llvm.ptr, "
          "!llvm.struct<(i32, i32)>\n"
          "                             ^\n",
          id="gep-index-2-to-the-31"),
    # xDSL 0.74's parser of llvm.mlir.global asserts the kind of addr_space (fuzz seed 1
    # case 3212: AssertionError); mlir-opt 22 drops the string without a word, we refuse
    # it at the operation
    _both('llvm.mlir.global internal constant @s("ab\\00") {addr_space = "x"} : '
          "!llvm.array<3 x i8>\n",
          "in.mlir:1:1: error: custom op 'llvm.mlir.global' has an attribute of another kind "
          "than its syntax allows\n"
          'llvm.mlir.global internal constant @s("ab\\00") {addr_space = "x"} : '
          "!llvm.array<3 x i8>\n" + "^" * 87 + "\n",
          id="global-addr-space-of-another-kind"),
    # -2**31 is the marker of an index operand, and there is none (IndexError in
    # acc-opt's printer)
    _both("llvm.func @f(%s: !llvm.ptr) {\n  %0 = llvm.getelementptr %s[-2147483648, 1]"
          " : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>\n  llvm.return\n}\n",
          "in.mlir:2:8: error: 'llvm.getelementptr' op expected as many dynamic indices as "
          "specified in 'rawConstantIndices'\n"
          "  %0 = llvm.getelementptr %s[-2147483648, 1] : (!llvm.ptr) -> !llvm.ptr, "
          "!llvm.array<4 x i32>\n"
          "       ^\n",
          id="gep-dynamic-index-without-operand"),
    _both('llvm.func @f() {\n  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = '
          "#llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = "
          'array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()\n  llvm.return\n}\n',
          "in.mlir:2:3: error: 'llvm.call' op must have either a `callee` attribute or at least "
          "an operand\n"
          '  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, '
          "fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, "
          "operandSegmentSizes = array<i32: 0, 0>}> : () -> ()\n"
          "  ^\n",
          id="call-without-callee-or-operand"),
    # the fuzzer's 4 GiB global with a 64 GiB initializer (seed 1 case 4175): mlir-opt 22's
    # GlobalOp::verifyRegions message, at the global
    _both("llvm.mlir.global external @big() {addr_space = 0 : i32} : !llvm.array<4 x i8> {\n"
          "  %0 = llvm.mlir.zero : !llvm.array<8 x i8>\n  llvm.return %0 : !llvm.array<8 x i8>\n}\n",
          "in.mlir:1:1: error: 'llvm.mlir.global' op initializer region type "
          "'!llvm.array<8 x i8>' does not match global type '!llvm.array<4 x i8>'\n"
          "llvm.mlir.global external @big() {addr_space = 0 : i32} : !llvm.array<4 x i8> {\n"
          "^\n",
          id="global-initializer-of-another-type"),
    _both("llvm.func @f(%x: i32) {\n  %m = omp.map.info var_ptr(%x : i32, i32) map_clauses(to) "
          "capture(ByRef) -> !llvm.ptr\n  llvm.return\n}\n",
          "in.mlir:2:34: error: custom op 'omp.map.info' invalid kind of type specified\n"
          "  %m = omp.map.info var_ptr(%x : i32, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr\n"
          "                                 ^\n",
          id="map-info-var-ptr-not-a-pointer"),
    _both("llvm.mlir.global internal @a(dense<[1, -300]> : tensor<2xi8>) : !llvm.array<2 x i8>\n",
          "in.mlir:1:41: error: integer constant out of range for type\n"
          "llvm.mlir.global internal @a(dense<[1, -300]> : tensor<2xi8>) : !llvm.array<2 x i8>\n"
          "                                        ^\n",
          id="dense-element-out-of-range"),
    _both("llvm.mlir.global internal @a(dense<[1, 9223372036854775808]> : tensor<2xindex>)"
          " : !llvm.array<2 x i64>\n",
          "in.mlir:1:40: error: integer constant out of range for type\n"
          "llvm.mlir.global internal @a(dense<[1, 9223372036854775808]> : tensor<2xindex>)"
          " : !llvm.array<2 x i64>\n"
          "                                       ^\n",
          id="dense-index-out-of-range"),
    _both("func.func @f() {\n  %0 = arith.constant dense<4> : "
          "tensor<100000000000000000000000000000xi64>\n  return\n}\n",
          "in.mlir:2:41: error: invalid dimension\n"
          "  %0 = arith.constant dense<4> : tensor<100000000000000000000000000000xi64>\n"
          "                                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n",
          id="dimension-too-large"),
    _both("llvm.mlir.global internal @a(dense<0> : tensor<4294967297xi32>) : !llvm.array<8 x i32>\n",
          "in.mlir:1:41: error: dense literal of 4294967297 elements: at most 16777216 are "
          "supported\n"
          "llvm.mlir.global internal @a(dense<0> : tensor<4294967297xi32>) : !llvm.array<8 x i32>\n"
          "                                        ^^^^^^^^^^^^^^^^^^^^^^\n",
          id="splat-too-large"),
    _both("llvm.mlir.global internal @a(3 : i100000000000) : i32\n",
          "in.mlir:1:34: error: integer bitwidth is limited to 16777215 bits\n"
          "llvm.mlir.global internal @a(3 : i100000000000) : i32\n"
          "                                 ^^^^^^^^^^^^^\n",
          id="integer-too-wide"),
    _both("llvm.mlir.global internal @a() : i32\nllvm.mlir.global internal @a() : i32\n",
          "in.mlir:2:1: error: redefinition of symbol named 'a'\n"
          "llvm.mlir.global internal @a() : i32\n"
          "^\n"
          "in.mlir:1:1: note: see existing symbol definition here\n"
          "llvm.mlir.global internal @a() : i32\n"
          "^\n",
          id="symbol-redefinition"),
    _both("func.func @f(%p: !llvm.ptr) {\n}\n",
          "in.mlir:1:1: error: empty block: expect at least a terminator\n"
          "func.func @f(%p: !llvm.ptr) {\n"
          "^\n",
          id="empty-block"),
    _both("func.func @f(%c: i1) {\n  cf.cond_br %c, ^a, ^a\n^a:\n  return\n^a:\n  return\n}\n",
          "in.mlir:5:1: error: redefinition of block '^a'\n"
          "^a:\n"
          "^^\n",
          id="block-redefinition"),
    _both("func.func @f() {\n  %c0 = arith.constant 0 : index\n"
          "  scf.for %i = %c0 to %n step %c1 {\n    %n = arith.constant 4 : index\n"
          "    %c1 = arith.constant 1 : index\n  }\n  return\n}\n",
          "in.mlir:3:3: error: operand #1 does not dominate this use\n"
          "  scf.for %i = %c0 to %n step %c1 {\n"
          "  ^^^^^^^\n",
          id="operand-defined-in-its-region"),
    _both('llvm.func @f(%a: i32) {\n  %0 = llvm.icmp "foo" %a, %a : i32\n  llvm.return\n}\n',
          "in.mlir:2:3: error: 'foo' is not a valid ICmpPredicateFlag\n"
          '  %0 = llvm.icmp "foo" %a, %a : i32\n'
          "  ^^^^^^^^^^^^^^^^^^^^^\n",
          id="invalid-enum-value"),
    _both('"sum = %d\\0A\\00"() : () -> ()\n',
          "in.mlir:1:1: error: null character not allowed in operation name\n"
          '"sum = %d\\0A\\00"() : () -> ()\n'
          "^^^^^^^^^^^^^^^^\n",
          id="operation-name-with-nul"),
    _both("llvm.func @f() {\n  %0 = llvm.mlir.constant(3\u2028 : i64) : i64\n  llvm.return\n}\n",
          "in.mlir:2:28: error: Unexpected character: \\E2\\80\\A8\n"
          "  %0 = llvm.mlir.constant(3\u2028 : i64) : i64\n"
          "                           ^\n",
          id="line-separator-in-the-source-line"),
    _both("llvm.func @f() {\n  %0 = llvm.mlir.constant(\v\f\r300 : i8) : i8\n  llvm.return\n}\n",
          "in.mlir:2:30: error: integer constant out of range for attribute\n"
          "  %0 = llvm.mlir.constant(\v\f\r300 : i8) : i8\n"
          "                             ^\n",
          id="line-breaks-of-str-splitlines-in-the-source-line"),
]


@pytest.mark.parametrize(("text", "diagnostic"), BOTH_TOOLS)
def test_one_located_diagnostic_in_both_tools(tmp_path, capsys, text, diagnostic):
    """What xDSL let through as a traceback, an `acc-opt: error:` line without a
    location, a location at column 0 or a source line broken in several (issue 15)."""
    source = tmp_path / "in.mlir"
    source.write_text(text, encoding="utf-8")
    expected = diagnostic.replace("in.mlir:", f"{source}:")
    opt = run_acc_opt(str(source))
    assert (opt.status, opt.stdout, opt.stderr) == (1, "", expected)
    capsys.readouterr()
    assert run_acc_run([str(source), "--entry", "f"]) == 1
    assert capsys.readouterr().err == expected


def test_operation_name_escaped_in_the_message(tmp_path):
    """An operation name with a control character is shown as MLIR escapes it
    (it was printed raw, at a column before the start of the line)."""
    source = tmp_path / "in.mlir"
    source.write_text('"sum = %d\\0A"() : () -> ()\n')
    opt = run_acc_opt(str(source))
    assert (opt.status, opt.stderr) == (1, f"{source}:1:1: error: Operation sum = %d\\0A is not "
                                           'registered\n"sum = %d\\0A"() : () -> ()\n'
                                           "^^^^^^^^^^^^^\n")


@contextmanager
def _deadline(seconds: int) -> Iterator[None]:
    """Fail the test instead of hanging when its body runs longer than `seconds`."""
    def expire(signum, frame):
        raise TimeoutError(f"no result within {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_unterminated_string_literal_of_many_operands(tmp_path):
    """An unterminated string literal as the first token: xDSL's parser lexed it
    with its own exponential pattern before the linear one took over (9 operands
    took more than a minute); 30 give the error at once."""
    operands = ", ".join(f"%v{index}" for index in range(30))
    line = f'"llvm.store({operands}) : () -> ()'
    source = tmp_path / "in.mlir"
    source.write_text(line + "\n")
    with _deadline(120):
        opt = run_acc_opt(str(source))
    assert (opt.status, opt.stderr) == (
        1, f"{source}:1:1: error: End of file reached before closing string literal.\n{line}\n^\n")
