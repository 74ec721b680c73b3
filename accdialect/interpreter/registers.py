"""The values of the running function's SSA values when an error stopped it.

A device fault is explained in terms of the program (`interpreters.fault_explanation`:
the pointer the kernel dereferenced, the address it held, where it was loaded from),
which needs the values the faulting function had computed. The compiled code keeps a
value in its frame's slot when another block or step reads it, else in a local of
its block's function (`block_source`); a promoted variable's value is in its slot
(`llvm_promotion`). `Registers` reads them where they are, once, when the error is
raised (`OffloadInterpreter.run_code`), and only for the errors that are explained.
"""

from typing import Any

from xdsl.dialects import llvm
from xdsl.ir import SSAValue

from accdialect.interpreter.decoded import Frame


class Registers:
    """The values of one frame (`slots`, `variables`: its `RegionCode`'s) and of the
    failing block's locals, by SSA value."""

    def __init__(self, slots: dict[SSAValue, int], variables: dict[SSAValue, int],
                 frame: Frame, block_locals: dict[str, Any]):
        self.slots, self.variables = slots, variables
        self.frame, self.block_locals = frame, block_locals

    def value(self, value: SSAValue) -> Any:
        """The value of `value` when the error was raised, None if it is not known
        (not computed yet, or computed where nothing kept it)."""
        slot = self.slots.get(value)
        if slot is None:
            return None
        local = self.block_locals.get(f"v{slot}")
        if local is not None:
            return local
        if isinstance(value.owner, llvm.LoadOp):
            variable = self.variables.get(value.owner.ptr)
            if variable is not None:
                return self.frame[variable]
        return self.frame[slot] if slot < len(self.frame) else None

    def integer(self, value: SSAValue) -> int | None:
        found = self.value(value)
        return found if isinstance(found, int) and not isinstance(found, bool) else None
