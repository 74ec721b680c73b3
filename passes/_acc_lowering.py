"""What the patterns of `lower-acc-to-runtime` share: the storage a data clause names,
its map entries (upstream's table, `accdialect.abi.openacc`), its attachment and
detachment (seed 001's recipe bodies, or the OpenACC attach API), the device address
a clause's result stands for, and a construct's data actions (OpenACC 3.3 §2.7.2: the
data actions in one begin call, then the attachments, in operand order). What each
clause does is `accdialect.rules.data_clauses`'s.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects import acc as xacc
from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerType, ModuleOp, UnrealizedConversionCastOp, i32, i64
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue, Use
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import SymbolTable

from accdialect.abi.entry_points import (
    ACC_ATTACH,
    ACC_DETACH,
    ACC_DETACH_FINALIZE,
    ACC_DEVICEPTR,
    ACC_IS_PRESENT,
)
from accdialect.abi.fortran_descriptor import DIM_OFFSETS, HEADER_OFFSETS, dim_offset
from accdialect.abi.openacc import (
    LLVM22_ORDER,
    entry_map_type,
    exit_map_type,
    llvm22_rank,
    update_map_type,
)
from accdialect.dialects import acc
from accdialect.dialects import fir_types as fir
from accdialect.dialects.type_layout import section_element
from accdialect.rules.acc_order import EntryKind, ExitKind, Step, entry_steps
from accdialect.rules.data_clauses import Pointer, data_clause
from accdialect.rules.sections import section

from ._data_clauses import entry_ops, exit_ops
from ._ir_builder import Builder, IntValue
from ._ir_ops import PTR
from ._ir_values import dimensions, error, type_size
from ._module_symbols import ModuleSymbols
from ._regions import Erase, inline_region
from ._runtime_calls import MapEntry, mapper_call

ENTRIES = entry_ops(lambda clause: clause.performed)
"""The data-entry operations a construct performs."""
DATA_ACTIONS = entry_ops(lambda clause: clause.map_type is not None)
"""The data-entry operations whose data action is an entry of the begin call."""
EXITS = exit_ops(lambda clause: True)
COMPUTE = (xacc.ParallelOp, xacc.SerialOp, xacc.KernelsOp)
CONSTRUCTS = (xacc.EnterDataOp, xacc.ExitDataOp, xacc.UpdateOp, xacc.DataOp, *COMPUTE,
              xacc.DeclareEnterOp, xacc.DeclareExitOp, xacc.HostDataOp)
TERMINATORS = (acc.TerminatorOp, acc.YieldOp, xacc.TerminatorOp, xacc.YieldOp)

Construct = (xacc.EnterDataOp | xacc.ExitDataOp | xacc.UpdateOp | xacc.DataOp | xacc.ParallelOp
             | xacc.SerialOp | xacc.KernelsOp | xacc.DeclareEnterOp | xacc.DeclareExitOp
             | xacc.HostDataOp)


@dataclass
class Clause:
    """The storage a data-clause operation names: `begin = var + offset`, `size` bytes."""

    op: acc.DataEntryOp
    var: SSAValue
    begin: SSAValue
    offset: IntValue
    size: IntValue

    @property
    def name(self) -> str | None:
        return None if self.op.var_name is None else self.op.var_name.data


def host_variable(value: SSAValue) -> SSAValue | None:
    """The `!llvm.ptr` a data clause's variable is: the value itself, or in flang's
    output, where tco keeps the `acc` operations on their FIR types, the pointer a
    `builtin.unrealized_conversion_cast` makes the `!fir.ref`/`!fir.ptr`/`!fir.heap`
    of; None for anything else (a descriptor by value, `!fir.box`, whose clause acts
    on the data the descriptor describes: not lowered yet)."""
    if isinstance(value.type, llvm.LLVMPointerType):
        return value
    owner = value.owner
    if (isinstance(owner, UnrealizedConversionCastOp) and len(owner.inputs) == 1
            and isinstance(owner.inputs[0].type, llvm.LLVMPointerType)
            and isinstance(value.type, fir.MEMORY_REFERENCES)):
        return owner.inputs[0]  # a clause on an address names the storage there
    return None


def as_type(b: Builder, value: SSAValue, t: Attribute) -> SSAValue:
    """`value` (an `!llvm.ptr`) as the value of type `t` it replaces: itself, or an
    `unrealized_conversion_cast` to the FIR type flang's operations use."""
    if value.type == t:
        return value
    return b.res(UnrealizedConversionCastOp.get([value], [t]))


def descriptor_by_value(value: SSAValue) -> tuple[SSAValue, int] | None:
    """flang's descriptor by value (`var(%box : !fir.box<!fir.array<...>>)` of an
    intrinsic type, cast from the `!llvm.ptr` of the descriptor): (that pointer, the
    array's rank); None for anything else (a derived type's descriptor may have an
    addendum)."""
    owner = value.owner
    if not (getattr(value.type, "name", None) == "fir.box"
            and isinstance(owner, UnrealizedConversionCastOp) and len(owner.inputs) == 1
            and isinstance(owner.inputs[0].type, llvm.LLVMPointerType)):
        return None
    boxed = value.type
    assert isinstance(boxed, fir.BoxType)
    array = boxed.type
    if not isinstance(array, fir.SequenceType) or isinstance(array.type, fir.RecordType):
        return None
    return owner.inputs[0], len(array.extents or ())


def descriptor_size(rank: int) -> int:
    """The bytes of a descriptor of `rank` without addendum (ISO_Fortran_binding's
    CFI_cdesc_t as flang lays it out: `abi.fortran_descriptor`)."""
    return dim_offset(rank)


def clause(b: Builder, op: acc.DataEntryOp) -> Clause:
    """The storage of data-entry operation `op` (computed before `b`'s anchor): for a
    descriptor by value, the data it describes (from its first element to the end of
    its last, `fortran_descriptor.data_bytes`), or the section its bounds give."""
    element = section_element(op.var_type) if op.bounds else op.var_type
    offset, size = section(b, type_size(element, op), dimensions(op, op.bounds, "acc.bounds"))
    by_value = descriptor_by_value(op.var)
    if by_value is not None:
        desc, rank = by_value
        var = b.load(desc)
        if not op.bounds:
            size = _described_bytes(b, desc, rank)
    else:
        found = host_variable(op.var)
        assert found is not None, "checked by the pass's validation"
        var = found
    return Clause(op, var, b.gep_bytes(var, offset), offset, size)


def _described_bytes(b: Builder, desc: SSAValue, rank: int) -> SSAValue:
    """`data_bytes` of the descriptor at `desc`, in IR: the element length plus
    (extent - 1) * |byte stride| per dimension, 0 when an extent is not positive."""
    span: IntValue = b.load(b.gep_bytes(desc, HEADER_OFFSETS["elem_len"]), i64)
    empty: SSAValue | None = None
    for r in range(rank):
        dim = dim_offset(r)
        extent = b.load(b.gep_bytes(desc, dim + DIM_OFFSETS["extent"]), i64)
        stride = b.load(b.gep_bytes(desc, dim + DIM_OFFSETS["sm"]), i64)
        negative = b.icmp("slt", stride, b.const(0, i64))
        magnitude = b.select(negative, b.value(b.sub(0, stride)), stride)
        span = b.add(span, b.mul(b.sub(extent, 1), magnitude))
        none = b.icmp("sle", extent, b.const(0, i64))
        empty = none if empty is None else b.res(llvm.OrOp(empty, none))
    return b.value(span) if empty is None else b.select(empty, b.const(0, i64), b.value(span))


def exit_name(exit_op: acc.DataExitOp, c: Clause) -> str | None:
    """An exit's name: its own, else its data-entry operation's."""
    return c.name if exit_op.var_name is None else exit_op.var_name.data


def producer(exit_op: acc.DataExitOp) -> acc.DataEntryOp:
    """The data-entry operation whose result an exit operation's `accPtr` is."""
    entry = exit_op.entry_op()
    if entry is None:
        raise error(exit_op, f"cannot lower: '{exit_op.name}' needs an accPtr made by a "
                             "data-entry operation")
    return entry


def _recipe(op: acc.DataClauseOp) -> acc.AttachmentRecipeOp | None:
    symbol = op.recipe_symbol()
    if symbol is None:
        return None
    recipe = SymbolTable.lookup_symbol(op, symbol)
    if recipe is None:
        raise error(op, f"cannot lower: '{op.RECIPE}' symbol {symbol} does not exist")
    if not isinstance(recipe, acc.AttachmentRecipeOp):
        raise error(op, f"cannot lower: '{op.RECIPE}' symbol {symbol} is a '{recipe.name}'")
    return recipe


def _listed_elsewhere(exit_op: Operation, directive: Operation) -> bool:
    """Whether a directive other than `directive` lists `exit_op`'s `accPtr`."""
    return isinstance(exit_op, acc.DataExitOp) and any(
        isinstance(u.operation, xacc.ExitDataOp | xacc.UpdateOp) and u.operation is not directive
        for u in exit_op.acc_var.uses)


def _structured(exit_op: acc.DataExitOp) -> bool:
    return bool(exit_op.structured.value.data)


def _attached_pointer(c: Clause) -> SSAValue | None:
    """The address of the pointer a clause attaches with `acc_attach`, if any
    (`rules.data_clauses.DataClause.pointer_location`)."""
    return data_clause(c.op.name).pointer_location(c.var, c.op.var_ptr_ptr)


class AccLowering:
    """The state of one run of the pass over a module."""

    def __init__(self, module: ModuleOp, compat: bool):
        self.syms = ModuleSymbols(module)
        self.compat = compat
        self.dead: list[Operation] = []      # entry/bounds/getdeviceptr ops, erased at the end
        self.recipes: set[str] = set()
        self.host_of: dict[SSAValue, SSAValue] = {}  # device address value -> host variable
        self.block_index: dict[Block, dict[Operation, int]] = {}
        self.performed: dict[acc.DataEntryOp, Operation] = {}  # entry op -> its construct

    def retire(self, operands: Sequence[SSAValue]) -> None:
        """The producers of a lowered construct's operands are erased at the end."""
        self.dead.extend(v.owner for v in operands if isinstance(v.owner, Operation))

    # ---- attachments -----------------------------------------------------------------
    def inline_recipe(self, b: Builder, recipe: acc.AttachmentRecipeOp,
                      values: Sequence[SSAValue | IntValue]) -> None:
        """The recipe body with its arguments bound to `values` (offset and size as
        quantities, cast to the recipe's argument types), before `b`'s anchor."""
        self.recipes.add(recipe.sym_name.data)
        body = recipe.body.clone()
        bound = [value if isinstance(value, SSAValue) and value.type == arg.type else
                 b.typed(b.operand(value) if isinstance(value, SSAValue) else value, arg.type)
                 for arg, value in zip(body.blocks.first.args if body.blocks.first else (), values)]
        for op in inline_region(body, b.point, bound, TERMINATORS):
            b.locate(op)

    @staticmethod
    def entry_kind(c: Clause) -> EntryKind:
        """What a clause does on entry (§2.7.2): its data action in the begin call, and
        the attachment `attach` makes."""
        return data_clause(c.op.name).entry_kind(
            attachment=_recipe(c.op) is not None or _attached_pointer(c) is not None)

    @staticmethod
    def exit_kind(exit_op: acc.DataExitOp) -> ExitKind:
        """What an exit operation does (§2.7.2): the detachment `detach` makes, and a
        data action unless it only detaches."""
        exit_clause = data_clause(exit_op.name)
        return exit_clause.exit_kind(detachment=_recipe(exit_op) is not None
                                     or exit_clause.pointer is Pointer.ONLY)

    def attach(self, b: Builder, c: Clause) -> None:
        """The attachment of a performed clause (seed 001 recipe, or §2.6.4)."""
        recipe = _recipe(c.op)
        pointer = _attached_pointer(c)
        if recipe is not None:
            assert c.op.aug_ptr is not None
            self.inline_recipe(b, recipe, [c.var, c.op.aug_ptr, c.offset, c.size])
        elif pointer is not None:
            self.syms.declare(ACC_ATTACH, [PTR], None)
            b.call(ACC_ATTACH, [pointer])

    def detach(self, b: Builder, exit_op: acc.DataExitOp, c: Clause, finalize: bool) -> None:
        """The detachment of an exit operation (its recipe, or `acc.detach`)."""
        recipe = _recipe(exit_op)
        if recipe is not None:
            assert exit_op.aug_ptr is not None
            self.inline_recipe(b, recipe, [c.var, exit_op.aug_ptr, c.offset, c.size])
        elif data_clause(exit_op.name).pointer is Pointer.ONLY:
            callee = ACC_DETACH_FINALIZE if finalize else ACC_DETACH
            self.syms.declare(callee, [PTR], None)
            b.call(callee, [c.op.var_ptr_ptr if c.op.var_ptr_ptr is not None else c.var])

    # ---- values and map entries --------------------------------------------------------
    def is_absent(self, b: Builder, c: Clause) -> SSAValue:
        """`acc_is_present(begin, size) == 0`."""
        self.syms.declare(ACC_IS_PRESENT, [PTR, i64], i32)
        present = b.call(ACC_IS_PRESENT, [c.begin, b.value(c.size)], i32)
        assert present is not None
        return b.icmp("eq", present, b.const(0, i32))

    def device_address(self, b: Builder, c: Clause, check_present: bool = False) -> SSAValue:
        """What the interpreter gives a clause's result: the device address of `var`
        (`acc_deviceptr(var + offset) - offset`), or `var` when it has none."""
        self.syms.declare(ACC_DEVICEPTR, [PTR], PTR)
        dev = b.call(ACC_DEVICEPTR, [c.begin], PTR)
        assert dev is not None
        absent = self.is_absent(b, c) if check_present else b.icmp("eq", dev, b.null())
        base = b.gep_bytes(dev, b.sub(0, c.offset)) if c.offset != 0 else dev
        return b.select(absent, c.var, base)

    def entry_map(self, b: Builder, c: Clause, structured: bool) -> MapEntry:
        size, begin = c.size, c.begin
        if isinstance(c.op, acc.NoCreateOp):
            # present increment if present, else nothing (a zero-size lookup of NULL)
            absent = self.is_absent(b, c)
            size = b.select(absent, b.const(0), b.value(c.size))
            begin = b.select(absent, b.null(), c.begin)
        return MapEntry(begin, begin, size, entry_map_type(c.op.name, structured=structured),
                        c.name)

    def exit_map(self, c: Clause, exit_op: acc.DataExitOp, finalize: bool) -> MapEntry | None:
        bits = exit_map_type(exit_op.name, structured=_structured(exit_op), finalize=finalize)
        if bits is None:
            return None
        return MapEntry(c.begin, c.begin, c.size, bits, exit_name(exit_op, c))

    # ---- constructs ------------------------------------------------------------------
    def perform_entries(self, b: Builder, construct: Construct, structured: bool
                        ) -> list[Clause]:
        """Data actions (one begin call), then attachments; returns the clauses."""
        # an entry operation is performed by the first construct listing it; a later one
        # (a compute construct inside the data region) only sees its device address
        owners = [v.owner for v in construct.data_clause_operands
                  if isinstance(v.owner, ENTRIES) and not isinstance(v.owner, acc.UpdateDeviceOp)
                  and v.owner not in self.performed]
        for owner in owners:
            self.performed[owner] = construct
        clauses = [clause(b, owner) for owner in owners]
        steps = entry_steps(clauses, self.entry_kind)
        # `acc.deviceptr` counts as a data action that does nothing (rules/acc_order)
        actions = [c for c, step in steps
                   if step is Step.DATA_ACTION and isinstance(c.op, DATA_ACTIONS)]
        entries = self.begin_entries(b, construct, actions, structured)
        if entries:
            mapper_call(self.syms, b, construct, "begin", entries)
        for c, step in steps:
            if step is Step.ATTACHMENT:
                self.attach(b, c)
        return clauses

    def begin_entries(self, b: Builder, construct: Construct, actions: Sequence[Clause],
                      structured: bool) -> list[MapEntry]:
        """The map entries of a construct's data actions, in operand order; with
        `compat=llvm22`, in the order of LLVM 22's translation (`abi.openacc.LLVM22_ORDER`),
        and for `acc.data` with the entries of its `acc.getdeviceptr`s
        (`llvm22_data_entries`)."""
        order = construct.name if self.compat and construct.name in LLVM22_ORDER else None
        if order is not None:
            actions = sorted(actions, key=lambda c: llvm22_rank(order, c.op.name))
        mapped = [(c.op.name, self.entry_map(b, c, structured)) for c in actions]
        if self.compat and isinstance(construct, xacc.DataOp):
            mapped += self.llvm22_data_entries(b, construct)
            mapped.sort(key=lambda named: llvm22_rank(construct.name, named[0]))
        return [entry for _, entry in mapped]

    def llvm22_data_entries(self, b: Builder, construct: xacc.DataOp
                            ) -> list[tuple[str, MapEntry]]:
        """LLVM 22's map entries of the exits of the `acc.getdeviceptr`s that `acc.data`
        lists (its translation of a delete: DELETE; of a copyout: FROM|HOLD), each
        with the name of its exit operation."""
        listed = LLVM22_ORDER[construct.name]
        found: list[tuple[str, MapEntry]] = []
        for value in construct.data_clause_operands:
            if isinstance(value.owner, acc.GetDevicePtrOp):
                c = clause(b, value.owner)
                for use in value.uses:
                    exit_op = use.operation
                    if isinstance(exit_op, acc.DataExitOp) and exit_op.name in listed:
                        delete = isinstance(exit_op, acc.DeleteOp)
                        bits = exit_map_type(exit_op.name, structured=not delete,
                                             finalize=delete)
                        assert bits is not None
                        found.append((exit_op.name, MapEntry(c.begin, c.begin, c.size, bits,
                                                             c.name)))
        return found

    def replace_results(self, b: Builder, clauses: list[Clause],
                        region: Region | None = None) -> None:
        """Uses of the entry results besides construct operands and exit `accPtr`s get
        the device address (after the construct's actions); a descriptor by value
        listed by a compute construct, the kernel's copy of the descriptor
        (`descriptor_copy`) in its `region`."""
        for c in clauses:
            result = c.op.results[0]
            others = [u for u in result.uses if not isinstance(u.operation, (*CONSTRUCTS, *EXITS))]
            if not others:
                continue
            by_value = descriptor_by_value(c.op.var)
            if by_value is not None:
                assert region is not None, "checked by the pass's validation"
                entry = region.blocks.first
                assert entry is not None
                inside = Builder(entry.first_op, entry)
                copy = self.descriptor_copy(b, inside, c, *by_value)
                self.replace_result(inside, result, copy, others)
                continue
            if isinstance(c.op, acc.AttachOp | acc.DevicePtrOp):
                value = c.var
            else:
                value = self.device_address(b, c)
                self.host_of[value] = c.var
            self.replace_result(b, result, value, others)

    def descriptor_copy(self, b: Builder, inside: Builder, c: Clause, desc: SSAValue,
                        rank: int) -> SSAValue:
        """What the interpreter gives a compute construct for a descriptor by value: a
        private copy of the descriptor describing the device data
        (`fortran_descriptor.descriptor_value_entry_clauses`, `rebase_descriptor`).
        The descriptor's 8-byte words are read on the host after the data action, the
        first (the base address) replaced by the device address of the data, and
        passed to the kernel by value; the kernel stores them into its own copy."""
        size = descriptor_size(rank)
        words = [b.ptr_to_int(self.device_address(b, c))]
        words += [b.load(b.gep_bytes(desc, 8 * i), i64) for i in range(1, size // 8)]
        copy = inside.res(llvm.AllocaOp(inside.const(size, i64), IntegerType(8), alignment=8))
        for i, word in enumerate(words):
            inside.store(word, inside.gep_bytes(copy, 8 * i))
        return copy

    def replace_result(self, b: Builder, result: SSAValue, value: SSAValue,
                       uses: Sequence[Use]) -> None:
        """`uses` of a clause's result get `value` (an `!llvm.ptr`): flang's
        `unrealized_conversion_cast` of the result back to `!llvm.ptr` becomes `value`
        itself (the cast goes; it may stand before the construct), any other use an
        `unrealized_conversion_cast` of `value` to the result's FIR type (made by `b`)."""
        rest: list[Use] = []
        for use in uses:
            user = use.operation
            if (isinstance(user, UnrealizedConversionCastOp)
                    and [r.type for r in user.results] == [value.type]):
                user.results[0].replace_all_uses_with(value)
                self.dead.append(user)
            else:
                rest.append(use)
        if rest:
            result.replace_uses_with_if(as_type(b, value, result.type), rest.__contains__)

    def exits_of(self, operands: Sequence[SSAValue]) -> list[acc.DataExitOp]:
        """The exit operations whose `accPtr` is one of `operands`, in block order."""
        exits = [u.operation for v in operands for u in v.uses if isinstance(u.operation, EXITS)]
        return sorted(dict.fromkeys(exits), key=self.position)

    def position(self, op: Operation) -> int:
        """`op`'s position in its block, from an index made once per block (the
        lowering inserts and erases operations but never reorders them, so positions
        keep their order); rebuilt for an operation it does not know."""
        block = op.parent_block()
        assert block is not None
        index = self.block_index.get(block)
        if index is None or op not in index:
            index = self.block_index[block] = {o: i for i, o in enumerate(block.ops)}
        return index[op]

    def structured_exit(self, b: Builder, exit_op: acc.DataExitOp) -> None:
        """An exit operation acting where it stands (after its structured construct):
        its detachment, then its data action."""
        c = clause(b, producer(exit_op))
        self.detach(b, exit_op, c, finalize=False)
        if isinstance(exit_op, acc.UpdateHostOp):
            mapper_call(self.syms, b, exit_op, "update", [MapEntry(
                c.begin, c.begin, c.size, update_map_type("acc.update_host", if_present=False),
                exit_name(exit_op, c))])
        else:
            entry = self.exit_map(c, exit_op, finalize=False)
            if entry is not None:
                mapper_call(self.syms, b, exit_op, "end", [entry])
        self.dead.append(c.op)

    def finish_exits(self, exits: Sequence[Operation], erase: Erase,
                     directive: Operation | None = None) -> None:
        """The exit operations a lowered construct performed are erased, except one
        another `acc.exit_data`/`acc.update` still lists (through its `accPtr`): that
        directive performs it again, as the interpreter does (`_directive_exits`)."""
        for e in exits:
            if directive is None or not _listed_elsewhere(e, directive):
                erase(e)


@dataclass
class AccPattern(RewritePattern):
    """A pattern of `lower-acc-to-runtime`: they share the run's `AccLowering`."""

    acc: AccLowering
