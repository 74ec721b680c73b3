"""Stack variables kept in frame slots: an `alloca` whose address nothing observes.

clang and flang at -O0 keep every local variable in an `alloca` and load it each time
it is used (a loop's index: a load in the test, the body and the increment, a store
there). When the address is used only as the address of whole loads and stores of the
variable's own type, in the region of the `alloca`, nothing can tell where its value
lives: no other pointer can reach it (the address is never stored, passed or offset),
and every access is in bounds, by the code that made it, under the accessor it was
made with (a construct's region, which may run on the device, is another region). Its
value is then kept in a frame slot of its own, a *variable*: what LLVM's `mem2reg`
(`isAllocaPromotable`) promotes, decided by the same test.

The `alloca` still takes its stack memory, so every address, trace and stack overflow
stays as it was. The variable is *unset* when the `alloca` runs; a load of an unset
variable reads the memory (what an uninitialized local holds). A function that
restores the stack (`llvm.intr.stackrestore`, which frees the `alloca`s made since its
`stacksave`, so a later access is a use after free) keeps all its variables in memory.
"""

from collections.abc import Iterable

from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Operation, SSAValue

from accdialect.interpreter.data_layout import scalar_codecs


class Unset:
    """The value of a variable whose `alloca` ran and that nothing stored yet."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<unset>"


UNSET = Unset()


def promoted_allocas(root: Operation | None, ops: Iterable[Operation]) -> list[SSAValue]:
    """The results of the `alloca`s among `ops` (the operations of the frame root `root`)
    whose values live in frame slots."""
    ops = list(ops)
    if root is None or any(isinstance(op, llvm.StackRestoreOp) for op in ops):
        return []
    return [op.res for op in ops if isinstance(op, llvm.AllocaOp) and _promotable(op)]


def _promotable(alloca: llvm.AllocaOp) -> bool:
    """One element of a scalar type that loads and stores move whole, whose address
    is only the address of loads and stores of that type in the `alloca`'s region."""
    t = alloca.elem_type
    if scalar_codecs(t) is None or not _is_one(alloca.size):
        return False
    region = alloca.parent_region()
    for use in alloca.res.uses:
        user = use.operation
        if user.parent_region() is not region:
            return False
        if isinstance(user, llvm.LoadOp):
            if user.dereferenced_value.type != t:
                return False
        elif not (isinstance(user, llvm.StoreOp) and use.index == 1 and user.value.type == t):
            return False
    return True


def _is_one(count: SSAValue) -> bool:
    owner = count.owner
    return (isinstance(owner, llvm.ConstantOp) and isinstance(owner.value, IntegerAttr)
            and owner.value.value.data == 1)
