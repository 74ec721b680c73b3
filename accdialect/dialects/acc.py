"""The project's `acc` dialect: xDSL 0.74's OpenACC port, extended by seed 001.

Seed 001 (Fortran descriptor management) adds to the data-clause operations an
augmented pointer `augPtr` (the address of the structure that describes the
pointer, e.g. a Fortran descriptor) and a symbol `attachRecipe` (exits:
`detachRecipe`) naming the code that attaches (detaches) it, and two symbol
operations holding that code, `acc.attach.recipe` and `acc.detach.recipe`.

Each extended operation subclasses xDSL's (so xDSL's `isinstance`-based
verifiers still accept it) and re-declares all fields, because xDSL's decorator
turned the parent's fields into accessors. The same subclasses close the gaps
between xDSL 0.74 and mlir-opt 22: the `always` modifier group, the per-op table
of data clauses and modifiers, the explicit `varType` of opaque pointers,
`acc.terminator` in `acc.declare` and recipe regions, an empty
`acc.kernel_environment`, and regions of several blocks in the constructs. The dialect
registers these classes in place of xDSL's, and xDSL's own classes stay as xDSL
defines them; every class of the dialect with operand groups sized by
`operandSegmentSizes` is one of the project's, which reads its groups directly
(`xdsl_compat.operand_groups`).

Generic form: the `augPtr` operand is the last segment of `operandSegmentSizes`.
Upstream's shorter array (no `augPtr`) is accepted, and the generic printer
(`accdialect.ir.printer`) drops the segment again when it is empty, so generic IR
of operations without `augPtr` is exactly what mlir-opt 22 reads and writes.
"""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self, cast

from xdsl.dialects import acc as xacc
from xdsl.dialects.acc import DataBoundsType, DataClause, DataClauseAttr
from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    LocationAttr,
    MemRefType,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    UnrankedMemRefType,
    UnregisteredAttr,
)
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.dialects.utils.bit_enum_attribute import BitEnumAttribute
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    Operation,
    ParametrizedAttribute,
    Region,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    OpTraits,
    irdl_attr_definition,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    OperandVariable,
    ParsingState,
    PrintingState,
    TypeDirective,
    irdl_custom_directive,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import (
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    NoMemoryEffect,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.hints import isa
from xdsl.utils.str_enum import StrEnum

from accdialect.dialects.any_order import clauses_in_any_order
from accdialect.dialects.discardable import CONSTRUCT_ATTR as CONSTRUCT_ATTR
from accdialect.dialects.discardable import DESCRIPTOR_MARKER as DESCRIPTOR_MARKER
from accdialect.dialects.inherit import OpT, OwnFormat, with_fields_of, with_traits
from accdialect.xdsl_compat.operand_groups import read_groups_directly
from accdialect.xdsl_compat.verifiers import declared_verify

Modifier = xacc.DataClauseModifier


# ---------------------------------------------------------------------------
# Attributes
# ---------------------------------------------------------------------------


class RecipeKind(StrEnum):
    """The kinds of recipe (upstream `mlir::acc::RecipeKind`): what a recipe's name is
    made for (`acc::getRecipeName`)."""

    PRIVATE_RECIPE = "private_recipe"
    FIRSTPRIVATE_RECIPE = "firstprivate_recipe"
    REDUCTION_RECIPE = "reduction_recipe"


@irdl_attr_definition
class RecipeKindAttr(EnumAttribute[RecipeKind]):
    """Upstream `#acc.recipe_kind<private_recipe>` (an `EnumAttr` printed in its
    default `<value>` form)."""

    name = "acc.recipe_kind"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> RecipeKind:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(RecipeKind)


@irdl_attr_definition
class DataClauseModifierAttr(BitEnumAttribute[Modifier], SpacedOpaqueSyntaxAttribute):
    """Upstream `#acc<data_clause_modifier ...>` with its `always` group.

    Upstream defines `always` as the group `alwaysin|alwaysout`; mlir-opt 22
    prints the group first (`always,readonly`), then the single bits.
    """

    name = "acc.data_clause_modifier"
    none_value = "none"
    separator_value = ","
    delimiter_value = AttrParser.Delimiter.NONE

    ALWAYS: ClassVar[frozenset[Modifier]] = frozenset(
        {Modifier.ALWAYSIN, Modifier.ALWAYSOUT}
    )

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> frozenset[Modifier]:
        def parse_element() -> frozenset[Modifier]:
            if parser.parse_optional_keyword("none") is not None:
                return frozenset()
            if parser.parse_optional_keyword("always") is not None:
                return cls.ALWAYS
            return frozenset({Modifier(parser.parse_str_enum(Modifier))})

        groups = parser.parse_list(cls.delimiter_value, parse_element, ",")
        return frozenset().union(*groups)

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(",".join(modifier_names(self.data)))


def modifier_names(modifiers: Iterable[Modifier]) -> list[str]:
    """Spellings of a modifier set in mlir-opt 22's order (`none` when empty)."""
    flags = frozenset(modifiers)
    if not flags:
        return ["none"]
    names = ["always"] if flags >= DataClauseModifierAttr.ALWAYS else []
    if names:
        flags = flags - DataClauseModifierAttr.ALWAYS
    return names + [m.value for m in Modifier if m in flags]


NO_MODIFIERS = DataClauseModifierAttr(frozenset())


# ---------------------------------------------------------------------------
# `varPtr(%v : T) varType(E)`
# ---------------------------------------------------------------------------


def element_type(var_type: Attribute) -> Attribute | None:
    """The element type a pointer-like `var` type implies, as upstream's
    `PointerLikeType::getElementType`: a memref's (ranked or not) element type;
    none for the opaque `!llvm.ptr`; the referenced type of FIR's `!fir.ref<T>`
    (`ptr`, `heap`, `llvm_ptr`), as flang's `fir::ReferenceType` gives it; a
    non-pointer (mappable) type is its own element."""
    if isinstance(var_type, MemRefType | UnrankedMemRefType):
        return var_type.element_type
    if isinstance(var_type, LLVMPointerType):
        return None
    if var_type.name in FIR_REFERENCES:  # flang's PointerLikeType: the whole variable
        return cast(ParametrizedAttribute, var_type).parameters[0]
    return var_type


FIR_REFERENCES = ("fir.ref", "fir.ptr", "fir.heap", "fir.llvm_ptr")
"""FIR's pointer-like types: their element type is the referenced variable."""


def is_pointer_like(var_type: Attribute) -> bool:
    """Whether mlir-opt 22 gives `var_type` upstream's `PointerLikeType` interface:
    `memref` (ranked or not) and `!llvm.ptr`; and fir-opt 22 FIR's references
    (`FIR_REFERENCES`; a descriptor `!fir.box<T>` is a `MappableType`). (The class is
    looked up first: the `isinstance` of an xDSL attribute class that is not the
    value's own is a Python call, `ABCMeta.__instancecheck__`.)"""
    return (type(var_type) in _POINTER_LIKE or isinstance(var_type, _POINTER_LIKE)
            or var_type.name in FIR_REFERENCES)


_POINTER_LIKE = (MemRefType, UnrankedMemRefType, LLVMPointerType)


def declare_is_structured(data_operands: Sequence[SSAValue]) -> bool:
    """Whether an `acc.declare_enter`'s clauses use the structured reference counter:
    in a procedure, yes (their lifetime is the procedure's); a module variable's
    `declare`, in flang's global constructor, marks its clauses `structured = false`:
    the dynamic counter (OpenACC 3.3 §2.13)."""
    return all(value.owner.structured.value.data != 0 for value in data_operands
               if isinstance(value.owner, DataClauseOp))


def may_be_pointer_or_mappable(var_type: Attribute) -> bool:
    """Whether `var_type` may be upstream's `OpenACC_AnyPointerOrMappableType` (and
    `OpenACC_PointerLikeType`): a pointer-like type of mlir-opt 22, or a type whose
    interfaces mlir-opt 22 cannot know: FIR's (flang registers `PointerLikeType`
    and `MappableType` on them; xDSL's `fir` dialect does not say which) and
    unregistered types. mlir-opt 22 itself has no mappable type: it rejects every
    other type (`i32`, `tensor<4xf32>`, `!llvm.struct<(i32)>`, ...)."""
    return (is_pointer_like(var_type) or isinstance(var_type, UnregisteredAttr)
            or var_type.name.startswith("fir."))


@irdl_custom_directive
class VarPtr(CustomDirective):
    """`varPtr(%v : T)` then `varType(E)` unless `E` is implied by `T`.

    mlir-opt 22 cannot infer `E` for an opaque `!llvm.ptr`, so there `varType`
    is required on input and always printed.
    """

    var: OperandVariable
    var_type: TypeDirective
    var_type_attr: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        if parser.parse_optional_keyword("varPtr") is None:
            parser.parse_keyword("var")
        with parser.in_parens():
            self.var.set(state, parser.parse_unresolved_operand())
            parser.parse_punctuation(":")
            ty = parser.parse_type()
        self.var_type.set(state, (ty,))
        if parser.parse_optional_keyword("varType") is not None:
            with parser.in_parens():
                self.var_type_attr.set(state, parser.parse_type())
            return
        implied = element_type(ty)
        if implied is None:
            parser.raise_error(
                f"'varType' is required: the element type of {ty} is unknown"
            )
        self.var_type_attr.set(state, implied)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        var = self.var.get(op)
        printer.print_string("varPtr(" if is_pointer_like(var.type) else "var(")
        printer.print_ssa_value(var)
        printer.print_string(" : ")
        printer.print_attribute(var.type)
        printer.print_string(")")
        var_type = self.var_type_attr.get(op)
        if var_type is not None and var_type != element_type(var.type):
            printer.print_string(" varType(")
            printer.print_attribute(var_type)
            printer.print_string(")")
        state.should_emit_space = True
        state.last_was_punctuation = False


@irdl_custom_directive
class AccVar(xacc.AccVar):
    """`accPtr(%v : T)` of a pointer-like `T`, `accVar(%v : T)` of a mappable one
    (upstream's `printAccVar`)."""

    acc_var: OperandVariable
    acc_var_type: TypeDirective

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        value = self.acc_var.get(op)
        printer.print_string("accPtr(" if is_pointer_like(value.type) else "accVar(")
        printer.print_ssa_value(value)
        printer.print_string(" : ")
        printer.print_attribute(value.type)
        printer.print_string(")")
        state.should_emit_space = True
        state.last_was_punctuation = False


@irdl_custom_directive
class RecipeSignature(CustomDirective):
    """`(varPtr type, augPtr type, offset type, size type)` of a recipe."""

    function_type: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        inputs = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_type
        )
        self.function_type.set(state, FunctionType.from_lists(inputs, []))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        signature = cast(FunctionType, self.function_type.get(op))
        with printer.in_parens():
            printer.print_list(signature.inputs, printer.print_attribute)
        state.should_emit_space = True
        state.last_was_punctuation = False


# ---------------------------------------------------------------------------
# Property names of the data-clause operations
# ---------------------------------------------------------------------------

OPERAND_SEGMENT_SIZES = AttrSizedOperandSegments.attribute_name
"""`operandSegmentSizes`: a data-clause operation's operand groups, seed 001's
`augPtr` last."""
VAR_TYPE = "varType"
"""The element type of `varPtr` (upstream `varType`)."""
ATTACH_RECIPE = "attachRecipe"
"""Seed 001: on a data-entry operation, the `acc.attach.recipe` that attaches
`augPtr` after the data action."""
DETACH_RECIPE = "detachRecipe"
"""On a data-exit operation, the `acc.detach.recipe` that detaches `augPtr` before
the data action (the detach half that seed 001 leaves as a TODO)."""


# ---------------------------------------------------------------------------
# Attach and detach recipes (seed 001)
# ---------------------------------------------------------------------------


class AttachmentRecipeOp(IRDLOperation):
    """A symbol holding the code of an attachment or detachment.

    Seed 001: the body receives `(varPtr, augPtr, offset, size)`, `offset` and
    `size` computed from the data operation's bounds, and ends in `acc.yield`.
    """

    sym_name = prop_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    body = region_def()

    traits = lazy_traits_def(lambda: (SymbolOpInterface(), IsolatedFromAbove()))
    custom_directives = (RecipeSignature,)
    assembly_format = (
        "$sym_name `:` custom<RecipeSignature>($function_type) attr-dict-with-keyword $body"
    )

    def __init__(
        self, sym_name: str, inputs: Sequence[Attribute], body: Region
    ) -> None:
        super().__init__(
            properties={
                "sym_name": StringAttr(sym_name),
                "function_type": FunctionType.from_lists(inputs, []),
            },
            regions=[body],
        )

    def verify_(self) -> None:
        inputs = tuple(self.function_type.inputs)
        if len(inputs) != 4 or self.function_type.outputs.data:
            raise VerifyException(
                "expects the signature (varPtr type, augPtr type, offset type, size type)"
            )
        for kind, ty in zip(("offset", "size"), inputs[2:]):
            if not isinstance(ty, IndexType | IntegerType):
                raise VerifyException(f"expects an integer or index {kind}, got {ty}")
        entry = self.body.blocks.first
        if entry is None:
            raise VerifyException("expects a non-empty body")
        if tuple(arg.type for arg in entry.args) != inputs:
            raise VerifyException(
                "expects the body's arguments to have the signature's types"
            )


@irdl_op_definition
class AttachRecipeOp(AttachmentRecipeOp):
    """`acc.attach.recipe @r : (varPtr, augPtr, offset, size) { ... acc.yield }`
    (seed 001): the language-specific attach action, e.g. a call of
    `_FortranAOpenACCAttachDescriptor` for a Fortran descriptor."""

    name = "acc.attach.recipe"


@irdl_op_definition
class DetachRecipeOp(AttachmentRecipeOp):
    """`acc.detach.recipe @r : (varPtr, augPtr, offset, size) { ... acc.yield }`:
    the detach twin that seed 001 leaves as a TODO (whole-descriptor restore)."""

    name = "acc.detach.recipe"


# ---------------------------------------------------------------------------
# The data-clause operations: one base, as upstream's OpenACCOps.td
# ---------------------------------------------------------------------------


def _segment_sizes(sizes: Sequence[int]) -> DenseArrayBase[IntegerType]:
    return DenseArrayBase.from_list(IntegerType(32), sizes)


def _segments(*groups: Sequence[SSAValue | Operation]) -> list[list[SSAValue | Operation]]:
    return [list(group) for group in groups]


def _bool_prop(value: bool | None) -> BoolAttr | None:
    return None if value is None else IntegerAttr.from_bool(value)


def _modifiers_prop(modifiers: Iterable[Modifier] | None) -> DataClauseModifierAttr | None:
    return None if modifiers is None else DataClauseModifierAttr(frozenset(modifiers))


def _implied_var_type(var: SSAValue | Operation) -> TypeAttribute | None:
    """`varType` when not given: the element type `varPtr`'s type implies."""
    implied = element_type(SSAValue.get(var).type)
    return implied if isinstance(implied, TypeAttribute) else None


def _data_clause(clause: DataClause) -> DataClauseAttr:
    """The `dataClause` property of an operation whose own clause is `clause`."""
    return opt_prop_def(
        DataClauseAttr, default_value=DataClauseAttr(clause), prop_name="dataClause"
    )


@dataclass(frozen=True)
class ClauseRule:
    """Upstream's verifier rule for one data-clause op (mlir-opt 22).

    `clauses`: the `dataClause` values the op may carry, i.e. its own clause
    and those it can be decomposed from (`None`: any). `modifiers`: those it
    accepts (`None`: any). `action`: the op's name in messages. `attaches`:
    whether seed 001's `augPtr` and recipe are allowed. `same_types`: whether
    `varPtr` and the result must have one type. `recipe`: the kind of
    privatization recipe the op's `recipe` must name (private, firstprivate and
    reduction), None when it needs none.
    """

    action: str
    clauses: frozenset[DataClause] | None
    modifiers: frozenset[Modifier] | None = frozenset()
    decomposed: bool = True
    attaches: bool = False
    same_types: bool = True
    recipe: type[IRDLOperation] | None = None


POINTER_OR_MAPPABLE = "any pointer or mappable"
"""How mlir-opt 22 names `OpenACC_AnyPointerOrMappableType` in its messages."""
POINTER_LIKE = "PointerLikeType instance"
"""How mlir-opt 22 names `OpenACC_PointerLikeType` (`varPtrPtr`) in its messages."""


def _verify_types(kind: str, values: Sequence[tuple[SSAValue, str]]) -> None:
    """The type constraints of upstream's operand (`kind` "operand") or result
    definitions, checked as ODS checks them, before the op's own verifier:
    `operand #N must be any pointer or mappable, but got 'T'` (N counts the
    operands present). `values`: each value and the constraint's name."""
    for index, (value, constraint) in enumerate(values):
        if not may_be_pointer_or_mappable(value.type):
            raise VerifyException(
                f"{kind} #{index} must be {constraint}, but got '{value.type}'"
            )


class DataClauseOp(OwnFormat):
    """What every data-clause operation has (upstream's `OpenACC_DataEntryOp` and
    `OpenACC_DataExitOp` td classes), plus seed 001's `augPtr` operand and recipe.

    The operand groups, in the order of `operandSegmentSizes`: the subclass's own
    (`varPtr`, `varPtrPtr` / `accPtr`, `varPtr`), then `bounds`, `async`, `augPtr`
    (seed 001, last, absent from upstream's generic form). Verification follows
    `CLAUSE_RULES`, the rules of mlir-opt 22 per operation. The constructors call
    `IRDLOperation.__init__` directly: next in the method order is the xDSL
    parent's own constructor, with other parameters.
    """

    bounds = var_operand_def(DataBoundsType)
    async_operands = var_operand_def(IntegerType | IndexType)
    aug_ptr = opt_operand_def()

    data_clause = prop_def(DataClauseAttr, prop_name="dataClause")
    """Declared again by each operation, with its own clause as default."""
    async_operands_device_type = opt_prop_def(
        ArrayAttr[xacc.DeviceTypeAttr], prop_name="asyncOperandsDeviceType"
    )
    async_only = opt_prop_def(ArrayAttr[xacc.DeviceTypeAttr], prop_name="asyncOnly")
    structured = opt_prop_def(
        BoolAttr, default_value=IntegerAttr.from_bool(True), prop_name="structured"
    )
    implicit = opt_prop_def(
        BoolAttr, default_value=IntegerAttr.from_bool(False), prop_name="implicit"
    )
    modifiers = opt_prop_def(
        DataClauseModifierAttr, default_value=NO_MODIFIERS, prop_name="modifiers"
    )
    var_name = opt_prop_def(StringAttr, prop_name="name")

    RECIPE: ClassVar[str]
    """The property naming the recipe: `attachRecipe` or `detachRecipe`."""
    RECIPE_KIND: ClassVar[type[AttachmentRecipeOp]]

    @classmethod
    def create(
        cls,
        *,
        operands: Sequence[SSAValue] = (),
        result_types: Sequence[Attribute] = (),
        properties: Mapping[str, Attribute] = {},
        attributes: Mapping[str, Attribute] = {},
        location: LocationAttr | None = None,
        successors: Sequence[Block] = (),
        regions: Sequence[Region] = (),
    ) -> Self:
        """Upstream's generic form (no `augPtr` segment) gets an empty `augPtr`."""
        sizes = properties.get(OPERAND_SEGMENT_SIZES)
        groups = len(cls.get_irdl_definition().operands)
        if isa(sizes, DenseArrayBase[IntegerType]) and len(sizes) == groups - 1:
            properties = {
                **properties,
                OPERAND_SEGMENT_SIZES: _segment_sizes((*sizes.get_values(), 0)),
            }
        return super().create(
            operands=operands, result_types=result_types, properties=properties,
            attributes=attributes, location=location, successors=successors,
            regions=regions,
        )

    def upstream_generic_properties(self) -> dict[str, Attribute]:
        """The properties as upstream's generic form has them: without the
        `augPtr` segment when it is empty. Segment sizes that are not one per
        operand group (an operation that does not verify, printed under
        `--disable-verify`) are printed as they are."""
        sizes = self.properties.get(OPERAND_SEGMENT_SIZES)
        groups = len(self.get_irdl_definition().operands)
        if not isa(sizes, DenseArrayBase[IntegerType]) or len(sizes) != groups:
            return self.properties
        values = sizes.get_values()
        if values[-1]:
            return self.properties
        return {**self.properties, OPERAND_SEGMENT_SIZES: _segment_sizes(values[:-1])}

    @property
    def rule(self) -> ClauseRule:
        return CLAUSE_RULES[self.name]

    def pointer_operand(self) -> SSAValue:
        """The operand the recipe receives first (`varPtr`, or `accPtr`)."""
        raise NotImplementedError

    def recipe_symbol(self) -> SymbolRefAttr | None:
        """`attachRecipe` (entry operations) or `detachRecipe` (exit operations)."""
        raise NotImplementedError

    def attachment_recipe(self) -> AttachmentRecipeOp | None:
        """The recipe `recipe_symbol` names, if any (verified: it exists and is an
        `acc.attach.recipe`, for exits an `acc.detach.recipe`)."""
        symbol = self.recipe_symbol()
        recipe = None if symbol is None else SymbolTable.lookup_symbol(self, symbol)
        return recipe if isinstance(recipe, self.RECIPE_KIND) else None

    def _properties(
        self,
        data_clause: DataClause | None,
        structured: bool | None,
        implicit: bool | None,
        modifiers: Iterable[Modifier] | None,
        var_name: str | None,
        recipe: SymbolRefAttr | str | None,
    ) -> dict[str, Attribute | None]:
        """The properties every constructor sets (`recipe`: the `RECIPE` property)."""
        if isinstance(recipe, str):
            recipe = SymbolRefAttr(recipe)
        return {
            "dataClause": None if data_clause is None else DataClauseAttr(data_clause),
            "structured": _bool_prop(structured),
            "implicit": _bool_prop(implicit),
            "modifiers": _modifiers_prop(modifiers),
            "name": None if var_name is None else StringAttr(var_name),
            self.RECIPE: recipe,
        }

    def _verify_clause(self) -> None:
        rule = self.rule
        clause = self.data_clause.data
        if (
            rule.clauses is not None
            and clause not in rule.clauses
            and not (self.implicit.value.data and self.name == "acc.copyin")
        ):
            suffix = (
                " or specify original clause this operation was decomposed from"
                if rule.decomposed
                else ""
            )
            raise VerifyException(
                f"data clause associated with {rule.action} operation must match "
                f"its intent{suffix}"
            )

    def _verify_modifiers(self) -> None:
        rule = self.rule
        if rule.modifiers is None:
            return
        modifiers = self.modifiers.data
        if modifiers and not rule.modifiers:
            raise VerifyException("no data clause modifiers are allowed")
        invalid = modifiers - rule.modifiers
        if invalid:
            raise VerifyException(
                f"invalid data clause modifiers: {','.join(modifier_names(invalid))}"
            )

    def _verify_var(self, var: SSAValue, var_type: Attribute, acc_var: SSAValue) -> None:
        """`varPtr` against its `varType` and the `accPtr` it corresponds to."""
        if is_pointer_like(var.type) and var_type == var.type:
            raise VerifyException("varType must capture the element type of var")
        if self.rule.same_types and var.type != acc_var.type:
            raise VerifyException("input and output types must match")

    def _verify_recipe(self) -> None:
        """Seed 001: `attachRecipe` (`detachRecipe`) names an `acc.attach.recipe`
        (`acc.detach.recipe`) taking `(varPtr type, augPtr type, ...)`."""
        prop, kind = self.RECIPE, self.RECIPE_KIND
        aug_ptr, recipe = self.aug_ptr, self.recipe_symbol()
        if not self.rule.attaches:
            if aug_ptr is not None or recipe is not None:
                raise VerifyException(f"'augPtr' and '{prop}' are not allowed on {self.name}")
            return
        if recipe is None:
            return
        if aug_ptr is None:
            raise VerifyException(f"'{prop}' requires an 'augPtr' operand")
        target = SymbolTable.lookup_symbol(self, recipe)
        if target is None:
            raise VerifyException(f"'{prop}' symbol {recipe} does not exist")
        if not isinstance(target, kind):
            raise VerifyException(
                f"'{prop}' symbol {recipe} is a '{target.name}', expected '{kind.name}'"
            )
        expected = (self.pointer_operand().type, aug_ptr.type)
        inputs = tuple(target.function_type.inputs)
        if inputs[:2] != expected:
            raise VerifyException(
                f"'{prop}' {recipe} takes ({', '.join(map(str, inputs[:2]))}, ...)"
                f" but the operation passes ({expected[0]}, {expected[1]}, ...)"
            )


# ---------------------------------------------------------------------------
# Data-entry operations
# ---------------------------------------------------------------------------


class DataEntryOp(DataClauseOp):
    """Fields and format of upstream's `OpenACC_DataEntryOp`, plus seed 001's
    `augPtr(%desc : T)` (after `varType`) and `attachRecipe(@r)` (after the
    clause list): `acc.copyin varPtr(%base : !llvm.ptr) varType(f32)
    augPtr(%desc : !llvm.ptr) bounds(%b) attachRecipe(@attach_ref) -> !llvm.ptr`.
    """

    var = operand_def()
    var_ptr_ptr = opt_operand_def()

    var_type = prop_def(TypeAttribute, prop_name=VAR_TYPE)
    recipe = opt_prop_def(SymbolRefAttr, prop_name="recipe")
    attach_recipe = opt_prop_def(SymbolRefAttr, prop_name=ATTACH_RECIPE)

    acc_var = result_def()

    RECIPE: ClassVar[str] = ATTACH_RECIPE
    RECIPE_KIND: ClassVar[type[AttachmentRecipeOp]] = AttachRecipeOp

    custom_directives = (VarPtr, xacc.DataEntryOilist)
    assembly_format = (
        "custom<VarPtr>($var, type($var), $varType)"
        " (`augPtr` `(` $aug_ptr^ `:` type($aug_ptr) `)`)?"
        " custom<DataEntryOilist>($var_ptr_ptr, type($var_ptr_ptr), $bounds,"
        " $async_operands, type($async_operands), $asyncOperandsDeviceType,"
        " $asyncOnly, $recipe)"
        " (`attachRecipe` `(` $attachRecipe^ `)`)?"
        " `->` type($acc_var) attr-dict"
    )

    def __init__(
        self,
        *,
        var: SSAValue | Operation,
        var_type: TypeAttribute | None = None,
        var_ptr_ptr: SSAValue | Operation | None = None,
        bounds: Sequence[SSAValue | Operation] = (),
        async_operands: Sequence[SSAValue | Operation] = (),
        aug_ptr: SSAValue | Operation | None = None,
        attach_recipe: SymbolRefAttr | str | None = None,
        data_clause: DataClause | None = None,
        structured: bool | None = None,
        implicit: bool | None = None,
        modifiers: Iterable[Modifier] | None = None,
        var_name: str | None = None,
        acc_var_type: Attribute | None = None,
    ) -> None:
        IRDLOperation.__init__(
            self,
            operands=_segments(
                [var],
                [var_ptr_ptr] if var_ptr_ptr is not None else [],
                bounds,
                async_operands,
                [aug_ptr] if aug_ptr is not None else [],
            ),
            properties={
                VAR_TYPE: var_type or _implied_var_type(var),
                **self._properties(
                    data_clause, structured, implicit, modifiers, var_name, attach_recipe
                ),
            },
            result_types=[acc_var_type or SSAValue.get(var).type],
        )

    def pointer_operand(self) -> SSAValue:
        return self.var

    def recipe_symbol(self) -> SymbolRefAttr | None:
        return self.attach_recipe

    def early_user(self) -> Operation | None:
        """The first operation that reads this clause's result before the construct
        that performs the clause, if any: the result is the variable's device address
        (OpenACC 3.3 §2.7, `accVar`), which exists only once a construct in the same
        block (an `acc` operation using it) has performed the clause. flang's
        `unrealized_conversion_cast`s of it are evaluated with the construct."""
        users = [use.operation for use in self.results[0].uses]
        performers = [user for user in users if user.dialect_name() == "acc"]
        for user in users:
            if user.dialect_name() == "acc" or user.name == "builtin.unrealized_conversion_cast":
                continue
            if any(user.parent_block() is performer.parent_block()
                   and user.is_before_in_block(performer) for performer in performers):
                return user
        return None

    def verify_(self) -> None:
        """mlir-opt 22's order: the types of the operands and the result, the data
        clause, `varType` and the result's type, the modifiers, the privatization
        recipe; then seed 001's `augPtr` and `attachRecipe`."""
        operands = [(self.var, POINTER_OR_MAPPABLE)]
        if self.var_ptr_ptr is not None:
            operands.append((self.var_ptr_ptr, POINTER_LIKE))
        _verify_types("operand", operands)
        _verify_types("result", [(self.acc_var, POINTER_OR_MAPPABLE)])
        self._verify_clause()
        self._verify_var(self.var, self.var_type, self.acc_var)
        self._verify_modifiers()
        self._verify_privatization_recipe()
        self._verify_recipe()

    def _verify_privatization_recipe(self) -> None:
        """`acc.private`, `acc.firstprivate` and `acc.reduction` name the recipe that
        makes their private copy (`acc.private.recipe`, ...), as mlir-opt 22 checks."""
        kind, action = self.rule.recipe, self.rule.action
        if kind is None:
            return
        if self.recipe is None:
            raise VerifyException(f"recipe expected for {action}")
        if not isinstance(SymbolTable.lookup_symbol(self, self.recipe), kind):
            raise VerifyException(
                f"expected symbol reference {self.recipe} to point to a {action} declaration"
            )


def _clauses(*names: str) -> frozenset[DataClause]:
    return frozenset(DataClause(f"acc_{name}") for name in names)


def _modifiers(*names: str) -> frozenset[Modifier]:
    return frozenset(
        m for name in names for m in (
            DataClauseModifierAttr.ALWAYS if name == "always" else {Modifier(name)}
        )
    )


@irdl_op_definition
class CopyinOp(DataEntryOp, xacc.CopyinOp):
    """Upstream `acc.copyin` (OpenACC 3.3 §2.7.7), with seed 001's attachment."""

    name = "acc.copyin"
    data_clause = _data_clause(DataClause.ACC_COPYIN)


@irdl_op_definition
class CreateOp(DataEntryOp, xacc.CreateOp):
    """Upstream `acc.create` (OpenACC 3.3 §2.7.9), with seed 001's attachment."""

    name = "acc.create"
    data_clause = _data_clause(DataClause.ACC_CREATE)


@irdl_op_definition
class PresentOp(DataEntryOp, xacc.PresentOp):
    """Upstream `acc.present` (OpenACC 3.3 §2.7.5), with seed 001's attachment."""

    name = "acc.present"
    data_clause = _data_clause(DataClause.ACC_PRESENT)


@irdl_op_definition
class NoCreateOp(DataEntryOp, xacc.NoCreateOp):
    """Upstream `acc.nocreate` (OpenACC 3.3 §2.7.10), with seed 001's attachment."""

    name = "acc.nocreate"
    data_clause = _data_clause(DataClause.ACC_NO_CREATE)


@irdl_op_definition
class AttachOp(DataEntryOp, xacc.AttachOp):
    """Upstream `acc.attach` (OpenACC 3.3 §2.7.12); seed 001: with `augPtr`
    and `attachRecipe` the recipe performs the whole-descriptor attachment."""

    name = "acc.attach"
    data_clause = _data_clause(DataClause.ACC_ATTACH)


@irdl_op_definition
class GetDevicePtrOp(DataEntryOp, xacc.GetDevicePtrOp):
    """Upstream `acc.getdeviceptr`: the device address of a present variable,
    used as the entry half of exit operations (any `dataClause`)."""

    name = "acc.getdeviceptr"
    data_clause = _data_clause(DataClause.ACC_GETDEVICEPTR)


@irdl_op_definition
class UpdateDeviceOp(DataEntryOp, xacc.UpdateDeviceOp):
    """Upstream `acc.update_device` (OpenACC 3.3 §2.14.4), with seed 001's
    attachment (a descriptor re-attached after its data is updated)."""

    name = "acc.update_device"
    data_clause = _data_clause(DataClause.ACC_UPDATE_DEVICE)


@irdl_op_definition
class DevicePtrOp(DataEntryOp, xacc.DevicePtrOp):
    """Upstream `acc.deviceptr` (OpenACC 3.3 §2.7.4)."""

    name = "acc.deviceptr"
    data_clause = _data_clause(DataClause.ACC_DEVICEPTR)


@irdl_op_definition
class UseDeviceOp(DataEntryOp, xacc.UseDeviceOp):
    """Upstream `acc.use_device` (OpenACC 3.3 §2.8.1)."""

    name = "acc.use_device"
    data_clause = _data_clause(DataClause.ACC_USE_DEVICE)


@irdl_op_definition
class CacheOp(DataEntryOp, xacc.CacheOp):
    """Upstream `acc.cache` (OpenACC 3.3 §2.10)."""

    name = "acc.cache"
    data_clause = _data_clause(DataClause.ACC_CACHE)


@irdl_op_definition
class DeclareDeviceResidentOp(DataEntryOp, xacc.DeclareDeviceResidentOp):
    """Upstream `acc.declare_device_resident` (OpenACC 3.3 §2.13.1)."""

    name = "acc.declare_device_resident"
    data_clause = _data_clause(DataClause.ACC_DECLARE_DEVICE_RESIDENT)


@irdl_op_definition
class DeclareLinkOp(DataEntryOp, xacc.DeclareLinkOp):
    """Upstream `acc.declare_link` (OpenACC 3.3 §2.13.3)."""

    name = "acc.declare_link"
    data_clause = _data_clause(DataClause.ACC_DECLARE_LINK)


@irdl_op_definition
class PrivateOp(DataEntryOp, xacc.PrivateOp):
    """Upstream `acc.private` (OpenACC 3.3 §2.5.13)."""

    name = "acc.private"
    data_clause = _data_clause(DataClause.ACC_PRIVATE)


@irdl_op_definition
class FirstprivateOp(DataEntryOp, xacc.FirstprivateOp):
    """Upstream `acc.firstprivate` (OpenACC 3.3 §2.5.14)."""

    name = "acc.firstprivate"
    data_clause = _data_clause(DataClause.ACC_FIRSTPRIVATE)


@irdl_op_definition
class FirstprivateMapOp(DataEntryOp, xacc.FirstprivateMapOp):
    """Upstream `acc.firstprivate_map`: the mapping half of `firstprivate`."""

    name = "acc.firstprivate_map"
    data_clause = _data_clause(DataClause.ACC_FIRSTPRIVATE)


@irdl_op_definition
class ReductionOp(DataEntryOp, xacc.ReductionOp):
    """Upstream `acc.reduction` (OpenACC 3.3 §2.5.15)."""

    name = "acc.reduction"
    data_clause = _data_clause(DataClause.ACC_REDUCTION)


# ---------------------------------------------------------------------------
# Data-exit operations
# ---------------------------------------------------------------------------


class DataExitOp(DataClauseOp):
    """Fields shared by upstream's exit data-clause ops (`OpenACC_DataExitOp`),
    plus seed 001's `augPtr(%desc : T)` (after `accPtr`) and `detachRecipe(@r)`
    (the detach half that seed 001 leaves as a TODO)."""

    acc_var = operand_def()
    detach_recipe = opt_prop_def(SymbolRefAttr, prop_name=DETACH_RECIPE)

    RECIPE: ClassVar[str] = DETACH_RECIPE
    RECIPE_KIND: ClassVar[type[AttachmentRecipeOp]] = DetachRecipeOp

    custom_directives = (AccVar, VarPtr, xacc.DeviceTypeOperandsWithKeywordOnly)

    CLAUSE_FORMAT: ClassVar[str] = (
        "custom<AccVar>($acc_var, type($acc_var))"
        " (`augPtr` `(` $aug_ptr^ `:` type($aug_ptr) `)`)?"
        " (`bounds` `(` $bounds^ `)`)?"
        " (`async` custom<DeviceTypeOperandsWithKeywordOnly>($async_operands,"
        " type($async_operands), $asyncOperandsDeviceType, $asyncOnly)^)?"
        " (`detachRecipe` `(` $detachRecipe^ `)`)?"
    )

    def pointer_operand(self) -> SSAValue:
        return self.acc_var

    def recipe_symbol(self) -> SymbolRefAttr | None:
        return self.detach_recipe

    def entry_op(self) -> DataEntryOp | None:
        """The data-entry operation that made `accPtr` (for flang's exit
        operations, an `acc.getdeviceptr`), if `accPtr` is one's result."""
        owner = self.acc_var.owner
        return owner if isinstance(owner, DataEntryOp) else None


class DataExitNoVarOp(DataExitOp):
    """Upstream's `OpenACC_DataExitOpNoVarPtr` shape (`acc.delete`, `acc.detach`)."""

    assembly_format = DataExitOp.CLAUSE_FORMAT + " attr-dict"

    def __init__(
        self,
        *,
        acc_var: SSAValue | Operation,
        bounds: Sequence[SSAValue | Operation] = (),
        async_operands: Sequence[SSAValue | Operation] = (),
        aug_ptr: SSAValue | Operation | None = None,
        detach_recipe: SymbolRefAttr | str | None = None,
        data_clause: DataClause | None = None,
        structured: bool | None = None,
        implicit: bool | None = None,
        modifiers: Iterable[Modifier] | None = None,
        var_name: str | None = None,
    ) -> None:
        IRDLOperation.__init__(
            self,
            operands=_segments(
                [acc_var], bounds, async_operands, [aug_ptr] if aug_ptr is not None else []
            ),
            properties=self._properties(
                data_clause, structured, implicit, modifiers, var_name, detach_recipe
            ),
        )

    def verify_(self) -> None:
        """As `DataEntryOp.verify_`: `accPtr`'s type, the clause, the modifiers, then
        seed 001's `augPtr` and `detachRecipe`."""
        _verify_types("operand", [(self.acc_var, POINTER_OR_MAPPABLE)])
        self._verify_clause()
        self._verify_modifiers()
        self._verify_recipe()


class DataExitWithVarOp(DataExitOp):
    """Upstream's `OpenACC_DataExitOpWithVarPtr` shape (`acc.copyout`,
    `acc.update_host`): `... to varPtr(%host : T) varType(E)`."""

    acc_var = operand_def()  # declared again: it precedes `var`
    var = operand_def()
    var_type = prop_def(TypeAttribute, prop_name=VAR_TYPE)

    assembly_format = (
        DataExitOp.CLAUSE_FORMAT + " `to` custom<VarPtr>($var, type($var), $varType) attr-dict"
    )

    def __init__(
        self,
        *,
        acc_var: SSAValue | Operation,
        var: SSAValue | Operation,
        var_type: TypeAttribute | None = None,
        bounds: Sequence[SSAValue | Operation] = (),
        async_operands: Sequence[SSAValue | Operation] = (),
        aug_ptr: SSAValue | Operation | None = None,
        detach_recipe: SymbolRefAttr | str | None = None,
        data_clause: DataClause | None = None,
        structured: bool | None = None,
        implicit: bool | None = None,
        modifiers: Iterable[Modifier] | None = None,
        var_name: str | None = None,
    ) -> None:
        IRDLOperation.__init__(
            self,
            operands=_segments(
                [acc_var], [var], bounds, async_operands, [aug_ptr] if aug_ptr is not None else []
            ),
            properties={
                VAR_TYPE: var_type or _implied_var_type(var),
                **self._properties(
                    data_clause, structured, implicit, modifiers, var_name, detach_recipe
                ),
            },
        )

    def verify_(self) -> None:
        """As `DataEntryOp.verify_`: the types of `accPtr` and `varPtr`, the clause,
        `varType` and `varPtr`'s type, the modifiers, then seed 001's `augPtr` and
        `detachRecipe`."""
        _verify_types("operand", [(self.acc_var, POINTER_OR_MAPPABLE),
                                  (self.var, POINTER_OR_MAPPABLE)])
        self._verify_clause()
        self._verify_var(self.var, self.var_type, self.acc_var)
        self._verify_modifiers()
        self._verify_recipe()


@irdl_op_definition
class CopyoutOp(DataExitWithVarOp, xacc.CopyoutOp):
    """Upstream `acc.copyout` (OpenACC 3.3 §2.7.8): immediate detach of the
    pointers inside var, copy back, deallocate; seed 001's `detachRecipe`."""

    name = "acc.copyout"
    data_clause = _data_clause(DataClause.ACC_COPYOUT)


@irdl_op_definition
class UpdateHostOp(DataExitWithVarOp, xacc.UpdateHostOp):
    """Upstream `acc.update_host` (OpenACC 3.3 §2.14.4, `update self/host`)."""

    name = "acc.update_host"
    data_clause = _data_clause(DataClause.ACC_UPDATE_HOST)


@irdl_op_definition
class DeleteOp(DataExitNoVarOp, xacc.DeleteOp):
    """Upstream `acc.delete` (OpenACC 3.3 §2.7.11): immediate detach of the
    pointers inside var, deallocate; seed 001's `detachRecipe`."""

    name = "acc.delete"
    data_clause = _data_clause(DataClause.ACC_DELETE)


@irdl_op_definition
class DetachOp(DataExitNoVarOp, xacc.DetachOp):
    """Upstream `acc.detach` (OpenACC 3.3 §2.7.13); seed 001: with `augPtr`
    and `detachRecipe` the recipe restores the whole descriptor."""

    name = "acc.detach"
    data_clause = _data_clause(DataClause.ACC_DETACH)


CLAUSE_RULES: dict[str, ClauseRule] = {
    "acc.copyin": ClauseRule(
        "copyin", _clauses("copyin", "copyin_readonly", "copy", "reduction"),
        modifiers=_modifiers("readonly", "always", "capture"), attaches=True),
    "acc.create": ClauseRule(
        "create", _clauses("create", "create_zero", "copyout", "copyout_zero"),
        modifiers=_modifiers("zero", "always", "capture"), attaches=True),
    "acc.present": ClauseRule("present", _clauses("present"), decomposed=False, attaches=True),
    "acc.nocreate": ClauseRule(
        "no_create", _clauses("no_create"), decomposed=False, attaches=True),
    "acc.attach": ClauseRule("attach", _clauses("attach"), decomposed=False, attaches=True),
    "acc.getdeviceptr": ClauseRule("getdeviceptr", None, modifiers=None, attaches=True),
    "acc.update_device": ClauseRule("device", _clauses("update_device"), attaches=True),
    "acc.deviceptr": ClauseRule("deviceptr", _clauses("deviceptr"), decomposed=False),
    "acc.use_device": ClauseRule("use_device", _clauses("use_device")),
    "acc.cache": ClauseRule(
        "cache", _clauses("cache", "cache_readonly"), modifiers=_modifiers("readonly")),
    "acc.declare_device_resident": ClauseRule(
        "device_resident", _clauses("declare_device_resident"), decomposed=False),
    "acc.declare_link": ClauseRule("link", _clauses("declare_link"), decomposed=False),
    "acc.private": ClauseRule(
        "private", _clauses("private"), decomposed=False, same_types=False,
        recipe=xacc.PrivateRecipeOp),
    "acc.firstprivate": ClauseRule(
        "firstprivate", _clauses("firstprivate"), decomposed=False, same_types=False,
        recipe=xacc.FirstprivateRecipeOp),
    "acc.firstprivate_map": ClauseRule(
        "firstprivate", _clauses("firstprivate"), decomposed=False, same_types=False),
    "acc.reduction": ClauseRule(
        "reduction", _clauses("reduction"), decomposed=False, same_types=False,
        recipe=xacc.ReductionRecipeOp),
    "acc.copyout": ClauseRule(
        "copyout", _clauses("copyout", "copyout_zero", "copy", "reduction"),
        modifiers=_modifiers("zero", "always", "capture"), attaches=True),
    "acc.update_host": ClauseRule("host", _clauses("update_host", "update_self")),
    "acc.delete": ClauseRule(
        "delete",
        _clauses(
            "delete", "create", "create_zero", "copyin", "copyin_readonly", "present",
            "no_create", "declare_device_resident", "declare_link",
        ),
        modifiers=_modifiers("zero", "readonly", "always", "capture"), attaches=True),
    "acc.detach": ClauseRule("detach", _clauses("detach", "attach"), attaches=True),
}


# ---------------------------------------------------------------------------
# Region gaps of xDSL 0.74
# ---------------------------------------------------------------------------


@irdl_op_definition
class TerminatorOp(OwnFormat, xacc.TerminatorOp):
    """Upstream `acc.terminator`, which mlir-opt 22 accepts in any region (a `Terminator`
    without a parent constraint: `acc.serial combined(loop)` ends with one), where
    xDSL 0.74 names the operations it may end."""

    name = "acc.terminator"

    def verify_(self) -> None:
        """Only this class's definition and traits apply (not the parent's)."""


@irdl_op_definition
class YieldOp(OwnFormat, xacc.YieldOp):
    """Upstream `acc.yield`, also ending the bodies of seed 001's recipes."""

    name = "acc.yield"
    arguments = var_operand_def()

    def verify_(self) -> None:
        """Only this class's definition and traits apply (not the parent's)."""


def _print_typed_values(printer: Printer, values: Sequence[SSAValue]) -> None:
    """`%a, %b : T, U`, as upstream prints an induction variable or a bound group."""
    printer.print_list(values, printer.print_ssa_value)
    printer.print_string(" : ")
    printer.print_list((value.type for value in values), printer.print_attribute)


def _keyword_only_after_parentheses(directive: type[CustomDirective], field: str
                                    ) -> type[CustomDirective]:
    """xDSL's clause `directive` (its parameters inherited), parsed as upstream's parser
    parses it: a clause with parentheses sets its keyword-only device types (the
    parameter `field`), `[]` when the parentheses list none, as mlir-opt 22's generic
    form prints them (`waitOnly = []` after `wait(%0 : i64)`, `gang = []` after
    `gang({num=%0 : i32})` or `gang(dim: 1 : i64)`); xDSL 0.74 leaves it unset."""

    class Parsed(directive):  # pyright: ignore[reportGeneralTypeIssues]
        def parse(self, parser: Parser, state: ParsingState) -> None:
            start = parser.pos
            super().parse(parser, state)  # pyright: ignore[reportAbstractUsage]
            variable = getattr(self, field)
            assert isinstance(variable, AttributeVariable)
            stored = state.properties if variable.is_property else state.attributes
            if (parser.lexer.input.content[start:parser.pos].lstrip().startswith("(")
                    and variable.name not in stored):
                variable.set(state, ArrayAttr([]))

    Parsed.__name__ = Parsed.__qualname__ = directive.__name__  # the format's name for it
    return Parsed


WaitClause = _keyword_only_after_parentheses(xacc.WaitClause, "keyword_only")
GangClause = _keyword_only_after_parentheses(xacc.GangClause, "gang_only")
RoutineGangClause = _keyword_only_after_parentheses(xacc.RoutineGangClause, "gang")


class LoopControl(xacc.LoopControl):
    """`control(%iv : T) = (lb : T) to (ub : T)  step (s : T)`, with the two
    spaces before `step` that mlir-opt 22 prints (parameters inherited)."""

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = self.region.get(op)
        first = region.first_block
        ivs = first.args if first is not None else ()
        state.print_whitespace(printer)
        if ivs:
            printer.print_string("control(")
            printer.print_list(ivs, lambda iv: _print_typed_values(printer, (iv,)))
            for keyword, bounds in (
                (") = (", self.lowerbound.get(op)),
                (") to (", self.upperbound.get(op)),
                (")  step (", self.step.get(op)),
            ):
                printer.print_string(keyword)
                _print_typed_values(printer, bounds)
            printer.print_string(") ")
        printer.print_region(region, print_entry_block_args=False)
        state.should_emit_space = True
        state.last_was_punctuation = False


@clauses_in_any_order(outside=("combined",))
@irdl_op_definition
@with_fields_of(xacc.LoopOp)
class LoopOp(OwnFormat, xacc.LoopOp):
    """Upstream `acc.loop`, printed with mlir-opt 22's loop-control spacing."""

    name = "acc.loop"
    custom_directives = tuple(
        {xacc.LoopControl: LoopControl, xacc.GangClause: GangClause}.get(d, d)
        for d in xacc.LoopOp.custom_directives
    )


@irdl_op_definition
@with_fields_of(xacc.DataBoundsOp)
class DataBoundsOp(OwnFormat, xacc.DataBoundsOp):
    """Upstream `acc.bounds`, whose `strideInBytes` defaults to false."""

    name = "acc.bounds"
    stride_in_bytes = opt_prop_def(
        BoolAttr, default_value=IntegerAttr.from_bool(False), prop_name="strideInBytes"
    )


@irdl_op_definition
class KernelEnvironmentOp(OwnFormat, xacc.KernelEnvironmentOp):
    """Upstream `acc.kernel_environment`, whose body may be empty in mlir-opt 22."""

    name = "acc.kernel_environment"

    data_clause_operands = var_operand_def()
    async_operands = var_operand_def(IntegerType | IndexType)
    wait_operands = var_operand_def(IntegerType | IndexType)
    async_operands_device_type = opt_prop_def(
        ArrayAttr[xacc.DeviceTypeAttr], prop_name="asyncOperandsDeviceType"
    )
    async_only = opt_prop_def(ArrayAttr[xacc.DeviceTypeAttr], prop_name="asyncOnly")
    wait_operands_segments = opt_prop_def(
        DenseArrayBase.constr(IntegerType(32)), prop_name="waitOperandsSegments"
    )
    wait_operands_device_type = opt_prop_def(
        ArrayAttr[xacc.DeviceTypeAttr], prop_name="waitOperandsDeviceType"
    )
    has_wait_devnum = opt_prop_def(ArrayAttr[BoolAttr], prop_name="hasWaitDevnum")
    wait_only = opt_prop_def(ArrayAttr[xacc.DeviceTypeAttr], prop_name="waitOnly")
    region = region_def()

    def verify_(self) -> None:
        if len(self.region.blocks) > 1:
            raise VerifyException("expects a single-block region")


with_traits(TerminatorOp, OpTraits(lambda: (IsTerminator(), NoMemoryEffect())))
with_traits(
    YieldOp,
    OpTraits(
        lambda: (
            IsTerminator(),
            NoMemoryEffect(),
            HasParent(
                xacc.ParallelOp,
                xacc.SerialOp,
                xacc.LoopOp,
                xacc.PrivateRecipeOp,
                xacc.FirstprivateRecipeOp,
                xacc.ReductionRecipeOp,
                xacc.AtomicUpdateOp,
                AttachRecipeOp,
                DetachRecipeOp,
            ),
        )
    ),
)


def _declared_verify(parent: type[IRDLOperation]) -> Any:
    """The `verify_` xDSL's class `parent` was declared with (its own rules, without its
    definition's checks): the `verify_` of a class standing in for it, whose definition
    is its own (typed as the method it becomes)."""
    declared = declared_verify(parent)
    assert declared is not None, parent
    return declared


def _own_wait_clause(parent: type[IRDLOperation]) -> tuple[type[CustomDirective], ...]:
    """`parent`'s custom directives, with the project's `WaitClause`."""
    return tuple(WaitClause if directive is xacc.WaitClause else directive
                 for directive in parent.custom_directives)


def _any_region(op_class: type[OpT]) -> type[OpT]:
    """Class decorator: lets a construct's region have several blocks, as upstream's
    `AnyRegion` (mlir-opt 22 accepts a CFG in `acc.data`, `acc.host_data`,
    `acc.parallel`, `acc.serial` and `acc.kernels`, and flang 22 writes one for a DO
    WHILE, an EXIT or a GOTO inside them), where xDSL 0.74 declares a single block
    (`SingleBlockImplicitTerminator`, and a single-block region for `acc.parallel` and
    `acc.serial`). The class declares its region `region_def()`; this drops the trait
    it inherits."""
    kept = tuple(t for t in op_class.traits
                 if not isinstance(t, SingleBlockImplicitTerminator))
    with_traits(op_class, OpTraits(lambda: kept))
    return op_class


# ---------------------------------------------------------------------------
# xDSL's constructs and directives, as the project's classes
# ---------------------------------------------------------------------------
# Each is xDSL's operation, its fields declared again (`with_fields_of`) and its own
# rules as its checks, so that the project's dialect registers a class of its own in
# xDSL's place: the operand groups of each are read directly (`read_groups_directly`),
# and the constructs' regions may have several blocks (`_any_region`).


@clauses_in_any_order(outside=("combined",))
@_any_region
@irdl_op_definition
@with_fields_of(xacc.ParallelOp)
class ParallelOp(OwnFormat, xacc.ParallelOp):
    """Upstream `acc.parallel`."""

    name = "acc.parallel"
    custom_directives = _own_wait_clause(xacc.ParallelOp)
    region = region_def()
    verify_ = _declared_verify(xacc.ParallelOp)


@clauses_in_any_order(outside=("combined",))
@_any_region
@irdl_op_definition
@with_fields_of(xacc.SerialOp)
class SerialOp(OwnFormat, xacc.SerialOp):
    """Upstream `acc.serial`."""

    name = "acc.serial"
    custom_directives = _own_wait_clause(xacc.SerialOp)
    region = region_def()
    verify_ = _declared_verify(xacc.SerialOp)


@clauses_in_any_order(outside=("combined",))
@_any_region
@irdl_op_definition
@with_fields_of(xacc.KernelsOp)
class KernelsOp(OwnFormat, xacc.KernelsOp):
    """Upstream `acc.kernels`."""

    name = "acc.kernels"
    custom_directives = _own_wait_clause(xacc.KernelsOp)
    region = region_def()
    verify_ = _declared_verify(xacc.KernelsOp)


@clauses_in_any_order(outside=("combined",))
@_any_region
@irdl_op_definition
@with_fields_of(xacc.DataOp)
class DataOp(OwnFormat, xacc.DataOp):
    """Upstream `acc.data`."""

    name = "acc.data"
    custom_directives = _own_wait_clause(xacc.DataOp)
    region = region_def()
    verify_ = _declared_verify(xacc.DataOp)


@clauses_in_any_order(outside=("combined",))
@_any_region
@irdl_op_definition
@with_fields_of(xacc.HostDataOp)
class HostDataOp(OwnFormat, xacc.HostDataOp):
    """Upstream `acc.host_data`."""

    name = "acc.host_data"
    region = region_def()
    verify_ = _declared_verify(xacc.HostDataOp)


@clauses_in_any_order(outside=("combined",))
@irdl_op_definition
@with_fields_of(xacc.EnterDataOp)
class EnterDataOp(OwnFormat, xacc.EnterDataOp):
    """Upstream `acc.enter_data`."""

    name = "acc.enter_data"
    verify_ = _declared_verify(xacc.EnterDataOp)


@clauses_in_any_order(outside=("combined",))
@irdl_op_definition
@with_fields_of(xacc.ExitDataOp)
class ExitDataOp(OwnFormat, xacc.ExitDataOp):
    """Upstream `acc.exit_data`."""

    name = "acc.exit_data"
    verify_ = _declared_verify(xacc.ExitDataOp)


@clauses_in_any_order(outside=("combined",))
@irdl_op_definition
@with_fields_of(xacc.UpdateOp)
class UpdateOp(OwnFormat, xacc.UpdateOp):
    """Upstream `acc.update`."""

    name = "acc.update"
    custom_directives = _own_wait_clause(xacc.UpdateOp)
    verify_ = _declared_verify(xacc.UpdateOp)


@irdl_op_definition
@with_fields_of(xacc.DeclareExitOp)
class DeclareExitOp(OwnFormat, xacc.DeclareExitOp):
    """Upstream `acc.declare_exit`."""

    name = "acc.declare_exit"
    verify_ = _declared_verify(xacc.DeclareExitOp)


@clauses_in_any_order(outside=("combined",))
@irdl_op_definition
@with_fields_of(xacc.InitOp)
class InitOp(OwnFormat, xacc.InitOp):
    """Upstream `acc.init`."""

    name = "acc.init"
    verify_ = _declared_verify(xacc.InitOp)


@clauses_in_any_order(outside=("combined",))
@irdl_op_definition
@with_fields_of(xacc.ShutdownOp)
class ShutdownOp(OwnFormat, xacc.ShutdownOp):
    """Upstream `acc.shutdown`."""

    name = "acc.shutdown"
    verify_ = _declared_verify(xacc.ShutdownOp)


@clauses_in_any_order(outside=("combined",))
@irdl_op_definition
@with_fields_of(xacc.SetOp)
class SetOp(OwnFormat, xacc.SetOp):
    """Upstream `acc.set`."""

    name = "acc.set"
    verify_ = _declared_verify(xacc.SetOp)


@clauses_in_any_order(outside=("combined",))
@irdl_op_definition
@with_fields_of(xacc.WaitOp)
class WaitOp(OwnFormat, xacc.WaitOp):
    """Upstream `acc.wait`."""

    name = "acc.wait"
    _xdsl_verify = _declared_verify(xacc.WaitOp)

    def verify_(self) -> None:
        """Upstream `acc::WaitOp::verify` (mlir-opt 22): the `async` attribute is the
        clause without a value, so not both; a device number waits for something."""
        self._xdsl_verify()
        if self.async_operand is not None and self.async_attr is not None:
            raise VerifyException("async attribute cannot appear with asyncOperand")
        if self.wait_devnum is not None and not self.wait_operands:
            raise VerifyException("wait_devnum cannot appear without waitOperands")


# ---------------------------------------------------------------------------
# The dialect
# ---------------------------------------------------------------------------

class DeviceTypeArrayClause(xacc.DeviceTypeArrayClause):
    """Upstream `custom<DeviceTypeArrayAttr>`: a bare `worker`, `vector` or `seq` (no
    device type but the default) is followed by the space upstream's printer writes
    where it leaves the device types out (`vector  nohost`, a trailing space at the end
    of the operation), as mlir-opt 22 prints it (parameters inherited)."""

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        types = self.device_types.get(op)
        if isinstance(types, ArrayAttr) and [t for t in types] == [
                xacc.DeviceTypeAttr(xacc.DeviceType.NONE)]:
            printer.print_string(" ")
            state.should_emit_space = True
            state.last_was_punctuation = False
            return
        super().print(printer, state, op)


class BindName(xacc.BindName):
    """Upstream `custom<BindName>`: a `bind(...)` sets both name lists and their device
    types, `[]` for the kind it does not name (mlir-opt 22 prints `bindIdName = []` in
    the generic form of `bind("f")`); xDSL 0.74 sets only the kind it read
    (parameters inherited)."""

    def parse(self, parser: Parser, state: ParsingState) -> None:
        super().parse(parser, state)
        for variable in (self.bind_id_name, self.bind_str_name,
                         self.bind_id_name_device_type, self.bind_str_name_device_type):
            stored = state.properties if variable.is_property else state.attributes
            if variable.name not in stored:
                variable.set(state, ArrayAttr([]))


@clauses_in_any_order()
@irdl_op_definition
@with_fields_of(xacc.RoutineOp)
class RoutineOp(OwnFormat, xacc.RoutineOp):
    """Upstream `acc.routine`, its clauses in any order (`implicit gang`)."""

    name = "acc.routine"
    custom_directives = tuple(
        {xacc.DeviceTypeArrayClause: DeviceTypeArrayClause, xacc.BindName: BindName,
         xacc.RoutineGangClause: RoutineGangClause}.get(d, d)
        for d in xacc.RoutineOp.custom_directives)
    verify_ = _declared_verify(xacc.RoutineOp)


_REPLACED_OPS: tuple[type[IRDLOperation], ...] = (
    RoutineOp,
    CopyinOp,
    CreateOp,
    PresentOp,
    NoCreateOp,
    AttachOp,
    GetDevicePtrOp,
    UpdateDeviceOp,
    DevicePtrOp,
    UseDeviceOp,
    CacheOp,
    DeclareDeviceResidentOp,
    DeclareLinkOp,
    PrivateOp,
    FirstprivateOp,
    FirstprivateMapOp,
    ReductionOp,
    CopyoutOp,
    UpdateHostOp,
    DeleteOp,
    DetachOp,
    TerminatorOp,
    YieldOp,
    LoopOp,
    DataBoundsOp,
    KernelEnvironmentOp,
    ParallelOp,
    SerialOp,
    KernelsOp,
    DataOp,
    HostDataOp,
    EnterDataOp,
    ExitDataOp,
    UpdateOp,
    DeclareExitOp,
    InitOp,
    ShutdownOp,
    SetOp,
    WaitOp,
)

_NEW_OPS: tuple[type[IRDLOperation], ...] = (
    AttachRecipeOp,
    DetachRecipeOp,
)

for _op in (*_REPLACED_OPS, *_NEW_OPS):
    # their operand groups read a dozen times each (issue 13), the constructs' by
    # their verifiers
    read_groups_directly(_op)


_REPLACED_ATTRS: tuple[type[Attribute], ...] = (DataClauseModifierAttr,)
_NEW_ATTRS: tuple[type[Attribute], ...] = (RecipeKindAttr,)


def _rebuild(xdsl_dialect: Dialect) -> Dialect:
    """xDSL's `acc` with the project's operations and attributes."""
    replaced = {op.name: op for op in _REPLACED_OPS}
    ops = [replaced.get(op.name, op) for op in xdsl_dialect.operations]
    own = {attr.name: attr for attr in _REPLACED_ATTRS}
    attrs = [own.get(attr.name, attr) for attr in xdsl_dialect.attributes]
    return Dialect("acc", [*ops, *_NEW_OPS], [*attrs, *_NEW_ATTRS])


ACC = _rebuild(xacc.ACC)
