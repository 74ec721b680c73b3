"""`OffloadInterpreter`: xDSL's interpreter driving the simulated offload runtime.

Users extend it the xDSL way (`InterpreterFunctions`, `@impl`, `@impl_terminator`,
`@impl_external`). Compared with xDSL 0.74's `Interpreter`:
- a region runs in one scope: xDSL pushes a scope per block entered and pops them
  only at the end of the region, so a loop built from branches slowed down with
  every iteration (ARCHITECTURE, "Known xDSL 0.74 interpreter traps");
- operations are dispatched directly, and an error is reported once, at the
  operation where it happened (xDSL attaches the whole module to every frame);
- the run counts executed operations against `max_steps`;
- memory accesses go through `memory`: the host's, or while device code runs
  (`on_device`), a device accessor that faults on anything but device memory.
"""

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import IO, Any

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, ReturnedValues, Successor
from xdsl.ir import Operation, Region, SSAValue
from xdsl.utils.scoped_dict import ScopedDict

from accdialect.interpreter.errors import ProgramError, StepLimitError
from accdialect.runtime import DeviceAccessor, Memory, OffloadError, OffloadRuntime


@dataclass
class OffloadInterpreter(Interpreter):
    """Runs a module on the host of an `OffloadRuntime`."""

    runtime: OffloadRuntime = field(default_factory=OffloadRuntime)
    max_steps: int | None = None
    steps: int = 0
    memory: Memory | DeviceAccessor = field(init=False)
    device_depth: int = 0
    err_file: IO[str] | None = None  # the program's standard error (None: sys.stderr)

    def __post_init__(self) -> None:
        self.memory = self.runtime.memory

    @property
    def on_device(self) -> bool:
        return self.device_depth > 0

    def if_false(self, condition: SSAValue | None) -> bool:
        """Whether a construct's `if` clause is present and false (OpenACC 3.3
        §2.5.6, §2.6.5; OpenMP 5.2 §3.4): the construct runs on the host,
        mapping nothing."""
        return condition is not None and not self.get_values([condition])[0]

    @contextmanager
    def device_code(self, accessor: DeviceAccessor) -> Iterator[None]:
        """Run the enclosed code as device code: its accesses go through `accessor`."""
        saved = self.memory
        self.memory, self.device_depth = accessor, self.device_depth + 1
        try:
            yield
        finally:
            self.memory, self.device_depth = saved, self.device_depth - 1

    def run_ssacfg_region(
        self, region: Region, args: PythonValues, name: str = "unknown"
    ) -> PythonValues:
        if not region.blocks:
            return ()
        outer = self._ctx
        scope = self._ctx = ScopedDict[Any, Any](parent=outer, name=name)
        local = scope._local_scope  # pyright: ignore[reportPrivateUsage]
        impls = self._impls._impl_dict  # pyright: ignore[reportPrivateUsage]
        limit = self.max_steps
        block = region.blocks.first
        op: Operation | None = None
        try:
            while block is not None:
                local.update(zip(block.args, args))
                op = block.first_op
                block = None
                while op is not None:
                    operands = op._operands  # pyright: ignore[reportPrivateUsage]
                    inputs = tuple([local[v] if v in local else scope[v] for v in operands])
                    entry = impls.get(type(op))
                    if entry is None:
                        raise ProgramError(f"no interpretation of '{op_name(op)}'", op)
                    self.steps += 1
                    if limit is not None and self.steps > limit:
                        raise StepLimitError(f"stopped after {limit} steps (--max-steps)", op)
                    functions, impl = entry
                    result = impl(functions, self, op, inputs)
                    if op.results:
                        local.update(zip(op.results, result.values))
                    terminator = result.terminator_value
                    if terminator is not None:
                        if isinstance(terminator, ReturnedValues):
                            return terminator.values
                        assert isinstance(terminator, Successor)
                        block, args = terminator
                        break
                    op = op.next_op
            return ()
        except (ProgramError, OffloadError) as error:
            if getattr(error, "op", None) is None:
                error.op = op  # pyright: ignore[reportAttributeAccessIssue]
            raise
        except RecursionError:
            raise ProgramError("call stack exhausted (unbounded recursion?)", op) from None
        except Exception as error:  # an implementation's own failure, located once
            raise ProgramError(f"{type(error).__name__}: {error}", op) from error
        finally:
            self._ctx = outer


def op_name(op: Operation) -> str:
    """The name an operation was written with (also for one read as unregistered)."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def register_all(interpreter: Interpreter, functions: list[InterpreterFunctions]) -> None:
    """Register function sets; later ones override earlier ones (project over xDSL)."""
    for impls in functions:
        interpreter.register_implementations(impls, override=True)
