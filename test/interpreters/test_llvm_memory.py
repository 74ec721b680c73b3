"""The `llvm` dialect's memory, globals, calls and control flow, each with exact
values (LLVM LangRef semantics)."""

import ctypes
import struct

import pytest

from accdialect.runtime import UseAfterFreeError
from support.interpreter import load
from support.runtime import allocation

# ---- memory ---------------------------------------------------------------------------
STORED = [
    ("i1", 1, b"\x01"),
    ("i8", -2, b"\xfe"),
    ("i16", -2, b"\xfe\xff"),
    ("i32", 0x12345678, bytes.fromhex("78563412")),
    ("i64", -1, b"\xff" * 8),
    ("i128", -(2**127), b"\x00" * 15 + b"\x80"),
    ("i24", -1, b"\xff\xff\xff"),
    ("f16", 1.5, struct.pack("<e", 1.5)),
    ("f32", 0.5, struct.pack("<f", 0.5)),
    ("f64", -0.1, struct.pack("<d", -0.1)),
    ("!llvm.ptr", 0x1000_0010, (0x1000_0010).to_bytes(8, "little")),
    # tail padding: zeros
    ("!llvm.struct<(i8, i32, i16)>", (1, -1, 2), bytes.fromhex("01000000ffffffff02000000")),
    ("!llvm.array<3 x i16>", (1, 2, 3), bytes.fromhex("010002000300")),
    ("vector<2xf32>", (1.0, -2.0), struct.pack("<2f", 1.0, -2.0)),
]


@pytest.fixture(scope="module")
def memory_run():
    text = "llvm.mlir.global internal @buf() {alignment = 16 : i64} : !llvm.array<32 x i8>\n"
    for i, (t, *_) in enumerate(STORED):
        text += f"""llvm.func @store{i}(%v: {t}) {{
  %p = llvm.mlir.addressof @buf : !llvm.ptr
  llvm.store %v, %p : {t}, !llvm.ptr
  llvm.return
}}
llvm.func @load{i}() -> {t} {{
  %p = llvm.mlir.addressof @buf : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> {t}
  llvm.return %v : {t}
}}
"""
    return load(text)


@pytest.mark.parametrize("index", range(len(STORED)), ids=[t for t, *_ in STORED])
def test_store_writes_the_bytes_and_load_reads_them_back(memory_run, index):
    _, value, data = STORED[index]
    buf = memory_run.address("buf")
    memory_run.memory.write(buf, b"\xaa" * 32)
    memory_run.call(f"store{index}", value)
    assert memory_run.memory.read(buf, len(data)) == data
    assert memory_run.memory.read(buf + len(data), 1) == b"\xaa"
    assert memory_run.call1(f"load{index}") == value


GEP = """
llvm.func @field(%p: !llvm.ptr, %i: i64, %j: i32) -> !llvm.ptr {
  %q = llvm.getelementptr %p[%i, 2, %j, 1]
      : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i8, f64, array<4 x struct<(i16, i32)>>)>
  llvm.return %q : !llvm.ptr
}
llvm.func @constant(%p: !llvm.ptr) -> !llvm.ptr {
  %q = llvm.getelementptr %p[1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i64)>
  llvm.return %q : !llvm.ptr
}
llvm.func @back(%p: !llvm.ptr, %i: i32) -> !llvm.ptr {
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.return %q : !llvm.ptr
}
"""


def test_getelementptr_follows_the_layout():
    run = load(GEP)
    # struct: i8 @0, f64 @8, [4 x {i16 @0, i32 @4}] @16; size 48
    assert run.call1("field", 0x1000, 1, 3) == 0x1000 + 48 + 16 + 3 * 8 + 4
    assert run.call1("constant", 0x1000) == 0x1000 + 16 + 8
    assert run.call1("back", 0x1000, -2) == 0x1000 - 8


def test_alloca_is_stack_memory_freed_on_return():
    run = load("""
llvm.func @leak() -> !llvm.ptr {
  %n = llvm.mlir.constant(4 : i32) : i32
  %buf = llvm.alloca %n x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %v = llvm.mlir.constant(5 : i64) : i64
  llvm.store %v, %buf : i64, !llvm.ptr
  llvm.return %buf : !llvm.ptr
}
llvm.func @use() -> i64 {
  %p = llvm.call @leak() : () -> !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}
""")
    addr = run.call1("leak")
    alloc = allocation(run.memory, addr)
    assert alloc.region.name == "stack" and alloc.size == 32 and alloc.name == "buf"
    assert not alloc.live
    with pytest.raises(UseAfterFreeError):
        run.call("use")


def test_stackrestore_frees_what_was_allocated_since_stacksave():
    run = load("""
llvm.func @f() -> !llvm.ptr {
  %n = llvm.mlir.constant(1 : i32) : i32
  %keep = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %sp = llvm.intr.stacksave : !llvm.ptr
  %vla = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.intr.stackrestore %sp : !llvm.ptr
  llvm.return %vla : !llvm.ptr
}
""")
    run.functions.frames.append([])  # keep the caller's frame alive to look at it
    vla = run.call1("f")
    assert not allocation(run.memory, vla).live


MEM_INTRINSICS = """
llvm.mlir.global internal @src("abcdefgh") : !llvm.array<8 x i8>
llvm.mlir.global internal @dst() : !llvm.array<8 x i8>
llvm.func @f() {
  %src = llvm.mlir.addressof @src : !llvm.ptr
  %dst = llvm.mlir.addressof @dst : !llvm.ptr
  %n4 = llvm.mlir.constant(4 : i64) : i64
  %n2 = llvm.mlir.constant(2 : i64) : i64
  %n0 = llvm.mlir.constant(0 : i64) : i64
  %x = llvm.mlir.constant(120 : i8) : i8
  %null = llvm.mlir.zero : !llvm.ptr
  "llvm.intr.memcpy"(%dst, %src, %n4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %dst5 = llvm.getelementptr %dst[5] : (!llvm.ptr) -> !llvm.ptr, i8
  "llvm.intr.memset"(%dst5, %x, %n2) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %dst1 = llvm.getelementptr %dst[1] : (!llvm.ptr) -> !llvm.ptr, i8
  "llvm.intr.memmove"(%dst1, %dst, %n2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memcpy"(%null, %null, %n0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.lifetime.start"(%dst) : (!llvm.ptr) -> ()
  llvm.return
}
"""


def test_memory_intrinsics():
    run = load(MEM_INTRINSICS)
    run.call("f")
    assert run.memory.read(run.address("dst"), 8) == b"aabd\x00xx\x00"


# ---- globals and functions ------------------------------------------------------------
GLOBALS = """
llvm.mlir.global private constant @str("hi\\00") {alignment = 1 : i64} : !llvm.array<3 x i8>
llvm.mlir.global internal @i(-5 : i32) : i32
llvm.mlir.global internal @d(1.5 : f64) : f64
llvm.mlir.global internal @arr(dense<[1, 2, 3]> : tensor<3xi16>) : !llvm.array<3 x i16>
llvm.mlir.global internal @zero() {alignment = 64 : i64} : !llvm.array<5 x i32>
llvm.mlir.global internal @pair() : !llvm.struct<(ptr, i32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
  %1 = llvm.mlir.addressof @str : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(ptr, i32)>
  %3 = llvm.mlir.constant(9 : i32) : i32
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(ptr, i32)>
  llvm.return %4 : !llvm.struct<(ptr, i32)>
}
llvm.mlir.global internal @table() : !llvm.array<2 x ptr> {
  %0 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %1 = llvm.mlir.addressof @inc : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x ptr>
  %3 = llvm.mlir.addressof @dec : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x ptr>
  llvm.return %4 : !llvm.array<2 x ptr>
}
llvm.mlir.global external @stdout() : !llvm.ptr
llvm.mlir.global extern_weak @maybe() : i32
llvm.func @inc(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.add %x, %one : i32
  llvm.return %r : i32
}
llvm.func @dec(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.sub %x, %one : i32
  llvm.return %r : i32
}
llvm.func @call_entry(%k: i64, %x: i32) -> i32 {
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %slot = llvm.getelementptr %t[0, %k] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x ptr>
  %f = llvm.load %slot : !llvm.ptr -> !llvm.ptr
  %r = llvm.call %f(%x) : !llvm.ptr, (i32) -> i32
  llvm.return %r : i32
}
llvm.func @address_of_inc() -> !llvm.ptr {
  %f = llvm.mlir.addressof @inc : !llvm.ptr
  llvm.return %f : !llvm.ptr
}
"""


def test_globals_get_their_initial_values():
    run = load(GLOBALS)
    read = run.memory.read
    assert read(run.address("str"), 3) == b"hi\0"
    assert run.memory.read_int(run.address("i"), 4) == -5
    assert read(run.address("d"), 8) == struct.pack("<d", 1.5)
    assert read(run.address("arr"), 6) == bytes.fromhex("010002000300")
    assert read(run.address("zero"), 20) == bytes(20) and run.address("zero") % 64 == 0
    assert run.memory.read_uint(run.address("pair"), 8) == run.address("str")
    assert run.memory.read_int(run.address("pair") + 8, 4) == 9
    assert allocation(run.memory, run.address("arr")).name == "arr"
    assert run.address("maybe") == 0


def test_function_pointers_are_stable_code_addresses():
    run = load(GLOBALS)
    inc = run.call1("address_of_inc")
    assert inc == run.address("inc") and inc != run.address("dec") and inc != 0
    assert run.memory.read_uint(run.address("table"), 8) == inc
    assert run.call1("call_entry", 0, 10) == 11
    assert run.call1("call_entry", 1, 10) == 9


def test_external_stdout_is_glibc_own_stream():
    """A program's `extern FILE *stdout` is glibc's variable, which points at glibc's
    `_IO_2_1_stdout_`: both are host memory of the program, in libc's image."""
    run = load(GLOBALS)
    libc = ctypes.CDLL("libc.so.6")
    assert run.address("stdout") == ctypes.addressof(ctypes.c_void_p.in_dll(libc, "stdout"))
    file = run.memory.read_uint(run.address("stdout"), 8)
    assert file == ctypes.addressof(ctypes.c_char.in_dll(libc, "_IO_2_1_stdout_"))
    assert str(allocation(run.memory, file).name).startswith("libc.so")


CALLS = """
llvm.func @fib(%n: i32) -> i32 {
  %two = llvm.mlir.constant(2 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %small = llvm.icmp "slt" %n, %two : i32
  llvm.cond_br %small, ^done(%n : i32), ^rec
^rec:
  %a = llvm.sub %n, %one : i32
  %b = llvm.sub %n, %two : i32
  %fa = llvm.call @fib(%a) : (i32) -> i32
  %fb = llvm.call @fib(%b) : (i32) -> i32
  %s = llvm.add %fa, %fb : i32
  llvm.br ^done(%s : i32)
^done(%r: i32):
  llvm.return %r : i32
}
llvm.func @twice_external(%x: i32) -> i32 {
  %a = llvm.call @triple(%x) : (i32) -> i32
  %f = llvm.mlir.addressof @triple : !llvm.ptr
  %b = llvm.call %f(%a) : !llvm.ptr, (i32) -> i32
  llvm.return %b : i32
}
llvm.func @triple(i32) -> i32
llvm.func @void_external() {
  llvm.call @note() : () -> ()
  llvm.return
}
llvm.func @note()
"""


def test_direct_recursive_and_external_calls():
    notes = []
    run = load(CALLS, externals={"triple": lambda x: 3 * x + 2**32, "note": lambda: notes.append(1)})
    assert run.call1("fib", 15) == 610
    assert run.call1("twice_external", 2) == 18  # results wrapped to i32
    assert run.call("void_external") == () and notes == [1]


SWITCH = """
llvm.func @classify(%v: i32) -> i32 {
  %c0 = llvm.mlir.constant(100 : i32) : i32
  %c1 = llvm.mlir.constant(200 : i32) : i32
  "llvm.switch"(%v, %v, %c0, %c1)[^default, ^one, ^two] <{case_operand_segments = array<i32: 1, 1>,
      case_values = dense<[1, -2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}>
      : (i32, i32, i32, i32) -> ()
^default(%d: i32):
  llvm.return %d : i32
^one(%x: i32):
  llvm.return %x : i32
^two(%y: i32):
  llvm.return %y : i32
}
"""


def test_switch_passes_each_case_its_operands():
    run = load(SWITCH)
    assert run.call1("classify", 1) == 100
    assert run.call1("classify", -2) == 200
    assert run.call1("classify", 7) == 7
