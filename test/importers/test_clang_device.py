"""The kernels of clang's device module for host code that inlined them (-O1 and
above; `accdialect.importers.clang_device`, issue 11 cause 3), and the device image's
static constructors and destructors, on small modules
written as mlir-translate 22 imports clang's; `test/conformance/omp-c/import_o3_*.c`
run whole -O3 programs against their native recordings."""

import subprocess
from pathlib import Path

import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr, SymbolRefAttr, UnitAttr

from accdialect.dialects.discardable import DEVICE_CONSTRUCTOR, DEVICE_DESTRUCTOR, DEVICE_KERNEL
from accdialect.importers.clang_device import (
    HOST_FALLBACK_SUFFIX,
    add_device_kernels,
    add_image_constructors,
    host_versions_as_fallbacks,
    missing_kernels,
)
from accdialect.ir.parser import LocatedParser
from accdialect.tools.acc_import import CLANG_FLAGS, find_tool, optimizes, run
from accdialect.tools.loading import make_context
from support.llvm22 import needs_llvm

KERNEL = "__omp_offloading_fe00_1a2b_main_l9"
HOST = f"""
llvm.mlir.global private constant @".str"("host %d\\0A\\00") {{addr_space = 0 : i32}} : !llvm.array<9 x i8>
llvm.mlir.global external @counter(3 : i32) {{addr_space = 0 : i32}} : i32
llvm.mlir.global weak constant @".{KERNEL}.region_id"(0 : i8) {{addr_space = 0 : i32}} : i8
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @main() -> i32 {{
  %0 = llvm.mlir.addressof @".str" : !llvm.ptr
  %1 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %1 : i32
}}
"""
DEVICE = f"""
llvm.mlir.global private constant @".str"("device\\0A\\00") {{addr_space = 0 : i32}} : !llvm.array<8 x i8>
llvm.mlir.global external @counter(3 : i32) {{addr_space = 0 : i32}} : i32
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func internal @helper(%v: i32) -> i32 {{
  llvm.return %v : i32
}}
llvm.func weak_odr @{KERNEL}(%dyn: !llvm.ptr, %p: !llvm.ptr) {{
  %0 = llvm.mlir.addressof @".str" : !llvm.ptr
  %1 = llvm.mlir.addressof @counter : !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> i32
  %3 = llvm.call @helper(%2) : (i32) -> i32
  %4 = llvm.call @printf(%0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.return
}}
"""


def _module(text: str) -> ModuleOp:
    return LocatedParser(make_context(allow_unregistered=True), text, "m.mlir").parse_module()


def _symbols(module: ModuleOp) -> dict[str, llvm.GlobalOp | llvm.FuncOp]:
    return {op.sym_name.data: op for op in module.ops if isinstance(op, llvm.GlobalOp | llvm.FuncOp)}


def test_a_region_id_without_its_function_names_a_missing_kernel():
    assert missing_kernels(_module(HOST)) == [KERNEL]
    with_kernel = HOST + f"llvm.func @{KERNEL}(%p: !llvm.ptr) {{\n  llvm.return\n}}\n"
    assert missing_kernels(_module(with_kernel)) == []


def test_the_device_kernel_and_what_it_uses_join_the_host_module():
    host = _module(HOST)
    assert add_device_kernels(host, _module(DEVICE), [KERNEL]) == []
    symbols = _symbols(host)
    kernel = symbols[KERNEL]
    assert kernel.attributes[DEVICE_KERNEL] == UnitAttr()
    assert "helper" in symbols  # only the device module had it
    # the device's format is copied under a new name; the host's keeps its text
    device_format, host_format = symbols[".str.device"], symbols[".str"]
    assert isinstance(device_format, llvm.GlobalOp) and isinstance(host_format, llvm.GlobalOp)
    assert device_format.value == StringAttr("device\n\0")
    assert host_format.value == StringAttr("host %d\n\0")
    used = [op.global_name.root_reference.data for op in kernel.walk()
            if isinstance(op, llvm.AddressOfOp)]
    assert used == [".str.device", "counter"]  # the declare target variable: the host's
    assert sum(op.sym_name.data == "counter" for op in host.ops
               if isinstance(op, llvm.GlobalOp)) == 1
    host.verify()


def test_a_kernel_in_neither_module_is_reported():
    host = _module(HOST)
    assert add_device_kernels(host, _module("llvm.func @printf(!llvm.ptr, ...) -> i32"),
                              [KERNEL]) == [KERNEL]


@needs_llvm
def test_o3_llvm_ir_without_its_kernel_is_one_error(tmp_path: Path, capsys):
    source = tmp_path / "k.c"
    source.write_text("int main(void) {\n  int x = 1;\n"
                      "  #pragma omp target map(tofrom: x)\n  x += 1;\n  return x;\n}\n")
    subprocess.run([find_tool("clang"), *CLANG_FLAGS, "-O3", str(source), "-o",
                    str(tmp_path / "k.ll")], check=True)
    assert run([str(tmp_path / "k.ll"), "-o", str(tmp_path / "k.mlir")]) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1
    assert err[0].startswith("acc-import: error: the kernel '__omp_offloading_")
    assert err[0].endswith("_main_l3' of an offload entry is not in k.ll (clang inlines it "
                           "into its host function at -O1 and above): import the C or C++ "
                           "source, whose device module acc-import then compiles")


KEPT_HOST = f"""
llvm.mlir.global weak constant @".{KERNEL}.region_id"(0 : i8) {{addr_space = 0 : i32}} : i8
llvm.func @omp_is_initial_device() -> i32
llvm.func internal @{KERNEL}.omp_outlined(%tid: !llvm.ptr, %bound: !llvm.ptr, %p: !llvm.ptr) {{
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.store %one, %p : i32, !llvm.ptr
  llvm.return
}}
llvm.func internal @{KERNEL}(%p: !llvm.ptr) {{
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.call @{KERNEL}.omp_outlined(%0, %0, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}}
llvm.func @main(%p: !llvm.ptr) {{
  llvm.call @{KERNEL}(%p) : (!llvm.ptr) -> ()
  llvm.return
}}
"""
"""A host module at -O2 that kept a region's host version (a `teams` region's), its
`omp_is_initial_device()` folded to 1 (clang's host variant); its own outlined helper
has the name of the device module's."""
KEPT_DEVICE = f"""
llvm.func internal @{KERNEL}.omp_outlined(%tid: !llvm.ptr, %bound: !llvm.ptr, %p: !llvm.ptr) {{
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.store %zero, %p : i32, !llvm.ptr
  llvm.return
}}
llvm.func weak_odr @{KERNEL}(%dyn: !llvm.ptr, %p: !llvm.ptr) {{
  llvm.call @{KERNEL}.omp_outlined(%dyn, %dyn, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}}
"""


def test_a_kept_host_version_becomes_the_fallback_and_the_device_kernel_runs():
    host = _module(KEPT_HOST)
    assert missing_kernels(host) == []
    kept = host_versions_as_fallbacks(host, _module(KEPT_DEVICE))
    assert kept == [KERNEL]
    assert add_device_kernels(host, _module(KEPT_DEVICE), kept) == []
    symbols = _symbols(host)
    fallback = symbols[KERNEL + HOST_FALLBACK_SUFFIX]
    (call,) = [op for op in symbols["main"].walk() if isinstance(op, llvm.CallOp)]
    assert call.callee == SymbolRefAttr(KERNEL + HOST_FALLBACK_SUFFIX)
    kernel = symbols[KERNEL]
    assert kernel.attributes[DEVICE_KERNEL] == UnitAttr() and kernel is not fallback
    # the device's outlined helper is another function than the host's of that name
    (inner,) = [op for op in kernel.walk() if isinstance(op, llvm.CallOp)]
    assert inner.callee == SymbolRefAttr(f"{KERNEL}.omp_outlined.device")
    stored = [op for op in symbols[f"{KERNEL}.omp_outlined.device"].walk()
              if isinstance(op, llvm.ConstantOp)]
    assert [op.value for op in stored] == [IntegerAttr(0, 32)]
    host.verify()


def test_a_host_version_the_device_module_lacks_stays_the_kernel():
    host = _module(KEPT_HOST)
    assert host_versions_as_fallbacks(host, _module("llvm.func @f()")) == []
    assert KERNEL in _symbols(host)


@pytest.mark.parametrize(("flags", "optimized"), [
    ([], False), (["-O0"], False), (["-O2"], True), (["-O"], True), (["-Os"], True),
    (["-O3", "-O0"], False), (["-O0", "-Ofast"], True), (["-g", "-DN=4"], False),
])
def test_the_last_optimization_flag_decides(flags: list[str], optimized: bool):
    assert optimizes(flags) is optimized


IMAGE_HOST = """
llvm.mlir.global external @s() {addr_space = 0 : i32, omp.declare_target = "s"} : i32
"llvm.mlir.global_ctors"() <{ctors = [@_GLOBAL__sub_I_a.cpp], data = [#llvm.zero],
  priorities = [65535 : i32]}> : () -> ()
llvm.func @_Z3sayv() {
  llvm.return
}
llvm.func linkonce_odr @_ZN1SC2Ev(%this: !llvm.ptr) {
  llvm.call @_Z3sayv() : () -> ()
  llvm.return
}
llvm.func internal @_GLOBAL__sub_I_a.cpp() {
  %0 = llvm.mlir.addressof @s : !llvm.ptr
  llvm.call @_ZN1SC2Ev(%0) : (!llvm.ptr) -> ()
  llvm.return
}
"""
IMAGE_DEVICE = """
llvm.mlir.global external @s() {addr_space = 0 : i32} : i32
"llvm.mlir.global_ctors"() <{ctors = [@_GLOBAL__sub_I_a.cpp], data = [#llvm.zero],
  priorities = [101 : i32]}> : () -> ()
"llvm.mlir.global_dtors"() <{dtors = [@__dtor_s], data = [#llvm.zero], priorities = [65535 : i32]}> : () -> ()
llvm.func @_Z3sayv() {
  llvm.return
}
llvm.func @_Z10say_devicev() {
  llvm.return
}
llvm.func linkonce_odr @_ZN1SC2Ev(%this: !llvm.ptr) {
  llvm.call @_Z10say_devicev() : () -> ()
  llvm.return
}
llvm.func internal @_GLOBAL__sub_I_a.cpp() {
  %0 = llvm.mlir.addressof @s : !llvm.ptr
  llvm.call @_ZN1SC2Ev(%0) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func internal @__dtor_s() {
  %0 = llvm.mlir.addressof @s : !llvm.ptr
  %1 = llvm.mlir.constant(0 : i32) : i32
  llvm.store %1, %0 : i32, !llvm.ptr
  llvm.return
}
"""


def test_the_device_images_constructors_join_the_host_module_under_their_own_names():
    host = _module(IMAGE_HOST)
    add_image_constructors(host, _module(IMAGE_DEVICE))
    symbols = _symbols(host)
    constructor, destructor = symbols["_GLOBAL__sub_I_a.cpp.device"], symbols["__dtor_s.device"]
    assert constructor.attributes[DEVICE_CONSTRUCTOR] == IntegerAttr(101, 32)
    assert destructor.attributes[DEVICE_DESTRUCTOR] == IntegerAttr(65535, 32)
    # the host's own constructor is untouched and still the host's static constructor
    assert DEVICE_CONSTRUCTOR not in symbols["_GLOBAL__sub_I_a.cpp"].attributes
    # the inline constructor calls the device's declare variant: the device's copy of
    # it is another function; the variable is the host module's object
    calls = [op.callee.root_reference.data for op in constructor.walk()
             if isinstance(op, llvm.CallOp) and op.callee is not None]
    assert calls == ["_ZN1SC2Ev.device"]
    inner = [op.callee.root_reference.data for op in symbols["_ZN1SC2Ev.device"].walk()
             if isinstance(op, llvm.CallOp) and op.callee is not None]
    assert inner == ["_Z10say_devicev"]
    assert "s.device" not in symbols


def test_a_function_both_modules_compile_alike_is_the_hosts():
    device = IMAGE_DEVICE.replace("llvm.call @_Z10say_devicev()", "llvm.call @_Z3sayv()")
    host = _module(IMAGE_HOST)
    add_image_constructors(host, _module(device))
    symbols = _symbols(host)
    assert "_ZN1SC2Ev.device" not in symbols
    calls = [op.callee.root_reference.data for op in symbols["_GLOBAL__sub_I_a.cpp.device"].walk()
             if isinstance(op, llvm.CallOp) and op.callee is not None]
    assert calls == ["_ZN1SC2Ev"]
