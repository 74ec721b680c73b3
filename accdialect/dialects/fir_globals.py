"""flang 22's FIR operations of globals and derived-type descriptions (`FIROps.td`), in
`fir-opt` 22's custom form (see `accdialect.dialects.fir`):

    fir.global linkonce_odr @g(dense<...> : tensor<2xi32>) {alignment = 8 : i64} constant
        target : !fir.array<2xi32>
    fir.global internal @h : i32 { ... fir.has_value %v : i32 }
    fir.type_info @t noinit nodestroy nofinal extends !fir.type<p> : !fir.type<t{...}>
        dispatch_table { fir.dt_entry "m", @f } component_info { fir.dt_component "x" }
    fir.global_len "len1", 10 : i32

The regions of `fir.type_info` end in `fir.end`, which the custom form leaves out.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    i64,
)
from xdsl.ir import Attribute, Region, TypeAttribute
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import (
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    Pure,
    SingleBlockImplicitTerminator,
    SymbolOpInterface,
)

from accdialect.dialects.fir_control import ensure_terminator, printed_attributes

LINKAGES = ("common", "internal", "linkonce", "linkonce_odr", "weak")
"""The linkages a `fir.global` may name (`GlobalOp::verifyValidLinkage`)."""


def _parse_name_or_string(parser: Parser) -> StringAttr:
    """`name` or `"name"`, as `fir.dt_entry` and `fir.global_len` read their first
    attribute."""
    word = parser.parse_optional_identifier()
    if word is not None:
        return StringAttr(word)
    return StringAttr(parser.parse_str_literal())


@irdl_op_definition
class GlobalOp(IRDLOperation):
    """`fir.global linkage @name(init) {attrs} constant target : T { ... }`: a global
    variable or constant, its value an attribute or a region ending in `fir.has_value`
    (FIROps.td `fir_GlobalOp`)."""

    name = "fir.global"

    sym_name = prop_def(StringAttr)
    symref = prop_def(SymbolRefAttr)
    global_type = prop_def(TypeAttribute, prop_name="type")
    init_val = opt_prop_def(AnyAttr(), prop_name="initVal")
    constant = opt_prop_def(UnitAttr)
    target = opt_prop_def(UnitAttr)
    link_name = opt_prop_def(StringAttr, prop_name="linkName")
    data_attr = opt_prop_def(AnyAttr())
    alignment = opt_prop_def(IntegerAttr)
    region = region_def()

    traits = traits_def(IsolatedFromAbove(), SymbolOpInterface())

    @classmethod
    def parse(cls, parser: Parser) -> GlobalOp:
        properties: dict[str, Attribute] = {}
        start = parser.pos
        linkage = parser.parse_optional_identifier()
        if linkage is not None:
            if linkage not in LINKAGES:
                parser.raise_error(f"invalid linkage '{linkage}'", start, parser.pos)
            properties["linkName"] = StringAttr(linkage)
        start = parser.pos
        symref = parser.parse_attribute()
        if not isinstance(symref, SymbolRefAttr):
            parser.raise_error("expected a symbol reference", start, parser.pos)
        properties["symref"] = symref
        properties["sym_name"] = symref.root_reference
        initialized = parser.parse_optional_punctuation("(") is not None
        if initialized:
            properties["initVal"] = parser.parse_attribute()
            parser.parse_punctuation(")")
        attributes = parser.parse_optional_attr_dict()
        for keyword in ("constant", "target"):
            if parser.parse_optional_keyword(keyword) is not None:
                properties[keyword] = UnitAttr()
        parser.parse_punctuation(":")
        properties["type"] = parser.parse_type()
        region = None if initialized else parser.parse_optional_region()
        op = cls.build(properties=properties, regions=[region or Region()])
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        if self.link_name is not None:
            printer.print_string(f" {self.link_name.data}")
        printer.print_string(" ")
        printer.print_attribute(self.symref)
        if self.init_val is not None:
            printer.print_string("(")
            printer.print_attribute(self.init_val)
            printer.print_string(")")
        printer.print_op_attributes(printed_attributes(
            self, ("sym_name", "symref", "type", "constant", "target", "linkName",
                   "initVal")))
        for keyword in ("constant", "target"):
            if keyword in self.properties:
                printer.print_string(f" {keyword}")
        printer.print_string(" : ")
        printer.print_attribute(self.global_type)
        if self.has_initialization_body():
            printer.print_string(" ")
            printer.print_region(self.region, print_entry_block_args=False,
                                 print_empty_block=False)

    def has_initialization_body(self) -> bool:
        """Whether the region computes the value (`hasInitializationBody`)."""
        block = self.region.blocks.first
        return block is not None and not isinstance(block.first_op, EndOp)


@irdl_op_definition
class HasValueOp(IRDLOperation):
    """`fir.has_value %v : T`: the value of a `fir.global` (FIROps.td `fir_HasValueOp`)."""

    name = "fir.has_value"

    resval = operand_def()

    traits = traits_def(IsTerminator(), HasParent(GlobalOp))

    assembly_format = "$resval attr-dict `:` type($resval)"


@irdl_op_definition
class GlobalLenOp(IRDLOperation):
    """`fir.global_len "len1", 10 : i32`: a LEN parameter of a global's derived type
    (FIROps.td `fir_GlobalLenOp`)."""

    name = "fir.global_len"

    lenparam = prop_def(StringAttr)
    intval = prop_def(IntegerAttr)

    @classmethod
    def parse(cls, parser: Parser) -> GlobalLenOp:
        lenparam = _parse_name_or_string(parser)
        parser.parse_punctuation(",")
        start = parser.pos
        intval = parser.parse_attribute()
        if not isinstance(intval, IntegerAttr):
            parser.raise_error("expected an integer attribute", start, parser.pos)
        return cls.build(properties={"lenparam": lenparam, "intval": intval})

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.lenparam)
        printer.print_string(", ")
        printer.print_attribute(self.intval)


@irdl_op_definition
class EndOp(IRDLOperation):
    """`fir.end`: the terminator a `fir.type_info` region's custom form leaves out
    (FIROps.td `fir_FirEndOp`)."""

    name = "fir.end"

    traits = traits_def(IsTerminator(), Pure())

    assembly_format = "attr-dict"


_TYPE_INFO_FLAGS = (("abstract", "abstract"), ("noinit", "no_init"),
                    ("nodestroy", "no_destroy"), ("nofinal", "no_final"))
"""The keywords of `fir.type_info`'s flags, and their properties."""

_TYPE_INFO_REGIONS = ("dispatch_table", "component_info")


@irdl_op_definition
class TypeInfoOp(IRDLOperation):
    """`fir.type_info @t abstract noinit nodestroy nofinal extends !fir.type<p> :
    !fir.type<t{...}> dispatch_table { ... } component_info { ... }`: what a derived
    type adds to its type (FIROps.td `fir_TypeInfoOp`)."""

    name = "fir.type_info"

    sym_name = prop_def(StringAttr)
    type_ = prop_def(TypeAttribute, prop_name="type")
    parent_type = opt_prop_def(TypeAttribute)
    abstract = opt_prop_def(UnitAttr)
    no_init = opt_prop_def(UnitAttr)
    no_destroy = opt_prop_def(UnitAttr)
    no_final = opt_prop_def(UnitAttr)
    dispatch_table = region_def()
    component_info = region_def()

    traits = traits_def(IsolatedFromAbove(), SymbolOpInterface(),
                        SingleBlockImplicitTerminator(EndOp))

    @classmethod
    def parse(cls, parser: Parser) -> TypeInfoOp:
        properties: dict[str, Attribute] = {"sym_name": parser.parse_symbol_name()}
        for keyword, name in _TYPE_INFO_FLAGS:
            if parser.parse_optional_keyword(keyword) is not None:
                properties[name] = UnitAttr()
        if parser.parse_optional_keyword("extends") is not None:
            properties["parent_type"] = parser.parse_type()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        properties["type"] = parser.parse_type()
        regions = [ensure_terminator(parser.parse_region(), EndOp)
                   if parser.parse_optional_keyword(keyword) is not None else Region()
                   for keyword in _TYPE_INFO_REGIONS]
        op = cls.build(properties=properties, regions=regions)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        for keyword, name in _TYPE_INFO_FLAGS:
            if name in self.properties:
                printer.print_string(f" {keyword}")
        if self.parent_type is not None:
            printer.print_string(" extends ")
            printer.print_attribute(self.parent_type)
        printer.print_op_attributes(printed_attributes(
            self, ("sym_name", "type", "parent_type", *(n for _, n in _TYPE_INFO_FLAGS))))
        printer.print_string(" : ")
        printer.print_attribute(self.type_)
        for keyword, region in zip(_TYPE_INFO_REGIONS,
                                   (self.dispatch_table, self.component_info)):
            if region.blocks:
                last = region.block.last_op
                printer.print_string(f" {keyword} ")
                printer.print_region(region, print_empty_block=False,
                                     print_block_terminators=not (
                                         isinstance(last, EndOp) and not last.attributes))


@irdl_op_definition
class DTEntryOp(IRDLOperation):
    """`fir.dt_entry "method", @procedure deferred`: a binding of a `fir.type_info`'s
    dispatch table (FIROps.td `fir_DTEntryOp`)."""

    name = "fir.dt_entry"

    method = prop_def(StringAttr)
    proc = prop_def(SymbolRefAttr)
    deferred = opt_prop_def(UnitAttr)

    traits = lazy_traits_def(lambda: (HasParent(TypeInfoOp),))

    @classmethod
    def parse(cls, parser: Parser) -> DTEntryOp:
        properties: dict[str, Attribute] = {"method": _parse_name_or_string(parser)}
        parser.parse_punctuation(",")
        start = parser.pos
        proc = parser.parse_attribute()
        if not isinstance(proc, SymbolRefAttr):
            parser.raise_error("expected a symbol reference", start, parser.pos)
        properties["proc"] = proc
        if parser.parse_optional_keyword("deferred") is not None:
            properties["deferred"] = UnitAttr()
        return cls.build(properties=properties)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.method)
        printer.print_string(", ")
        printer.print_attribute(self.proc)
        if self.deferred is not None:
            printer.print_string(" deferred")


@irdl_op_definition
class DTComponentOp(IRDLOperation):
    """`fir.dt_component "x" lbs [-1, 2] init @value`: a component's lower bounds and
    initial value in a `fir.type_info` (FIROps.td `fir_DTComponentOp`)."""

    name = "fir.dt_component"

    component = prop_def(StringAttr, prop_name="name")
    lower_bounds = opt_prop_def(DenseArrayBase[IntegerType])
    init_val = opt_prop_def(SymbolRefAttr)

    traits = lazy_traits_def(lambda: (HasParent(TypeInfoOp),))

    @classmethod
    def parse(cls, parser: Parser) -> DTComponentOp:
        properties: dict[str, Attribute] = {"name": StringAttr(parser.parse_str_literal())}
        if parser.parse_optional_keyword("lbs") is not None:
            bounds = parser.parse_comma_separated_list(parser.Delimiter.SQUARE,
                                                       parser.parse_integer)
            properties["lower_bounds"] = DenseArrayBase.from_list(i64, bounds)
        if parser.parse_optional_keyword("init") is not None:
            properties["init_val"] = parser.parse_attribute()
        op = cls.build(properties=properties)
        op.attributes.update(parser.parse_optional_attr_dict())
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.component)
        if self.lower_bounds is not None:
            printer.print_string(" lbs [")
            printer.print_list(self.lower_bounds.get_values(), printer.print_int)
            printer.print_string("]")
        if self.init_val is not None:
            printer.print_string(" init ")
            printer.print_attribute(self.init_val)
        printer.print_op_attributes(printed_attributes(
            self, ("name", "lower_bounds", "init_val")))


FIR_GLOBAL_OPS: tuple[type[IRDLOperation], ...] = (
    GlobalOp, HasValueOp, GlobalLenOp, EndOp, TypeInfoOp, DTEntryOp, DTComponentOp)
