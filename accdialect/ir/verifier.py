"""A module verified as mlir-opt 22 verifies it, its errors located.

mlir-opt verifies the input and, by default, the module after every pass
(`-verify-each`). `verify_located(module)` runs one verification in the order of
MLIR's `OperationVerifier`:

- an operation is entered before the operations its regions hold: its own rules
  (mlir-opt's rule of a global's region, `llvm_verify.verify_upstream_contents`, and
  its verifier, `verification.OperationVerifier`), then the rules of its regions that
  xDSL reports without a location (`acc.data` without clauses is reported before the
  `acc.yield` it holds);
- an operation isolated from above (a function, `omp.target`) is verified apart,
  after the other operations of its block: each such operation of a block is
  verified, and every failure among them is reported (mlir-opt verifies them in
  parallel); the first failure ends the verification of the operation that holds
  them;
- on leaving an operation, the rules of its regions: a symbol table's unique
  symbols, and the operation's own rule of its regions (`RegionsError`, MLIR's
  `verifyRegions`);
- then, when all verify, that every operand dominates its use (`dominance`).

The failures are `LocatedDiagnostic`s: the first is raised, with the others as its
`others`.

One `ModuleVerifier` verifies one module and keeps what holds for it from one
verification to the next (the shapes by the identities of their attributes: most
operations hold the same attributes after a pass). `verify_located` keeps the
verifier of the module it verified last, so acc-opt's verifications of one module
after each pass share it; another module gets a new one, and the last module's memos
go with its verifier (a process verifying module after module, the fuzzer or a test
run, keeps none of their attributes alive).
"""

import weakref
from io import StringIO
from typing import Any

from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Operation
from xdsl.traits import IsolatedFromAbove, NoTerminator, SymbolTable
from xdsl.utils.exceptions import DiagnosticException

from accdialect.dialects.llvm_verify import CONTENTS_CHECKED, verify_upstream_contents
from accdialect.dialects.verify_errors import ErrorAt, Note, RegionsError
from accdialect.ir.diagnostics import LocatedDiagnostic, LocatedError
from accdialect.ir.dominance import verify_dominance
from accdialect.ir.operand_messages import operand_message
from accdialect.ir.printer import AccPrinter
from accdialect.ir.verification import OperationVerifier
from accdialect.xdsl_compat.links import blocks_of, ops_of

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
                                       [(first, "see existing symbol definition here")])


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
        """Verify the module (see the module doc); raise the first `LocatedDiagnostic`,
        the other failures as its `others`. A verifier that fails with another
        exception than a diagnostic (xDSL 0.74's recipe verifiers assume one block,
        e.g.) is reported the same way, at its operation."""
        module = self._module()
        assert module is not None
        self.begin()
        self._regions_errors: dict[Operation, RegionsError] = {}
        """The rules of regions found on entering an operation, checked on leaving it."""
        failures = self._verify_isolated(module)
        if failures:
            first = failures[0]
            first.others = failures[1:]
            raise first
        verify_dominance(module, self.straight_line)

    def _verify_isolated(self, root: Operation) -> list[LocatedDiagnostic]:
        """The failures of `root` and what it holds (MLIR's `verifyOperation`): the
        first one in `root`'s own walk, or those of the isolated operations of a block,
        each verified apart."""
        stack: list[tuple[int, Any]] = [(_ENTER_OP, root)]
        while stack:
            step, item = stack.pop()
            try:
                if step == _ENTER_OP:
                    if not _symbol_table(item):  # (xDSL checks its symbols with its rules)
                        self._verify_one(item)
                    if item.regions:
                        stack.append((_LEAVE_OP, item))
                        self._enter_blocks(item, stack)
                elif step == _LEAVE_BLOCK:
                    failures = [failure for op in item for failure in self._verify_isolated(op)]
                    if failures:
                        return failures
                else:
                    self._verify_on_leaving(item)
            except LocatedDiagnostic as failure:
                return [failure]
        return []

    @staticmethod
    def _enter_blocks(op: Operation, stack: list[tuple[int, Any]]) -> None:
        """Push the blocks of `op`'s regions, first block on top: each block's
        operations not isolated from above, to be entered in order, then the isolated
        ones, verified apart when the block is left."""
        for region in reversed(op.regions):
            for block in reversed(blocks_of(region)):
                ops = ops_of(block)
                isolated = [held for held in ops if _isolated(held)]
                if isolated:
                    stack.append((_LEAVE_BLOCK, isolated))
                stack.extend((_ENTER_OP, held) for held in reversed(ops)
                             if not isolated or not _isolated(held))

    def _verify_on_leaving(self, op: Operation) -> None:
        """The rules of `op`'s regions: a symbol table's unique symbols (and all its
        rules: xDSL checks its symbols with them), then its own."""
        if _symbol_table(op):
            _verify_unique_symbols(op)
            self._verify_one(op)
        error = self._regions_errors.pop(op, None)
        if error is not None:
            raise LocatedDiagnostic(op, str(error))

    def _verify_one(self, op: Operation) -> None:
        """`op`'s own rules (see the module doc); raise `LocatedDiagnostic`, or
        `RegionsError` for a rule of its regions."""
        try:
            checked = _contents_checked.get(type(op))
            if checked is None:
                checked = _contents_checked[type(op)] = issubclass(type(op), CONTENTS_CHECKED)
            if checked:
                verify_upstream_contents(op)
            self.verify_operation(op)
        except RegionsError as error:
            self._regions_errors[op] = error
        except ErrorAt as error:
            raise LocatedError(error.op, str(error), [_note(note) for note in error.notes]) from None
        except DiagnosticException as error:
            if str(error).startswith(_ISOLATION):  # a region trait: checked on leaving
                self._regions_errors[op] = RegionsError(str(error))
                return
            raise LocatedDiagnostic(op, operand_message(op, error) or str(error)) from None
        except VERIFIER_CRASHES as error:
            raise LocatedDiagnostic(op, f"does not verify: {error}") from None
        if op.regions:  # (most operations have none: no call)
            _verify_blocks(op)


def _note(note: Note) -> tuple[Operation, str]:
    """A note's operation and text, the operation in generic form after the text when
    the note shows it (named as in the function that holds it)."""
    if not note.shows_operation:
        return note.op, note.text
    scope = note.op
    while not scope.has_trait(IsolatedFromAbove) and (parent := scope.parent_op()) is not None:
        scope = parent
    text = StringIO()
    printer = AccPrinter(stream=text, print_generic_format=True)
    printer.name_as_mlir(scope)
    printer.print_op(note.op)
    return note.op, note.text + text.getvalue()


_ISOLATION = "Operation using value defined out of its IsolatedFromAbove parent"
"""The start of xDSL's `IsolatedFromAbove` error, a rule of the regions that MLIR
checks on leaving the operation (`verifyRegionTrait`)."""

_ENTER_OP, _LEAVE_BLOCK, _LEAVE_OP = range(3)
"""The steps of the verifier's walk: enter an operation, leave a block (its operations
isolated from above), leave an operation with regions."""

_isolated_classes: dict[type[Operation], bool] = {}


def _isolated(op: Operation) -> bool:
    """Whether `op` has regions and is isolated from above: verified apart."""
    if not op.regions:
        return False
    known = _isolated_classes.get(type(op))
    if known is None:
        known = _isolated_classes[type(op)] = op.has_trait(IsolatedFromAbove)
    return known


_last: list[ModuleVerifier] = []
"""The verifier of the module `verify_located` verified last (none before the first)."""


def verify_located(module: ModuleOp) -> None:
    """Verify `module` (see the module doc); raise `LocatedDiagnostic`."""
    if not _last or not _last[0].verifies(module):
        _last[:] = [ModuleVerifier(module)]
    _last[0].verify()


__all__ = ["VERIFIER_CRASHES", "ModuleVerifier", "verify_located"]
