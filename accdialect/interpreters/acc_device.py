"""OpenACC's directives on devices and queues on the simulated runtime: `init`,
`shutdown`, `set` (OpenACC 3.3 §2.14.1-3) and `wait` (§2.16.3).
"""

from xdsl.dialects import acc as xacc
from xdsl.interpreter import InterpreterFunctions, PythonValues

from accdialect.interpreter.core import OffloadInterpreter, offload_impl
from accdialect.interpreter.data_layout import signed
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreters.acc_queues import wait_directive

_INT = signed(32)


class AccDeviceFunctions(InterpreterFunctions):
    """`acc.init`, `acc.shutdown`, `acc.set` and `acc.wait` (part of `acc.AccFunctions`)."""

    @offload_impl(xacc.WaitOp)
    def run_wait(self, interp: OffloadInterpreter, op: xacc.WaitOp, args: PythonValues):
        """`wait` (§2.16.3): constructs run synchronously, so every queue is complete;
        the checks are told what it orders (`acc_queues`); `wait(devnum: n: ...)`
        names a device the run must have."""
        if interp.if_false(op.if_cond):
            return ()
        if op.wait_devnum is not None:
            number, = interp.get_values([op.wait_devnum])
            interp.runtime.acc.named_device(number, f"wait(devnum: {number})")
        wait_directive(interp, op)
        return ()

    # ---- device selection (§2.14.1-3) ----------------------------------------------------
    @offload_impl(xacc.SetOp)
    def run_set(self, interp: OffloadInterpreter, op: xacc.SetOp, args: PythonValues):
        """`set device_num(n)`: acc_set_device_num(n, current type); `set
        default_async(q)`: acc_set_default_async(q) (§2.14.3)."""
        if not interp.if_false(op.if_cond):
            _simulated_device_type(op.device_type, "set")
            if op.default_async is not None:
                queue, = interp.get_values([op.default_async])
                interp.runtime.acc.set_default_async(_INT(queue))
            if op.device_num is not None:
                number, = interp.get_values([op.device_num])
                interp.runtime.acc.set_device_num(number, f"set device_num({number})")
        return ()

    @offload_impl(xacc.InitOp)
    def run_init(self, interp: OffloadInterpreter, op: xacc.InitOp, args: PythonValues):
        """`init [device_num(n)]` (§2.14.1): the device (every device without
        `device_num`) is made ready, its image loaded as its first use would load it;
        `device_type(host)` (or `multicore`) alone concerns the host, always ready."""
        self._init_or_shutdown(interp, op, "init")
        return ()

    @offload_impl(xacc.ShutdownOp)
    def run_shutdown(self, interp: OffloadInterpreter, op: xacc.ShutdownOp, args: PythonValues):
        """`shutdown [device_num(n)]` (§2.14.2): nothing the program can observe
        afterwards is specified; the device keeps its data."""
        self._init_or_shutdown(interp, op, "shutdown")
        return ()

    def _init_or_shutdown(self, interp: OffloadInterpreter, op: xacc.InitOp | xacc.ShutdownOp,
                          directive: str) -> None:
        if interp.if_false(op.if_cond):
            return
        types = [device_type.data.value for device_type in op.device_types or ()]
        if types and all(name in _HOST_DEVICE_TYPES for name in types):
            return  # the host: always ready, nothing to initialize or shut down
        acc_runtime = interp.runtime.acc
        if op.device_num is None:
            numbers = range(interp.runtime.options.num_devices)
        else:
            numbers = interp.get_values([op.device_num])
        for number in numbers:
            device = acc_runtime.named_device(number, f"{directive} device_num({number})")
            if directive == "init":
                device.ensure_loaded()


_HOST_DEVICE_TYPES = {"host", "multicore"}


def _simulated_device_type(device_type: xacc.DeviceTypeAttr | None, directive: str) -> None:
    """A `device_type` the simulated discrete-memory device stands for (`nvidia`,
    `radeon`, `star`, `default`, none); the host types, whose constructs would run in
    the host's memory, are not simulated: a located error."""
    if device_type is not None and device_type.data.value in _HOST_DEVICE_TYPES:
        raise ProgramError(f"{directive} device_type({device_type.data.value}): "
                           "acc-run simulates a discrete-memory device, not the host")
