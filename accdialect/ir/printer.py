"""Printing of the generic form as mlir-opt 22 does it.

- Properties and attributes are printed sorted by name, as MLIR prints a dictionary
  (xDSL keeps the order in which they were set), and a property left at its default
  value is printed with it, as MLIR stores default-valued properties (but those it
  declares optional: `memref.load`'s `nontemporal`).
- An `i64` integer inside an array prints without its type (`[[0]]`), as MLIR
  elides it there.
- Seed 001's `augPtr` is stored as the last operand segment of the data-clause
  operations. Upstream's generic form has no such segment, so it is left out
  whenever it is empty (`DataClauseOp.upstream_generic_properties`).
- A module with an operation whose custom form cannot be printed is printed whole in
  the generic form, as MLIR prints a module that does not verify
  (`Operation::print` falls back to `printGenericOpForm`). xDSL's custom printers
  assume what xDSL 0.74's verifiers do not all check, and mlir-opt 22 rejects: an
  indirect `llvm.call` without its callee operand, an `llvm.getelementptr` with
  fewer index operands than `rawConstantIndices` marks dynamic (they raised
  `IndexError` in `acc-opt`).
"""

import dataclasses
import math
import struct
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from io import StringIO
from typing import IO, cast

from xdsl.context import Context
from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    Float32Type,
    Float64Type,
    IntegerAttr,
    ModuleOp,
    StringAttr,
    UnregisteredOp,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.targets.mlir import MLIRTarget
from xdsl.traits import IsolatedFromAbove

from accdialect.dialects.acc import DataClauseOp
from accdialect.dialects.fir_types import printing_record_body
from accdialect.ir.asm_names import DEFAULT_DIALECT, AsmNames, strip_default_dialect
from accdialect.ir.float_text import mlir_float_text
from accdialect.ir.mlir_forms import MLIR_ATTRIBUTE_TEXTS, MLIR_FORMS, mlir_type_text
from accdialect.xdsl_compat.identities import printed_identity
from accdialect.xdsl_compat.printing import DirectPrinter

_OPTIONAL_WITH_DEFAULT = frozenset({("memref.load", "nontemporal"),
                                    ("memref.store", "nontemporal")})
"""Properties MLIR declares `DefaultValuedOptionalAttr`: not stored, so not printed,
when the text leaves them out (xDSL 0.74 gives them a default like the others)."""


_STORED_BY_PARSER: dict[str, dict[str, Attribute]] = {
    "llvm.mlir.global": {"unnamed_addr": IntegerAttr(0, i64),
                         "visibility_": IntegerAttr(0, i64)},
}
"""Properties MLIR's custom parser of an operation stores though the text leaves them
out, and its generic form prints (xDSL 0.74 declares no default for them)."""


def _default_properties(op: Operation) -> dict[str, Attribute]:
    if not isinstance(op, IRDLOperation):
        return {}
    return {
        **_STORED_BY_PARSER.get(op.name, {}),
        **{name: prop.default_value
           for name, prop in op.get_irdl_definition().properties.items()
           if prop.default_value is not None
           and (op.name, name) not in _OPTIONAL_WITH_DEFAULT},
    }


_BYTE_TEXT = tuple("\\\\" if byte == 0x5C
                   else f"\\{byte:02X}" if byte < 0x20 or byte > 0x7E or byte == 0x22
                   else chr(byte) for byte in range(256))
"""A byte in a string literal, as xDSL's `Printer.print_bytes_literal` writes it."""


def _predecessors_comment(block: Block, names: dict[Block, str]) -> str:
    """What mlir-opt prints after a block's label about the blocks that branch to it:
    one entry per branch edge, in block order."""
    predecessors = [use.operation.parent_block() for use in block.uses]
    known = [p for p in predecessors if p is not None]
    if not known:
        return "" if block.parent is None or block is block.parent.first_block \
            else "  // no predecessors"
    if len(known) == 1:  # one edge (`Block::getSinglePredecessor`): a block that
        # branches to it twice is listed twice
        return f"  // pred: ^{names.get(known[0], '?')}"
    region = block.parent
    order = {b: i for i, b in enumerate(region.blocks)} if region is not None else {}
    known.sort(key=lambda p: order.get(p, 0))
    return f"  // {len(known)} preds: " + ", ".join(f"^{names.get(p, '?')}" for p in known)


class AccPrinter(DirectPrinter):
    """xDSL's printer (writing at once: `DirectPrinter`), printing properties as
    mlir-opt 22 does. An attribute's text
    is made once per printer and value: a lowered module prints the same few types
    (`!llvm.ptr`, `!llvm.array<5 x !llvm.ptr>`) hundreds of thousands of times."""

    _texts: dict[Attribute, str] | None = None
    _default_dialects: list[str] | None = None
    """With mlir-opt's names (`name_as_mlir`): the default dialect of each region being
    printed."""
    _scratch: "AccPrinter | None" = None
    _templates: dict[tuple[object, ...], "_Template"] | None = None
    _once: set[tuple[object, ...]]
    _by_identity: dict[tuple[object, ...], tuple["_Template", tuple[object, ...]]]

    def print_attribute(self, attribute: Attribute) -> None:
        if printing_record_body():  # a derived type's text depends on where it is
            self._print_uncached(attribute)
            return
        if self._texts is None:
            self._texts = {}
        try:
            text = self._texts.get(attribute)
        except TypeError:  # an attribute that cannot be hashed
            self._print_uncached(attribute)
            return
        if text is None:
            own = MLIR_ATTRIBUTE_TEXTS.get(type(attribute))
            text = own(attribute) if own is not None else mlir_type_text(
                attribute, self._alone(attribute))
            if "\n" in text:  # laid out on lines at this printer's indentation
                self._print_uncached(attribute)
                return
            self._texts[attribute] = text
        self.print_string(text)

    def _alone(self, attribute: Attribute) -> str:
        """The text of `attribute` printed alone, with this printer's options and
        resources, by a printer made once per printer (one per attribute was a tenth
        of printing a lowered module: each global's own value is a new attribute)."""
        alone = self._scratch
        if alone is None:
            alone = self._scratch = dataclasses.replace(self, stream=StringIO())
            alone._texts = self._texts
        stream = alone.stream
        assert isinstance(stream, StringIO)
        stream.seek(0)
        stream.truncate()
        alone._print_uncached(attribute)
        return stream.getvalue()

    def _print_uncached(self, attribute: Attribute) -> None:
        """`attribute` printed without the texts made before: an array's elements
        through `_print_array_element`."""
        if isinstance(attribute, ArrayAttr):
            with self.in_square_brackets():
                self.print_list(attribute.data, self._print_array_element)
            return
        super().print_attribute(attribute)

    def print_float(self, value: float, type: AnyFloat) -> None:
        """MLIR's text of an f32/f64 (`float_text`): where MLIR prints the bit
        pattern in upper-case hexadecimal (NaN, the infinities, an integral value
        with no decimal point in its natural form: 16777216.0 as `0x4B800000`), so
        does this printer; the project's parser reads it back as that value
        (`literals`)."""
        if isinstance(type, Float32Type | Float64Type):
            single = isinstance(type, Float32Type)
            text = mlir_float_text(value, 24 if single else 53) if math.isfinite(value) \
                else None
            if text is None:
                pattern = struct.unpack("<I", struct.pack("<f", value))[0] if single \
                    else struct.unpack("<Q", struct.pack("<d", value))[0]
                text = f"0x{pattern:0{8 if single else 16}X}"
            self.print_string(text)
            return
        super().print_float(value, type)

    def print_bytes_literal(self, bytestring: bytes) -> None:
        """xDSL's string literal, printed at once (xDSL prints it a byte at a time)."""
        # each byte a character of the same code, replaced by its text (`str.translate`
        # looks the table up in C: no Python step per byte)
        self.print_string(f'"{bytestring.decode("latin-1").translate(_BYTE_TEXT)}"')

    def print_successors(self, successors: Sequence[Block]) -> None:
        """With mlir-opt's names, the successors of the generic form follow the
        operands without a space (`"cf.br"(%0)[^bb1]`)."""
        if self._default_dialects is None or not successors:
            super().print_successors(successors)
            return
        with self.in_square_brackets():
            self.print_list(successors, self.print_block_name)

    def print_attr_dict(self, attr_dict: Mapping[str, Attribute]) -> None:
        """Sorted by name, as MLIR keeps a dictionary (`DictionaryAttr`): an operation's
        attributes, its properties and a dictionary attribute alike."""
        super().print_attr_dict(dict(sorted(attr_dict.items())))

    def _print_array_element(self, element: Attribute) -> None:
        if isinstance(element, IntegerAttr) and element.type == i64:
            self.print_string(str(element.value.data))
        else:
            self.print_attribute(element)

    def print_op(self, op: Operation) -> None:
        if not self._print_templated(op):
            self._print_op(op)

    def name_as_mlir(self, top: Operation) -> None:
        """Print the values and blocks under `top` with the names mlir-opt 22 gives
        them, and operation names without their region's default dialect
        (`asm_names`)."""
        names = AsmNames(top, self.print_generic_format)
        self.value_names.update(names.values)
        self.block_labels.update(names.blocks)
        self._default_dialects = ["builtin"]

    def print_region(self, region: Region, print_entry_block_args: bool = True,
                     print_empty_block: bool = True,
                     print_block_terminators: bool = True) -> None:
        """A region of several blocks is printed with every terminator, as MLIR prints
        it: xDSL 0.74's `scf.execute_region` without results
        leaves its terminators out, which for several blocks (the lowering of a
        construct whose region branches) drops the branches and the entry block, and
        the text no longer reads back."""
        several = len(region.blocks) > 1
        dialects = self._default_dialects
        if dialects is not None:
            parent = region.parent_op()
            dialects.append(DEFAULT_DIALECT.get(parent.name, "") if parent else "")
        try:
            super().print_region(region, print_entry_block_args, print_empty_block,
                                 print_block_terminators or several)
        finally:
            if dialects is not None:
                dialects.pop()

    def print_block(self, block: Block, print_block_args: bool = True,
                    print_block_terminator: bool = True) -> None:
        """With mlir-opt's names, a block's label is followed by its predecessors, as
        mlir-opt prints them (`// pred: ^bb0`, `// 2 preds: ^bb0, ^bb2`, `// no
        predecessors`)."""
        if not print_block_args or self._default_dialects is None:
            super().print_block(block, print_block_args, print_block_terminator)
            return
        self.new_line()
        self.print_block_name(block)
        if block.args:
            with self.in_parens():
                self.print_list(block.args, self.print_block_argument)
        self.print_string(":")
        self.print_string(_predecessors_comment(block, self.block_labels))
        super().print_block(block, False, print_block_terminator)

    def _print_templated(self, op: Operation) -> bool:
        """Print an `llvm` or `arith` operation without successors from the text its
        custom form gave an operation of the same shape (class, types, properties,
        attributes), its values' names put in; False for another operation. Their
        printers read nothing else, and the names are asked for in the same order, so
        the text is the one `_print_op` gives. The properties a class's printer
        prints once as they are (`_HOLES`: a global's name and value, the symbol of
        an `addressof`, unique to each operation of a lowered module) are holes of
        the template, printed by the method the printer calls, and only their class
        is in the shape; so is an `llvm.mlir.global`'s region, printed by
        `print_region` where its printer prints it, whose block count is in the
        shape (its printer prints a region with blocks)."""
        cls = type(op)
        kind = _kinds.get(cls)
        if kind is None:
            kind = _kinds[cls] = _TemplateKind(cls)
        if (not kind.templated or self.print_generic_format or self.print_debuginfo
                or (op.regions and not kind.holes) or op in self.diagnostic.op_messages):
            return False
        holes = kind.holes
        # the shape looked up first by the identities of its attributes (the
        # lowerings build from interned ones): no hash of their values
        found = printed_identity(op, holes)
        if found is None:  # successors
            return False
        identity, operands = found
        if self._templates is None:
            self._templates, self._once, self._by_identity = {}, set(), {}
        properties, attributes = op.properties, op.attributes
        known = self._by_identity.get(identity)
        if known is not None:
            template = known[0]
        else:
            key = (cls, tuple(v.type for v in op.operands), tuple(v.type for v in op.results),
                   tuple(len(region.blocks) for region in op.regions),
                   tuple((name, type(value) if name in holes else value)
                         for name, value in properties.items()),
                   tuple(attributes.items()))
            try:
                template = self._templates.get(key)
            except TypeError:  # an attribute that cannot be hashed
                return False
            if template is None:  # recorded when the shape comes again (many are unique)
                template = _TemplateRecorder.record(self, op, holes) if key in self._once else None
                self._once.add(key)
                if template is None:
                    return False
                self._templates[key] = template
            # the key keeps the attributes alive: their identities are not reused
            self._by_identity[identity] = (template, key)
        # One print_string for the text between the values that are not named yet
        # (the results) and the holes: a named value is written as print_ssa_value
        # writes it.
        text: list[str] = []
        named = self.value_names
        # plain tuples: the index of xDSL's `SSAValues` is a Python call
        values = ((*operands,), (*op.results,))
        for piece in template:
            if isinstance(piece, str):
                text.append(piece)
                continue
            code, index = piece
            if code <= _RESULT:
                value = values[code][index]
                name = named.get(value)
                if name is not None:
                    text.append(f"%{name}")
                    continue
            if text:
                self.print_string("".join(text))
                text.clear()
            if code <= _RESULT:
                self.print_ssa_value(values[code][index])
            elif code == _ATTRIBUTE:
                self.print_attribute(properties[kind.hole_names[index]])
            elif code == _SYMBOL:
                self.print_symbol_name(
                    cast(StringAttr, properties[kind.hole_names[index]]).data)
            else:
                self.print_region(op.regions[index])
        if text:
            self.print_string("".join(text))
        return True

    def print_results(self, op: Operation) -> None:
        """With mlir-opt's names, several results are one name and their count
        (`%0:2 = `)."""
        if self._default_dialects is None or len(op.results) < 2:
            super().print_results(op)
            return
        group = self.value_names[op.results[0]].partition("#")[0]
        self.print_string(f"%{group}:{len(op.results)} = ")

    def _print_op(self, op: Operation) -> None:
        dialects = self._default_dialects
        if (dialects is not None and not self.print_generic_format
                and not isinstance(op, UnregisteredOp) and type(op).print is not Operation.print):
            name = strip_default_dialect(op.name, dialects[-1])
            if name != op.name or type(op) in MLIR_FORMS:
                self._print_custom_op_named(op, name)
                return
        super().print_op(op)

    def _print_custom_op_named(self, op: Operation, name: str) -> None:
        """xDSL's `print_op` of an operation in its custom form, under `name`, the
        rest as mlir-opt prints it where xDSL differs (`mlir_forms`)."""
        scope = bool(op.get_traits_of_type(IsolatedFromAbove))
        begin = self.column
        self.print_results(op)
        if scope:
            self.enter_scope()
        self.print_string(name)
        for message in self.diagnostic.op_messages.get(op, ()):
            self.add_message_on_next_line(message, begin, self.column)
        form = MLIR_FORMS.get(type(op))
        if form is None:
            op.print(self)
        else:
            form(op, self)
        if self.print_debuginfo:
            self.print_string(" ")
            self.print_attribute(op.location)
        if scope:
            self.exit_scope()

    def print_op_with_default_format(self, op: Operation) -> None:
        stored = op.properties
        properties = (
            op.upstream_generic_properties() if isinstance(op, DataClauseOp) else stored
        )
        op.properties = dict(sorted((_default_properties(op) | properties).items()))
        try:
            super().print_op_with_default_format(op)
        finally:
            op.properties = stored


_TEMPLATED_DIALECTS = frozenset({"llvm", "arith"})

_HOLES: dict[type[Operation], frozenset[str]] = {
    llvm.GlobalOp: frozenset({"sym_name", "value"}),
    llvm.AddressOfOp: frozenset({"global_name"}),
}
"""The properties of a class that are holes of its templates: its printer prints
each once, as it is (`print_attribute`, or `print_symbol_name` of a name), and the
rest of its text does not depend on their values (xDSL 0.74's `GlobalOp.print`,
which prints its region last when it has blocks, and `AddressOfOp`'s format
`$global_name attr-dict : type($result)`). The recorder checks that each is printed
once and nowhere else (else no template)."""

class _TemplateKind:
    """What `_print_templated` knows of a class: whether its operations are of a
    dialect printed from templates (the dialect is the class's: its name is a class
    variable), and its holes (`_HOLES`; none for a class isolated from above, whose
    printing opens a scope of names)."""

    def __init__(self, cls: type[Operation]):
        self.templated = cls.name.split(".", 1)[0] in _TEMPLATED_DIALECTS
        isolated = cls.has_trait(IsolatedFromAbove)
        self.holes = frozenset() if isolated else _HOLES.get(cls, frozenset())
        self.hole_names = tuple(sorted(self.holes))


_kinds: dict[type[Operation], _TemplateKind] = {}

_OPERAND, _RESULT, _ATTRIBUTE, _SYMBOL, _REGION = range(5)
_Piece = str | tuple[int, int]
_Template = list[_Piece]
"""An operation's text: literal pieces and, between them, the values named
((`_OPERAND` or `_RESULT`, index)), the holes printed ((`_ATTRIBUTE` or `_SYMBOL`,
index in the class's `hole_names`) and the regions printed ((`_REGION`, index),
with `print_region`'s default arguments)."""


class _TemplateRecorder(AccPrinter):
    """Prints one operation, noting where each of its values, holes and regions is
    printed."""

    _recording: Operation | None = None
    _holes: tuple[str, ...] = ()
    _marks: list[tuple[int, tuple[int, int] | None]] = []

    @staticmethod
    def record(printer: AccPrinter, op: Operation, holes: frozenset[str] = frozenset()
               ) -> "_Template | None":
        """The template of `op` printed with `printer`'s options; None when its text
        names a value that is not its own or spans lines, or a hole is not printed
        exactly once, or its value is also another property or attribute, or a value
        is two of its operands (`llvm.add %x, %x`: which operand each name stands
        for is not known)."""
        values = [*op.operands, *op.results]
        if len({id(value) for value in values}) != len(values):
            return None
        recorder = _TemplateRecorder(**{field.name: getattr(printer, field.name)
                                        for field in dataclasses.fields(printer) if field.init
                                        and field.name != "stream"}, stream=StringIO())
        recorder._texts, recorder._recording, recorder._marks = printer._texts, op, []
        recorder._default_dialects = printer._default_dialects
        present = {name: op.properties[name] for name in holes if name in op.properties}
        others = [*(value for name, value in op.properties.items() if name not in present),
                  *op.attributes.values()]
        if any(hole is other or hole == other for hole in present.values() for other in others):
            return None
        recorder._holes = tuple(sorted(holes))
        recorder._print_op(op)
        assert isinstance(recorder.stream, StringIO)
        text = recorder.stream.getvalue()
        marked = [recorder._holes[ref[1]] for _, ref in recorder._marks
                  if ref is not None and ref[0] in (_ATTRIBUTE, _SYMBOL)]
        if ("\n" in text or any(ref is None for _, ref in recorder._marks)
                or sorted(marked) != sorted(present)):
            return None
        template: _Template = []
        start = 0
        for at, ref in recorder._marks:
            assert ref is not None
            template += [text[start:at], ref] if at > start else [ref]
            start = at
        if start < len(text):
            template.append(text[start:])
        return template

    def _mark(self, piece: tuple[int, int] | None) -> None:
        assert isinstance(self.stream, StringIO)
        self._marks.append((self.stream.tell(), piece))

    def print_ssa_value(self, value: SSAValue) -> str:
        assert self._recording is not None
        ref = next(((_RESULT, i) for i, r in enumerate(self._recording.results) if r is value), None) \
            or next(((_OPERAND, i) for i, o in enumerate(self._recording.operands) if o is value), None)
        self._mark(ref)
        return "?"

    def _hole(self, found: Callable[[Attribute], bool]) -> int | None:
        """The index in `_holes` of the hole `found` finds among the operation's
        properties (None: not a hole, or not recording: a printer of an attribute
        alone)."""
        if self._recording is None:
            return None
        properties = self._recording.properties
        return next((index for index, name in enumerate(self._holes)
                     if name in properties and found(properties[name])), None)

    def print_attribute(self, attribute: Attribute) -> None:
        hole = self._hole(lambda value: value is attribute)
        if hole is None:
            super().print_attribute(attribute)
        else:
            self._mark((_ATTRIBUTE, hole))

    def print_symbol_name(self, sym_name: str) -> None:
        hole = self._hole(lambda value: isinstance(value, StringAttr) and value.data is sym_name)
        if hole is None:
            super().print_symbol_name(sym_name)
        else:
            self._mark((_SYMBOL, hole))

    def print_region(self, region: Region, print_entry_block_args: bool = True,
                     print_empty_block: bool = True,
                     print_block_terminators: bool = True) -> None:
        assert self._recording is not None
        if type(self._recording) not in _HOLES:  # only their printers are known to print so
            self._mark(None)
            return
        index = next(i for i, r in enumerate(self._recording.regions) if r is region)
        defaults = print_entry_block_args and print_empty_block and print_block_terminators
        self._mark((_REGION, index) if defaults else None)


CUSTOM_FORM_FAILURES = (IndexError, KeyError, AttributeError, TypeError, ValueError)
"""What a custom printer raises on an operation it cannot print."""


@dataclass(frozen=True)
class AccMLIRTarget(MLIRTarget):
    """The `mlir` output target of the project's tools, printing with `AccPrinter`:
    the custom form, or the generic form when an operation's custom form cannot be
    printed (see the module doc)."""

    def emit(self, ctx: Context, module: ModuleOp, output: IO[str]) -> None:
        text = StringIO()
        printer = self._printer(text, self.print_generic_format)
        printer.name_as_mlir(module)
        try:
            printer.print_op(module)
        except CUSTOM_FORM_FAILURES:
            if self.print_generic_format:
                raise
            text = StringIO()
            printer = self._printer(text, True)
            printer.name_as_mlir(module)
            printer.print_op(module)
        printer.print_metadata(ctx.loaded_dialects)
        output.write(text.getvalue())
        print("\n", file=output)

    def _printer(self, stream: IO[str], generic: bool) -> AccPrinter:
        return AccPrinter(
            stream=stream,
            print_generic_format=generic,
            print_properties_as_attributes=self.print_properties_as_attributes,
            print_debuginfo=self.print_debuginfo,
        )
