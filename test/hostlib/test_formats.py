"""C's formatted output through glibc itself (`hostlib.native`): the arguments passed as
the C ABI passes them (ints of their C type, doubles, string addresses), against what
glibc printed for the same formats in a native C program; the C library's streams."""

import io
import math

import pytest
from xdsl.dialects import llvm

from accdialect.hostlib.libc import CStream
from accdialect.runtime.errors import OutOfBoundsError
from support.interpreter import load

STRINGS = {0x100: b"ab", 0x200: b"abcdef", 0x300: b"x"}

SNPRINTF = """
llvm.func @snprintf(!llvm.ptr, i64, !llvm.ptr, ...) -> i32
"""


def declaration(run, name: str):
    """The `llvm.func` declaring `name` in the run's module."""
    op = run.interpreter.get_op_for_symbol(name)
    assert isinstance(op, llvm.FuncOp)
    return op


def c(fmt: str, *args) -> str:
    """`fmt` formatted by glibc's `snprintf`, called as the simulated program calls it,
    with the strings of `STRINGS` in simulated memory."""
    run = load(SNPRINTF)
    memory = run.memory
    placed = {}
    for key, text in STRINGS.items():
        placed[key] = memory.allocate(len(text) + 1, name=f"s{key:x}").begin
        memory.write(placed[key], text + b"\0")
    fmt_addr = memory.allocate(len(fmt) + 1).begin
    memory.write(fmt_addr, fmt.encode() + b"\0")
    buf = memory.allocate(512).begin
    snprintf = run.functions.linker.native.function(declaration(run, "snprintf"))
    values = [placed.get(a, a) if isinstance(a, int) and a in STRINGS else a for a in args]
    assert snprintf is not None
    length = snprintf(buf, 512, fmt_addr, *values)
    return memory.read(buf, length).decode()


# What glibc 2.36 printed for the same formats and arguments (a C program compiled with
# clang 22; the arguments here are what that program passed, as the interpreter passes
# them: ints of their C type, doubles, string addresses).
GLIBC = [
    ("[%.0a][%.1a][%a][%a][%a][%A][%.3a][%10a][%-10a|][%010a][%#.0a][%a]",
     (1.5, 1.96875, 0.0, 5e-324, 1.0, 255.5, 3.14159, 1.0, 1.0, 1.0, 1.0, -2.5),
     "[0x2p+0][0x2.0p+0][0x0p+0][0x0.0000000000001p-1022][0x1p+0][0X1.FFP+7][0x1.922p+1]"
     "[    0x1p+0][0x1p+0    |][0x00001p+0][0x1.p+0][-0x1.4p+1]"),
    ("[%5s][%-5s|][%.2s][%c][%5c][%%][%p][%p][%10p][%-10p|]",
     (0x100, 0x100, 0x200, 65, 66, 0, 0x1234, 0x1234, 0),
     "[   ab][ab   |][ab][A][    B][%][(nil)][0x1234][    0x1234][(nil)     |]"),
    ("[%d][%+d][% d][%05d][%-5d|][%.3d][%.0d][%5.0d][%08.3d][%x][%#x][%#X][%#o][%#o][%o]"
     "[%#.0o][%#x]",
     (42, 42, 42, -42, 42, 7, 0, 0, 5, 255, 255, 255, 8, 0, 8, 0, 0),
     "[42][+42][ 42][-0042][42   |][007][][     ][     005][ff][0xff][0XFF][010][0][10][0][0]"),
    ("[%f][%.2f][%10.3f][%-10.1f|][%+f][% f][%010.2f][%e][%E][%g][%G][%g][%g][%#g][%#.0f]"
     "[%.0f][%.0f]",
     (3.14159, 2.675, -1.5, 2.25, 1.0, 1.0, -3.14159, 12345.678, 0.000123, 0.0001, 1e20,
      100000.0, 1000000.0, 1.0, 2.0, 0.5, 1.5),
     "[3.141590][2.67][    -1.500][2.2       |][+1.000000][ 1.000000][-000003.14]"
     "[1.234568e+04][1.230000E-04][0.0001][1E+20][100000][1e+06][1.00000][2.][0][2]"),
    ("[%f][%F][%5f][%-6f|][%e][%g][%010f][%+f]",
     (math.inf, -math.inf, math.nan, -math.nan, math.inf, math.nan, -math.inf, math.nan),
     "[inf][-INF][  nan][-nan  |][inf][nan][      -inf][+nan]"),
    ("[%hhd][%hd][%hhu][%hu][%ld][%lu][%lld][%llx][%zu][%jd][%*d][%-*d|][%.*f][%*.*f]",
     (300, 70000, -1, -1, -1, -1, -5, -1, 7, -9, 6, 42, 6, 42, 2, 3.14159, 8, 3, 2.5),
     "[44][4464][255][65535][-1][18446744073709551615][-5][ffffffffffffffff][7][-9][    42]"
     "[42    |][3.14][   2.500]"),
    ("[%s][%.3s][%.10s][%.0s]", (0, 0, 0, 0x300), "[(null)][][(null)][]"),
    ("[%u][%i][%5%][%y]", (-1, -3), "[4294967295][-3][%][%y]"),
]


@pytest.mark.parametrize("fmt, args, expected", GLIBC, ids=range(len(GLIBC)))
def test_conversions_as_glibc(fmt, args, expected):
    assert c(fmt, *args) == expected


def test_unterminated_string_argument_is_a_located_error():
    run = load(SNPRINTF)
    memory = run.memory
    fmt = memory.allocate(4).begin
    memory.write(fmt, b"%s\0")
    text = memory.allocate(2).begin
    memory.write(text, b"ab")
    buf = memory.allocate(16).begin
    snprintf = run.functions.linker.native.function(declaration(run, "snprintf"))
    assert snprintf is not None
    with pytest.raises(OutOfBoundsError, match="in a call of 'snprintf'.*not NUL-terminated"):
        snprintf(buf, 16, fmt, text)


def test_stream_is_line_buffered_and_reports_lines():
    sink, lines = io.StringIO(), []
    stream = CStream(lambda: sink, lines.append, buffered=True)
    stream.write(b"ab")
    assert sink.getvalue() == "" and lines == []
    stream.write(b"c\nd")
    assert sink.getvalue() == "abc\n" and lines == ["abc"]
    stream.flush()
    assert sink.getvalue() == "abc\nd" and lines == ["abc"]
    stream.write(b"e\n\xff\n")
    assert sink.getvalue() == "abc\nde\n\ufffd\n" and lines == ["abc", "de", "\ufffd"]
    stream.write(b"tail")
    stream.close()
    assert sink.getvalue().endswith("tail") and lines[-1] == "tail"


LIBC = """
llvm.mlir.global private constant @fmt("%s=%d|%5.2f\\0A\\00") : !llvm.array<13 x i8>
llvm.mlir.global private constant @name("width\\00") : !llvm.array<6 x i8>
llvm.mlir.global internal @buf() : !llvm.array<16 x i8>
llvm.mlir.global external @stderr() : !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @fprintf(!llvm.ptr, !llvm.ptr, ...) -> i32
llvm.func @snprintf(!llvm.ptr, i64, !llvm.ptr, ...) -> i32
llvm.func @print(%v: i32, %d: f64) -> i32 {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %name = llvm.mlir.addressof @name : !llvm.ptr
  %n = llvm.call @printf(%fmt, %name, %v, %d) vararg(!llvm.func<i32 (ptr, ...)>)
      : (!llvm.ptr, !llvm.ptr, i32, f64) -> i32
  llvm.return %n : i32
}
llvm.func @print_err(%v: i32) -> i32 {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %name = llvm.mlir.addressof @name : !llvm.ptr
  %s = llvm.mlir.addressof @stderr : !llvm.ptr
  %f = llvm.load %s : !llvm.ptr -> !llvm.ptr
  %d = llvm.mlir.constant(0.5 : f64) : f64
  %n = llvm.call @fprintf(%f, %fmt, %name, %v, %d) vararg(!llvm.func<i32 (ptr, ptr, ...)>)
      : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, f64) -> i32
  llvm.return %n : i32
}
llvm.func @format(%size: i64) -> i32 {
  %buf = llvm.mlir.addressof @buf : !llvm.ptr
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %name = llvm.mlir.addressof @name : !llvm.ptr
  %v = llvm.mlir.constant(-12 : i32) : i32
  %d = llvm.mlir.constant(3.14159 : f64) : f64
  %n = llvm.call @snprintf(%buf, %size, %fmt, %name, %v, %d) vararg(!llvm.func<i32 (ptr, i64, ptr, ...)>)
      : (!llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i32, f64) -> i32
  llvm.return %n : i32
}
"""


def test_printf_fprintf_snprintf_through_llvm_calls():
    run = load(LIBC)
    assert run.call1("print", 7, 2.5) == len("width=7| 2.50\n")
    assert run.stdout.getvalue() == "width=7| 2.50\n"
    assert run.call1("print_err", -1) == len("width=-1| 0.50\n")
    assert run.stderr.getvalue() == "width=-1| 0.50\n"
    assert run.call1("format", 8) == len("width=-12| 3.14\n")
    assert run.memory.read(run.address("buf"), 9) == b"width=-\0\0"
    assert run.call1("format", 0) == len("width=-12| 3.14\n")


def test_libm_rounding_and_special_values():
    from accdialect.hostlib.libm import LIBM

    assert [LIBM["round"](x) for x in (2.5, -2.5, 0.49999999999999994, 1.5, -0.4)] == \
        [3.0, -3.0, 0.0, 2.0, -0.0]
    assert math.copysign(1, LIBM["round"](-0.4)) == -1
    assert math.copysign(1, LIBM["ceil"](-0.5)) == -1 and LIBM["floor"](-0.5) == -1.0
    assert LIBM["floor"](math.inf) == math.inf and math.isnan(LIBM["trunc"](math.nan))
    assert math.isnan(LIBM["sqrt"](-1.0)) and LIBM["exp"](1000.0) == math.inf
    assert LIBM["fmax"](math.nan, 1.0) == 1.0 and LIBM["fmin"](2.0, math.nan) == 2.0
    assert LIBM["fma"](0.1, 10.0, -1.0) == 5.551115123125783e-17  # one rounding
