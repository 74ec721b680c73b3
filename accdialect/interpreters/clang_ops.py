"""Operations of clang 22's programs, as `mlir-translate 22 --import-llvm` writes them,
that the `llvm` function set (`interpreter.llvm`) does not implement.

- `llvm.trunc` with its overflow flags as MLIR 22 writes them (the project's
  `TruncOp`, `accdialect.dialects.llvm`): the operand wrapped to the result's width
  (LLVM LangRef `trunc`, lane by lane on vectors; a `nsw`/`nuw` truncation that changes the value is poison,
  which has one defined value here, as everywhere in the interpreter);
- `llvm.select` of the project's class (whose condition may be a vector of `i1`),
  computed as xDSL's (`ARITHMETIC`, lane by lane on vectors);
- `llvm.getelementptr` of the project's class (which also steps into packed
  structs), computed as the `llvm` function set computes xDSL's (`gep_offset`);
- `llvm.mlir.zero` of the project's class (also of a packed struct): the zero of
  its type;
- `llvm.intr.experimental.noalias.scope.decl`, an alias-analysis hint (clang's task
  entries carry it at -O0): nothing to do;
- the checked-arithmetic intrinsics `llvm.intr.{s,u}{add,sub,mul}.with.overflow`
  (LangRef "Arithmetic with Overflow Intrinsics"; clang's `__builtin_*_overflow`,
  and the size computation of C++'s `new T[n]`): `{result wrapped, overflow bit}`,
  the bit set when the mathematical result does not fit the signed or unsigned
  range of the type;
- `llvm.atomicrmw` and `llvm.cmpxchg` (`#pragma omp atomic`): load, step, store on
  the memory of the side that runs them (`llvm_atomic`).

`ClangOpsFunctions` is registered by name (`by_name`), for the operations of a module
that have no implementation by class.
"""

from collections.abc import Callable
from typing import Any, cast

from xdsl.dialects import llvm
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, register_impls
from xdsl.ir import Operation

from accdialect.interpreter.by_name import evaluated, impl_by_name
from accdialect.interpreter.core import OffloadInterpreter, PerOp
from accdialect.interpreter.data_layout import (
    int_width,
    mask,
    reader,
    signed,
    wrap,
    writer,
)
from accdialect.interpreter.emitted import emitted
from accdialect.interpreters.llvm_arith import ARITHMETIC
from accdialect.interpreters.llvm_atomic import atomic_step, same_bits
from accdialect.interpreters.llvm_memory import emit_gep, emit_zero, null_check
from accdialect.interpreters.llvm_vector import lanewise
from accdialect.xdsl_compat.op_names import op_name

_OVERFLOW_OPERATIONS: dict[str, Callable[[int, int], int]] = {
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
}


def _checked(op: Operation) -> Callable[[int, int], tuple[int, int]]:
    """The step of `llvm.intr.[su]OP.with.overflow` on two iN values."""
    name = op_name(op).removeprefix("llvm.intr.")
    kind, operation = name[0], _OVERFLOW_OPERATIONS[name[1:4]]
    bits = int_width(op.operands[0].type)
    to_result = wrap(bits)
    m = mask(bits)
    read: Callable[[int], int] = signed(bits) if kind == "s" else (lambda x: x & m)
    low, high = (-(1 << (bits - 1)), m >> 1) if kind == "s" else (0, m)

    def step(a: int, b: int) -> tuple[int, int]:
        exact = operation(read(a), read(b))
        return to_result(exact), int(not low <= exact <= high)

    return step


def _wrap_to_result(op: Operation) -> Callable[[int], int]:
    return wrap(int_width(op.results[0].type))


_truncation = lanewise(_wrap_to_result)
"""`llvm.trunc`: the operand wrapped to the result's width (on vectors, each lane)."""

_select = ARITHMETIC[llvm.SelectOp]


@register_impls
class ClangOpsFunctions(InterpreterFunctions):
    """clang 22's operations beyond the `llvm` function set's (see the module doc)."""

    def __init__(self) -> None:
        super().__init__()
        self.atomic = PerOp[Operation, Callable[[Any, Any], Any]](atomic_step)
        self.same_bits = PerOp[Operation, Callable[[Any, Any], bool]](same_bits)

    run_select = emitted(impl_by_name("llvm.select"), evaluated(_select))

    run_trunc = emitted(impl_by_name("llvm.trunc"), evaluated(_truncation))

    @impl_by_name("llvm.intr.experimental.noalias.scope.decl")
    def run_hint(self, interpreter: Interpreter, op: Operation, args: PythonValues
                 ) -> PythonValues:
        return ()

    run_zero = emitted(impl_by_name("llvm.mlir.zero"), emit_zero)

    run_gep = emitted(impl_by_name("llvm.getelementptr"), emit_gep)

    run_with_overflow = emitted(
        impl_by_name(*(f"llvm.intr.{kind}{operation}.with.overflow"
                       for kind in "su" for operation in _OVERFLOW_OPERATIONS)),
        evaluated(_checked))

    @impl_by_name("llvm.atomicrmw")
    def run_atomicrmw(self, interpreter: Interpreter, op: Operation, args: PythonValues
                      ) -> PythonValues:
        memory = cast(OffloadInterpreter, interpreter).memory
        null_check(args[0], "atomic update of")
        value_type = op.operands[1].type
        old = reader(value_type)(memory, args[0])
        writer(value_type)(memory, args[0], self.atomic[op](old, args[1]))
        return (old,)

    @impl_by_name("llvm.cmpxchg")
    def run_cmpxchg(self, interpreter: Interpreter, op: Operation, args: PythonValues
                    ) -> PythonValues:
        memory = cast(OffloadInterpreter, interpreter).memory
        null_check(args[0], "compare-exchange of")
        value_type = op.operands[1].type
        old = reader(value_type)(memory, args[0])
        success = self.same_bits[op](old, args[1])
        if success:
            writer(value_type)(memory, args[0], args[2])
        return ((old, int(success)),)
