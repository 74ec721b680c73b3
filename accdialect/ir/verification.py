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
from interned ones), then by their values: the shapes by value hold for every module
(`VERIFIED_SHAPES`, one for the process), those by identity for the module whose
operations they were read from (`OperationVerifier.identities`). mlir-opt's rules
of a shape that xDSL's classes lack (`llvm_verify.verify_upstream_shape`: a GEP's
dynamic indices against its operands, a call's callee or operand) are part of what a
remembered shape passed: they are checked before the definition's, once per shape.

Everything that depends on where the operation is still runs every time: an erased
operand and successors (such an operation is verified by xDSL), the terminator rule
for the last operation of a block (it holds for an operation with `IsTerminator`;
another goes to xDSL), the traits that check something (a `llvm.call`'s callee in
the symbol table, a parent's kind) and the class's own `verify_` (which the
definition's `verify_` wraps). Three traits are told faster, and exactly: a
`llvm.call`'s callee is looked up in a table of the symbol table's symbols made
once per verification (`OperationVerifier.begin`) instead of xDSL's scan of the module
for each call, `IsolatedFromAbove` asks whether a block is inside the operation
once per block instead of once per operand, and `SymbolTable`'s unique names are
compared by their text (a `StringAttr` hashes by a Python call); what they cannot
answer as xDSL would (no callee, a nested reference, a symbol the table has not
seen, a value from outside, a name seen twice), and any failure, goes to xDSL's
checks, so an error is raised exactly as xDSL raises it.
"""

from xdsl.dialects.builtin import StringAttr, SymbolNameConstraint, SymbolRefAttr
from xdsl.dialects.llvm import CallOpSymbolUserOpInterface, FuncOp
from xdsl.ir import Attribute, Block, Operation
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
from accdialect.ir.isolation import declares_isolation
from accdialect.xdsl_compat.identities import verification_identity
from accdialect.xdsl_compat.links import (
    blocks_of,
    defines_every_operand,
    is_straight_line,
    ops_of,
)
from accdialect.xdsl_compat.verifiers import DeclaredVerify, declared_verify

Shape = tuple[object, ...]
"""What an operation definition's checks read of an operation."""

_MAX_SHAPES = 1 << 16
"""Shapes remembered before a memo starts over (a process verifying many modules)."""


class VerifiedShapes:
    """The shapes that passed an operation definition's checks, by value: valid for
    every module, so one for the process (`VERIFIED_SHAPES`), started over past
    `_MAX_SHAPES`."""

    def __init__(self) -> None:
        self._shapes: set[Shape] = set()

    def __len__(self) -> int:
        return len(self._shapes)

    def known(self, shape: Shape) -> bool | None:
        """Whether `shape` passed before; None when it cannot be remembered (an
        attribute that is not hashable). One hash of the shape: a tuple does not keep
        its hash, and a shape's is most of the memo's cost."""
        try:
            return shape in self._shapes
        except TypeError:
            return None

    def add(self, shape: Shape) -> None:
        """`shape` passed (a hashable one: `known` said so)."""
        if len(self._shapes) >= _MAX_SHAPES:
            self._shapes.clear()
        self._shapes.add(shape)


VERIFIED_SHAPES = VerifiedShapes()


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

    def __init__(self, definition: OpDef, own: DeclaredVerify):
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


_plans: dict[type[Operation], _Plan | None] = {}


def _plan(cls: type[Operation]) -> _Plan | None:
    """The plan of an IRDL class whose `verify_` is its definition's (see `_Plan`);
    None for another class, which xDSL verifies."""
    if cls not in _plans:
        own = declared_verify(cls)
        _plans[cls] = (None if own is None or not issubclass(cls, IRDLOperation)
                       else _Plan(cls.get_irdl_definition(), own))
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


def unique_symbols(op: Operation) -> bool:
    """Whether symbol table `op` passes `SymbolTable.verify`: one region of one block,
    no two of its operations with the same `sym_name` (the property, else the
    attribute, when a `StringAttr`), compared by their text. False: ask xDSL."""
    if len(op.regions) != 1:
        return False
    blocks = blocks_of(op.regions[0])
    if len(blocks) != 1:
        return False
    seen: set[str] = set()
    for child in ops_of(blocks[0]):
        properties = child.properties
        name = (properties["sym_name"] if "sym_name" in properties
                else child.attributes.get("sym_name"))
        if name is not None and isinstance(name, StringAttr):
            if name.data in seen:
                return False
            seen.add(name.data)
    return True


class OperationVerifier:
    """Verifies the operations of one module, one at a time (`verify_operation`). Its
    fields are the memos that hold for that module: `identities`, the shapes of
    `VERIFIED_SHAPES` by the identities of their attributes
    (`xdsl_compat.identities.verification_identity`), kept
    from one verification of the module to the next; and, for one verification
    (`begin`), the symbols of each symbol table, the nearest table of each block
    holding a call, and `straight_line`'s answers."""

    def __init__(self) -> None:
        self.identities: dict[Shape, Shape] = {}
        self.symbol_tables: dict[Operation, _Symbols] = {}
        """The symbols of the symbol tables of the module."""
        self.block_tables: dict[Block | None, _Symbols | None] = {}
        """The symbols of the nearest symbol table of each block holding a call (None:
        no table the look-up can answer for)."""
        self.straight_lines: dict[Operation, bool] = {}
        """`straight_line` of the operations of the module."""

    def begin(self) -> None:
        """Another verification of the module begins: forgets the symbols and the
        straight-line bodies (a pass may have changed them); the identities stay."""
        self.symbol_tables.clear()
        self.block_tables.clear()
        self.straight_lines.clear()

    def straight_line(self, op: Operation) -> bool:
        """`xdsl_compat.links.is_straight_line(op)`, found once per verification: the
        builtin.module's isolation check asks it of the functions it holds, then
        dominance."""
        known = self.straight_lines.get(op)
        if known is None:
            known = self.straight_lines[op] = is_straight_line(op)
        return known

    def verify_operation(self, op: Operation) -> None:
        """`op.verify(verify_nested_ops=False)` preceded by mlir-opt's rules of its
        shape that xDSL's classes lack (`llvm_verify.verify_upstream_shape`), both
        skipped for an operation of a shape that passed them (see the module doc)."""
        plan = _plans[type(op)] if type(op) in _plans else _plan(type(op))
        identity = (None if plan is None
                    else verification_identity(op, plan.terminator, plan.by_value))
        if plan is None or identity is None:  # verified by xDSL: no memo answers for it
            verify_upstream_shape(op)
            op.verify(verify_nested_ops=False)
            return
        if identity not in self.identities:
            shape = plan.shape(op)
            known = VERIFIED_SHAPES.known(shape)
            if not known:
                verify_upstream_shape(op)
                op.verify(verify_nested_ops=False)
                if known is None:  # not hashable: not remembered
                    return
                VERIFIED_SHAPES.add(shape)
            self._remember(identity, shape)
            if not known:
                return
        try:
            self._check_traits(op, plan.traits)
            plan.own(op)
        except Exception:
            op.verify(verify_nested_ops=False)  # the error as xDSL raises it
            raise

    def _remember(self, identity: Shape, shape: Shape) -> None:
        """`identity` stands for `shape`, which passed; the shape (kept with it) keeps
        the attributes alive, so their identities are not reused for others."""
        if len(self.identities) >= _MAX_SHAPES:
            self.identities.clear()
        self.identities[identity] = shape

    def _check_traits(self, op: Operation, traits: tuple[OpTrait, ...]) -> None:
        for trait in traits:
            kind = type(trait)
            if kind is CallOpSymbolUserOpInterface and self._calls_a_function(op):
                continue
            if kind is IsolatedFromAbove and self.uses_values_from_inside(op):
                continue
            if kind is SymbolTable and unique_symbols(op):
                continue
            trait.verify(op)

    def _calls_a_function(self, op: Operation) -> bool:
        """Whether `llvm.call` `op` passes `CallOpSymbolUserOpInterface.verify`, told
        from the module's symbols: its callee, a flat reference, is an `llvm.func` of
        the nearest symbol table. False: ask xDSL."""
        callee = op.properties.get("callee")
        if not isinstance(callee, SymbolRefAttr) or callee.nested_references.data:
            return False
        block = op.parent
        if block not in self.block_tables:
            table = op.parent_op()
            while table is not None and not table.has_trait(SymbolTable):
                table = table.parent_op()
            if table is not None and len(table.regions[0].blocks) == 1:
                if table not in self.symbol_tables:
                    self.symbol_tables[table] = _Symbols(table)
                self.block_tables[block] = self.symbol_tables[table]
            else:
                self.block_tables[block] = None
        symbols = self.block_tables[block]
        return symbols is not None and isinstance(symbols.found.get(callee.root_reference.data),
                                                  FuncOp)

    def uses_values_from_inside(self, op: Operation) -> bool:
        """Whether `op` passes xDSL's `IsolatedFromAbove.verify`: every operand of the
        operations it holds is defined in `op` and not by `op`
        (`xdsl_compat.links.defines_every_operand`, which asks whether a block is inside
        `op` once per block instead of once per operand: xDSL's
        `op.is_ancestor(operand.owner)` asked it for every operand of a lowered module),
        not looking into the operations with the trait themselves
        (`isolation.declares_isolation`), as xDSL does not. An operation whose regions
        are straight-line bodies (`straight_line`: every operand a result of an
        operation before it in its block or an argument of that block, so inside), `op`
        itself or one it holds, is not looked into either: dominance then asks the same
        of it. False: ask xDSL."""
        return self.straight_line(op) or defines_every_operand(op, self._looked_into)

    def _looked_into(self, child: Operation) -> bool:
        """Whether `uses_values_from_inside` looks into `child` (see there). Whether it
        is a straight-line body is asked first: dominance asks it of every operation
        isolated from above anyway, and it is most often known (no call)."""
        known = self.straight_lines.get(child)
        if known is None:
            known = self.straight_lines[child] = is_straight_line(child)
        return not known and not declares_isolation(type(child))


__all__ = ["VERIFIED_SHAPES", "OperationVerifier", "VerifiedShapes", "unique_symbols"]
