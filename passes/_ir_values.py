"""What the passes read from the program: located errors, type sizes (the x86-64
layout the interpreter uses, `accdialect.dialects.type_layout`), section dimensions,
symbol uses, constants and constant `getelementptr` offsets, and where an operation
stands (its function, its line)."""

from collections.abc import Sequence

from xdsl.dialects import arith, func, llvm
from xdsl.dialects.builtin import (
    ArrayAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    SymbolRefAttr,
)
from xdsl.ir import Attribute, Operation, SSAValue

from accdialect.dialects.bounds import dimension_of
from accdialect.dialects.type_layout import UnknownLayoutError, layout
from accdialect.ir.diagnostics import LocatedDiagnostic
from accdialect.rules.sections import Dimension


def error(op: Operation, message: str) -> LocatedDiagnostic:
    """A located error for `op`, to raise: `file:line:col: error: 'op' op message`."""
    return LocatedDiagnostic(op, message)


def type_size(t: Attribute, op: Operation) -> int:
    """The size of `t` in bytes, or a located error on `op`."""
    try:
        return layout(t).size
    except UnknownLayoutError as unknown:
        raise error(op, f"cannot lower: {unknown}") from None


def dimensions(op: Operation, bounds: Sequence[SSAValue], kind: str) -> list[Dimension[SSAValue]]:
    """The section dimensions of `op`'s `bounds` operands (`kind` operations), or a
    located error."""
    dims: list[Dimension[SSAValue]] = []
    for value in bounds:
        owner = value.owner
        dim = dimension_of(owner) if isinstance(owner, Operation) and owner.name == kind else None
        if dim is None:
            raise error(op, f"cannot lower: a bounds operand is not an '{kind}' result")
        dims.append(dim)
    return dims


def symbol_uses(module: ModuleOp) -> set[str]:
    """Every root symbol name referenced from a property or attribute in `module`."""
    names: set[str] = set()

    def visit(attr: Attribute) -> None:
        if isinstance(attr, SymbolRefAttr):
            names.add(attr.root_reference.data)
        elif isinstance(attr, ArrayAttr):
            for inner in attr.data:
                visit(inner)

    for op in module.walk():
        for attr in (*op.properties.values(), *op.attributes.values()):
            visit(attr)
    return names


def constant_int(value: SSAValue) -> int | None:
    """The integer a constant op defines, else None."""
    owner = value.owner
    if isinstance(owner, llvm.ConstantOp | arith.ConstantOp):
        attr = owner.value
        if isinstance(attr, IntegerAttr) and isinstance(attr.type, IntegerType | IndexType):
            return attr.value.data
    return None


def constant_gep_offset(op: llvm.GEPOp) -> int | None:
    """Byte offset of a `getelementptr` whose indices are all constants, else None."""
    t, offset = op.elem_type, 0
    ssa = iter(op.ssa_indices)
    for position, index in enumerate(op.rawConstantIndices.iter_values()):
        if index == llvm.GEP_USE_SSA_VAL:
            index = constant_int(next(ssa))
            if index is None:
                return None
        try:
            if position == 0:
                offset += index * layout(t).size
            elif isinstance(t, llvm.LLVMStructType):
                offset += layout(t).offsets[index]
                t = t.types.data[index]
            elif isinstance(t, llvm.LLVMArrayType):
                t = t.type
                offset += index * layout(t).size
            else:
                return None
        except (UnknownLayoutError, IndexError):
            return None
    return offset


def decompose_pointer(value: SSAValue) -> tuple[SSAValue, int]:
    """`value` as `root + constant offset` through constant `getelementptr`s."""
    offset = 0
    while isinstance(value.owner, llvm.GEPOp):
        step = constant_gep_offset(value.owner)
        if step is None:
            break
        offset += step
        value = value.owner.ptr
    return value, offset


def enclosing_function(op: Operation) -> llvm.FuncOp | func.FuncOp | None:
    current = op.parent_op()
    while current is not None and not isinstance(current, llvm.FuncOp | func.FuncOp):
        current = current.parent_op()
    return current


