"""The project's `llvm` dialect: xDSL 0.74's, with what clang 22's output needs.

- `llvm.icmp` compares pointers too (LLVM LangRef: "icmp ... <ty> must be an
  integer or pointer type"), as clang emits for `p == NULL`; xDSL 0.74 accepts
  only integers.
- `llvm.fcmp` compares vectors of floats too, `llvm.icmp` vectors of pointers,
  `llvm.ptrtoint`/`inttoptr` convert vectors and `llvm.getelementptr` computes
  vectors of addresses (clang's vectorizer at -O3).
- `llvm.select` takes a vector condition (clang's vectorized `?:` at -O2/-O3).
- `llvm.trunc` keeps its overflow flags as MLIR 22's generic form writes them,
  `<{overflowFlags = 0 : i32}>` (bit 0 nsw, bit 1 nuw, as for `llvm.add`);
  xDSL 0.74 wants an `#llvm.overflow` attribute there. `mlir-translate 22` writes
  the property on every narrowing cast, even a plain C `(char)i`.
- `llvm.getelementptr` steps into packed structs too, `llvm.mlir.zero` makes them.
- packed structs, `!llvm.struct<"class.X", packed (i8, i32)>` and
  `!llvm.struct<packed (i8, i32)>` (MLIR's LLVM dialect, "Structure types"; clang
  emits them for `#pragma pack`, `__attribute__((packed))` and C++ classes whose
  tail padding a derived class reuses): `LLVMPackedStructType`. xDSL 0.74's struct
  class has no packed flag and is final, so `llvm.struct` is parsed here: a plain
  struct is xDSL's `LLVMStructType` as before, a packed one this class.
  `STRUCT_TYPES` names both for the code that takes structs apart.
- `llvm.mlir.global_ctors` and `llvm.mlir.global_dtors` and `#llvm.zero` (xDSL 0.74
  has none of them): clang's static constructors and destructors, in upstream's
  custom form; the integer intrinsics `llvm.intr.smax`, `smin`, `umax`, `umin`,
  `ctpop`, `bitreverse` and `bswap` in theirs.
"""

from collections.abc import Sequence
from typing import ClassVar, cast, get_args

from xdsl.dialects import llvm as xllvm
from xdsl.dialects.builtin import (
    I1,
    I32,
    AnyFloatConstr,
    ArrayAttr,
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    SignlessIntegerConstraint,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    VectorType,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Dialect, Operation, ParametrizedAttribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    AnyAttr,
    BaseAttr,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import NoMemoryEffect, Pure, SymbolTable
from xdsl.utils.exceptions import VerifyException

from accdialect.dialects.llvm_memory_ops import (
    AddrSpaceCastOp,
    AtomicRMWOp,
    MemcpyOp,
    MemmoveOp,
)


@irdl_op_definition
class ICmpOp(xllvm.ICmpOp):
    """Upstream `llvm.icmp` on integers, pointers, or vectors of either."""

    name = "llvm.icmp"
    T: ClassVar = VarConstraint(
        "T",
        SignlessIntegerConstraint
        | VectorType.constr(SignlessIntegerConstraint)
        | BaseAttr(xllvm.LLVMPointerType)
        | VectorType.constr(BaseAttr(xllvm.LLVMPointerType)),
    )
    lhs = operand_def(T)
    rhs = operand_def(T)
    res = result_def(I1 | VectorType[I1])
    predicate = prop_def(IntegerAttr[i64])
    traits = traits_def(NoMemoryEffect())

    def verify_(self, verify_nested_ops: bool = True) -> None:
        """Only this class's definition applies (not the parent's integer-only one)."""


@irdl_op_definition
class FCmpOp(xllvm.FCmpOp):
    """Upstream `llvm.fcmp` on floats or vectors of floats (LLVM LangRef `fcmp`: "a
    floating-point typed value or a vector of floating-point type"), as clang's vectorizer
    emits at -O3; xDSL 0.74 accepts only scalars."""

    name = "llvm.fcmp"
    T: ClassVar = VarConstraint("T", AnyFloatConstr | VectorType.constr(AnyFloatConstr))
    lhs = operand_def(T)
    rhs = operand_def(T)
    res = result_def(I1 | VectorType[I1])
    predicate = prop_def(IntegerAttr[i64])
    fastmathFlags = prop_def(xllvm.FastMathAttr, default_value=xllvm.FastMathAttr(None))
    traits = traits_def(Pure())
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, lhs: Operation | SSAValue, rhs: Operation | SSAValue,
                 predicate: str | IntegerAttr[IntegerType],
                 attributes: dict[str, Attribute] | None = None):
        if isinstance(predicate, str):
            predicate = IntegerAttr(xllvm.FCmpPredicateFlag(predicate).to_int(), i64)
        compared = SSAValue.get(lhs).type
        result = VectorType(i1, compared.get_shape()) if isinstance(compared, VectorType) else i1
        IRDLOperation.__init__(self, operands=[lhs, rhs], result_types=[result],
                               attributes=attributes or {}, properties={"predicate": predicate})

    def verify_(self, verify_nested_ops: bool = True) -> None:
        """Only this class's definition applies (xDSL's `verify_` of the parent checks
        the parent's scalar definition)."""


@irdl_op_definition
class PtrToIntOp(IRDLOperation):
    """Upstream `llvm.ptrtoint`, also on a vector of pointers (LangRef `ptrtoint`: "a
    value of type pointer or vector of pointers"), as clang's vectorizer emits; xDSL
    0.74's takes a pointer only."""

    name = "llvm.ptrtoint"
    input = operand_def(xllvm.LLVMPointerType | VectorType[xllvm.LLVMPointerType])
    output = result_def(BaseAttr(IntegerType) | VectorType.constr(SignlessIntegerConstraint))
    traits = traits_def(NoMemoryEffect())
    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"


@irdl_op_definition
class IntToPtrOp(IRDLOperation):
    """Upstream `llvm.inttoptr`, also on a vector of integers (LangRef `inttoptr`)."""

    name = "llvm.inttoptr"
    input = operand_def(BaseAttr(IntegerType) | VectorType.constr(SignlessIntegerConstraint))
    output = result_def(xllvm.LLVMPointerType | VectorType[xllvm.LLVMPointerType])
    traits = traits_def(NoMemoryEffect())
    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"


@irdl_op_definition
class SelectOp(IRDLOperation):
    """Upstream `llvm.select`, whose condition may also be a vector of `i1` choosing
    lane by lane (LLVM LangRef `select`: "selty is either i1 or <N x i1>"), as clang's
    vectorizer emits; xDSL 0.74 accepts only `i1`."""

    name = "llvm.select"
    T: ClassVar = VarConstraint("T", AnyAttr())
    cond = operand_def(I1 | VectorType[I1])
    lhs = operand_def(T)
    rhs = operand_def(T)
    res = result_def(T)
    fastmathFlags = prop_def(xllvm.FastMathAttr, default_value=xllvm.FastMathAttr(None))
    traits = traits_def(Pure())
    assembly_format = "$cond `,` $lhs `,` $rhs attr-dict `:` type($cond) `,` type($res)"
    irdl_options = (ParsePropInAttrDict(),)


@irdl_op_definition
class TruncOp(xllvm.IntegerConversionOpOverflow):
    """Upstream `llvm.trunc`, its overflow flags an `i32` property as MLIR 22 prints
    them in generic form (`overflowFlags = 0 : i32`); the custom form is
    `llvm.trunc %x overflow<nsw> : i32 to i8`, as before."""

    name = "llvm.trunc"
    overflowFlags = opt_prop_def(IntegerAttr[I32])  # pyright: ignore[reportIncompatibleVariableOverride]

    def verify_(self) -> None:
        """LLVM LangRef `trunc`: the result is narrower than the operand."""
        widths = [t.element_type if isinstance(t, VectorType) else t
                  for t in (self.arg.type, self.res.type)]
        source, result = cast(list[IntegerType], widths)
        if source.bitwidth <= result.bitwidth:
            raise VerifyException(f"invalid cast opcode for cast from {source} to {result}")

    @classmethod
    def parse(cls, parser: Parser) -> "TruncOp":
        op = xllvm.TruncOp.parse(parser)
        flags = cast(xllvm.OverflowAttr, op.properties["overflowFlags"])
        return cls.create(operands=[op.arg], result_types=[op.res.type],
                          attributes=dict(op.attributes),
                          properties={"overflowFlags": IntegerAttr(flags.to_int(), 32)})

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.arg)
        if self.overflowFlags is not None:
            xllvm.OverflowAttr.from_int(self.overflowFlags.value.data).print(printer)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.arg.type)
        printer.print_string(" to ")
        printer.print_attribute(self.res.type)


@irdl_op_definition
class GEPOp(xllvm.GEPOp):
    """Upstream `llvm.getelementptr`, whose constant indices may also step into a
    packed struct (xDSL 0.74's verifier knows only its own struct class), and which
    computes a vector of addresses from a vector of bases or of indices (LLVM LangRef
    `getelementptr`, "Vector of pointers"; clang's vectorizer at -O3)."""

    name = "llvm.getelementptr"

    ptr = operand_def(xllvm.LLVMPointerType | VectorType[xllvm.LLVMPointerType])
    ssa_indices = var_operand_def(BaseAttr(IntegerType) | VectorType.constr(SignlessIntegerConstraint))
    elem_type = prop_def()
    noWrapFlags = prop_def(IntegerAttr[I32])
    result = result_def(xllvm.LLVMPointerType | VectorType[xllvm.LLVMPointerType])
    rawConstantIndices = prop_def(DenseArrayBase.constr(i32))
    inbounds = opt_prop_def(UnitAttr)
    traits = traits_def(NoMemoryEffect())

    def verify_(self) -> None:
        """MLIR's GEP verifier: past the first index, an array is stepped into by
        any index, a struct by a constant index naming one of its fields."""
        current: Attribute = self.elem_type
        for i, index in enumerate(tuple(self.rawConstantIndices.iter_values())[1:], start=1):
            if isinstance(current, xllvm.LLVMArrayType):
                current = current.type
            elif isinstance(current, STRUCT_TYPES):
                if index == xllvm.GEP_USE_SSA_VAL:
                    raise VerifyException(f"GEP index #{i}: struct indices must be constants")
                if not 0 <= index < len(current.types):
                    raise VerifyException(f"GEP index #{i}: {index} is out of range for "
                                          f"struct with {len(current.types)} field(s)")
                current = current.types.data[index]
            else:
                raise VerifyException(f"GEP index #{i}: cannot index into {current}")


def parse_llvm_type(parser: AttrParser) -> Attribute:
    """A type inside an `llvm` type's parameters, written with or without `!llvm.`
    (xDSL's `parse_llvm_type`, with packed structs)."""
    if parser.parse_optional_characters("struct") is not None:
        return LLVMPackedStructType.new(LLVMPackedStructType.parse_parameters(parser))
    if parser.parse_optional_characters("array") is not None:
        return LLVMArrayTypeParser.new(LLVMArrayTypeParser.parse_parameters(parser))
    return xllvm.parse_llvm_type(parser)


@irdl_attr_definition
class LLVMPackedStructType(ParametrizedAttribute, TypeAttribute):
    """`!llvm.struct<"name", packed (types)>`, or without a name: its fields follow
    each other without padding and it is aligned to 1 byte (LLVM LangRef, "Structure
    Type"). Reading any `!llvm.struct` gives xDSL's `LLVMStructType` for a struct
    that is not packed (see the module doc)."""

    name = "llvm.struct"

    struct_name: StringAttr
    types: ArrayAttr[Attribute]

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            if self.struct_name.data:
                printer.print_string_literal(self.struct_name.data)
                printer.print_string(", ")
            printer.print_string("packed ")
            with printer.in_parens():
                printer.print_list(self.types.data, printer.print_attribute)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        """The name, the field types and whether the struct is packed (a third
        parameter that `new` reads)."""
        parser.parse_characters("<", " in LLVM struct")
        name = parser.parse_optional_str_literal()
        if name is not None:
            parser.parse_characters(",", " after type")
        packed = parser.parse_optional_keyword("packed") is not None
        types = parser.parse_comma_separated_list(parser.Delimiter.PAREN,
                                                  lambda: parse_llvm_type(parser))
        parser.parse_characters(">", " to close LLVM struct parameters")
        return (StringAttr(name or ""), ArrayAttr(types), UnitAttr() if packed else NoneAttr())

    @classmethod
    def new(cls, params: Sequence[Attribute]) -> "LLVMPackedStructType":
        """A packed struct; from the parser's three parameters, xDSL's struct class
        for one that is not packed."""
        name, types, *packed = params
        if packed and isinstance(packed[0], NoneAttr):
            plain = xllvm.LLVMStructType(cast(StringAttr, name), cast(ArrayAttr[Attribute], types))
            return cast(LLVMPackedStructType, plain)
        return super().new((name, types))


@irdl_attr_definition
class LLVMArrayTypeParser(ParametrizedAttribute, TypeAttribute):
    """Reads `!llvm.array<N x T>` as xDSL's `LLVMArrayType`, its element type read
    by `parse_llvm_type` (an array of packed structs). Never instantiated."""

    name = "llvm.array"

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            size = parser.parse_integer()
            parser.parse_shape_delimiter()
            element = parse_llvm_type(parser)
        return (IntegerAttr(size, 64), element)

    @classmethod
    def new(cls, params: Sequence[Attribute]) -> "LLVMArrayTypeParser":
        size, element = params
        return cast(LLVMArrayTypeParser,
                    xllvm.LLVMArrayType(cast(IntegerAttr, size).value.data, element))


@irdl_op_definition
class ZeroOp(xllvm.ZeroOp):
    """Upstream `llvm.mlir.zero`, of any LLVM type: packed structs too (clang's
    zero initializer of a C++ class with reused tail padding)."""

    name = "llvm.mlir.zero"
    assembly_format = None  # the same custom form: `llvm.mlir.zero : T`
    traits = traits_def(NoMemoryEffect())
    res = result_def()

    def verify_(self) -> None:
        """xDSL's constraint, with packed structs (a constraint cannot say it: xDSL
        tells the classes of a type apart by their name, `llvm.struct` for both)."""
        if not isinstance(self.res.type, (*get_args(xllvm.LLVMType), LLVMPackedStructType)):
            raise VerifyException(f"result #0 must be LLVM dialect-compatible type, but got "
                                  f"{self.res.type}")

    @classmethod
    def parse(cls, parser: Parser) -> "ZeroOp":
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        return cls.create(result_types=[parser.parse_type()], attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.res.type)


class _IntegerIntrinsicOp(IRDLOperation):
    """An LLVM integer intrinsic without properties (`llvm.intr.smax`, ...), in
    upstream's form: `llvm.intr.smax(%a, %b) : (i32, i32) -> i32`."""

    args = var_operand_def(BaseAttr(IntegerType) | BaseAttr(VectorType))
    res = result_def(BaseAttr(IntegerType) | BaseAttr(VectorType))

    traits = traits_def(Pure())

    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"


def _integer_intrinsic(intrinsic: str) -> type[IRDLOperation]:
    return irdl_op_definition(type(f"{intrinsic.title().replace('.', '')}Op",
                                   (_IntegerIntrinsicOp,), {"name": f"llvm.intr.{intrinsic}"}))


INTEGER_INTRINSICS = tuple(_integer_intrinsic(name) for name in (
    "smax", "smin", "umax", "umin", "ctpop", "bitreverse", "bswap"))
"""The integer intrinsics mlir-opt 22 prints in the functional form (xDSL 0.74 has none
of them); the interpreter runs them by name (`interpreters.llvm_arith`)."""


@irdl_attr_definition
class ZeroAttr(ParametrizedAttribute):
    """Upstream `#llvm.zero`: a zero-initialized value (the `data` of a static
    constructor that has none)."""

    name = "llvm.zero"


class _StaticFunctionsOp(IRDLOperation):
    """Upstream `llvm.mlir.global_ctors` / `llvm.mlir.global_dtors`: the functions run
    before `main` / at exit (LLVM's `llvm.global_ctors`), by priority, each with its
    `data` (`#llvm.zero` for none). Custom form `ctors = [@f], priorities = [65535 :
    i32], data = [#llvm.zero]`."""

    LIST: ClassVar[str]

    priorities = prop_def(ArrayAttr[IntegerAttr])
    data = prop_def(ArrayAttr)

    def functions(self) -> ArrayAttr:
        found = self.properties[self.LIST]
        assert isinstance(found, ArrayAttr)
        return found

    def verify_(self) -> None:
        """mlir-opt 22's rules and messages (`GlobalCtorsOp::verify`,
        `verifySymbolUses`)."""
        functions = self.functions().data
        if not len(functions) == len(self.priorities.data) == len(self.data.data):
            raise VerifyException(f"{self.LIST}, priorities, and data must have the same "
                                  "number of elements")
        module = self.parent_op()
        for ref in functions:
            assert isinstance(ref, SymbolRefAttr)
            found = None if module is None else SymbolTable.lookup_symbol(module, ref)
            if not isinstance(found, xllvm.FuncOp):
                raise VerifyException(f"'{ref.root_reference.data}' does not reference a "
                                      "valid LLVM function")

    @classmethod
    def parse(cls, parser: Parser) -> "_StaticFunctionsOp":
        properties: dict[str, Attribute] = {}
        for n, key in enumerate((cls.LIST, "priorities", "data")):
            if n:
                parser.parse_punctuation(",")
            parser.parse_keyword(key)
            parser.parse_punctuation("=")
            properties[key] = parser.parse_attribute()
        attributes = parser.parse_optional_attr_dict()
        return cls.create(properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        for n, key in enumerate((self.LIST, "priorities", "data")):
            printer.print_string(f"{', ' if n else ' '}{key} = ")
            printer.print_attribute(self.properties[key])
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class GlobalCtorsOp(_StaticFunctionsOp):
    name = "llvm.mlir.global_ctors"
    LIST: ClassVar[str] = "ctors"
    ctors = prop_def(ArrayAttr[SymbolRefAttr])


@irdl_op_definition
class GlobalDtorsOp(_StaticFunctionsOp):
    name = "llvm.mlir.global_dtors"
    LIST: ClassVar[str] = "dtors"
    dtors = prop_def(ArrayAttr[SymbolRefAttr])


STRUCT_TYPES = (xllvm.LLVMStructType, LLVMPackedStructType)
"""The classes of `!llvm.struct` types, plain and packed."""


SWITCH_CASE_VALUES = "case_values"
"""The case values of `llvm.switch` (read in generic form: xDSL 0.74 has no class for
it) and of `cf.switch`: dense integer elements, one per case."""
SWITCH_CASE_OPERAND_SEGMENTS = "case_operand_segments"
"""The number of successor operands of each case of a switch (dense `i32` array)."""


_OPERATIONS = {op.name: op for op in (ICmpOp, FCmpOp, PtrToIntOp, IntToPtrOp, SelectOp, TruncOp,
                                      GEPOp, ZeroOp)}
_ATTRIBUTES = {attr.name: attr for attr in (LLVMPackedStructType, LLVMArrayTypeParser)}

LLVM = Dialect(
    "llvm",
    [*(_OPERATIONS.get(op.name, op) for op in xllvm.LLVM.operations), GlobalCtorsOp,
     GlobalDtorsOp, *INTEGER_INTRINSICS, AtomicRMWOp, AddrSpaceCastOp, MemcpyOp, MemmoveOp],
    [*(_ATTRIBUTES.get(attr.name, attr) for attr in xllvm.LLVM.attributes), ZeroAttr],
)
