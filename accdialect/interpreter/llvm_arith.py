"""The `llvm` dialect's arithmetic on the simulated machine (LLVM LangRef semantics).

Integers wrap around at their type's width and are read signed or unsigned as each
instruction says, floats are rounded to their type's precision; a result LLVM calls
poison (an out-of-range shift, `fptosi` of NaN) has one defined value here
(`data_layout`). The type-derived facts (`wrap`, `round`, ...) are those of
`TypedFunctions`, shared with `arith`.
"""

from xdsl.dialects import llvm
from xdsl.interpreter import Interpreter, PythonValues, impl, register_impls
from xdsl.ir import Operation

from accdialect.dialects import llvm as project_llvm
from accdialect.interpreter.builtin_ops import TypedFunctions
from accdialect.interpreter.by_name import impl_by_name
from accdialect.interpreter.data_layout import (
    POINTER_MASK,
    fdiv,
    float_to_int,
    frem,
    sdiv,
    srem,
    udiv,
    urem,
)
from accdialect.interpreter.libc import LIBM


@register_impls
class LLVMArithmeticFunctions(TypedFunctions):
    """`llvm` integer and floating-point arithmetic, comparisons, `select` and
    conversions."""

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

    @impl_by_name("llvm.uitofp")
    def run_uitofp(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        return (self.round[op](float(args[0] & self.operand_mask[op])),)

    @impl_by_name("llvm.fptosi")
    def run_fptosi(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        return (float_to_int(args[0], self.width[op]),)

    @impl_by_name("llvm.fptoui")
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

    @impl_by_name("llvm.freeze")
    def run_freeze(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        """Values here are never undef or poison: `freeze` passes them on."""
        return (args[0],)

    @impl_by_name("llvm.addrspacecast")
    def run_addrspacecast(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        """One flat address space: the address is the same in every address space."""
        return (args[0],)
