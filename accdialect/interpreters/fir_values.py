"""FIR-typed values behind `builtin.unrealized_conversion_cast` (tco 22's output).

`tco --emit-final-mlir` lowers FIR to the `llvm` dialect but keeps the `acc`
operations on their FIR types, bridging them with `unrealized_conversion_cast`
(`!llvm.ptr` <-> `!fir.ref<T>`, `i64` <-> `index`). On the simulated machine a
`!fir.ref/ptr/heap/llvm_ptr` (and the address of a `!fir.box` in memory) is the
address an `!llvm.ptr` holds, and an `index` the integer an `i64` holds: such a
cast passes its value through. Every other cast is xDSL's `cast_value`.
"""

from xdsl.dialects.builtin import IndexType, IntegerType, UnrealizedConversionCastOp
from xdsl.interpreter import Interpreter, InterpreterFunctions, impl, register_impls
from xdsl.ir import Attribute

from accdialect.interpreter.block_source import BlockWriter
from accdialect.interpreter.decoded import Site
from accdialect.interpreter.emitted import emitted


def _same_value(a: Attribute, b: Attribute) -> bool:
    """Whether a value of type `a` stands for the same Python value as type `b`."""
    if a.name.startswith("fir.") or b.name.startswith("fir."):
        return True
    return isinstance(a, IndexType | IntegerType) and isinstance(b, IndexType | IntegerType) \
        and IndexType() in (a, b)


def _emit_cast(_fs: InterpreterFunctions, interpreter: Interpreter, site: Site,
               out: BlockWriter) -> None:
    """Each result is its operand's value (no code) or xDSL's `cast_value` of it."""
    for index, (o, r) in enumerate(zip(site.op.operands, site.op.results)):
        value = out.operand(index)
        if _same_value(o.type, r.type):
            out.result(value, index)
        else:
            cast, types = out.bind(interpreter.cast_value, "cast"), out.bind((o.type, r.type))
            out.result(f"{cast}(*{types}, {value})", index)


@register_impls
class FirValueFunctions(InterpreterFunctions):
    """`unrealized_conversion_cast` with FIR's and `index`'s values passed through."""

    run_cast = emitted(impl(UnrealizedConversionCastOp), _emit_cast)
