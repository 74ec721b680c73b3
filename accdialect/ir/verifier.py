"""A module verified as mlir-opt 22 verifies it, its errors located.

mlir-opt verifies the input and, by default, the module after every pass
(`-verify-each`). `verify_located(module)` runs one verification: each operation
before the operations its regions hold, as MLIR's `OperationVerifier` enters them
(an operation's own rules, then its blocks', then what they hold: `acc.data` without
clauses is reported before the `acc.yield` it holds), but a symbol table after them
(unique symbols are a region trait, which MLIR checks on leaving the operation): mlir-opt's rule of a global's
region (`llvm_verify.verify_upstream_contents`) and its own verifier
(`verification.OperationVerifier`), then the rules of its regions that xDSL reports
without a location; an operation's own rule of its regions (`RegionsError`, MLIR's
`verifyRegions`) is reported after the operations they hold verify; then, as
mlir-opt, that every operand dominates its use (`dominance`). The first failure is a
`LocatedDiagnostic` at its operation.

One `ModuleVerifier` verifies one module and keeps what holds for it from one
verification to the next (the shapes by the identities of their attributes: most
operations hold the same attributes after a pass). `verify_located` keeps the
verifier of the module it verified last, so acc-opt's verifications of one module
after each pass share it; another module gets a new one, and the last module's memos
go with its verifier (a process verifying module after module, the fuzzer or a test
run, keeps none of their attributes alive).
"""

import weakref

from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Operation
from xdsl.traits import NoTerminator, SymbolTable
from xdsl.utils.exceptions import DiagnosticException

from accdialect.dialects.llvm_verify import CONTENTS_CHECKED, verify_upstream_contents
from accdialect.dialects.verify_errors import ErrorAt, RegionsError
from accdialect.ir.diagnostics import LocatedDiagnostic, LocatedError
from accdialect.ir.dominance import verify_dominance
from accdialect.ir.verification import OperationVerifier
from accdialect.xdsl_compat.links import outermost_first

VERIFIER_CRASHES = (ValueError, TypeError, AttributeError, IndexError, KeyError)
"""What a verifier raises when it fails without a diagnostic."""

_contents_checked: dict[type[Operation], bool] = {}
"""Whether `verify_upstream_contents` has a rule for a class (`CONTENTS_CHECKED`),
known once per class."""


def _verify_blocks(op: Operation) -> None:
    """The rule of `op`'s regions that xDSL reports without a location, with MLIR's
    message: a single-block region of an operation that needs terminators is not empty
    (xDSL's `Block.verify`, which `op.verify(verify_nested_ops=False)` skips)."""
    for region in op.regions:
        if (len(region.blocks) == 1 and region.blocks[0].first_op is None
                and not op.has_trait(NoTerminator)):
            raise LocatedError(op, "empty block: expect at least a terminator")


def _verify_unique_symbols(op: Operation) -> None:
    """The symbols of a symbol table are unique, reported as MLIR reports them: at the
    second definition, with a note at the first (xDSL's `SymbolTable` trait reports a
    redefinition at the table, without a location)."""
    defined: dict[str, Operation] = {}
    for region in op.regions:
        for block in region.blocks:
            for symbol in block.ops:
                name = symbol.get_attr_or_prop("sym_name")
                if not isinstance(name, StringAttr):
                    continue
                first = defined.setdefault(name.data, symbol)
                if first is not symbol:
                    raise LocatedError(symbol, f"redefinition of symbol named '{name.data}'",
                                       (first, "see existing symbol definition here"))


_symbol_tables: dict[type[Operation], bool] = {}


def _symbol_table(op: Operation) -> bool:
    """Whether `op` is a symbol table, whose rule MLIR checks on leaving it (a region
    trait): after the operations it holds."""
    known = _symbol_tables.get(type(op))
    if known is None:
        known = _symbol_tables[type(op)] = op.has_trait(SymbolTable)
    return known


class ModuleVerifier(OperationVerifier):
    """The verifications of one module (see the module doc): its memos are the fields
    of `OperationVerifier`."""

    def __init__(self, module: ModuleOp):
        super().__init__()
        self._module = weakref.ref(module)
        """The module verified (not kept alive by its verifier)."""

    def verifies(self, module: ModuleOp) -> bool:
        """Whether this is `module`'s verifier."""
        return self._module() is module

    def verify(self) -> None:
        """Verify the module (see the module doc); raise `LocatedDiagnostic`. A
        verifier that fails with another exception than a diagnostic (xDSL 0.74's
        recipe verifiers assume one block, e.g.) is reported the same way, at its
        operation."""
        module = self._module()
        assert module is not None
        self.begin()
        deferred: tuple[Operation, RegionsError] | None = None
        for op in outermost_first(module, _symbol_table):
            if deferred is not None and not deferred[0].is_ancestor(op):
                raise LocatedDiagnostic(deferred[0], str(deferred[1]))
            if op.regions and _symbol_table(op):
                _verify_unique_symbols(op)
            try:
                checked = _contents_checked.get(type(op))
                if checked is None:
                    checked = _contents_checked[type(op)] = issubclass(type(op), CONTENTS_CHECKED)
                if checked:
                    verify_upstream_contents(op)
                self.verify_operation(op)
            except RegionsError as error:
                if deferred is None:
                    deferred = (op, error)
            except ErrorAt as error:
                raise LocatedError(error.op, str(error), error.note) from None
            except DiagnosticException as error:
                raise LocatedDiagnostic(op, str(error)) from None
            except VERIFIER_CRASHES as error:
                raise LocatedDiagnostic(op, f"does not verify: {error}") from None
            if op.regions:  # (most operations have none: no call)
                _verify_blocks(op)
        if deferred is not None:
            raise LocatedDiagnostic(deferred[0], str(deferred[1]))
        verify_dominance(module, self.straight_line)


_last: list[ModuleVerifier] = []
"""The verifier of the module `verify_located` verified last (none before the first)."""


def verify_located(module: ModuleOp) -> None:
    """Verify `module` (see the module doc); raise `LocatedDiagnostic`."""
    if not _last or not _last[0].verifies(module):
        _last[:] = [ModuleVerifier(module)]
    _last[0].verify()


__all__ = ["VERIFIER_CRASHES", "ModuleVerifier", "verify_located"]
