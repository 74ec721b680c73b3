"""The project's `omp` dialect: xDSL 0.74's OpenMP port with upstream's syntax.

xDSL prints the device data-mapping operations (`omp.map.info`,
`omp.map.bounds`, `omp.target`, `omp.target_data`, `omp.target_enter_data`,
`omp.target_exit_data`, `omp.target_update`) only in generic form and verifies
fewer of their rules than mlir-opt 22. Each of them is replaced here by a
subclass (so xDSL's `isinstance`-based code still accepts it) that re-declares
its fields, because xDSL's decorator turned the parent's fields into accessors,
and adds:

- upstream's custom syntax, printed exactly as mlir-opt 22 (LLVM 22.1) prints
  it and parsed as it parses it: the clauses of an upstream `oilist(...)` in
  any order, the clauses that define entry block arguments of a region
  (`map_entries(%m -> %arg0 : !llvm.ptr)`) in upstream's fixed order;
- the `mapper(@sym)` clause of `omp.map.info`, which xDSL does not model;
- upstream's verifiers and their messages: which map types each construct
  permits (OpenMP 5.2, sections 13.6-13.9), the operands that must be defined
  by `omp.map.info`, the depend and bounds rules;
- properties kept in name order, as MLIR keeps them, so that both the generic
  form and the attribute dictionary of the custom form (`{name = "s",
  partial_map = true}`) list them as mlir-opt 22 does.

The map type flags are xDSL's `ClauseMapFlags`, the same set as LLVM 22's
`ClauseMapFlags` enum, including the attach flags of OpenMP 6.1's `attach`
map-type modifier (`attach`, `attach_always`, `attach_none`, `attach_auto`) and
its `ref_ptr`/`ref_ptee`/`ref_ptr_ptee` modifiers.

`#omp<variable_capture_kind(ByRef)>` is spelled without the space xDSL puts
after the attribute name, as mlir-opt 22 spells it; both spellings parse.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar, cast

from xdsl.dialects import omp as xomp
from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    UnitAttr,
    UnregisteredAttr,
    i1,
    i64,
)
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.dialects.omp import (
    ClauseMapFlags,
    ClauseMapFlagsAttr,
    DependKind,
    MapBoundsType,
    VariableCaptureKind,
)
from xdsl.dialects.utils import BitEnumAttribute, EnumAttribute
from xdsl.ir import (
    Attribute,
    Block,
    OpaqueSyntaxAttribute,
    Operation,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    VarOperand,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    FormatDirective,
    KeywordDirective,
    OptionalGroupDirective,
    ParsingState,
    PrintingState,
    RegionVariable,
    TypeDirective,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsolatedFromAbove,
    IsTerminator,
    RecursiveMemoryEffect,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa
from xdsl.utils.str_enum import StrEnum

from accdialect.abi.offload_entry import (
    OMP_REQ_DYNAMIC_ALLOCATORS,
    OMP_REQ_REVERSE_OFFLOAD,
    OMP_REQ_UNIFIED_ADDRESS,
    OMP_REQ_UNIFIED_SHARED_MEMORY,
)
from accdialect.dialects.discardable import DECLARE_TARGET as DECLARE_TARGET
from accdialect.dialects.discardable import DECLARE_TARGET_INDIRECT as DECLARE_TARGET_INDIRECT
from accdialect.dialects.inherit import with_fields_of

# ---------------------------------------------------------------------------
# Attributes
# ---------------------------------------------------------------------------


class MemoryOrderKind(StrEnum):
    """Upstream's `ClauseMemoryOrderKind` (OpenMP 5.2 §15.8.4, the memory-order clauses)."""

    SEQ_CST = "seq_cst"
    ACQ_REL = "acq_rel"
    ACQUIRE = "acquire"
    RELEASE = "release"
    RELAXED = "relaxed"


@irdl_attr_definition
class MemoryOrderKindAttr(EnumAttribute[MemoryOrderKind], SpacedOpaqueSyntaxAttribute):
    """Upstream's `#omp<memoryorderkind relaxed>`, which xDSL 0.74 lacks."""

    name = "omp.memoryorderkind"


SYNC_HINTS = (("uncontended", 1), ("contended", 2), ("nonspeculative", 4),
              ("speculative", 8))
"""The `omp_sync_hint_t` bits a `hint(...)` clause names (OpenMP 5.2 §16.1), in the
order mlir-opt 22 prints them; `none` is 0."""


_EnumT = TypeVar("_EnumT", bound=StrEnum)


class InParentheses(Generic[_EnumT]):
    """The parameter syntax of an enum attribute that upstream writes in parentheses
    right after its name (`#omp<clause_task_depend(taskdependin)>`), as mlir-opt 22
    prints it; xDSL's attributes of those names put a space before `(`. Mixed into an
    `EnumAttribute` (which may not have an intermediate subclass)."""

    data: _EnumT
    enum_type: ClassVar[type[StrEnum]]

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_parens():
            printer.print_string(self.data)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> _EnumT:
        with parser.in_parens():
            return cast(_EnumT, parser.parse_str_enum(cls.enum_type))


@irdl_attr_definition
class VariableCaptureKindAttr(InParentheses[VariableCaptureKind],
                              EnumAttribute[VariableCaptureKind], OpaqueSyntaxAttribute):
    """
    Upstream's `#omp<variable_capture_kind(ByRef)>` (`VariableCaptureKindAttr`).

    xDSL's attribute of the same name prints a space before `(`; this one does
    not, like mlir-opt 22. The spaced spelling parses too.
    """

    name = "omp.variable_capture_kind"


@irdl_attr_definition
class DependKindAttr(InParentheses[DependKind], EnumAttribute[DependKind], OpaqueSyntaxAttribute):
    """Upstream's `#omp<clause_task_depend(taskdependin)>`, spelled as mlir-opt 22
    spells it (xDSL's attribute of the same name prints a space before `(`)."""

    name = "omp.clause_task_depend"


@irdl_attr_definition
class ReductionModifierAttr(InParentheses[xomp.ReductionModifier],
                            EnumAttribute[xomp.ReductionModifier], OpaqueSyntaxAttribute):
    """Upstream's `#omp<reduction_modifier(inscan)>`, spelled as mlir-opt 22 spells it
    (xDSL's attribute of the same name prints a space before `(`)."""

    name = "omp.reduction_modifier"


class ClauseRequires(StrEnum):
    """Upstream's `ClauseRequires` bits (OpenMP 5.2 §8.2 `requires`), in the order of
    their values."""

    REVERSE_OFFLOAD = "reverse_offload"
    UNIFIED_ADDRESS = "unified_address"
    UNIFIED_SHARED_MEMORY = "unified_shared_memory"
    DYNAMIC_ALLOCATORS = "dynamic_allocators"


@irdl_attr_definition
class ClauseRequiresAttr(BitEnumAttribute[ClauseRequires], SpacedOpaqueSyntaxAttribute):
    """`#omp<clause_requires unified_address|dynamic_allocators>`, `none` for no clause
    (xDSL 0.74 takes it for a single value)."""

    name = "omp.clause_requires"

    none_value = "none"
    separator_value = "|"
    delimiter_value = AttrParser.Delimiter.NONE


_REQUIRES_BITS = {
    ClauseRequires.REVERSE_OFFLOAD: OMP_REQ_REVERSE_OFFLOAD,
    ClauseRequires.UNIFIED_ADDRESS: OMP_REQ_UNIFIED_ADDRESS,
    ClauseRequires.UNIFIED_SHARED_MEMORY: OMP_REQ_UNIFIED_SHARED_MEMORY,
    ClauseRequires.DYNAMIC_ALLOCATORS: OMP_REQ_DYNAMIC_ALLOCATORS,
}


def requires_bits(attr: Attribute | None) -> int | None:
    """A module's `omp.requires` as libomptarget's `OMP_REQ_*` bits: clang's, taken
    from its `.requires` offload entry, or upstream's `#omp<clause_requires ...>`."""
    if isinstance(attr, IntegerAttr):
        return attr.value.data
    if isinstance(attr, ClauseRequiresAttr):
        return sum(_REQUIRES_BITS[clause] for clause in attr.data)
    return None


# ---------------------------------------------------------------------------
# Map type flags in the custom syntax: `map_clauses(always, to)`
# ---------------------------------------------------------------------------

_MAP_MODIFIERS_FIRST = (
    ClauseMapFlags.ALWAYS,
    ClauseMapFlags.IMPLICIT,
    ClauseMapFlags.OMPX_HOLD,
    ClauseMapFlags.CLOSE,
    ClauseMapFlags.PRESENT,
)
"""Flags printed before the map type (`always, to`), in upstream's order."""

_MAP_FLAGS_AFTER = (
    ClauseMapFlags.DELETE,
    ClauseMapFlags.RETURN_PARAM,
    ClauseMapFlags.STORAGE,
    ClauseMapFlags.PRIVATE,
    ClauseMapFlags.LITERAL,
    ClauseMapFlags.ATTACH,
    ClauseMapFlags.ATTACH_ALWAYS,
    ClauseMapFlags.ATTACH_NONE,
    ClauseMapFlags.ATTACH_AUTO,
    ClauseMapFlags.REF_PTR,
    ClauseMapFlags.REF_PTEE,
    ClauseMapFlags.REF_PTR_PTEE,
    ClauseMapFlags.IS_DEVICE_PTR,
)
"""Flags printed after `to`/`from`/`tofrom`, in upstream's order."""

_MAP_KEYWORD_SPELLING = {
    ClauseMapFlags.DELETE: "delete",
    ClauseMapFlags.PRIVATE: "private",
}
"""Custom-syntax keywords that differ from the generic spelling (`del`, `priv`)."""


def _map_keyword(flag: ClauseMapFlags) -> str:
    return _MAP_KEYWORD_SPELLING.get(flag, str(flag))


_MAP_KEYWORD_FLAGS: dict[str, frozenset[ClauseMapFlags]] = {
    "none": frozenset(),
    "tofrom": frozenset((ClauseMapFlags.TO, ClauseMapFlags.FROM)),
    **{_map_keyword(flag): frozenset((flag,)) for flag in ClauseMapFlags},
}


def map_clause_keywords(flags: Iterable[ClauseMapFlags]) -> list[str]:
    """The keywords mlir-opt 22 prints in `map_clauses(...)` for `flags`.

    Modifiers come first (`always, implicit, ompx_hold, close, present`), then
    the map type (`to`, `from`, or `tofrom` for both), then the other flags in
    the order of LLVM 22's `printMapClause`; no flag at all is `none`.
    """
    flags = frozenset(flags)
    words = [_map_keyword(f) for f in _MAP_MODIFIERS_FIRST if f in flags]
    to, from_ = ClauseMapFlags.TO in flags, ClauseMapFlags.FROM in flags
    if to or from_:
        words.append("tofrom" if to and from_ else "to" if to else "from")
    words += [_map_keyword(f) for f in _MAP_FLAGS_AFTER if f in flags]
    return words or ["none"]


@irdl_custom_directive
class MapClause(CustomDirective):
    """Upstream's `custom<MapClause>($map_type)`: `always, to`. A word that names no
    flag is read and dropped, as mlir-opt 22's `parseMapClause` drops it (flang's newer
    `descriptor`, a misspelling)."""

    map_type: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        def parse_keyword() -> frozenset[ClauseMapFlags]:
            word = parser.parse_identifier(" in map_clauses")
            return _MAP_KEYWORD_FLAGS.get(word, frozenset())

        keywords = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parse_keyword
        )
        self.map_type.set(state, ClauseMapFlagsAttr(frozenset().union(*keywords)))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        attr = self.map_type.get(op)
        assert isinstance(attr, ClauseMapFlagsAttr)
        state.print_whitespace(printer)
        printer.print_list(map_clause_keywords(attr.data), printer.print_string)


@irdl_custom_directive
class CaptureType(CustomDirective):
    """Upstream's `custom<CaptureType>($map_capture_type)`: `ByRef`."""

    map_capture_type: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        kind = parser.parse_str_enum(VariableCaptureKind)
        self.map_capture_type.set(state, VariableCaptureKindAttr(kind))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        attr = self.map_capture_type.get(op)
        assert isinstance(attr, EnumAttribute)
        state.print_whitespace(printer)
        printer.print_string(attr.data)


class BareEnum(CustomDirective, ABC):
    """An enum attribute in a clause, its value alone (`proc_bind(close)`,
    `memory_order(relaxed)`), as an `EnumAttr`'s assembly format prints it inside its
    operation; it anchors the clause's optional group. Its one parameter is the
    attribute, of class `ATTRIBUTE`."""

    ATTRIBUTE: ClassVar[type[EnumAttribute[Any]]]

    def _variable(self) -> AttributeVariable:
        variable = getattr(self, next(iter(self.parameters)))
        assert isinstance(variable, AttributeVariable)
        return variable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        """The value's keyword; another word is mlir-opt 22's error at it ("invalid
        clause value: 'w'", `parseClauseAttr`)."""
        start = parser.pos
        word = parser.parse_identifier(" for a clause value")
        values = {member.value: member for member in self.ATTRIBUTE.enum_type}
        if word not in values:
            parser.raise_error(f"invalid clause value: '{word}'", start, parser.pos)
        self._variable().set(state, self.ATTRIBUTE(values[word]))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        attr = self._variable().get(op)
        assert isinstance(attr, EnumAttribute)
        state.print_whitespace(printer)
        printer.print_string(attr.data)

    def is_anchorable(self) -> bool:
        return True

    def is_present(self, op: IRDLOperation) -> bool:
        return self._variable().get(op) is not None

    def set_empty(self, state: ParsingState) -> None:
        self._variable().set_empty(state)


@irdl_custom_directive
class ProcBindKind(BareEnum):
    """`proc_bind(close)`."""

    ATTRIBUTE = xomp.ProcBindKindAttr
    proc_bind_kind: AttributeVariable


@irdl_custom_directive
class SynchronizationHint(CustomDirective):
    """Upstream's `custom<SynchronizationHint>($hint)`: `hint(uncontended, speculative)`
    for the `i64` bits of `omp_sync_hint_t`, `none` for 0."""

    hint: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        bits = 0
        if parser.parse_optional_keyword("none") is None:
            names = dict(SYNC_HINTS)

            def parse_hint() -> None:
                nonlocal bits
                name = parser.parse_identifier(" for a hint")
                if name not in names:
                    parser.raise_error(f"{name} is not a valid hint")
                bits |= names[name]

            parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_hint)
        self.hint.set(state, IntegerAttr(bits, i64))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        attr = self.hint.get(op)
        assert isinstance(attr, IntegerAttr)
        bits = attr.value.data
        state.print_whitespace(printer)
        printer.print_string(", ".join(name for name, bit in SYNC_HINTS if bits & bit)
                             or "none")

    def is_anchorable(self) -> bool:
        return True

    def is_present(self, op: IRDLOperation) -> bool:
        attr = self.hint.get(op)
        return isinstance(attr, IntegerAttr) and attr.value.data != 0

    def set_empty(self, state: ParsingState) -> None:
        self.hint.set_empty(state)


@irdl_custom_directive
class MemoryOrder(BareEnum):
    """`memory_order(relaxed)`."""

    ATTRIBUTE = MemoryOrderKindAttr
    memory_order: AttributeVariable


@irdl_custom_directive
class MembersIndex(CustomDirective):
    """Upstream's `custom<MembersIndex>($members_index)`: `[0], [1, 0]`."""

    members_index: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        def parse_index() -> ArrayAttr[IntegerAttr]:
            values = parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, parser.parse_integer
            )
            return ArrayAttr(IntegerAttr(value, i64) for value in values)

        indices = parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_index)
        self.members_index.set(state, ArrayAttr(indices))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        indices = self.members_index.get(op)
        if not isinstance(indices, ArrayAttr):
            return
        state.print_whitespace(printer)

        def print_index(index: Attribute) -> None:
            assert isinstance(index, ArrayAttr)
            with printer.in_square_brackets():
                printer.print_list(
                    index, lambda value: printer.print_int(value.value.data)
                )

        printer.print_list(indices, print_index)


# ---------------------------------------------------------------------------
# Other clauses with a custom syntax
# ---------------------------------------------------------------------------


class OperandListDirective(CustomDirective, ABC):
    """A custom directive of variadic operands that can anchor an optional group: it
    is present when its first parameter, a `VariadicOperandVariable`, has operands."""

    def is_anchorable(self) -> bool:
        return True

    def is_present(self, op: IRDLOperation) -> bool:
        operands = getattr(self, next(iter(self.parameters)))
        assert isinstance(operands, VariadicOperandVariable)
        return bool(operands.get(op))

    def set_empty(self, state: ParsingState) -> None:
        for name in self.parameters:
            directive = getattr(self, name)
            assert isinstance(directive, FormatDirective)
            directive.set_empty(state)


@irdl_custom_directive
class DependVarList(OperandListDirective):
    """Upstream's `custom<DependVarList>`: `taskdependin -> %v : !llvm.ptr, ...`."""

    depend_vars: VariadicOperandVariable
    depend_types: TypeDirective
    depend_kinds: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        def parse_entry() -> tuple[DependKind, UnresolvedOperand, Attribute]:
            kind = parser.parse_str_enum(DependKind)
            parser.parse_punctuation("->")
            var = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            return kind, var, parser.parse_type()

        kinds, variables, types = zip(
            *parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
        )
        self.depend_vars.set(state, variables)
        self.depend_types.set(state, types)
        self.depend_kinds.set(state, ArrayAttr(DependKindAttr(k) for k in kinds))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        kinds = self.depend_kinds.get(op)
        assert isinstance(kinds, ArrayAttr)
        state.print_whitespace(printer)

        def print_entry(entry: tuple[Attribute, SSAValue]) -> None:
            kind, var = entry
            assert isinstance(kind, DependKindAttr)
            printer.print_string(f"{kind.data} -> ")
            _print_typed_value(printer, var)

        printer.print_list(zip(kinds, self.depend_vars.get(op)), print_entry)


@irdl_custom_directive
class AllocateAndAllocator(OperandListDirective):
    """Upstream's `custom<AllocateAndAllocator>`: `%allocator : T -> %var : T, ...`."""

    allocate_vars: VariadicOperandVariable
    allocate_types: TypeDirective
    allocator_vars: VariadicOperandVariable
    allocator_types: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        def parse_typed_operand() -> tuple[UnresolvedOperand, Attribute]:
            var = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            return var, parser.parse_type()

        def parse_pair():
            allocator = parse_typed_operand()
            parser.parse_punctuation("->")
            return allocator, parse_typed_operand()

        allocators, allocates = zip(
            *parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_pair)
        )
        self.allocator_vars.set(state, [var for var, _ in allocators])
        self.allocator_types.set(state, [ty for _, ty in allocators])
        self.allocate_vars.set(state, [var for var, _ in allocates])
        self.allocate_types.set(state, [ty for _, ty in allocates])

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)

        def print_pair(pair: tuple[SSAValue, SSAValue]) -> None:
            allocator, allocate = pair
            _print_typed_value(printer, allocator)
            printer.print_string(" -> ")
            _print_typed_value(printer, allocate)

        printer.print_list(
            zip(self.allocator_vars.get(op), self.allocate_vars.get(op)), print_pair
        )


def _print_typed_value(printer: Printer, value: SSAValue) -> None:
    printer.print_ssa_value(value)
    printer.print_string(" : ")
    printer.print_attribute(value.type)


class ClauseList(CustomDirective, ABC):
    """
    Upstream's `oilist(...)` of optional clauses.

    Each parameter is an optional group starting with the clause keyword. The
    clauses are parsed in any order, each at most once, and printed in the
    order of the parameters, which is upstream's order. Subclasses only
    declare the parameters.
    """

    def _clauses(self) -> dict[str, OptionalGroupDirective]:
        """The clauses by keyword, in upstream's order."""
        clauses: dict[str, OptionalGroupDirective] = {}
        for name in self.parameters:
            clause = getattr(self, name)
            assert isinstance(clause, OptionalGroupDirective)
            assert isinstance(clause.then_first, KeywordDirective)
            clauses[clause.then_first.keyword] = clause
        return clauses

    def set_empty(self, state: ParsingState) -> None:
        for clause in self._clauses().values():
            clause.set_empty(state)

    def parse(self, parser: Parser, state: ParsingState) -> None:
        pending = self._clauses()
        parsed: set[str] = set()
        while True:
            start = parser.pos
            keyword = parser.parse_optional_keyword_in(pending.keys() | parsed)
            if keyword is None:
                break
            if keyword in parsed:
                parser.raise_error(
                    f"`{keyword}` clause can appear at most once in the expansion "
                    "of the oilist directive",
                    start,
                    start + len(keyword),
                )
            parsed.add(keyword)
            for element in pending.pop(keyword).then_elements:
                element.parse(parser, state)
        for clause in pending.values():
            clause.set_empty(state)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        for clause in self._clauses().values():
            clause.print(printer, state, op)


@irdl_custom_directive
class MapBoundsClauses(ClauseList):
    """The `oilist` of `omp.map.bounds`."""

    lower_bound: OptionalGroupDirective
    upper_bound: OptionalGroupDirective
    extent: OptionalGroupDirective
    stride: OptionalGroupDirective
    start_idx: OptionalGroupDirective


@irdl_custom_directive
class MapInfoClauses(ClauseList):
    """The `oilist` of `omp.map.info`."""

    var_ptr_ptr: OptionalGroupDirective
    mapper: OptionalGroupDirective
    members: OptionalGroupDirective
    bounds: OptionalGroupDirective


@irdl_custom_directive
class TargetEnterExitUpdateDataClauses(ClauseList):
    """The clauses of `omp.target_enter_data`, `omp.target_exit_data`, `omp.target_update`."""

    depend: OptionalGroupDirective
    device: OptionalGroupDirective
    if_expr: OptionalGroupDirective
    map_entries: OptionalGroupDirective
    nowait: OptionalGroupDirective


@irdl_custom_directive
class TargetDataClauses(ClauseList):
    """The clauses of `omp.target_data` that do not define block arguments."""

    device: OptionalGroupDirective
    if_expr: OptionalGroupDirective
    map_entries: OptionalGroupDirective


@irdl_custom_directive
class TargetClauses(ClauseList):
    """The clauses of `omp.target` that do not define block arguments."""

    allocate: OptionalGroupDirective
    bare: OptionalGroupDirective
    depend: OptionalGroupDirective
    device: OptionalGroupDirective
    if_expr: OptionalGroupDirective
    is_device_ptr: OptionalGroupDirective
    nowait: OptionalGroupDirective
    thread_limit: OptionalGroupDirective


# ---------------------------------------------------------------------------
# Clauses that define the entry block arguments of a region
# ---------------------------------------------------------------------------

_PRIVATE_BARRIER = "private_barrier"


@dataclass(frozen=True)
class EntryArgClause:
    """
    One clause whose operands are passed to the region as entry block arguments:
    `keyword( (byref)? (@sym)? %operand -> %arg ([map_idx=N])?, ... : T, ... )`,
    followed by `private_barrier` when `barrier` is set.
    """

    keyword: str
    vars: VariadicOperandVariable
    types: TypeDirective
    syms: AttributeVariable | None = None
    byref: AttributeVariable | None = None
    map_idx: AttributeVariable | None = None
    barrier: AttributeVariable | None = None
    modifier: AttributeVariable | None = None
    """A reduction's modifier, `mod: inscan,` before the entries."""

    def set_empty(self, state: ParsingState) -> None:
        self.vars.set_empty(state)
        self.types.set_empty(state)

    def parse(self, parser: Parser, state: ParsingState) -> list[Parser.Argument]:
        """Parse the clause after its keyword; return the entry block arguments."""
        byref: list[bool] = []
        syms: list[SymbolRefAttr] = []
        map_idx: list[int] = []
        operands: list[UnresolvedOperand] = []
        args: list[Parser.UnresolvedArgument] = []

        def parse_entry() -> None:
            if self.byref is not None:
                byref.append(parser.parse_optional_keyword("byref") is not None)
            if self.syms is not None:
                sym = parser.parse_attribute()
                if not isinstance(sym, SymbolRefAttr):
                    parser.raise_error("expected a symbol reference")
                syms.append(sym)
            operands.append(parser.parse_unresolved_operand())
            parser.parse_punctuation("->")
            args.append(parser.parse_argument(expect_type=False))
            if self.map_idx is not None:
                if parser.parse_optional_punctuation("["):
                    parser.parse_keyword("map_idx")
                    parser.parse_punctuation("=")
                    map_idx.append(parser.parse_integer())
                    parser.parse_punctuation("]")
                else:
                    map_idx.append(-1)

        with parser.in_parens():
            if self.modifier is not None and parser.parse_optional_keyword("mod"):
                parser.parse_punctuation(":")
                self.modifier.set(state, ReductionModifierAttr(
                    parser.parse_str_enum(xomp.ReductionModifier)))
                parser.parse_punctuation(",")
            parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(
                parser.Delimiter.NONE, parser.parse_type
            )
        if len(types) != len(operands):
            parser.raise_error(
                f"`{self.keyword}` has {len(operands)} operands but {len(types)} types"
            )
        self.vars.set(state, operands)
        self.types.set(state, types)
        if self.byref is not None:
            self.byref.set(state, DenseArrayBase.from_list(i1, byref))
        if self.syms is not None:
            self.syms.set(state, ArrayAttr(syms))
        if self.map_idx is not None:
            self.map_idx.set(state, DenseArrayBase.from_list(i64, map_idx))
        if self.barrier is not None and parser.parse_optional_keyword(_PRIVATE_BARRIER):
            self.barrier.set(state, UnitAttr())
        return [arg.resolve(ty) for arg, ty in zip(args, types)]

    def print(self, printer: Printer, op: IRDLOperation, args: Sequence[SSAValue]):
        """Print the clause, keyword included, with its block arguments `args`."""
        operands = self.vars.get(op)
        count = len(operands)
        byref = _dense_values(self.byref, op, count, 0)
        syms = self.syms.get(op) if self.syms is not None else None
        map_idx = _dense_values(self.map_idx, op, count, -1)

        def print_entry(i: int) -> None:
            if byref[i]:
                printer.print_string("byref ")
            if isinstance(syms, ArrayAttr):
                printer.print_attribute(syms.data[i])
                printer.print_string(" ")
            printer.print_ssa_value(operands[i])
            printer.print_string(" -> ")
            printer.print_ssa_value(args[i])
            if map_idx[i] != -1:
                printer.print_string(f" [map_idx={map_idx[i]}]")

        printer.print_string(f"{self.keyword}(")
        modifier = self.modifier.get(op) if self.modifier is not None else None
        if isinstance(modifier, ReductionModifierAttr):
            printer.print_string(f"mod: {modifier.data}, ")
        printer.print_list(range(count), print_entry)
        printer.print_string(" : ")
        printer.print_list(operands.types, printer.print_attribute)
        printer.print_string(")")
        if self.barrier is not None and self.barrier.get(op) is not None:
            printer.print_string(f" {_PRIVATE_BARRIER}")


def _dense_values(
    variable: AttributeVariable | None, op: IRDLOperation, count: int, default: int
) -> list[int]:
    """The `count` integers of an optional dense array (`default` each when absent)."""
    attr = variable.get(op) if variable is not None else None
    if isa(attr, DenseArrayBase[IntegerType]) and len(attr) == count:
        return list(attr.get_values())
    return [default] * count


class EntryArgRegion(CustomDirective, ABC):
    """
    A region preceded by the clauses that define its entry block arguments, in
    upstream's fixed order (`printBlockArgRegion`): each clause names the block
    argument of each operand (`%m -> %arg0`), and the region is printed without
    an argument list.
    """

    region: RegionVariable

    CLAUSES: ClassVar[tuple[str, ...]]
    """The clauses' keywords, in upstream's order. Each clause's parameters are named
    after it (`map_entries`: `map`): `private_vars`, `private_types`, and those it
    has of `_syms`, `_byref`, `_maps` (`[map_idx=N]`), `_needs_barrier`, `_mod`."""

    def entry_arg_clauses(self) -> Sequence[EntryArgClause]:
        return tuple(self._clause(keyword) for keyword in self.CLAUSES)

    def _clause(self, keyword: str) -> EntryArgClause:
        prefix = "map" if keyword == "map_entries" else keyword

        def parameter(suffix: str) -> Any:
            return getattr(self, f"{prefix}_{suffix}", None)

        return EntryArgClause(keyword, parameter("vars"), parameter("types"),
                              syms=parameter("syms"), byref=parameter("byref"),
                              map_idx=parameter("maps"), barrier=parameter("needs_barrier"),
                              modifier=parameter("mod"))

    def parse(self, parser: Parser, state: ParsingState) -> None:
        args: list[Parser.Argument] = []
        for clause in self.entry_arg_clauses():
            if parser.parse_optional_keyword(clause.keyword):
                args += clause.parse(parser, state)
            else:
                clause.set_empty(state)
        self.region.set(state, parser.parse_region(args or None))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = self.region.get(op)
        block_args = region.blocks.first.args if region.blocks.first else ()
        start = 0
        for clause in self.entry_arg_clauses():
            count = len(clause.vars.get(op))
            if count:
                state.print_whitespace(printer)
                clause.print(printer, op, block_args[start : start + count])
                start += count
        state.print_whitespace(printer)
        printer.print_region(region, print_entry_block_args=False)


@irdl_custom_directive
class ImplicitTerminatorRegion(CustomDirective):
    """A single-block region whose terminator the custom form may leave out
    (upstream's `SingleBlockImplicitTerminator<"TerminatorOp">`): parsed, a block
    that does not end in a terminator gets one (MLIR's `ensureTerminator`); printed,
    a terminator without operands, results or attributes is left out."""

    region: RegionVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        region = parser.parse_region()
        if not region.blocks:
            region.add_block(Block())
        block = region.blocks.last
        assert block is not None
        if len(region.blocks) == 1 and (block.last_op is None
                                        or not block.last_op.has_trait(IsTerminator)):
            block.add_op(TerminatorOp())
        self.region.set(state, region)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = self.region.get(op)
        block = region.blocks.first
        last = block.last_op if block is not None else None
        implicit = (isinstance(last, TerminatorOp) and not last.operands
                    and not last.results and not last.attributes)
        state.print_whitespace(printer)
        printer.print_region(region, print_block_terminators=not implicit)


@irdl_custom_directive
class PointerLikeType(CustomDirective):
    """`type($x)` of an `OpenMP_PointerLikeType` operand: mlir-opt 22 parses it as
    that type class, so another type is its error at the type ("invalid kind of
    type specified")."""

    type: TypeDirective

    def parse(self, parser: Parser, state: ParsingState) -> None:
        start = parser.pos
        found = parser.parse_type()
        if not may_be_pointer_like(found):
            parser.raise_error("invalid kind of type specified", start, parser.pos)
        self.type.set(state, (found,))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        printer.print_list(self.type.get(op), printer.print_attribute)


@irdl_custom_directive
class TargetOpRegion(EntryArgRegion):
    """Upstream's `custom<TargetOpRegion>`."""

    region: RegionVariable
    has_device_addr_vars: VariadicOperandVariable
    has_device_addr_types: TypeDirective
    host_eval_vars: VariadicOperandVariable
    host_eval_types: TypeDirective
    in_reduction_vars: VariadicOperandVariable
    in_reduction_types: TypeDirective
    in_reduction_byref: AttributeVariable
    in_reduction_syms: AttributeVariable
    map_vars: VariadicOperandVariable
    map_types: TypeDirective
    private_vars: VariadicOperandVariable
    private_types: TypeDirective
    private_syms: AttributeVariable
    private_needs_barrier: AttributeVariable
    private_maps: AttributeVariable

    CLAUSES = ("has_device_addr", "host_eval", "in_reduction", "map_entries", "private")


@irdl_custom_directive
class UseDeviceAddrUseDevicePtrRegion(EntryArgRegion):
    """Upstream's `custom<UseDeviceAddrUseDevicePtrRegion>` of `omp.target_data`."""

    region: RegionVariable
    use_device_addr_vars: VariadicOperandVariable
    use_device_addr_types: TypeDirective
    use_device_ptr_vars: VariadicOperandVariable
    use_device_ptr_types: TypeDirective

    CLAUSES = ("use_device_addr", "use_device_ptr")


@irdl_custom_directive
class PrivateRegion(EntryArgRegion):
    """Upstream's `custom<PrivateRegion>`: `private(@p %x -> %arg : T) private_barrier`."""

    region: RegionVariable
    private_vars: VariadicOperandVariable
    private_types: TypeDirective
    private_syms: AttributeVariable
    private_needs_barrier: AttributeVariable

    CLAUSES = ("private",)


@irdl_custom_directive
class PrivateReductionRegion(EntryArgRegion):
    """Upstream's `custom<PrivateReductionRegion>`: the `private` clause, then
    `reduction(mod: inscan, byref @r %x -> %arg : T)`."""

    region: RegionVariable
    private_vars: VariadicOperandVariable
    private_types: TypeDirective
    private_syms: AttributeVariable
    private_needs_barrier: AttributeVariable
    reduction_mod: AttributeVariable
    reduction_vars: VariadicOperandVariable
    reduction_types: TypeDirective
    reduction_byref: AttributeVariable
    reduction_syms: AttributeVariable

    CLAUSES = ("private", "reduction")


ALLOCATE_CLAUSE = """(`allocate` `(` custom<AllocateAndAllocator>($allocate_vars,
    type($allocate_vars), $allocator_vars, type($allocator_vars))^ `)`)?"""
"""The `allocate` clause of an operation's `oilist` (`ClauseList`), in its format."""

PRIVATE_REDUCTION_REGION = """
    custom<PrivateReductionRegion>($region, $private_vars, type($private_vars),
        $private_syms, $private_needs_barrier, $reduction_mod, $reduction_vars,
        type($reduction_vars), $reduction_byref, $reduction_syms)
"""
"""The region of an operation with `private` and `reduction` clauses, in its format."""


@irdl_custom_directive
class ParallelClauses(ClauseList):
    """The clauses of `omp.parallel` that do not define block arguments."""

    allocate: OptionalGroupDirective
    if_expr: OptionalGroupDirective
    num_threads: OptionalGroupDirective
    proc_bind: OptionalGroupDirective


# ---------------------------------------------------------------------------
# Shared parts of the operations
# ---------------------------------------------------------------------------


class PropertiesInNameOrder(IRDLOperation):
    """
    Keeps the properties of the operation sorted by name, the order in which
    MLIR stores and prints them, in the generic form
    (`<{map_capture_type = ..., map_type = ...}>`) and in the attribute
    dictionary of the custom form, whatever order the input gave.
    """

    def __post_init__(self):
        super().__post_init__()
        self.properties = dict(sorted(self.properties.items()))


def map_infos(op: Operation, map_vars: VarOperand) -> Iterator[MapInfoOp]:
    """The `omp.map.info` operations that define the map operands of `op`."""
    for var in map_vars:
        if not isinstance(var.owner, Operation):
            raise VerifyException("missing map operation")
        if not isinstance(var.owner, MapInfoOp):
            raise VerifyException("map argument is not a map entry operation")
        yield var.owner


def verify_defined_by_map_info(clause: str, vars: VarOperand) -> None:
    """Upstream's rule that `clause` operands are `omp.map.info` results."""
    if not all(isinstance(var.owner, MapInfoOp) for var in vars):
        raise VerifyException(
            f"'{clause}' arguments must be defined by 'omp.map.info' ops"
        )


def verify_depend_list(kinds: ArrayAttr | None, vars: VarOperand) -> None:
    """One depend kind per depend operand, as upstream's `verifyDependVarList`."""
    if vars and (kinds is None or len(kinds) != len(vars)):
        raise VerifyException("expected as many depend values as depend variables")
    if not vars and kinds:
        raise VerifyException("unexpected depend values")


def verify_entry_block_args(op: xomp.BlockArgOpenMPOperation) -> None:
    """The region has an entry block argument for each block-argument operand."""
    block = op.regions[0].blocks.first
    actual = len(block.args) if block is not None else 0
    if actual < (expected := op.num_block_args()):
        raise VerifyException(f"expected at least {expected} entry block argument(s)")


def lookup_symbol(op: Operation, symbol: SymbolRefAttr) -> Operation | None:
    """The operation `symbol` names from `op`, or None."""
    try:
        return SymbolTable.lookup_symbol(op, symbol)
    except ValueError:  # no symbol table around `op`
        return None


def verify_allocate(allocate_vars: VarOperand, allocator_vars: VarOperand) -> None:
    """Upstream's `verifyAllocateVars`: one allocator per `allocate` variable."""
    if len(allocate_vars) != len(allocator_vars):
        raise VerifyException("expected equal sizes for allocate and allocator variables")


def verify_reductions(op: Operation, syms: ArrayAttr[SymbolRefAttr] | None, vars: VarOperand,
                      byref: DenseArrayBase | None) -> None:
    """Upstream's `verifyReductionVarList` (OpenMP 5.2 §5.5.8: each list item of a
    reduction clause once, with a declared reduction of its type)."""
    if not vars:
        if syms:
            raise VerifyException("unexpected reduction symbol references")
        return
    if syms is None or len(syms) != len(vars):
        raise VerifyException("expected as many reduction symbol references as reduction "
                              "variables")
    if byref is not None and len(byref) != len(vars):
        raise VerifyException("expected as many reduction variable by reference attributes "
                              "as reduction variables")
    seen: set[SSAValue] = set()
    for var, sym in zip(vars, syms):
        if var in seen:
            raise VerifyException("accumulator variable used more than once")
        seen.add(var)
        declaration = lookup_symbol(op, sym)
        if not isinstance(declaration, xomp.DeclareReductionOp):
            raise VerifyException(f"expected symbol reference {sym} to point to a reduction "
                                  "declaration")
        declared = _accumulator_type(declaration)
        if declared is not None and declared != var.type:
            raise VerifyException(f"expected accumulator ({var.type}) to be the same type as "
                                  f"reduction declaration ({declared})")


def _accumulator_type(declaration: xomp.DeclareReductionOp) -> Attribute | None:
    """The type of the accumulator a reduction declaration allocates (its `alloc`
    region's yielded value), None when it allocates none."""
    block = declaration.alloc_region.blocks.first
    last = block.last_op if block is not None else None
    return last.operands[0].type if last is not None and last.operands else None


def omp_ancestors(op: Operation) -> Iterator[Operation]:
    """The operations of the `omp` dialect that hold `op`, innermost first."""
    parent = op.parent_op()
    while parent is not None:
        if parent.name.startswith("omp."):
            yield parent
        parent = parent.parent_op()


# ---------------------------------------------------------------------------
# Operations
# ---------------------------------------------------------------------------

_IntLike = IntegerType | IndexType


@irdl_op_definition
class MapBoundsOp(PropertiesInNameOrder, xomp.MapBoundsOp):
    """
    Upstream's `omp.map.bounds`: the normalized (zero-based) bounds of the
    section of an array that a map clause maps.

        %b = omp.map.bounds lower_bound(%lb : i64) upper_bound(%ub : i64)
               extent(%n : i64) stride(%s : i64) start_idx(%i : i64)
               {stride_in_bytes = true}
    """

    name = "omp.map.bounds"

    lower_bound = opt_operand_def(_IntLike)
    upper_bound = opt_operand_def(_IntLike)
    extent = opt_operand_def(_IntLike)
    stride = opt_operand_def(_IntLike)
    start_idx = opt_operand_def(_IntLike)

    stride_in_bytes = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))

    res = result_def(MapBoundsType)

    irdl_options = (ParsePropInAttrDict(),)

    custom_directives = (MapBoundsClauses,)
    assembly_format = """
        custom<MapBoundsClauses>(
            (`lower_bound` `(` $lower_bound^ `:` type($lower_bound) `)`)?,
            (`upper_bound` `(` $upper_bound^ `:` type($upper_bound) `)`)?,
            (`extent` `(` $extent^ `:` type($extent) `)`)?,
            (`stride` `(` $stride^ `:` type($stride) `)`)?,
            (`start_idx` `(` $start_idx^ `:` type($start_idx) `)`)?
        ) attr-dict
    """

    def verify_(self) -> None:
        if self.extent is None and self.upper_bound is None:
            raise VerifyException("expected extent or upperbound.")


def may_be_pointer_like(type: Attribute) -> bool:
    """Whether `type` may be upstream's `OpenMP_PointerLikeType` ("OpenMP-compatible
    variable type"): `!llvm.ptr` and `memref` in mlir-opt 22, FIR's reference types
    in flang (xDSL's `fir` dialect does not say which), an unregistered type."""
    return (isinstance(type, LLVMPointerType | MemRefType | UnregisteredAttr)
            or type.name.startswith("fir."))


def pointee_type(type: Attribute) -> Attribute | None:
    """The element type of a pointer-like type, when the type names one (a
    `memref`'s; an opaque `!llvm.ptr` names none)."""
    return type.element_type if isinstance(type, MemRefType) else None


def verify_sync_hint(hint: IntegerAttr | None) -> None:
    """Upstream's `verifySynchronizationHint` (OpenMP 5.2 §16.1: contradictory
    `omp_sync_hint_t` values)."""
    bits = hint.value.data if hint is not None else 0
    names = dict(SYNC_HINTS)
    for first, second, end in (("uncontended", "contended", ""),
                               ("nonspeculative", "speculative", ".")):
        if bits & names[first] and bits & names[second]:
            raise VerifyException(f"the hints omp_sync_hint_{first} and "
                                  f"omp_sync_hint_{second} cannot be combined{end}")


def verify_pointer_like(kind: str, values: Sequence[SSAValue]) -> None:
    """ODS's check of `OpenMP_PointerLikeType` operands (`kind` "operand", numbered
    among the operands present, which come first) or results. (The custom form's
    types are checked while parsing, as mlir-opt 22 checks them: `LocatedParser`.)"""
    for index, value in enumerate(values):
        if not may_be_pointer_like(value.type):
            raise VerifyException(f"{kind} #{index} must be OpenMP-compatible variable type, "
                                  f"but got '{value.type}'")


@irdl_op_definition
class MapInfoOp(PropertiesInNameOrder, xomp.MapInfoOp):
    """
    Upstream's `omp.map.info`: one list item of a map clause (or of a motion
    clause of `omp.target_update`).

        %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(always, to)
               capture(ByRef) var_ptr_ptr(%pp : !llvm.ptr) mapper(@m)
               members(%a : [0] : !llvm.ptr) bounds(%b) -> !llvm.ptr
               {name = "x", partial_map = true}
    """

    name = "omp.map.info"

    var_ptr = operand_def()
    var_ptr_ptr = opt_operand_def()
    members = var_operand_def()
    bounds = var_operand_def(MapBoundsType)

    var_type = prop_def(TypeAttribute)
    map_type = prop_def(ClauseMapFlagsAttr)
    map_capture_type = prop_def(VariableCaptureKindAttr)
    members_index = opt_prop_def(ArrayAttr[ArrayAttr[IntegerAttr[i64]]])
    mapper_id = opt_prop_def(SymbolRefAttr)
    var_name = opt_prop_def(StringAttr, prop_name="name")
    partial_map = opt_prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))

    omp_ptr = result_def()

    irdl_options = (ParsePropInAttrDict(),)

    custom_directives = (MapClause, CaptureType, MembersIndex, MapInfoClauses)
    assembly_format = """
        `var_ptr` `(` $var_ptr `:` type($var_ptr) `,` $var_type `)`
        `map_clauses` `(` custom<MapClause>($map_type) `)`
        `capture` `(` custom<CaptureType>($map_capture_type) `)`
        custom<MapInfoClauses>(
            (`var_ptr_ptr` `(` $var_ptr_ptr^ `:` type($var_ptr_ptr) `)`)?,
            (`mapper` `(` $mapper_id^ `)`)?,
            (`members` `(` $members^ `:` custom<MembersIndex>($members_index)
                `:` type($members) `)`)?,
            (`bounds` `(` $bounds^ `)`)?
        ) `->` type($omp_ptr) attr-dict
    """

    def verify_(self) -> None:
        pointer_of = [] if self.var_ptr_ptr is None else [self.var_ptr_ptr]
        verify_pointer_like("operand", [self.var_ptr, *pointer_of, *self.members])
        verify_pointer_like("result", [self.omp_ptr])
        if self.mapper_id is not None:
            mapper = lookup_symbol(self, self.mapper_id)
            if mapper is None or mapper.name != "omp.declare_mapper":
                raise VerifyException("invalid mapper id")
        verify_defined_by_map_info("members", self.members)

    def declared_mapper(self) -> DeclareMapperOp | None:
        """The `omp.declare_mapper` that `mapper(@m)` names (None without `mapper`, or
        when the symbol is not one: the verifier's `invalid mapper id`)."""
        if self.mapper_id is None:
            return None
        mapper = lookup_symbol(self, self.mapper_id)
        return mapper if isinstance(mapper, DeclareMapperOp) else None


class TargetEnterExitUpdateDataOp(PropertiesInNameOrder):
    """
    The operands and syntax shared by upstream's `omp.target_enter_data`,
    `omp.target_exit_data` and `omp.target_update` (stand-alone directives).
    """

    depend_vars = var_operand_def()
    device = opt_operand_def(IntegerType)
    if_expr = opt_operand_def(i1)
    mapped_vars = var_operand_def()

    depend_kinds = opt_prop_def(ArrayAttr[DependKindAttr])
    nowait = opt_prop_def(UnitAttr)

    custom_directives = (DependVarList, TargetEnterExitUpdateDataClauses)
    assembly_format = """
        custom<TargetEnterExitUpdateDataClauses>(
            (`depend` `(` custom<DependVarList>($depend_vars, type($depend_vars),
                $depend_kinds)^ `)`)?,
            (`device` `(` $device^ `:` type($device) `)`)?,
            (`if` `(` $if_expr^ `)`)?,
            (`map_entries` `(` $mapped_vars^ `:` type($mapped_vars) `)`)?,
            (`nowait` $nowait^)?
        ) attr-dict
    """

    def verify_(self) -> None:
        verify_depend_list(self.depend_kinds, self.depend_vars)
        self.verify_map_types(map_infos(self, self.mapped_vars))

    @abstractmethod
    def verify_map_types(self, map_info_ops: Iterable[MapInfoOp]) -> None:
        """Check that the construct permits the map types of its list items."""


@irdl_op_definition
class TargetEnterDataOp(TargetEnterExitUpdateDataOp, xomp.TargetEnterDataOp):
    """
    Upstream's `omp.target_enter_data`: maps variables to the device data
    environment (OpenMP 5.2, 13.6).

        omp.target_enter_data depend(taskdependin -> %d : !llvm.ptr)
          device(%dev : i32) if(%cond) map_entries(%m : !llvm.ptr) nowait
    """

    name = "omp.target_enter_data"

    def verify_map_types(self, map_info_ops: Iterable[MapInfoOp]) -> None:
        """A map type on `target enter data` is `to` or `alloc` (storage)."""
        for map_info in map_info_ops:
            if map_info.map_type.data & {ClauseMapFlags.FROM, ClauseMapFlags.DELETE}:
                raise VerifyException("to and alloc map types are permitted")


@irdl_op_definition
class TargetExitDataOp(TargetEnterExitUpdateDataOp, xomp.TargetExitDataOp):
    """
    Upstream's `omp.target_exit_data`: unmaps variables from the device data
    environment (OpenMP 5.2, 13.7).

        omp.target_exit_data map_entries(%m : !llvm.ptr)
    """

    name = "omp.target_exit_data"

    def verify_map_types(self, map_info_ops: Iterable[MapInfoOp]) -> None:
        """A map type on `target exit data` is `from`, `release` or `delete`."""
        for map_info in map_info_ops:
            if ClauseMapFlags.TO in map_info.map_type.data:
                raise VerifyException(
                    "from, release and delete map types are permitted"
                )


@irdl_op_definition
class TargetUpdateOp(TargetEnterExitUpdateDataOp, xomp.TargetUpdateOp):
    """
    Upstream's `omp.target_update`: makes device copies consistent with their
    originals according to motion clauses (OpenMP 5.2, 13.9), each modelled as
    an `omp.map.info` with `to` or `from`.

        omp.target_update map_entries(%to_x, %from_y : !llvm.ptr, !llvm.ptr)
    """

    name = "omp.target_update"

    def verify_map_types(self, map_info_ops: Iterable[MapInfoOp]) -> None:
        """
        Each list item is in exactly one motion clause, `to` or `from`, whose
        only modifiers are `present`, `mapper` and `iterator`.
        """
        motion: dict[SSAValue, bool] = {}
        for map_info in map_info_ops:
            flags = map_info.map_type.data
            to, from_ = ClauseMapFlags.TO in flags, ClauseMapFlags.FROM in flags
            if ClauseMapFlags.DELETE in flags or not (to or from_):
                raise VerifyException(
                    "at least one of to or from map types must be specified, "
                    "other map types are not permitted"
                )
            if (to and from_) or motion.setdefault(map_info.var_ptr, to) != to:
                raise VerifyException(
                    "either to or from map types can be specified, not both"
                )
            if flags & {ClauseMapFlags.ALWAYS, ClauseMapFlags.CLOSE, ClauseMapFlags.IMPLICIT}:
                raise VerifyException(
                    "present, mapper and iterator map type modifiers are permitted"
                )


def verify_structured_map_info(map_info: MapInfoOp) -> None:
    """A map type on `target data` and `target` is `to`, `from`, `tofrom` or `alloc`."""
    if ClauseMapFlags.DELETE in map_info.map_type.data:
        raise VerifyException("to, from, tofrom and alloc map types are permitted")


@irdl_op_definition
class TargetDataOp(PropertiesInNameOrder, xomp.TargetDataOp):
    """
    Upstream's `omp.target_data`: maps variables to the device data environment
    for the extent of its region (OpenMP 5.2, 13.5). The `use_device_addr` and
    `use_device_ptr` operands become entry block arguments holding the device
    addresses.

        omp.target_data map_entries(%m : !llvm.ptr)
            use_device_addr(%a -> %arg0 : !llvm.ptr) {
          ...
          omp.terminator
        }
    """

    name = "omp.target_data"

    device = opt_operand_def(IntegerType)
    if_expr = opt_operand_def(i1)
    mapped_vars = var_operand_def()
    use_device_addr_vars = var_operand_def()
    use_device_ptr_vars = var_operand_def()

    region = region_def()

    custom_directives = (TargetDataClauses, UseDeviceAddrUseDevicePtrRegion)
    assembly_format = """
        custom<TargetDataClauses>(
            (`device` `(` $device^ `:` type($device) `)`)?,
            (`if` `(` $if_expr^ `)`)?,
            (`map_entries` `(` $mapped_vars^ `:` type($mapped_vars) `)`)?
        )
        custom<UseDeviceAddrUseDevicePtrRegion>($region,
            $use_device_addr_vars, type($use_device_addr_vars),
            $use_device_ptr_vars, type($use_device_ptr_vars)) attr-dict
    """

    def verify_(self) -> None:
        if not (self.mapped_vars or self.use_device_addr_vars or self.use_device_ptr_vars):
            raise VerifyException(
                "At least one of map, use_device_ptr_vars, or use_device_addr_vars "
                "operand must be present"
            )
        verify_defined_by_map_info("use_device_ptr", self.use_device_ptr_vars)
        verify_defined_by_map_info("use_device_addr", self.use_device_addr_vars)
        for map_info in map_infos(self, self.mapped_vars):
            verify_structured_map_info(map_info)
        verify_entry_block_args(self)


@irdl_op_definition
class TargetOp(PropertiesInNameOrder, xomp.TargetOp):
    """
    Upstream's `omp.target`: a region executed on the device (OpenMP 5.2,
    13.8). Its `has_device_addr`, `host_eval`, `in_reduction`, `map_entries`
    and `private` operands are passed to the region as entry block arguments,
    in that order.

        omp.target device(%dev : i32) map_entries(%m -> %arg0 : !llvm.ptr) {
          ...
          omp.terminator
        }
    """

    name = "omp.target"

    allocate_vars = var_operand_def()
    allocator_vars = var_operand_def()
    depend_vars = var_operand_def()
    device = opt_operand_def(IntegerType)
    has_device_addr_vars = var_operand_def()
    host_eval_vars = var_operand_def()
    if_expr = opt_operand_def(i1)
    in_reduction_vars = var_operand_def()
    is_device_ptr_vars = var_operand_def()
    map_vars = var_operand_def()
    private_vars = var_operand_def()
    thread_limit = opt_operand_def(_IntLike)

    bare = opt_prop_def(UnitAttr)
    depend_kinds = opt_prop_def(ArrayAttr[DependKindAttr])
    in_reduction_byref = opt_prop_def(DenseArrayBase[i1])
    in_reduction_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    nowait = opt_prop_def(UnitAttr)
    private_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    private_needs_barrier = opt_prop_def(UnitAttr)
    private_maps = opt_prop_def(DenseArrayBase[i64])

    region = region_def()

    custom_directives = (
        AllocateAndAllocator,
        DependVarList,
        TargetClauses,
        TargetOpRegion,
    )
    assembly_format = """
        custom<TargetClauses>(
            (`allocate` `(` custom<AllocateAndAllocator>($allocate_vars,
                type($allocate_vars), $allocator_vars, type($allocator_vars))^ `)`)?,
            (`ompx_bare` $bare^)?,
            (`depend` `(` custom<DependVarList>($depend_vars, type($depend_vars),
                $depend_kinds)^ `)`)?,
            (`device` `(` $device^ `:` type($device) `)`)?,
            (`if` `(` $if_expr^ `)`)?,
            (`is_device_ptr` `(` $is_device_ptr_vars^ `:`
                type($is_device_ptr_vars) `)`)?,
            (`nowait` $nowait^)?,
            (`thread_limit` `(` $thread_limit^ `:` type($thread_limit) `)`)?
        )
        custom<TargetOpRegion>($region,
            $has_device_addr_vars, type($has_device_addr_vars),
            $host_eval_vars, type($host_eval_vars),
            $in_reduction_vars, type($in_reduction_vars),
            $in_reduction_byref, $in_reduction_syms,
            $map_vars, type($map_vars),
            $private_vars, type($private_vars),
            $private_syms, $private_needs_barrier, $private_maps) attr-dict
    """

    def num_block_args(self) -> int:
        return (
            len(self.has_device_addr_vars)
            + len(self.host_eval_vars)
            + len(self.in_reduction_vars)
            + len(self.map_vars)
            + len(self.private_vars)
        )

    def verify_(self) -> None:
        verify_depend_list(self.depend_kinds, self.depend_vars)
        verify_defined_by_map_info("has_device_addr", self.has_device_addr_vars)
        for map_info in map_infos(self, self.map_vars):
            verify_structured_map_info(map_info)
        if self.private_maps is not None and len(self.private_maps) != len(
            self.private_vars
        ):
            raise VerifyException(
                "sizes of `private` operand range and `private_maps` attribute mismatch"
            )
        verify_entry_block_args(self)


@irdl_op_definition
class ParallelOp(PropertiesInNameOrder, xomp.BlockArgOpenMPOperation):
    """
    Upstream's `omp.parallel` (OpenMP 5.2 §10.1), in its custom form; its `private`
    and `reduction` operands are the region's entry block arguments:

        omp.parallel num_threads(%n : i32) private(@p %x -> %arg0 : !llvm.ptr) {
          ...
          omp.terminator
        }
    """

    name = "omp.parallel"

    allocate_vars = var_operand_def()
    allocators_vars = var_operand_def()
    if_expr = opt_operand_def(i1)
    num_threads = opt_operand_def(_IntLike)
    private_vars = var_operand_def()
    reduction_vars = var_operand_def()

    region = region_def()

    private_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])
    private_needs_barrier = opt_prop_def(UnitAttr)
    proc_bind_kind = opt_prop_def(xomp.ProcBindKindAttr)
    reduction_mod = opt_prop_def(ReductionModifierAttr)
    reduction_byref = opt_prop_def(DenseArrayBase[i1])
    reduction_syms = opt_prop_def(ArrayAttr[SymbolRefAttr])

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(RecursiveMemoryEffect())

    custom_directives = (AllocateAndAllocator, ParallelClauses, PrivateReductionRegion,
                         ProcBindKind)
    assembly_format = f"""
        custom<ParallelClauses>(
            (`allocate` `(` custom<AllocateAndAllocator>($allocate_vars,
                type($allocate_vars), $allocators_vars, type($allocators_vars))^ `)`)?,
            (`if` `(` $if_expr^ `)`)?,
            (`num_threads` `(` $num_threads^ `:` type($num_threads) `)`)?,
            (`proc_bind` `(` custom<ProcBindKind>($proc_bind_kind)^ `)`)?
        )
        {PRIVATE_REDUCTION_REGION} attr-dict
    """

    def num_block_args(self) -> int:
        return len(self.private_vars) + len(self.reduction_vars)

    def verify_(self) -> None:
        verify_entry_block_args(self)


@irdl_op_definition
class TerminatorOp(xomp.TerminatorOp):
    """
    Upstream's `omp.terminator`, which ends the regions of `omp.target` and
    `omp.target_data`; xDSL gives it no custom syntax.
    """

    name = "omp.terminator"

    assembly_format = "attr-dict"


@irdl_op_definition
class DeclareMapperOp(IRDLOperation):
    """Upstream's `omp.declare_mapper @name : T { ^bb0(%v: !llvm.ptr): ... }` (OpenMP
    5.2 §5.8.8 `declare mapper`): a symbol that `omp.map.info`'s `mapper(@name)` names;
    its one block receives the address of the variable of type `T` being mapped and
    ends in `omp.declare_mapper.info` with the maps that replace it. As mlir-opt 22: a
    symbol, isolated from above, one block, whose terminator must be an
    `omp.declare_mapper.info` ("expected terminator to be a DeclareMapperInfoOp")."""

    name = "omp.declare_mapper"

    sym_name = prop_def(SymbolNameConstraint())
    type = prop_def(TypeAttribute)
    body = region_def("single_block")

    traits = traits_def(SymbolOpInterface(), IsolatedFromAbove())

    assembly_format = "$sym_name `:` $type $body attr-dict"

    def verify_(self) -> None:
        block = self.body.blocks.first
        if block is None or not isinstance(block.last_op, DeclareMapperInfoOp):
            raise VerifyException("expected terminator to be a DeclareMapperInfoOp")


class _MapperInfoTerminator(IsTerminator):
    """The terminator of an `omp.declare_mapper` body, checked as mlir-opt 22 checks
    it: its parent first (`'...' op expects parent op 'omp.declare_mapper'`; xDSL's
    `HasParent` names the operation twice, and its traits have no order), then that
    it ends its block."""

    def verify(self, op: Operation) -> None:
        parent = op.parent_op()
        if parent is not None and not isinstance(parent, DeclareMapperOp):
            raise VerifyException(f"expects parent op '{DeclareMapperOp.name}'")
        super().verify(op)


@irdl_op_definition
class DeclareMapperInfoOp(IRDLOperation):
    """Upstream's `omp.declare_mapper.info map_entries(%m, ... : types)`: the maps of
    a `declare mapper` (results of `omp.map.info`), the terminator of its body."""

    name = "omp.declare_mapper.info"

    map_vars = var_operand_def()

    traits = traits_def(_MapperInfoTerminator())

    assembly_format = "(`map_entries` `(` $map_vars^ `:` type($map_vars) `)`)? attr-dict"

    def verify_(self) -> None:
        verify_defined_by_map_info("map_entries", self.map_vars)


@irdl_op_definition
class ThreadprivateOp(IRDLOperation):
    """`%tls = omp.threadprivate %x : T -> T` (OpenMP 5.2 §5.2): the address of the
    calling thread's copy of the threadprivate variable at `%x`."""

    name = "omp.threadprivate"

    sym_addr = operand_def()
    tls_addr = result_def()

    assembly_format = "$sym_addr `:` type($sym_addr) `->` type($tls_addr) attr-dict"

    def verify_(self) -> None:
        verify_pointer_like("operand", (self.sym_addr,))
        verify_pointer_like("result", (self.tls_addr,))
        if self.sym_addr.type != self.tls_addr.type:
            raise VerifyException("failed to verify that all of {sym_addr, tls_addr} have "
                                  "same type")


@irdl_op_definition
class BarrierOp(xomp.BarrierOp):
    """Upstream's `omp.barrier`, in its custom form (xDSL 0.74 gives it none)."""

    name = "omp.barrier"
    assembly_format = "attr-dict"


@irdl_op_definition
class TaskyieldOp(xomp.TaskyieldOp):
    """Upstream's `omp.taskyield`, in its custom form (xDSL 0.74 gives it none)."""

    name = "omp.taskyield"
    assembly_format = "attr-dict"


@irdl_op_definition
@with_fields_of(xomp.FlushOp)
class FlushOp(xomp.FlushOp):
    """Upstream's `omp.flush(%a : !llvm.ptr)`, in its custom form (xDSL 0.74 gives it
    none)."""

    name = "omp.flush"
    assembly_format = "(`(` $var_list^ `:` type($var_list) `)`)? attr-dict"


@irdl_op_definition
@with_fields_of(xomp.MasterOp)
class MasterOp(xomp.MasterOp):
    """Upstream's `omp.master { ... }`, in its custom form (xDSL 0.74 gives it none)."""

    name = "omp.master"
    assembly_format = "$region attr-dict"
