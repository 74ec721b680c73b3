"""flang 22's host module as `acc-import -fopenmp` prepares it (`importers.flang_openmp`),
on a hand-written module in flang's form (Inputs/flang_host_eval.mlir): a `target teams
distribute` kernel whose outlined function takes a host-evaluated loop bound (i32)
before its two map entries, the second a LITERAL. `test/conformance/omp-fortran/
host_eval_bounds.f90` and `subroutine_dummy_sections.f90` check the same end to end
against libomptarget 22."""

from pathlib import Path

from xdsl.dialects import llvm
from xdsl.dialects.builtin import ModuleOp, SymbolRefAttr

from accdialect.abi.entry_points import HOST_EVAL, TARGET_KERNEL
from accdialect.importers.clang_device import HOST_FALLBACK_SUFFIX
from accdialect.importers.flang_openmp import device_entry_for_literals, host_evaluated_parameters
from accdialect.ir.parser import LocatedParser
from accdialect.tools.loading import make_context

KERNEL = "__omp_offloading_fd00_1_sub_l7"

MODULE = (Path(__file__).parent / "Inputs" / "flang_host_eval.mlir").read_text()


def _prepared() -> ModuleOp:
    module = LocatedParser(make_context(), MODULE, "flang_host.mlir").parse_module()
    device_entry_for_literals(module)
    module.verify()
    return module


def _function(module: ModuleOp, name: str) -> llvm.FuncOp:
    return next(op for op in module.ops if isinstance(op, llvm.FuncOp) and op.sym_name.data == name)


def _calls(module: ModuleOp, callee: str) -> list[llvm.CallOp]:
    return [op for op in module.walk()
            if isinstance(op, llvm.CallOp) and op.callee == SymbolRefAttr(callee)]


def test_the_integers_before_the_pointers_are_host_evaluated():
    module = LocatedParser(make_context(), MODULE, "flang_host.mlir").parse_module()
    assert host_evaluated_parameters(_function(module, KERNEL)) == 1
    assert host_evaluated_parameters(_function(module, "sub")) == 0


def test_the_launch_is_given_the_values_the_fallback_is_given():
    module = _prepared()
    (launch,) = _calls(module, TARGET_KERNEL)
    (given,) = _calls(module, HOST_EVAL)
    (fallback,) = _calls(module, KERNEL + HOST_FALLBACK_SUFFIX)
    assert given.next_op is launch
    assert list(given.args) == [fallback.args[0]]
    declaration = _function(module, HOST_EVAL)
    assert declaration.function_type.is_variadic and not declaration.body.blocks


def test_the_fallback_calls_an_unchanged_clone_and_the_kernel_copies_its_literal():
    module = _prepared()
    assert not _calls(module, KERNEL)
    clone = _function(module, KERNEL + HOST_FALLBACK_SUFFIX)
    assert [type(op) for op in clone.body.block.ops] == \
        [llvm.LoadOp, llvm.AddOp, llvm.StoreOp, llvm.ReturnOp]
    kernel = _function(module, KERNEL)
    ub, a, n = kernel.body.block.args
    # the LITERAL (the second map entry, the third parameter) is read from a local copy
    (copy,) = [use.operation for use in n.uses]
    assert isinstance(copy, llvm.StoreOp) and copy.value is n
    load = next(op for op in kernel.body.block.ops if isinstance(op, llvm.LoadOp))
    assert load.ptr is copy.ptr
    # the host-evaluated bound and the first map entry are used as they are
    assert {use.operation.name for use in ub.uses} == {"llvm.add"}
    assert {use.operation.name for use in a.uses} == {"llvm.store"}
