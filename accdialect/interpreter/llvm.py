"""The `llvm` dialect on the simulated machine (LLVM LangRef semantics).

What `mlir-translate --import-llvm` makes of `clang -O0` output, and hand-written IR,
runs on the runtime's memory: `alloca` takes stack memory freed when its function
returns, `load`/`store` go through `interpreter.memory` (the host's, or the device's
while device code runs), `getelementptr` follows `data_layout`, every global gets its
storage and initial value once, at load time, and every function a code address, so
that function pointers work. Values are those of `data_layout`.

Operations that xDSL 0.74 has no class for (`llvm.switch`, `llvm.fptosi`,
`llvm.intr.memcpy`, ...) are read in generic form as unregistered operations
(`Context(allow_unregistered=True)`); they are implemented by name (`impl_generic`).

`register_llvm_and_builtins(interpreter)` registers everything: `builtin`, `func`,
`arith`, `cf`, `scf`, `llvm`, the C library and the runtime's C entry points.
"""

from collections.abc import Callable
from typing import Any

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    BytesAttr,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
)
from xdsl.interpreter import (
    _CALLABLE_OP_TYPE_KEY,  # pyright: ignore[reportPrivateUsage]
    Interpreter,
    OpImplResult,
    PythonValues,
    ReturnedValues,
    Successor,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Attribute, Operation

from accdialect.dialects import llvm as project_llvm
from accdialect.interpreter.builtin_ops import (
    Call,
    Externals,
    PerOp,
    TypedFunctions,
    builtin_functions,
    conditional_targets,
    external_call,
    resolve_callee,
    switch_targets,
    take_branch,
    take_switch,
)
from accdialect.interpreter.core import OffloadInterpreter, op_name, register_all
from accdialect.interpreter.data_layout import (
    POINTER_MASK,
    decoder,
    element_type,
    encoder,
    fdiv,
    float_to_int,
    frem,
    layout,
    reader,
    sdiv,
    srem,
    udiv,
    urem,
    value_of,
    writer,
    zero_value,
)
from accdialect.interpreter.errors import NullDereferenceError, ProgramError, UndefinedSymbolError
from accdialect.interpreter.libc import LIBM, CLibrary
from accdialect.runtime import Memory

_GENERIC_OP_KEY = "__generic_op_name"
_CODE_SIZE = 16  # bytes of "code" behind each function's address
_NULL_PAGE = 4096  # accesses below this address go through a null pointer


def impl_llvm_func(method: Callable[..., PythonValues]) -> Callable[..., PythonValues]:
    """`@impl_callable(llvm.FuncOp)`, which xDSL refuses: its llvm.func lacks the
    CallableOpInterface trait that `impl_callable` checks for."""
    setattr(method, _CALLABLE_OP_TYPE_KEY, llvm.FuncOp)
    return method


def impl_generic(*names: str, terminator: bool = False
                 ) -> Callable[[Callable[..., Any]], Callable[..., OpImplResult]]:
    """`@impl`/`@impl_terminator` for operations known only by their names."""

    def annotate(method: Callable[..., Any]) -> Callable[..., OpImplResult]:
        def run(ft: Any, interpreter: Interpreter, op: Operation,
                args: PythonValues) -> OpImplResult:
            if terminator:
                successor, values = method(ft, interpreter, op, args)
                return OpImplResult(values, successor)
            return OpImplResult(method(ft, interpreter, op, args), None)

        setattr(run, _GENERIC_OP_KEY, names)
        return run

    return annotate


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
    if isinstance(attr, IntegerAttr | FloatAttr):
        return value_of(t)(attr.value.data)
    return decoder(t)(attribute_image(attr, t), 0)


def gep_offset(op: llvm.GEPOp) -> Callable[[PythonValues], int]:
    """`getelementptr` as `base + constant + sum(index_i * scale_i)`: the first index
    steps over whole `elem_type`s, later ones into arrays and vectors (by element) and
    structs (to a field: constant indices only)."""
    t, constant, scales = op.elem_type, 0, []
    for position, index in enumerate(op.rawConstantIndices.get_values()):
        if position == 0:
            step = layout(t).size
        elif isinstance(t, llvm.LLVMStructType):
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
        return lambda args: (args[0] + constant) & POINTER_MASK
    if len(scales) == 1:
        scale = scales[0]
        return lambda args: (args[0] + constant + args[1] * scale) & POINTER_MASK
    return lambda args: (args[0] + constant + sum(
        i * s for i, s in zip(args[1:], scales))) & POINTER_MASK


def extract(aggregate: Any, position: tuple[int, ...]) -> Any:
    for index in position:
        aggregate = aggregate[index]
    return aggregate


def insert(aggregate: tuple[Any, ...], value: Any, position: tuple[int, ...]) -> tuple[Any, ...]:
    index, rest = position[0], position[1:]
    element = insert(aggregate[index], value, rest) if rest else value
    return (*aggregate[:index], element, *aggregate[index + 1:])


def _null_check(addr: int, access: str) -> None:
    if addr < _NULL_PAGE:
        raise NullDereferenceError(f"{access} null pointer" + (f" + {addr}" if addr else ""))


@register_impls
class LLVMFunctions(TypedFunctions):
    """The `llvm` dialect over the simulated memory of an `OffloadInterpreter`.

    `addresses`: symbol -> address of every global and function; `functions`: code
    address -> function; `externals`: the functions that declarations without body
    call (name -> Python callable)."""

    def __init__(self, externals: Externals, libc: CLibrary | None = None):
        super().__init__()
        self.externals = externals
        self.libc = libc
        self.addresses: dict[str, int] = {}
        self.functions: dict[int, Operation] = {}
        self.frames: list[list[tuple[int, str]]] = [[]]  # stack allocations of each call
        self.generic = {name: m for cls in type(self).__mro__ for m in vars(cls).values()
                        for name in getattr(m, _GENERIC_OP_KEY, ())}
        self.constant = PerOp(lambda op: attribute_value(op.value, op.result.type))
        self.zero = PerOp(lambda op: zero_value(op.results[0].type))
        self.address = PerOp(lambda op: self.symbol_address(op.global_name.root_reference.data))
        self.load_value = PerOp(lambda op: reader(op.dereferenced_value.type))
        self.store_value = PerOp(lambda op: writer(op.value.type))
        self.gep = PerOp(gep_offset)
        self.position = PerOp(lambda op: tuple(op.position.get_values()))
        self.stack_slot = PerOp(lambda op: (
            layout(op.elem_type).size,
            max(layout(op.elem_type).align, op.alignment.value.data if op.alignment else 1),
            op.res.name_hint))
        self.direct = PerOp(lambda op: self.entry[resolve_callee(op, op.callee)]
                            if op.callee is not None else None)
        self.entry = PerOp(self.function_entry)
        self.conditional = PerOp(conditional_targets)
        self.switch = PerOp(switch_targets)

    # ---- loading -------------------------------------------------------------------
    def bind_generic_ops(self, interpreter: OffloadInterpreter) -> None:
        """Each class of unregistered operation in the module that is implemented by
        name (`impl_generic`) gets that implementation."""
        impls = interpreter._impls._impl_dict  # pyright: ignore[reportPrivateUsage]
        for op in interpreter.module.walk():
            if type(op) not in impls and op_name(op) in self.generic:
                impls[type(op)] = (self, self.generic[op_name(op)])

    def load_module(self, interpreter: OffloadInterpreter) -> None:
        """Links the module: each function gets a code address, each global its storage
        (alignment as declared or the type's) and initial value; external declarations
        resolve to the data of the C library."""
        memory = interpreter.runtime.memory
        top = list(interpreter.module.ops)
        for op in top:
            if isinstance(op, llvm.FuncOp):
                addr = memory.allocate(_CODE_SIZE, "global", name=op.sym_name.data).begin
                self.addresses[op.sym_name.data] = addr
                self.functions[addr] = op
        variables = [op for op in top if isinstance(op, llvm.GlobalOp)]
        for op in variables:
            self.addresses[op.sym_name.data] = self._place_global(memory, op)
        for op in variables:
            if op.value is not None:
                data = attribute_image(op.value, op.global_type)
            elif op.body.blocks:
                (value,) = interpreter.run_ssacfg_region(op.body, (), op.sym_name.data)
                data = encoder(op.global_type)(value)
            else:
                continue
            memory.write(self.addresses[op.sym_name.data], data)

    def _place_global(self, memory: Memory, op: llvm.GlobalOp) -> int:
        name, shape = op.sym_name.data, layout(op.global_type)
        if op.value is None and not op.body.blocks and op.linkage.linkage.data in (
                "external", "extern_weak"):
            if self.libc is not None and name in self.libc.data_symbols:
                return self.libc.data_symbols[name]
            if op.linkage.linkage.data == "extern_weak":
                return 0
            raise UndefinedSymbolError(f"undefined global '@{name}'", op)
        align = max(shape.align, op.alignment.value.data if op.alignment else 1)
        storage = memory.allocate(shape.size, "global", name=name, align=align)
        # A constant (a string literal, a table) is part of the program image that
        # every device holds too: device code may read it.
        storage.host_accessible = op.constant is not None
        return storage.begin

    def symbol_address(self, name: str) -> int:
        if name not in self.addresses:
            raise UndefinedSymbolError(f"address of undefined symbol '@{name}'")
        return self.addresses[name]

    # ---- calls ---------------------------------------------------------------------
    def function_entry(self, function: Operation) -> Call:
        """How to call `function`: run its body, or for a declaration its external."""
        if function.regions[0].blocks:
            return lambda interpreter, args: interpreter.call_op(function, args)
        if isinstance(function, llvm.FuncOp):
            output = function.function_type.output
            results = () if isinstance(output, llvm.LLVMVoidType) else (output,)
        else:
            results = tuple(function.function_type.outputs.data)
        call = external_call(self.externals, function.sym_name.data, results)
        return lambda interpreter, args: call(args)

    def function_at(self, interpreter: OffloadInterpreter, addr: int) -> Operation:
        """The function whose code is at `addr`: one of the module's, or on a device the
        device image's copy of one (its device address in the indirect-call table). Fetching the code is an access of
        the running code: a host function called from the device is a device fault."""
        _null_check(addr, "call through")
        interpreter.memory.read(addr, 1)
        function = self.functions.get(addr)
        if function is None:  # a device's copy of a `declare target indirect` function
            hosts = [host for device in interpreter.runtime.devices
                     for host, dev in device.indirect.pairs() if dev == addr]
            function = self.functions.get(hosts[0]) if hosts else None
        if function is None:
            raise ProgramError(f"call through 0x{addr:x}, which is not a function")
        return function

    @impl_llvm_func
    def call_func(self, interpreter: OffloadInterpreter, op: llvm.FuncOp, args: PythonValues):
        """Runs a function body in a new stack frame; its allocas are freed on return."""
        if not op.body.blocks:
            return self.entry[op](interpreter, args)
        frame: list[tuple[int, str]] = []
        self.frames.append(frame)
        try:
            return interpreter.run_ssacfg_region(op.body, args, op.sym_name.data)
        finally:
            self.frames.pop()
            for addr, region in reversed(frame):
                interpreter.runtime.memory.free(addr, region)

    @impl(llvm.CallOp)
    def run_call(self, interpreter: OffloadInterpreter, op: llvm.CallOp, args: PythonValues):
        """A direct call names its callee; an indirect one passes its address first."""
        direct = self.direct[op]
        if direct is not None:
            return direct(interpreter, args)
        return self.entry[self.function_at(interpreter, args[0])](interpreter, args[1:])

    @impl_terminator(llvm.ReturnOp)
    def run_return(self, interpreter: Interpreter, op: llvm.ReturnOp, args: PythonValues):
        return ReturnedValues(args), ()

    # ---- memory --------------------------------------------------------------------
    @impl(llvm.AllocaOp)
    def run_alloca(self, interpreter: OffloadInterpreter, op: llvm.AllocaOp, args: PythonValues):
        """`count` elements of stack memory (the device's own while device code runs),
        live until the function returns."""
        size, align, name = self.stack_slot[op]
        region = interpreter.memory.device.region if interpreter.on_device else "stack"
        addr = interpreter.runtime.memory.allocate(size * args[0], region, name=name,
                                                   align=align).begin
        self.frames[-1].append((addr, region))
        return (addr,)

    @impl(llvm.StackSaveOp)
    def run_stacksave(self, interpreter: Interpreter, op: llvm.StackSaveOp, args: PythonValues):
        """An opaque token: the number of the frame's allocations so far."""
        return (len(self.frames[-1]),)

    @impl(llvm.StackRestoreOp)
    def run_stackrestore(self, interpreter: OffloadInterpreter, op: llvm.StackRestoreOp,
                         args: PythonValues):
        """Frees the frame's allocations made since the `stacksave` of the token."""
        frame = self.frames[-1]
        while len(frame) > args[0]:
            interpreter.runtime.memory.free(*frame.pop())
        return ()

    @impl(llvm.LoadOp)
    def run_load(self, interpreter: OffloadInterpreter, op: llvm.LoadOp, args: PythonValues):
        _null_check(args[0], "load from")
        return (self.load_value[op](interpreter.memory, args[0]),)

    @impl(llvm.StoreOp)
    def run_store(self, interpreter: OffloadInterpreter, op: llvm.StoreOp, args: PythonValues):
        _null_check(args[1], "store to")
        self.store_value[op](interpreter.memory, args[1], args[0])
        return ()

    @impl(llvm.GEPOp)
    def run_gep(self, interpreter: Interpreter, op: llvm.GEPOp, args: PythonValues):
        return (self.gep[op](args),)

    @impl_generic("llvm.intr.memcpy", "llvm.intr.memcpy.inline", "llvm.intr.memmove")
    def run_memcpy(self, interpreter: OffloadInterpreter, op: Operation, args: PythonValues):
        """Copies `len` bytes as one read and one write (so overlap is allowed)."""
        if args[2]:
            interpreter.memory.write(args[0], interpreter.memory.read(args[1], args[2]))
        return ()

    @impl_generic("llvm.intr.memset")
    def run_memset(self, interpreter: OffloadInterpreter, op: Operation, args: PythonValues):
        if args[2]:
            interpreter.memory.write(args[0], bytes([args[1] & 0xFF]) * args[2])
        return ()

    # ---- symbols and constants -----------------------------------------------------
    @impl(llvm.AddressOfOp)
    def run_addressof(self, interpreter: Interpreter, op: llvm.AddressOfOp, args: PythonValues):
        return (self.address[op],)

    @impl(llvm.ConstantOp)
    def run_constant(self, interpreter: Interpreter, op: llvm.ConstantOp, args: PythonValues):
        return (self.constant[op],)

    @impl(llvm.ZeroOp)
    def run_zero(self, interpreter: Interpreter, op: llvm.ZeroOp, args: PythonValues):
        return (self.zero[op],)

    @impl(llvm.UndefOp)
    def run_undef(self, interpreter: Interpreter, op: llvm.UndefOp, args: PythonValues):
        """`undef` may be any value: the zero value."""
        return (self.zero[op],)

    @impl_generic("llvm.mlir.poison")
    def run_poison(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        """Using `poison` is undefined behaviour; the zero value stands for it."""
        return (self.zero[op],)

    @impl(llvm.ExtractValueOp)
    def run_extractvalue(self, interpreter: Interpreter, op: llvm.ExtractValueOp,
                         args: PythonValues):
        return (extract(args[0], self.position[op]),)

    @impl(llvm.InsertValueOp)
    def run_insertvalue(self, interpreter: Interpreter, op: llvm.InsertValueOp,
                        args: PythonValues):
        return (insert(args[0], args[1], self.position[op]),)

    # ---- control flow --------------------------------------------------------------
    @impl_terminator(llvm.BrOp)
    def run_br(self, interpreter: Interpreter, op: llvm.BrOp, args: PythonValues):
        return Successor(op.successor, args), ()

    @impl_terminator(llvm.CondBrOp)
    def run_cond_br(self, interpreter: Interpreter, op: llvm.CondBrOp, args: PythonValues):
        return take_branch(self.conditional[op], args), ()

    @impl_generic("llvm.switch", terminator=True)
    def run_switch(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        return take_switch(self.switch[op], args), ()

    @impl_terminator(llvm.UnreachableOp)
    def run_unreachable(self, interpreter: Interpreter, op: llvm.UnreachableOp,
                        args: PythonValues):
        raise ProgramError("reached 'llvm.unreachable'")

    @impl(llvm.SelectOp)
    def run_select(self, interpreter: Interpreter, op: llvm.SelectOp, args: PythonValues):
        return (args[1] if args[0] else args[2],)

    # ---- integer arithmetic (wraps around at the type's width) ---------------------
    @impl(llvm.AddOp)
    def run_add(self, interpreter: Interpreter, op: llvm.AddOp, args: PythonValues):
        return (self.wrap[op](args[0] + args[1]),)

    @impl(llvm.SubOp)
    def run_sub(self, interpreter: Interpreter, op: llvm.SubOp, args: PythonValues):
        return (self.wrap[op](args[0] - args[1]),)

    @impl(llvm.MulOp)
    def run_mul(self, interpreter: Interpreter, op: llvm.MulOp, args: PythonValues):
        return (self.wrap[op](args[0] * args[1]),)

    @impl(llvm.SDivOp)
    def run_sdiv(self, interpreter: Interpreter, op: llvm.SDivOp, args: PythonValues):
        return (self.wrap[op](sdiv(args[0], args[1])),)

    @impl(llvm.UDivOp)
    def run_udiv(self, interpreter: Interpreter, op: llvm.UDivOp, args: PythonValues):
        m = self.mask[op]
        return (self.wrap[op](udiv(args[0] & m, args[1] & m)),)

    @impl(llvm.SRemOp)
    def run_srem(self, interpreter: Interpreter, op: llvm.SRemOp, args: PythonValues):
        return (self.wrap[op](srem(args[0], args[1])),)

    @impl(llvm.URemOp)
    def run_urem(self, interpreter: Interpreter, op: llvm.URemOp, args: PythonValues):
        m = self.mask[op]
        return (self.wrap[op](urem(args[0] & m, args[1] & m)),)

    @impl(llvm.AndOp)
    def run_and(self, interpreter: Interpreter, op: llvm.AndOp, args: PythonValues):
        return (self.wrap[op](args[0] & args[1]),)

    @impl(llvm.OrOp)
    def run_or(self, interpreter: Interpreter, op: llvm.OrOp, args: PythonValues):
        return (self.wrap[op](args[0] | args[1]),)

    @impl(llvm.XOrOp)
    def run_xor(self, interpreter: Interpreter, op: llvm.XOrOp, args: PythonValues):
        return (self.wrap[op](args[0] ^ args[1]),)

    @impl(llvm.ShlOp)
    def run_shl(self, interpreter: Interpreter, op: llvm.ShlOp, args: PythonValues):
        return (self.shift_left(op, args[0], args[1]),)

    @impl(llvm.LShrOp)
    def run_lshr(self, interpreter: Interpreter, op: llvm.LShrOp, args: PythonValues):
        return (self.shift_right(op, args[0], args[1], arithmetic=False),)

    @impl(llvm.AShrOp)
    def run_ashr(self, interpreter: Interpreter, op: llvm.AShrOp, args: PythonValues):
        return (self.shift_right(op, args[0], args[1], arithmetic=True),)

    @impl(project_llvm.ICmpOp)
    def run_icmp(self, interpreter: Interpreter, op: project_llvm.ICmpOp, args: PythonValues):
        return (self.icmp[op](args[0], args[1]),)

    # ---- floating point (rounded to the type's precision) --------------------------
    @impl(llvm.FAddOp)
    def run_fadd(self, interpreter: Interpreter, op: llvm.FAddOp, args: PythonValues):
        return (self.round[op](args[0] + args[1]),)

    @impl(llvm.FSubOp)
    def run_fsub(self, interpreter: Interpreter, op: llvm.FSubOp, args: PythonValues):
        return (self.round[op](args[0] - args[1]),)

    @impl(llvm.FMulOp)
    def run_fmul(self, interpreter: Interpreter, op: llvm.FMulOp, args: PythonValues):
        return (self.round[op](args[0] * args[1]),)

    @impl(llvm.FDivOp)
    def run_fdiv(self, interpreter: Interpreter, op: llvm.FDivOp, args: PythonValues):
        return (self.round[op](fdiv(args[0], args[1])),)

    @impl(llvm.FRemOp)
    def run_frem(self, interpreter: Interpreter, op: llvm.FRemOp, args: PythonValues):
        return (self.round[op](frem(args[0], args[1])),)

    @impl(llvm.FNegOp)
    def run_fneg(self, interpreter: Interpreter, op: llvm.FNegOp, args: PythonValues):
        return (-args[0],)

    @impl(llvm.FCmpOp)
    def run_fcmp(self, interpreter: Interpreter, op: llvm.FCmpOp, args: PythonValues):
        return (self.fcmp[op](args[0], args[1]),)

    @impl(llvm.FAbsOp)
    def run_fabs(self, interpreter: Interpreter, op: llvm.FAbsOp, args: PythonValues):
        return (abs(args[0]),)

    @impl(llvm.FCeilOp)
    def run_ceil(self, interpreter: Interpreter, op: llvm.FCeilOp, args: PythonValues):
        return (LIBM["ceil"](args[0]),)

    @impl(llvm.FFloorOp)
    def run_floor(self, interpreter: Interpreter, op: llvm.FFloorOp, args: PythonValues):
        return (LIBM["floor"](args[0]),)

    @impl(llvm.FSqrtOp)
    def run_sqrt(self, interpreter: Interpreter, op: llvm.FSqrtOp, args: PythonValues):
        return (self.round[op](LIBM["sqrt"](args[0])),)

    @impl(llvm.FCopySignOp)
    def run_copysign(self, interpreter: Interpreter, op: llvm.FCopySignOp, args: PythonValues):
        return (LIBM["copysign"](args[0], args[1]),)

    @impl(llvm.FMAOp)
    def run_fma(self, interpreter: Interpreter, op: llvm.FMAOp, args: PythonValues):
        return (self.round[op](LIBM["fma"](*args)),)

    @impl(llvm.VectorFMinOp)
    def run_minnum(self, interpreter: Interpreter, op: llvm.VectorFMinOp, args: PythonValues):
        return (LIBM["fmin"](args[0], args[1]),)

    @impl(llvm.VectorFMaxOp)
    def run_maxnum(self, interpreter: Interpreter, op: llvm.VectorFMaxOp, args: PythonValues):
        return (LIBM["fmax"](args[0], args[1]),)

    # ---- conversions ---------------------------------------------------------------
    @impl(llvm.TruncOp)
    def run_trunc(self, interpreter: Interpreter, op: llvm.TruncOp, args: PythonValues):
        return (self.wrap[op](args[0]),)

    @impl(llvm.ZExtOp)
    def run_zext(self, interpreter: Interpreter, op: llvm.ZExtOp, args: PythonValues):
        return (args[0] & self.operand_mask[op],)

    @impl(llvm.SExtOp)
    def run_sext(self, interpreter: Interpreter, op: llvm.SExtOp, args: PythonValues):
        return (self.operand_signed[op](args[0]),)

    @impl(llvm.SIToFPOp)
    def run_sitofp(self, interpreter: Interpreter, op: llvm.SIToFPOp, args: PythonValues):
        return (self.round[op](float(self.operand_signed[op](args[0]))),)

    @impl_generic("llvm.uitofp")
    def run_uitofp(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        return (self.round[op](float(args[0] & self.operand_mask[op])),)

    @impl_generic("llvm.fptosi")
    def run_fptosi(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        return (float_to_int(args[0], self.width[op]),)

    @impl_generic("llvm.fptoui")
    def run_fptoui(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        return (float_to_int(args[0], self.width[op]),)

    @impl(llvm.FPExtOp)
    def run_fpext(self, interpreter: Interpreter, op: llvm.FPExtOp, args: PythonValues):
        return (args[0],)

    @impl(llvm.FPTruncOp)
    def run_fptrunc(self, interpreter: Interpreter, op: llvm.FPTruncOp, args: PythonValues):
        return (self.round[op](args[0]),)

    @impl(llvm.BitcastOp)
    def run_bitcast(self, interpreter: Interpreter, op: llvm.BitcastOp, args: PythonValues):
        return (self.bitcast[op](args[0]),)

    @impl(llvm.PtrToIntOp)
    def run_ptrtoint(self, interpreter: Interpreter, op: llvm.PtrToIntOp, args: PythonValues):
        return (self.wrap[op](args[0]),)

    @impl(llvm.IntToPtrOp)
    def run_inttoptr(self, interpreter: Interpreter, op: llvm.IntToPtrOp, args: PythonValues):
        """The unsigned reading of the integer, cut to pointer width."""
        return (args[0] & self.operand_mask[op] & POINTER_MASK,)

    @impl_generic("llvm.freeze")
    def run_freeze(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        """Values here are never undef or poison: `freeze` passes them on."""
        return (args[0],)

    @impl_generic("llvm.addrspacecast")
    def run_addrspacecast(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        """One flat address space: the address is the same in every address space."""
        return (args[0],)

    # ---- markers without effect here -----------------------------------------------
    @impl_generic("llvm.intr.lifetime.start", "llvm.intr.lifetime.end", "llvm.intr.assume",
                  "llvm.intr.dbg.declare", "llvm.intr.dbg.value", "llvm.intr.dbg.label")
    def run_marker(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        """Lifetime, assumption and debug-information markers change nothing here."""
        return ()

    @impl_generic("llvm.intr.trap")
    def run_trap(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        raise ProgramError("trap ('llvm.intr.trap')")


def register_llvm_and_builtins(interpreter: OffloadInterpreter,
                               externals: Externals = {}) -> LLVMFunctions:
    """Registers `builtin`, `func`, `arith`, `cf`, `scf` and `llvm` on `interpreter`
    and links its module with the C library (`libc`), the runtime's C entry points
    (`OffloadRuntime.externals()`) and `externals` (name -> Python callable on C-level
    values, overriding the others). The returned functions' `externals` table can be
    extended later; `.libc.start_main(argv)` runs `main`."""
    libc = CLibrary(interpreter)
    table = {**interpreter.runtime.externals(), **libc.externals(), **externals}
    functions = LLVMFunctions(table, libc)
    register_all(interpreter, [*builtin_functions(table), functions])
    functions.bind_generic_ops(interpreter)
    functions.load_module(interpreter)
    return functions
