"""OpenACC's activity queues for the checks: which queue a construct's `async` clause
puts it on, and what its `wait` clause and the `wait` directive wait for (OpenACC 3.3
§2.16). Constructs run synchronously in the simulator; the checks follow what a real
queue would leave unfinished (`runtime/deferred.py`).

- `async(q)` puts the construct on queue `q`; `async` alone, or
  `async(acc_async_noval)`, on the queue of acc-default-async-var (`OpenACC.
  default_async`); `async(acc_async_sync)` (-2) is synchronous (§2.16.1);
- a `wait(q...)` clause makes the construct wait for the queues named (every queue
  without a list) before it runs (§2.16.2): a synchronous construct then orders them
  before the host, an asynchronous one before its own queue's later work;
- the `wait(q...)` directive waits for the queues; with `async(r)`, queue `r` waits
  for them instead of the host (§2.16.3).
"""

from collections.abc import Iterator
from contextlib import contextmanager

from xdsl.dialects import acc as xacc
from xdsl.ir import Operation

from accdialect.abi.openacc import ACC_ASYNC_NOVAL
from accdialect.interpreter.core import OffloadInterpreter, operation_loc
from accdialect.interpreter.data_layout import signed
from accdialect.runtime.deferred import Deferred, DeferredWork

_INT = signed(32)


def async_queue(interp: OffloadInterpreter, op: Operation) -> int | None:
    """The queue of the construct's `async` clause, None when it runs synchronously."""
    if isinstance(op, xacc.EnterDataOp | xacc.ExitDataOp | xacc.WaitOp):
        operands = [op.async_operand] if op.async_operand is not None else []
        bare = op.properties.get("async") is not None and not operands
    else:
        operands = list(getattr(op, "async_operands", ()))
        bare = bool(getattr(op, "asyncOnly", None))
    if operands:
        return interp.runtime.acc.queue(_INT(interp.get_values(operands[:1])[0]))
    return interp.runtime.acc.default_async if bare else None


def _waited_queues(interp: OffloadInterpreter, op: Operation) -> set[int] | None:
    """The queues of the construct's `wait` clause: a set (empty without the clause),
    None for every queue (`wait` without a list)."""
    operands = list(getattr(op, "wait_operands", ()))
    if op.properties.get("waitOnly") is not None or (
            isinstance(op, xacc.EnterDataOp | xacc.ExitDataOp)
            and op.properties.get("wait") is not None and not operands):
        return None
    return {_INT(v) for v in interp.get_values(operands)}


def _deferred(interp: OffloadInterpreter) -> DeferredWork | None:
    checks = interp.runtime.memory.checks
    return None if checks is None else checks.deferred


@contextmanager
def on_queue(interp: OffloadInterpreter, op: Operation) -> Iterator[None]:
    """What the construct `op` does, on the queue its `async` clause names (after what
    its `wait` clause waits for)."""
    work = _deferred(interp)
    if work is None:
        yield
        return
    queue = async_queue(interp, op)
    waited = _waited_queues(interp, op)
    if waited is None or waited:
        work.wait(waited, queue)
    if queue is None:
        yield
        return
    work.begin(Deferred(f"async({queue})" if queue != ACC_ASYNC_NOVAL else "async",
                        operation_loc(op), True, queue=queue))
    try:
        yield
    finally:
        work.end()


def wait_directive(interp: OffloadInterpreter, op: xacc.WaitOp) -> None:
    """The `wait` directive (§2.16.3)."""
    work = _deferred(interp)
    if work is not None:
        waited = _waited_queues(interp, op)
        work.wait(waited or None, async_queue(interp, op))
