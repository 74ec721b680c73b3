"""One operation verified as xDSL's `Operation.verify(verify_nested_ops=False)` does,
without redoing what cannot have changed.

mlir-opt verifies the input and, by default, the module after every pass
(`-verify-each`); a lowering to runtime calls makes modules of 10^5 operations of a
dozen shapes, which xDSL 0.74 re-verifies from their definitions every time (its
generic checks of operand and result lists: about 25 µs an operation). What an
operation definition checks (`OpDef.verify` without the traits: the number and
types of operands and results, the number of blocks and the entry block's argument
types of each region, the properties and attributes, through IRDL constraints,
which depend on nothing else) is a function of the operation's *shape*: its class,
operand and result types, its regions' block counts and entry argument types, and
its properties and attributes, each by value or, where the definition's constraint
only asks for a class (`AnyAttr`, `BaseAttr`, `SymbolNameConstraint`, an `AnyOf`
of those), by its class, and an attribute the definition does not declare by its
class (the definition does not read it). So the thousands of globals of a lowered
module, each with its own name and string, are one shape. `verify_operation`
remembers the shapes that passed and skips that part for an operation of the same
shape, looked up first by the identities of its attributes (the lowerings build
from interned ones), then by their values. mlir-opt's rules of a shape that xDSL's
classes lack (`llvm_verify.verify_upstream_shape`: a GEP's dynamic indices against
its operands, a call's callee or operand) are part of what a remembered shape
passed: they are checked before the definition's, once per shape.

Everything that depends on where the operation is still runs every time: an erased
operand and successors (such an operation is verified by xDSL), the terminator rule
for the last operation of a block (it holds for an operation with `IsTerminator`;
another goes to xDSL), the traits that check something (a `llvm.call`'s callee in
the symbol table, a parent's kind) and the class's own `verify_` (which the
definition's `verify_` wraps). Three traits are told faster, and exactly: a
`llvm.call`'s callee is looked up in a table of the symbol table's symbols made
once per verification (`begin_module`) instead of xDSL's scan of the module for
each call, `IsolatedFromAbove` asks whether a block is inside the operation
once per block instead of once per operand, and `SymbolTable`'s unique names are
compared by their text (a `StringAttr` hashes by a Python call); what they cannot
answer as xDSL would (no callee, a nested reference, a symbol the table has not
seen, a value from outside, a name seen twice), and any failure, goes to xDSL's
checks, so an error is raised exactly as xDSL raises it.
"""

import inspect
import weakref
from collections.abc import Callable
from operator import attrgetter
from typing import cast

from xdsl.dialects.builtin import StringAttr, SymbolNameConstraint, SymbolRefAttr
from xdsl.dialects.llvm import CallOpSymbolUserOpInterface, FuncOp
from xdsl.ir import Attribute, Block, BlockArgument, ErasedSSAValue, Operation, OpResult
from xdsl.irdl import IRDLOperation
from xdsl.irdl.constraints import AnyAttr, AnyOf, AttrConstraint, BaseAttr
from xdsl.irdl.operations import AttrSizedSegments, OpDef
from xdsl.traits import (
    IsolatedFromAbove,
    IsTerminator,
    OpTrait,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException

from accdialect.dialects.llvm_verify import verify_upstream_shape
from accdialect.ir.dominance import straight_line

Shape = tuple[object, ...]
"""What an operation definition's checks read of an operation."""

_OwnCheck = Callable[[Operation], None]

_ERASED = frozenset({ErasedSSAValue, *ErasedSSAValue.__subclasses__()})
"""The classes of an erased operand (xDSL 0.74 has no subclass of it)."""

_TYPE = attrgetter("_type")
"""An SSA value's type, read without the Python call of the `type` property."""

_MAX_SHAPES = 1 << 16
"""Shapes remembered before the memo starts over (a process verifying many modules)."""

_verified: set[Shape] = set()
_verified_identities: dict[Shape, Shape] = {}
"""The shapes of `_verified` by the identities of their attributes (`_Plan.identity`),
for the module being verified (`begin_module`)."""


def _class_only(constraint: AttrConstraint) -> bool:
    """Whether `constraint` asks nothing of an attribute but its class."""
    if type(constraint) in (AnyAttr, BaseAttr, SymbolNameConstraint):
        return True
    return type(constraint) is AnyOf and all(
        _class_only(member) for member in constraint.attr_constrs)


class _Plan:
    """What `verify_operation` needs of an IRDL class: its definition, the `verify_`
    it was declared with (the one its definition's `verify_` calls after the
    definition's checks), the traits that check something (a trait whose class keeps
    `OpTrait.verify` checks nothing), whether it is a terminator, and the properties
    and attributes whose values its definition reads: those whose constraint asks
    more than a class, and the segment sizes of its variadic operand, result, region
    or successor groups (`verify_variadic_size` reads them)."""

    def __init__(self, definition: OpDef, own: _OwnCheck):
        self.definition, self.own = definition, own
        self.traits = tuple(trait for trait in definition.traits
                            if type(trait).verify is not OpTrait.verify)
        self.terminator = any(isinstance(trait, IsTerminator) for trait in definition.traits)
        self.by_value = frozenset([
            *(name for declared in (definition.properties, definition.attributes)
              for name, d in declared.items() if not _class_only(d.constr)),
            *(option.attribute_name for option in definition.options
              if isinstance(option, AttrSizedSegments))])

    def _keyed(self, attributes: dict[str, Attribute]) -> list[object]:
        """The attributes as the shape holds them: by value or by class."""
        by_value = self.by_value
        return [(name, value if name in by_value else type(value))
                for name, value in attributes.items()]

    def shape(self, op: Operation) -> Shape:
        """The operation's class, operand and result types, regions, properties and
        attributes (see the module doc)."""
        return (type(op), tuple(operand.type for operand in op.operands),
                tuple(result.type for result in op.results),
                tuple((len(region.blocks), None if region.first_block is None
                       else region.first_block.arg_types) for region in op.regions),
                tuple(self._keyed(op.properties)), tuple(self._keyed(op.attributes)))

    def identity(self, op: Operation) -> Shape:
        """`shape(op)` by the identities of its attributes: the lowerings build
        operations from interned attributes, so the shapes they repeat are the same
        objects, and a tuple of integers hashes at once where a shape's attributes
        hash their parameters, recursively. (Built with `map` over fields read
        directly: a comprehension or a property is a Python call per value.)"""
        by_value = self.by_value
        properties, attributes = op.properties, op.attributes
        return (type(op), *map(id, map(_TYPE, op._operands)), None,
                *map(id, map(_TYPE, op.results)), None,
                *([(len(region.blocks), *map(id, region.first_block.arg_types))
                   if region.first_block is not None else 0 for region in op.regions]
                  if op.regions else ()), None,
                *properties,
                *([id(value) if name in by_value else id(type(value))
                   for name, value in properties.items()]
                  if by_value else map(id, map(type, properties.values()))), None,
                *attributes,
                *([id(value) if name in by_value else id(type(value))
                   for name, value in attributes.items()]
                  if by_value else map(id, map(type, attributes.values()))))


_plans: dict[type[Operation], _Plan | None] = {}


def _plan(cls: type[Operation]) -> _Plan | None:
    """The plan of an IRDL class whose `verify_` is its definition's (see `_Plan`);
    None for another class, which xDSL verifies."""
    if cls not in _plans:
        found = None
        if issubclass(cls, IRDLOperation):
            captured = inspect.getclosurevars(cls.verify_).nonlocals
            own = captured.get("custom_verify")
            if isinstance(captured.get("op_def"), OpDef) and callable(own):
                found = _Plan(cls.get_irdl_definition(), cast(_OwnCheck, own))
        _plans[cls] = found
    return _plans[cls]


class _Symbols:
    """The symbols of one symbol table operation, in block order, as xDSL's
    `SymbolTable.lookup_symbol` finds them (the first of a name); `complete` is False
    when an operation's symbol could not be read (`get_sym_attr_name` raised): the
    names before it are known, any other is left to xDSL."""

    def __init__(self, table: Operation):
        self.found: dict[str, Operation] = {}
        """By the names' text (a `StringAttr` hashes by a Python call)."""
        self.complete = True
        for op in table.regions[0].block.ops:
            interface = _symbol_interface(type(op))
            if interface is None:
                continue
            try:
                name = interface.get_sym_attr_name(op)
            except VerifyException:
                self.complete = False
                return
            if name is not None:
                self.found.setdefault(name.data, op)


_symbol_interfaces: dict[type[Operation], SymbolOpInterface | None] = {}


def _symbol_interface(cls: type[Operation]) -> SymbolOpInterface | None:
    """`cls.get_trait(SymbolOpInterface)` (a class method), asked once per class."""
    if cls not in _symbol_interfaces:
        _symbol_interfaces[cls] = cls.get_trait(SymbolOpInterface)
    return _symbol_interfaces[cls]


def _unique_symbols(op: Operation) -> bool:
    """Whether symbol table `op` passes `SymbolTable.verify`: one region of one block,
    no two of its operations with the same `sym_name` (the property, else the
    attribute, when a `StringAttr`), compared by their text. False: ask xDSL."""
    if len(op.regions) != 1:
        return False
    block = op.regions[0]._first_block
    if block is None or block._next_block is not None:
        return False
    seen: set[str] = set()
    child = block._first_op
    while child is not None:
        properties = child.properties
        name = (properties["sym_name"] if "sym_name" in properties
                else child.attributes.get("sym_name"))
        if name is not None and isinstance(name, StringAttr):
            if name.data in seen:
                return False
            seen.add(name.data)
        child = child._next_op
    return True


_symbol_tables: dict[Operation, _Symbols] = {}
"""The symbols of the symbol tables of the module being verified (`begin_module`)."""
_block_tables: dict[Block | None, _Symbols | None] = {}
"""The symbols of the nearest symbol table of each block holding a call (None: no
table the look-up can answer for)."""


def _calls_a_function(op: Operation) -> bool:
    """Whether `llvm.call` `op` passes `CallOpSymbolUserOpInterface.verify`, told from
    the module's symbols: its callee, a flat reference, is an `llvm.func` of the
    nearest symbol table. False: ask xDSL."""
    callee = op.properties.get("callee")
    if not isinstance(callee, SymbolRefAttr) or callee.nested_references.data:
        return False
    block = op.parent
    if block not in _block_tables:
        table = op.parent_op()
        while table is not None and not table.has_trait(SymbolTable):
            table = table.parent_op()
        if table is not None and len(table.regions[0].blocks) == 1:
            if table not in _symbol_tables:
                _symbol_tables[table] = _Symbols(table)
            _block_tables[block] = _symbol_tables[table]
        else:
            _block_tables[block] = None
    symbols = _block_tables[block]
    return symbols is not None and isinstance(symbols.found.get(callee.root_reference.data), FuncOp)


_isolated_classes: dict[type[Operation], bool] = {}


def _isolated(cls: type[Operation]) -> bool:
    """`cls.has_trait(IsolatedFromAbove)` (a class method), asked once per class."""
    known = _isolated_classes.get(cls)
    if known is None:
        known = _isolated_classes[cls] = cls.has_trait(IsolatedFromAbove)
    return known


def _uses_values_from_inside(op: Operation) -> bool:
    """Whether `op` passes `IsolatedFromAbove.verify`: every operand of the operations
    it holds (not looking into those isolated from above themselves) is defined in
    `op` and not by `op`, the same operations in the same order; whether a block
    is inside `op` is asked once per block instead of once per operand (xDSL's
    `op.is_ancestor(operand.owner)`: the builtin.module's check asked it for every
    operand of a lowered module). An operation whose regions are straight-line
    bodies (`dominance.straight_line`: every operand a result of an operation
    before it in its block or an argument of that block, so inside), `op` itself
    or one it holds, is not looked into: dominance then asks the same of it.
    False: ask xDSL."""

    if straight_line(op):  # (an `llvm.mlir.global`'s initializer, most often)
        return True
    inside: dict[Block | None, bool] = {}
    regions = list(op.regions)
    while regions:
        region = regions.pop()
        block = region._first_block
        while block is not None:
            inside[block] = True
            child = block._first_op
            while child is not None:
                for operand in child._operands:
                    # (the classes compared first: isinstance of an ABC is slower)
                    kind = operand.__class__
                    if kind is OpResult or (kind is not BlockArgument
                                            and isinstance(operand, OpResult)):
                        if operand.op is op:  # pyright: ignore[reportAttributeAccessIssue]
                            return False
                        where = operand.op.parent  # pyright: ignore[reportAttributeAccessIssue]
                    elif kind is BlockArgument or isinstance(operand, BlockArgument):
                        where = operand.block  # pyright: ignore[reportAttributeAccessIssue]
                    else:
                        return False
                    if where is block:  # inside (most operands)
                        continue
                    known = inside.get(where)
                    if known is None:
                        known = inside[where] = where is not None and op.is_ancestor(where)
                    if not known:
                        return False
                isolated = _isolated_classes.get(type(child))
                if isolated is None:
                    isolated = _isolated(type(child))
                if not isolated and child.regions and not straight_line(child):
                    regions += child.regions
                child = child._next_op
            block = block._next_block
    return True


def _check_traits(op: Operation, traits: tuple[OpTrait, ...]) -> None:
    for trait in traits:
        kind = type(trait)
        if kind is CallOpSymbolUserOpInterface and _calls_a_function(op):
            continue
        if kind is IsolatedFromAbove and _uses_values_from_inside(op):
            continue
        if kind is SymbolTable and _unique_symbols(op):
            continue
        trait.verify(op)


_last_module: list["weakref.ref[Operation] | None"] = [None]
"""The module verified last (not kept alive by this module)."""


def begin_module(module: Operation | None = None) -> None:
    """Forgets the symbol tables, and, when `module` is another module than the last
    one verified (None: always), the shapes remembered by identity. Another module's
    operations' attributes are other objects than the last module's, except the
    interned ones, whose shapes come back at their first operation; the memo by
    value stays. Without this a process verifying module after module (the fuzzer,
    a test run, `--split-input-file`) would keep every module's attributes alive.
    The same module verified again after a pass (acc-opt's `-verify-each`) keeps
    them: most of its operations still hold the same attributes, whose identities
    still stand for their shapes (a remembered shape keeps its attributes alive, so
    no identity in the memo is another object's), and a module parsed from text,
    whose attributes are not interned, would otherwise build and hash every
    operation's shape again."""
    last = _last_module[0]
    if module is None or last is None or last() is not module:
        _verified_identities.clear()
    _last_module[0] = None if module is None else weakref.ref(module)
    _symbol_tables.clear()
    _block_tables.clear()


def _remember(identity: Shape, shape: Shape) -> None:
    """`identity` stands for `shape`, which passed; the shape (kept with it) keeps
    the attributes alive, so their identities are not reused for others."""
    if len(_verified_identities) >= _MAX_SHAPES:
        _verified_identities.clear()
    _verified_identities[identity] = shape


def _known(shape: Shape) -> bool | None:
    """Whether `shape` passed the definition's checks before; None when it cannot be
    remembered (an attribute that is not hashable). One hash of the shape: a tuple
    does not keep its hash, and a shape's is most of the memo's cost."""
    try:
        return shape in _verified
    except TypeError:
        return None


def verify_operation(op: Operation) -> None:
    """`op.verify(verify_nested_ops=False)` preceded by mlir-opt's rules of its
    shape that xDSL's classes lack (`llvm_verify.verify_upstream_shape`), both
    skipped for an operation of a shape that passed them (see the module doc)."""
    plan = _plans[type(op)] if type(op) in _plans else _plan(type(op))
    parent = op.parent
    if (plan is None or op._successors
            or (not plan.terminator and parent is not None and parent._last_op is op)
            or not _ERASED.isdisjoint(map(type, op._operands))):
        verify_upstream_shape(op)
        op.verify(verify_nested_ops=False)
        return
    identity = plan.identity(op)
    if identity not in _verified_identities:
        shape = plan.shape(op)
        known = _known(shape)
        if not known:
            verify_upstream_shape(op)
            op.verify(verify_nested_ops=False)
            if known is None:  # not hashable: not remembered
                return
            if len(_verified) >= _MAX_SHAPES:
                _verified.clear()
            _verified.add(shape)
        _remember(identity, shape)
        if not known:
            return
    try:
        _check_traits(op, plan.traits)
        plan.own(op)
    except Exception:
        op.verify(verify_nested_ops=False)  # the error as xDSL raises it
        raise


def known_shapes() -> int:
    """How many shapes are remembered (for tests)."""
    return len(_verified)


__all__ = ["begin_module", "known_shapes", "verify_operation"]
