"""The `llvm` dialect's values and memory on the simulated machine (LLVM LangRef).

`alloca` takes stack memory (the device's own while device code runs), freed when its
function returns or at `stackrestore`; `load`/`store` go through
`OffloadInterpreter.memory` (the host's, or a device accessor that faults on host
memory), a null pointer faulting as on real hardware; `getelementptr` follows
`data_layout`. Constants, `undef`/`poison` (the zero value here) and aggregates
(`extractvalue`/`insertvalue` on nested tuples) are the values of `data_layout`.
"""

from collections.abc import Callable
from typing import Any, cast

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    BytesAttr,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
)
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Attribute, Operation

from accdialect.dialects.llvm import STRUCT_TYPES
from accdialect.interpreter.by_name import impl_by_name
from accdialect.interpreter.core import OffloadInterpreter, PerOp, function_name, offload_impl
from accdialect.interpreter.data_layout import (
    POINTER_MASK,
    decoder,
    element_type,
    encoder,
    int_width,
    layout,
    reader,
    scalar_codecs,
    value_of,
    writer,
    zero_value,
)
from accdialect.interpreter.decoded import (
    Frame,
    Site,
    Step,
    compiled_as,
    constant_step,
    value_step,
)
from accdialect.interpreter.errors import NullDereferenceError, ProgramError
from accdialect.runtime import DeviceAccessor, StackOverflowError
from accdialect.runtime.memory import place_loader, place_storer

_NULL_PAGE = 4096  # accesses below this address go through a null pointer

StackSlot = tuple[int, int, str | None, int]
"""An `alloca`'s element size, alignment, name and the mask of its count's type."""


def attribute_image(attr: Attribute, t: Attribute) -> bytes:
    """The bytes in memory of a value attribute of type `t` (integer, float, string,
    dense elements)."""
    if isinstance(attr, IntegerAttr | FloatAttr):
        return encoder(t)(value_of(t)(attr.value.data))
    if isinstance(attr, BytesAttr | StringAttr):
        data = attr.data.encode() if isinstance(attr, StringAttr) else attr.data
    elif isinstance(attr, DenseIntOrFPElementsAttr):
        data = attr.data.data
    else:
        raise ProgramError(f"initial value {attr} is not supported")
    if len(data) != layout(t).store:
        raise ProgramError(f"initial value of {len(data)} bytes for {t}")
    return data


def attribute_value(attr: Attribute, t: Attribute) -> Any:
    """The value of a value attribute of type `t` (`llvm.mlir.constant`)."""
    if isinstance(attr, IntegerAttr | FloatAttr):
        return value_of(t)(attr.value.data)
    return decoder(t)(attribute_image(attr, t), 0)


def gep_address(op: llvm.GEPOp) -> Callable[..., int]:
    """`getelementptr` as `base + constant + sum(index_i * scale_i)`, a function of the
    base and index operands: the first index
    steps over whole `elem_type`s, later ones into arrays and vectors (by element) and
    structs (to a field: constant indices only). Indices that do not match the
    operands, or a field index that names no field, are an error (LLVM's verifier:
    "invalid getelementptr indices")."""
    indices = op.rawConstantIndices.get_values()
    dynamic = sum(index == llvm.GEP_USE_SSA_VAL for index in indices)
    if dynamic != len(op.operands) - 1:
        raise ProgramError(f"invalid 'llvm.getelementptr' indices: {dynamic} dynamic "
                           f"indices for {len(op.operands) - 1} index operands", op)
    t, constant, scales = op.elem_type, 0, list[int]()
    for position, index in enumerate(indices):
        if position == 0:
            step = layout(t).size
        elif isinstance(t, STRUCT_TYPES):
            if not 0 <= index < len(t.types.data):
                raise ProgramError(f"invalid 'llvm.getelementptr' indices: a field of {t} "
                                   f"needs a constant index below {len(t.types.data)}", op)
            constant += layout(t).offsets[index]
            t = t.types.data[index]
            continue
        else:
            t = element_type(t)
            step = layout(t).size
        if index == llvm.GEP_USE_SSA_VAL:
            scales.append(step)
        else:
            constant += index * step
    if not scales:
        return lambda base: (base + constant) & POINTER_MASK
    if len(scales) == 1:
        scale = scales[0]
        return lambda base, index: (base + constant + index * scale) & POINTER_MASK
    return lambda base, *indices: (base + constant + sum(
        i * s for i, s in zip(indices, scales))) & POINTER_MASK


def gep_offset(op: llvm.GEPOp) -> Callable[[PythonValues], int]:
    """`gep_address` of the operand values."""
    address = gep_address(op)
    return lambda args: address(*args)


def stack_slot(op: llvm.AllocaOp) -> StackSlot:
    """An `alloca`'s element: size, alignment (the type's, or more if asked), name, and
    the mask that reads its element count as unsigned (as code generators do)."""
    shape = layout(op.elem_type)
    align = max(shape.align, op.alignment.value.data if op.alignment else 1)
    return shape.size, align, op.res.name_hint, (1 << int_width(op.size.type)) - 1


def extract(aggregate: Any, position: tuple[int, ...]) -> Any:
    for index in position:
        aggregate = aggregate[index]
    return aggregate


def insert(aggregate: tuple[Any, ...], value: Any, position: tuple[int, ...]) -> tuple[Any, ...]:
    index, rest = position[0], position[1:]
    element = insert(aggregate[index], value, rest) if rest else value
    return (*aggregate[:index], element, *aggregate[index + 1:])


def null_check(addr: int, access: str) -> None:
    """An access through a pointer into the null page is a null dereference."""
    if addr < _NULL_PAGE:
        raise NullDereferenceError(f"{access} null pointer" + (f" + {addr}" if addr else ""))


def _position(op: llvm.ExtractValueOp | llvm.InsertValueOp) -> tuple[int, ...]:
    return op.position.get_values()


def _compile_load(_fs: InterpreterFunctions, interpreter: OffloadInterpreter, site: Site
                  ) -> Step:
    """`load` through `interpreter.memory`, a scalar as one `struct` (`scalar_codecs`)."""
    t = cast(llvm.LoadOp, site.op).dereferenced_value.type
    (pointer,), (result,) = site.operands, site.results
    codecs = scalar_codecs(t)
    if codecs is None:
        read = reader(t)

        def load_value(frame: Frame) -> None:
            addr = frame[pointer]
            if addr < _NULL_PAGE:
                null_check(addr, "load from")
            frame[result] = read(interpreter.memory, addr)
        return load_value
    load = place_loader(codecs[0])

    def load_scalar(frame: Frame) -> None:
        addr = frame[pointer]
        if addr < _NULL_PAGE:
            null_check(addr, "load from")
        frame[result] = load(interpreter.memory, addr)
    return load_scalar


def _compile_store(_fs: InterpreterFunctions, interpreter: OffloadInterpreter, site: Site
                   ) -> Step:
    """`store` through `interpreter.memory`, a scalar as one `struct` (`scalar_codecs`)."""
    t = cast(llvm.StoreOp, site.op).value.type
    value, pointer = site.operands
    codecs = scalar_codecs(t)
    if codecs is None:
        write = writer(t)

        def store_value(frame: Frame) -> None:
            addr = frame[pointer]
            if addr < _NULL_PAGE:
                null_check(addr, "store to")
            write(interpreter.memory, addr, frame[value])
        return store_value
    _, codec, m = codecs
    store = place_storer(codec)
    if m is None:
        def store_float(frame: Frame) -> None:
            addr = frame[pointer]
            if addr < _NULL_PAGE:
                null_check(addr, "store to")
            store(interpreter.memory, addr, frame[value])
        return store_float

    def store_int(frame: Frame) -> None:
        addr = frame[pointer]
        if addr < _NULL_PAGE:
            null_check(addr, "store to")
        store(interpreter.memory, addr, frame[value] & m)
    return store_int


def compile_gep(_fs: InterpreterFunctions, _: Interpreter, site: Site) -> Step:
    return value_step(gep_address(cast(llvm.GEPOp, site.op)), site.operands, site.results[0])


def compile_zero(_fs: InterpreterFunctions, _: Interpreter, site: Site) -> Step:
    return constant_step(zero_value(site.op.results[0].type), site.results[0])


def _compile_constant(_fs: InterpreterFunctions, _: Interpreter, site: Site) -> Step:
    op = cast(llvm.ConstantOp, site.op)
    return constant_step(attribute_value(op.value, op.result.type), site.results[0])


@register_impls
class LLVMMemoryFunctions(InterpreterFunctions):
    """`llvm` stack, loads and stores, addresses, constants and aggregates.

    `frames`: the stack allocations of each active call, freed when it returns."""

    def __init__(self) -> None:
        super().__init__()
        self.frames: list[list[tuple[int, str]]] = [[]]
        self.constant = PerOp[llvm.ConstantOp, Any](
            lambda op: attribute_value(op.value, op.result.type))
        self.zero = PerOp[Operation, Any](lambda op: zero_value(op.results[0].type))
        self.load_value = PerOp[llvm.LoadOp, Callable[..., Any]](
            lambda op: reader(op.dereferenced_value.type))
        self.store_value = PerOp[llvm.StoreOp, Callable[..., None]](
            lambda op: writer(op.value.type))
        self.gep = PerOp(gep_offset)
        self.position = PerOp(_position)
        self.stack_slot = PerOp(stack_slot)

    # ---- stack ---------------------------------------------------------------------
    @offload_impl(llvm.AllocaOp)
    def run_alloca(self, interpreter: OffloadInterpreter, op: llvm.AllocaOp, args: PythonValues):
        """`count` elements of stack memory (the device's own while device code runs),
        live until the function returns. One that does not fit in the host stack is a
        stack overflow of its function, naming its variable."""
        size, align, name, count_mask = self.stack_slot[op]
        memory = interpreter.memory
        region = memory.device.region if isinstance(memory, DeviceAccessor) else "stack"
        try:
            addr = interpreter.runtime.memory.allocate(size * (args[0] & count_mask), region,
                                                       name=name, align=align).begin
        except StackOverflowError as overflow:
            overflow.function, overflow.variable = function_name(op), name
            raise
        self.frames[-1].append((addr, region))
        return (addr,)

    @impl(llvm.StackSaveOp)
    def run_stacksave(self, interpreter: Interpreter, op: llvm.StackSaveOp, args: PythonValues):
        """An opaque token: the number of the frame's allocations so far."""
        return (len(self.frames[-1]),)

    @offload_impl(llvm.StackRestoreOp)
    def run_stackrestore(self, interpreter: OffloadInterpreter, op: llvm.StackRestoreOp,
                         args: PythonValues):
        """Frees the frame's allocations made since the `stacksave` of the token."""
        frame = self.frames[-1]
        while len(frame) > args[0]:
            interpreter.runtime.memory.free(*frame.pop())
        return ()

    # ---- loads and stores ----------------------------------------------------------
    @compiled_as(_compile_load)
    @offload_impl(llvm.LoadOp)
    def run_load(self, interpreter: OffloadInterpreter, op: llvm.LoadOp, args: PythonValues):
        null_check(args[0], "load from")
        return (self.load_value[op](interpreter.memory, args[0]),)

    @compiled_as(_compile_store)
    @offload_impl(llvm.StoreOp)
    def run_store(self, interpreter: OffloadInterpreter, op: llvm.StoreOp, args: PythonValues):
        null_check(args[1], "store to")
        self.store_value[op](interpreter.memory, args[1], args[0])
        return ()

    @compiled_as(compile_gep)
    @impl(llvm.GEPOp)
    def run_gep(self, interpreter: Interpreter, op: llvm.GEPOp, args: PythonValues):
        return (self.gep[op](args),)

    @impl_by_name("llvm.intr.memcpy", "llvm.intr.memcpy.inline", "llvm.intr.memmove")
    def run_memcpy(self, interpreter: OffloadInterpreter, op: Operation, args: PythonValues):
        """Copies `len` bytes as one read and one write (so overlap is allowed)."""
        if args[2]:
            interpreter.memory.write(args[0], interpreter.memory.read(args[1], args[2]))
        return ()

    @impl_by_name("llvm.intr.memset")
    def run_memset(self, interpreter: OffloadInterpreter, op: Operation, args: PythonValues):
        if args[2]:
            interpreter.memory.write(args[0], bytes([args[1] & 0xFF]) * args[2])
        return ()

    # ---- constants -----------------------------------------------------------------
    @compiled_as(_compile_constant)
    @impl(llvm.ConstantOp)
    def run_constant(self, interpreter: Interpreter, op: llvm.ConstantOp, args: PythonValues):
        return (self.constant[op],)

    @compiled_as(compile_zero)
    @impl(llvm.ZeroOp)
    def run_zero(self, interpreter: Interpreter, op: llvm.ZeroOp, args: PythonValues):
        return (self.zero[op],)

    @compiled_as(compile_zero)
    @impl(llvm.UndefOp)
    def run_undef(self, interpreter: Interpreter, op: llvm.UndefOp, args: PythonValues):
        """`undef` may be any value: the zero value."""
        return (self.zero[op],)

    @compiled_as(compile_zero)
    @impl_by_name("llvm.mlir.poison")
    def run_poison(self, interpreter: OffloadInterpreter, op: Operation, args: PythonValues):
        """Using `poison` is undefined behaviour; the zero value stands for it."""
        return (self.zero[op],)

    # ---- aggregates ----------------------------------------------------------------
    @impl(llvm.ExtractValueOp)
    def run_extractvalue(self, interpreter: Interpreter, op: llvm.ExtractValueOp,
                         args: PythonValues):
        return (extract(args[0], self.position[op]),)

    @impl(llvm.InsertValueOp)
    def run_insertvalue(self, interpreter: Interpreter, op: llvm.InsertValueOp,
                        args: PythonValues):
        return (insert(args[0], args[1], self.position[op]),)
