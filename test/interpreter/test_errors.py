"""Errors of interpreted programs: one located line each; device code faults on host
memory; the step limit."""

import pytest

from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.errors import (
    NullDereferenceError,
    ProgramError,
    StepLimitError,
    UndefinedSymbolError,
    located_message,
)
from accdialect.interpreters.llvm import register_llvm_and_builtins
from accdialect.runtime import DeviceFaultError
from support.interpreter import load, parse

NULL = """llvm.func @load_null() -> i32 {
  %p = llvm.mlir.zero : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @store_field_of_null(%v: i32) {
  %p = llvm.mlir.zero : !llvm.ptr
  %q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i32)>
  llvm.store %v, %q : i32, !llvm.ptr
  llvm.return
}
llvm.func @outer() -> i32 {
  %v = llvm.call @load_null() : () -> i32
  llvm.return %v : i32
}
"""


def _error(run, name, *args, kind=ProgramError):
    with pytest.raises(kind) as info:
        run.call(name, *args)
    return located_message(info.value)


def test_null_dereference_is_located_at_the_access():
    run = load(NULL, "null.mlir")
    assert _error(run, "load_null", kind=NullDereferenceError) == \
        "null.mlir:3:8: error: load from null pointer"
    assert _error(run, "outer", kind=NullDereferenceError) == \
        "null.mlir:3:8: error: load from null pointer"
    assert _error(run, "store_field_of_null", 1, kind=NullDereferenceError) == \
        "null.mlir:9:3: error: store to null pointer + 8"


UNDEFINED = """llvm.func @missing(i32) -> i32
func.func private @also_missing(i32) -> i32
llvm.func @call_missing() -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.call @missing(%c) : (i32) -> i32
  llvm.return %r : i32
}
func.func @func_call_missing() -> i32 {
  %c = arith.constant 1 : i32
  %r = func.call @also_missing(%c) : (i32) -> i32
  func.return %r : i32
}
"""


def test_call_of_an_undefined_function():
    run = load(UNDEFINED, "undef.mlir")
    assert _error(run, "call_missing", kind=UndefinedSymbolError) == \
        "undef.mlir:5:8: error: call of undefined function '@missing'"
    assert _error(run, "func_call_missing", kind=UndefinedSymbolError) == \
        "undef.mlir:10:8: error: call of undefined function '@also_missing'"


def test_an_external_defined_later_is_found():
    run = load(UNDEFINED)
    run.functions.externals["missing"] = lambda x: x + 1
    assert run.call1("call_missing") == 2


def test_undefined_external_global_fails_to_link():
    with pytest.raises(UndefinedSymbolError) as info:
        load("llvm.mlir.global external @nowhere() : i32\n", "link.mlir")
    assert located_message(info.value) == "link.mlir:1:1: error: undefined global '@nowhere'"


def test_step_limit():
    run = load("""llvm.func @spin() {
  llvm.br ^loop
^loop:
  llvm.br ^loop
}
""", "spin.mlir", max_steps=1000)
    assert _error(run, "spin", kind=StepLimitError) == \
        "spin.mlir:4:3: error: stopped after 1000 steps (--max-steps)"
    assert run.interpreter.steps == 1001


OTHERS = """llvm.func @divide(%a: i32, %b: i32) -> i32 {
  %r = llvm.sdiv %a, %b : i32
  llvm.return %r : i32
}
llvm.func @unreachable() {
  llvm.unreachable
}
llvm.func @call_through(%f: !llvm.ptr) {
  llvm.call %f() : !llvm.ptr, () -> ()
  llvm.return
}
"""


def test_other_program_errors():
    run = load(OTHERS, "others.mlir")
    assert _error(run, "divide", 1, 0) == "others.mlir:2:8: error: integer division by zero"
    assert _error(run, "unreachable") == "others.mlir:6:3: error: reached 'llvm.unreachable'"
    assert _error(run, "call_through", 0) == "others.mlir:9:3: error: call through null pointer"
    data = run.interpreter.runtime.alloc(8)
    assert _error(run, "call_through", data) == \
        f"others.mlir:9:3: error: call through 0x{data:x}, which is not a function"


def test_unknown_operation_is_reported_by_name():
    interpreter = OffloadInterpreter(parse('func.func @f() {\n  "test.op"() : () -> ()\n'
                                           '  func.return\n}\n', "op.mlir"))
    register_llvm_and_builtins(interpreter)
    with pytest.raises(ProgramError) as info:
        interpreter.call_op("f", ())
    assert located_message(info.value) == "op.mlir:2:3: error: no interpretation of 'test.op'"


# ---- device code ----------------------------------------------------------------------
DEVICE = """llvm.func @read(%p: !llvm.ptr) -> i32 {
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @local() -> i32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %v = llvm.mlir.constant(42 : i32) : i32
  llvm.store %v, %slot : i32, !llvm.ptr
  %r = llvm.load %slot : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func @inc(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.add %x, %one : i32
  llvm.return %r : i32
}
llvm.func @__llvm_omp_indirect_call_lookup(!llvm.ptr) -> !llvm.ptr
llvm.func @call_translated(%f: !llvm.ptr, %x: i32) -> i32 {
  %g = llvm.call @__llvm_omp_indirect_call_lookup(%f) : (!llvm.ptr) -> !llvm.ptr
  %r = llvm.call %g(%x) : !llvm.ptr, (i32) -> i32
  llvm.return %r : i32
}
llvm.func @call_host_pointer(%f: !llvm.ptr, %x: i32) -> i32 {
  %r = llvm.call %f(%x) : !llvm.ptr, (i32) -> i32
  llvm.return %r : i32
}
"""


def test_device_code_faults_on_host_memory():
    run = load(DEVICE, "device.mlir")
    runtime = run.interpreter.runtime
    host = runtime.alloc(4, name="x")
    runtime.memory.write_uint(host, 7, 4)
    assert run.call1("read", host) == 7
    with run.interpreter.device_code(runtime.device_access()), pytest.raises(DeviceFaultError) as info:
        run.call("read", host)
    assert located_message(info.value).startswith("device.mlir:2:8: error: ")
    assert "host memory 'x'" in str(info.value)


def test_device_code_reads_device_memory_and_allocas_there():
    run = load(DEVICE)
    runtime = run.interpreter.runtime
    device = runtime.device()
    data = device.allocate(4)
    runtime.memory.write_uint(data.begin, 9, 4)
    with run.interpreter.device_code(runtime.device_access()):
        assert run.call1("read", data.begin) == 9
        assert run.call1("local") == 42
    device_region = runtime.memory.regions["device0"]
    allocas = [a for a in runtime.memory.allocations() if a.region is device_region]
    assert len(allocas) == 2 and not allocas[1].live


def test_indirect_calls_on_the_device_need_translated_pointers():
    """Seed 002: a `declare target indirect` function is called through the device
    address that `__llvm_omp_indirect_call_lookup` gives; the host address faults."""
    run = load(DEVICE, "device.mlir")
    runtime = run.interpreter.runtime
    inc = run.address("inc")
    runtime.declare_indirect(inc, "inc")
    with run.interpreter.device_code(runtime.device_access()):
        assert run.call1("call_translated", inc, 41) == 42
        with pytest.raises(DeviceFaultError) as info:
            run.call("call_host_pointer", inc, 41)
    assert located_message(info.value).startswith("device.mlir:25:8: error: device fault: ")
