"""The `llvm` dialect's values and memory on the simulated machine (LLVM LangRef).

`alloca` takes stack memory (the device's own while device code runs), freed when its
function returns or at `stackrestore`; `load`/`store` go through
`OffloadInterpreter.memory` (the host's, or a device accessor that faults on host
memory), a null pointer faulting as on real hardware; `getelementptr` follows
`data_layout`. Constants, `undef`/`poison` (the zero value here) and aggregates
(`extractvalue`/`insertvalue` on nested tuples) are the values of `data_layout`.
"""

from collections.abc import Callable
from functools import partial
from struct import Struct
from typing import Any, cast

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    BytesAttr,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    VectorType,
)
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, impl, register_impls
from xdsl.ir import Attribute, Operation, SSAValue

from accdialect.dialects.llvm import STRUCT_TYPES
from accdialect.interpreter.block_source import BlockWriter, Emitter
from accdialect.interpreter.by_name import impl_by_name
from accdialect.interpreter.core import (
    OffloadInterpreter,
    PerOp,
    function_name,
    offload_impl,
    operation_loc,
)
from accdialect.interpreter.data_layout import (
    POINTER_MASK,
    decoder,
    element_type,
    encoder,
    int_width,
    layout,
    reader,
    scalar_codecs,
    stored,
    value_of,
    writer,
    zero_value,
)
from accdialect.interpreter.decoded import Site
from accdialect.interpreter.emitted import emitted
from accdialect.interpreter.errors import NullDereferenceError, ProgramError
from accdialect.interpreters.llvm_promotion import UNSET
from accdialect.runtime import DeviceAccessor, Memory, StackOverflowError
from accdialect.runtime.checked_access import CheckedAccess
from accdialect.runtime.visibility import NOT_CURRENT, WROTE

_NULL_PAGE = 4096  # accesses below this address go through a null pointer
_INLINE_COPY = 1024  # a memcpy of a constant length up to this is written inline

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


def gep_terms(op: llvm.GEPOp) -> tuple[int, list[int]]:
    """`getelementptr` as `base + constant + sum(index_i * scale_i)`: (constant, the
    scale of each index operand). The first index
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
    return constant, scales


def gep_address(op: llvm.GEPOp) -> Callable[..., int]:
    """`gep_terms` as a function of the base and index operands."""
    constant, scales = gep_terms(op)
    if not scales:
        return lambda base: (base + constant) & POINTER_MASK
    if len(scales) == 1:
        scale = scales[0]
        return lambda base, index: (base + constant + index * scale) & POINTER_MASK
    return lambda base, *indices: (base + constant + sum(
        i * s for i, s in zip(indices, scales))) & POINTER_MASK


def emit_gep(_fs: InterpreterFunctions, _: Interpreter, site: Site, out: BlockWriter) -> None:
    """`gep_terms` written inline: `(base + constant + index * scale ...) & mask`; a
    vector of addresses lane by lane, a scalar base or index the same in every lane."""
    op = cast(llvm.GEPOp, site.op)
    if isinstance(op.result.type, VectorType):
        lanes = op.result.type.get_shape()[0]
        spread = out.bind(lambda value: value if isinstance(value, tuple) else (value,) * lanes,
                          "lanes")
        address = out.bind(gep_address(op), "gep")
        out.result(f"tuple(map({address}, {', '.join(f'{spread}({v})' for v in out.operands())}))")
        return
    constant, scales = gep_terms(op)
    base, *indices = out.operands()
    terms = [base, *(f"{i} * {s}" if s != 1 else i for i, s in zip(indices, scales))]
    if constant:
        terms.append(str(constant))
    out.result(f"({' + '.join(terms)}) & {POINTER_MASK}")


def gep_offset(op: llvm.GEPOp) -> Callable[[PythonValues], int]:
    """`gep_address` of the operand values."""
    address = gep_address(op)
    return lambda args: address(*args)


def stack_slot(op: llvm.AllocaOp) -> StackSlot:
    """An `alloca`'s element: size, alignment (the type's, or more if asked), name, and
    the mask that reads its element count as unsigned (as code generators do). The name
    is the result's, else the Fortran variable's that flang gives it (`bindc_name`, which
    tco keeps from the `fir.alloca` of a local)."""
    shape = layout(op.elem_type)
    align = max(shape.align, op.alignment.value.data if op.alignment else 1)
    fortran = op.attributes.get("bindc_name")
    name = op.res.name_hint or (fortran.data if isinstance(fortran, StringAttr) else None)
    return shape.size, align, name, (1 << int_width(op.size.type)) - 1


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


def checked_access(out: BlockWriter, address: str, size: int, access: str | None
                   ) -> tuple[str, str, str]:
    """Writes the check of an access of `size` bytes at `address` through the running
    code's accessor, and gives the names of the bytes, the offset to access and the
    allocation.

    An allocation cache written inline: each access instruction
    remembers (in globals of its code) the allocation its last access touched and the
    accessor that checked it (`CheckedAccess.located`, the rule). An access through the
    same accessor inside that allocation while it is live needs no look-up, since
    what `located` decides about an allocation does not change while it lives;
    anything else goes through `located` (a use after free, an access across the end,
    host memory touched by device code fail as there), a pointer into the null page
    first through `null_check` for a load or store (`access`). Within a block, the
    same address and size checked before (`BlockWriter.checked`: no call or step
    since, so nothing freed and the same accessor) is not checked again."""
    known = out.checked.get((address, size))
    if known is not None:
        return known
    begin, last, alloc, by, data = (out.bind(initial, hint) for hint, initial in (
        ("begin", 0), ("last", -1), ("alloc", None), ("by", None), ("data", b"")))
    namespace = out.namespace

    def locate(accessor: CheckedAccess, addr: int) -> int:
        if access is not None and addr < _NULL_PAGE:
            null_check(addr, access)
        allocation, offset = accessor.located(addr, size)
        namespace[begin], namespace[last], namespace[alloc] = (
            allocation.begin, allocation.size - size, allocation)
        namespace[by], namespace[data] = accessor, allocation.data
        return offset

    mem, offset = out.memory(), out.temporary()
    out.line(f"{offset} = {address} - {begin}")
    out.line(f"if {offset} < 0 or {offset} > {last} or {by} is not {mem} "
             f"or not {alloc}.live:")
    out.indented(lambda: out.line(f"{offset} = {out.bind(locate, 'locate')}({mem}, {address})"))
    out.checked[address, size] = data, offset, alloc
    return data, offset, alloc


_STATE_CODECS = {1: Struct("<B"), 2: Struct("<H"), 4: Struct("<I"), 8: Struct("<Q")}
"""The integer that reads or writes the state bytes of a scalar access at once."""


def _seen(interpreter: OffloadInterpreter, out: BlockWriter, alloc: str, offset: str,
          size: int, *, read: bool) -> None:
    """Writes the visibility check of a read or write of `size` bytes at `offset` of
    `alloc`, when the run checks (an allocation whose copies the checks follow has a
    `shadow`). Written inline for the common case, a call of `Visibility.read` or
    `write` for the rest: a read of bytes current in their copy that no device copy
    wrote since (a device copy's own state says; a host copy mapped asks its device
    copies) is nothing; a device's write marks its bytes `WROTE` in one store; while
    deferred device work runs or is unfinished, every access is seen (a race)."""
    checks = interpreter.runtime.memory.checks
    if checks is None:
        return
    shadow = out.temporary()
    out.line(f"{shadow} = {alloc}.shadow")
    codec = _STATE_CODECS.get(size)
    deferred = out.bind(checks.deferred, "deferred")
    place = operation_loc(out.site.op)
    at = out.bind(lambda: place, "at")
    if read:
        call = (f"{out.bind(checks.read, 'read')}({out.memory()}, {alloc}, {offset}, {size}, "
                f"{at})")
        if codec is None:
            out.line(f"if {shadow} is not None: {call}")
            return
        mask = int.from_bytes(bytes([NOT_CURRENT]) * size, "little")
        unpack = out.bind(codec.unpack_from, "state")
        out.line(f"if {shadow} is not None and ({unpack}({shadow}.state, {offset})[0] & {mask}"
                 f" or {shadow}.device is None and {shadow}.peers or {deferred}.watching):"
                 f" {call}")
        return
    call = f"{out.bind(checks.write, 'write')}({alloc}, {offset}, {size}, {at})"
    if codec is None:
        out.line(f"if {shadow} is not None: {call}")
        return
    wrote = int.from_bytes(bytes([WROTE]) * size, "little")
    pack = out.bind(codec.pack_into, "mark")
    out.line(f"if {shadow} is not None: {call} if {shadow}.device is None or "
             f"{deferred}.watching else {pack}({shadow}.state, {offset}, {wrote})")


def _used(interpreter: OffloadInterpreter, out: BlockWriter, alloc: str, offset: str,
          size: int | str, *, read: bool) -> None:
    """Writes the transfer report's look at a read or write of `size` bytes at `offset`
    of `alloc`, when the run makes the report: a call of its `usage`
    (`DeviceCopy.touched`) while it has one, a device copy whose kernels' accesses
    can still tell something (`runtime.transfers`)."""
    if interpreter.runtime.memory.transfers is None:
        return
    out.line(f"if {alloc}.usage is not None: "
             f"{alloc}.usage.touched({out.memory()}, {offset}, {size}, {read})")


def _emit_alloca(fs: "LLVMMemoryFunctions", interpreter: OffloadInterpreter, site: Site,
                 out: BlockWriter) -> None:
    """`alloca` (`LLVMMemoryFunctions.allocate`); a variable (`promotion`) is unset."""
    op = cast(llvm.AllocaOp, site.op)
    out.result(f"{out.bind(partial(fs.allocate, interpreter, op), 'alloca')}({out.operand(0)})")
    variable = site.code.variables.get(op.res)
    if variable is not None:
        out.line(f"frame[{variable}] = {out.bind(UNSET, 'unset')}")
        out.variables.pop(variable, None)  # each run a new variable: read from its slot


def _variable_address(out: BlockWriter, address: SSAValue) -> str:
    """The address of a variable's `alloca`, read where it is (a local of the block or
    its frame slot) without a line of its own: it is needed only while it is unset."""
    return out.locals.get(address) or f"frame[{out.code.slots[address]}]"


def _emit_load(_fs: InterpreterFunctions, interpreter: OffloadInterpreter, site: Site,
               out: BlockWriter) -> None:
    """`load` through the running code's accessor, a scalar as one `struct`
    (`scalar_codecs`) on the bytes `checked_access` finds; a variable's value from its
    slot (`promotion`), from memory while it is unset."""
    op = cast(llvm.LoadOp, site.op)
    t = op.dereferenced_value.type
    variable = site.code.variables.get(op.ptr)
    if variable is not None:
        known = out.variables.get(variable)
        if known is None:
            known = out.temporary()
            read = f"{out.bind(reader(t), 'read')}({out.memory()}, {_variable_address(out, op.ptr)})"
            out.line(f"{known} = frame[{variable}]")
            out.line(f"if {known} is {out.bind(UNSET, 'unset')}: {known} = {read}")
            out.variables[variable] = known
        out.result(known)
        return
    address = out.operand(0)
    codecs = scalar_codecs(t)
    if codecs is None:
        out.line(f"if {address} < {_NULL_PAGE}: "
                 f"{out.bind(null_check, 'null_check')}({address}, 'load from')")
        out.result(f"{out.bind(reader(t), 'read')}({out.memory()}, {address})")
        return
    data, offset, alloc = checked_access(out, address, codecs[0].size, "load from")
    _seen(interpreter, out, alloc, offset, codecs[0].size, read=True)
    _used(interpreter, out, alloc, offset, codecs[0].size, read=True)
    out.result(f"{out.bind(codecs[0].unpack_from, 'unpack')}({data}, {offset})[0]")


def _emit_store(_fs: InterpreterFunctions, interpreter: OffloadInterpreter, site: Site,
                out: BlockWriter) -> None:
    """`store` through the running code's accessor, a scalar as one `struct`
    (`scalar_codecs`, an integer masked to its width) on the bytes `checked_access`
    finds; into a variable's slot (`promotion`), the value a load would give back."""
    op = cast(llvm.StoreOp, site.op)
    t = op.value.type
    variable = site.code.variables.get(op.ptr)
    if variable is not None:
        value = out.temporary()
        out.line(f"{value} = {out.applied(stored(t), out.operand(0))}")
        out.line(f"frame[{variable}] = {value}")
        out.variables[variable] = value
        return
    value, address = out.operands()
    codecs = scalar_codecs(t)
    if codecs is None:
        out.line(f"if {address} < {_NULL_PAGE}: "
                 f"{out.bind(null_check, 'null_check')}({address}, 'store to')")
        out.line(f"{out.bind(writer(t), 'write')}({out.memory()}, {address}, {value})")
        return
    codec, m = codecs[1], codecs[2]
    data, offset, alloc = checked_access(out, address, codec.size, "store to")
    _seen(interpreter, out, alloc, offset, codec.size, read=False)
    _used(interpreter, out, alloc, offset, codec.size, read=False)
    masked = value if m is None else f"{value} & {m}"
    out.line(f"{out.bind(codec.pack_into, 'pack')}({data}, {offset}, {masked})")


def emit_zero(_fs: InterpreterFunctions, _: Interpreter, site: Site, out: BlockWriter) -> None:
    """The zero value of the result's type: `llvm.mlir.zero`'s; `undef`'s, which may be
    any value; `poison`'s, whose use is undefined behaviour."""
    out.result(out.bind(zero_value(site.op.results[0].type), "zero"))


def _emit_constant(_fs: InterpreterFunctions, _: Interpreter, site: Site,
                   out: BlockWriter) -> None:
    op = cast(llvm.ConstantOp, site.op)
    out.result(out.bind(attribute_value(op.value, op.result.type), "c"))


def copy_bytes(memory: Memory | DeviceAccessor, dst: int, src: int, length: int) -> None:
    """`memcpy`/`memmove`: `length` bytes as one read and one write (so overlap is
    allowed), the source checked first; for the visibility checks a copy (the
    destination gets the source's state: a copy of a structure with bytes nothing
    wrote, its padding, reads none of them), for the transfer report a read and a
    write."""
    if length:
        source, at = memory.located(src, length)
        data = bytes(source.data[at:at + length])
        target, to = memory.located(dst, length)
        memoryview(target.data)[to:to + length] = data
        if source.shadow is not None or target.shadow is not None:
            memory.visibility().copied(target, to, source, at, length)
        if source.usage is not None:
            source.usage.touched(memory, at, length, True)
        if target.usage is not None:
            target.usage.touched(memory, to, length, False)


def fill_bytes(memory: Memory | DeviceAccessor, dst: int, byte: int, length: int) -> None:
    """`memset`: `length` bytes of the low byte of `byte`."""
    if length:
        memory.write(dst, bytes([byte & 0xFF]) * length)


def constant_operand(op: Operation, index: int) -> Any | None:
    """The value of operand `index` of `op` when an `llvm.mlir.constant` defines it."""
    owner = op.operands[index].owner
    if isinstance(owner, llvm.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return attribute_value(owner.value, owner.result.type)
    return None


def _emit_copy(fs: InterpreterFunctions, interpreter: OffloadInterpreter, site: Site,
               out: BlockWriter) -> None:
    """`memcpy` of a constant length (flang copies 48-byte descriptors in its loops):
    both ranges checked by `checked_access` as `copy_bytes` checks them (the source
    first), then one slice copy (of a copy of the source: overlap is allowed); other
    lengths call `copy_bytes`."""
    length = constant_operand(site.op, 2)
    if length is None or not 0 < length <= _INLINE_COPY:
        _emit_with_memory(copy_bytes)(fs, interpreter, site, out)
        return
    dst, src, _ = out.operands()
    source, at, source_alloc = checked_access(out, src, length, None)
    target, to, target_alloc = checked_access(out, dst, length, None)
    out.line(f"{target}[{to}:{to} + {length}] = {source}[{at}:{at} + {length}]")
    checks = interpreter.runtime.memory.checks
    if checks is not None:
        copied = out.bind(checks.copied, "copied")
        out.line(f"if {source_alloc}.shadow is not None or {target_alloc}.shadow is not None: "
                 f"{copied}({target_alloc}, {to}, {source_alloc}, {at}, {length})")
    _used(interpreter, out, source_alloc, at, length, read=True)
    _used(interpreter, out, target_alloc, to, length, read=False)


def _emit_with_memory(function: Callable[..., None]) -> Emitter:
    """An operation that is `function(accessor, operands...)`, without results."""
    def emit(_fs: Any, _: Any, site: Site, out: BlockWriter) -> None:
        out.line(f"{out.bind(function, 'f')}({out.memory()}, {', '.join(out.operands())})")
    return emit


@register_impls
class LLVMMemoryFunctions(InterpreterFunctions):
    """`llvm` stack, loads and stores, addresses, constants and aggregates.

    `frames`: the stack allocations of each active call, freed when it returns."""

    def __init__(self) -> None:
        super().__init__()
        self.frames: list[list[tuple[int, str]]] = [[]]
        self.position = PerOp(_position)
        self.stack_slot = PerOp(stack_slot)

    # ---- stack ---------------------------------------------------------------------
    def allocate(self, interpreter: OffloadInterpreter, op: llvm.AllocaOp, count: int) -> int:
        """The address of `count` elements of stack memory (the device's own while
        device code runs), live until the function returns. One that does not fit in
        the host stack is a stack overflow of its function, naming its variable."""
        size, align, name, count_mask = self.stack_slot[op]
        memory = interpreter.memory
        region = memory.device.region if isinstance(memory, DeviceAccessor) else "stack"
        try:
            addr = interpreter.runtime.memory.allocate(size * (count & count_mask), region,
                                                       name=name, align=align).begin
        except StackOverflowError as overflow:
            overflow.function, overflow.variable = function_name(op), name
            raise
        self.frames[-1].append((addr, region))
        return addr

    run_alloca = emitted(offload_impl(llvm.AllocaOp), _emit_alloca)

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

    @impl_by_name("llvm.intr.threadlocal.address")
    def run_threadlocal_address(self, interpreter: OffloadInterpreter, op: Operation,
                                args: PythonValues):
        """The running thread's copy of a `thread_local` variable (LLVM LangRef
        `llvm.threadlocal.address`; clang's `threadprivate` in C and C++)."""
        return (interpreter.thread_storage(args[0]),)

    # ---- loads and stores ----------------------------------------------------------
    run_load = emitted(offload_impl(llvm.LoadOp), _emit_load)

    run_store = emitted(offload_impl(llvm.StoreOp), _emit_store)

    run_gep = emitted(impl(llvm.GEPOp), emit_gep)

    run_memcpy = emitted(
        impl_by_name("llvm.intr.memcpy", "llvm.intr.memcpy.inline", "llvm.intr.memmove"),
        _emit_copy)

    run_memset = emitted(impl_by_name("llvm.intr.memset"), _emit_with_memory(fill_bytes))

    # ---- constants -----------------------------------------------------------------
    run_constant = emitted(impl(llvm.ConstantOp), _emit_constant)

    run_zero = emitted(impl(llvm.ZeroOp), emit_zero)

    run_undef = emitted(impl(llvm.UndefOp), emit_zero)

    run_poison = emitted(impl_by_name("llvm.mlir.poison"), emit_zero)

    # ---- aggregates ----------------------------------------------------------------
    @impl(llvm.ExtractValueOp)
    def run_extractvalue(self, interpreter: Interpreter, op: llvm.ExtractValueOp,
                         args: PythonValues):
        return (extract(args[0], self.position[op]),)

    @impl(llvm.InsertValueOp)
    def run_insertvalue(self, interpreter: Interpreter, op: llvm.InsertValueOp,
                        args: PythonValues):
        return (insert(args[0], args[1], self.position[op]),)
