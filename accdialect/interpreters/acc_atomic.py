"""OpenACC's `atomic` construct on the simulated program (OpenACC 3.3 §2.12).

The iterations of a loop run one at a time, so each atomic action is one
read-modify-write of the simulated memory; an `if` clause changes nothing.
"""

from xdsl.dialects import acc as xacc
from xdsl.interpreter import InterpreterFunctions, PythonValues

from accdialect.interpreter.core import OffloadInterpreter, offload_impl
from accdialect.interpreter.data_layout import reader, writer


class AccAtomicFunctions(InterpreterFunctions):
    """`acc.atomic.update`, `read`, `write` and `capture` (part of `acc.AccFunctions`)."""

    @offload_impl(xacc.AtomicUpdateOp)
    def run_atomic_update(self, interp: OffloadInterpreter, op: xacc.AtomicUpdateOp,
                          args: PythonValues):
        """`atomic update` (§2.12): the region computes `x`'s new value from its
        current one (its block argument) and yields it. Iterations run one at a
        time, so the read-modify-write is atomic; an `if` clause changes nothing."""
        t = op.region.block.args[0].type
        current = reader(t)(interp.memory, args[0])
        (new,) = interp.run_ssacfg_region(op.region, (current,), "acc.atomic.update")
        writer(t)(interp.memory, args[0], new)
        return ()

    @offload_impl(xacc.AtomicReadOp)
    def run_atomic_read(self, interp: OffloadInterpreter, op: xacc.AtomicReadOp,
                        args: PythonValues):
        """`atomic read` (§2.12): `v = x`, one value of `element_type`."""
        t = op.element_type
        writer(t)(interp.memory, args[1], reader(t)(interp.memory, args[0]))
        return ()

    @offload_impl(xacc.AtomicWriteOp)
    def run_atomic_write(self, interp: OffloadInterpreter, op: xacc.AtomicWriteOp,
                         args: PythonValues):
        """`atomic write` (§2.12): `x = expr`."""
        writer(op.expr.type)(interp.memory, args[0], args[1])
        return ()

    @offload_impl(xacc.AtomicCaptureOp)
    def run_atomic_capture(self, interp: OffloadInterpreter, op: xacc.AtomicCaptureOp,
                           args: PythonValues):
        """`atomic capture` (§2.12): its read and its update or write, in their order,
        as one atomic action (iterations run one at a time)."""
        interp.run_ssacfg_region(op.region, (), "acc.atomic.capture")
        return ()
