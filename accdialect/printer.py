"""Printing of the generic form as mlir-opt 22 does it.

- Properties are printed sorted by name, as MLIR prints a dictionary (xDSL
  keeps the order in which they were set), and a property left at its default
  value is printed with it, as MLIR stores default-valued properties.
- An `i64` integer inside an array prints without its type (`[[0]]`), as MLIR
  elides it there.
- `llvm.mlir.constant(0 : index) : i64` keeps the type of its value: xDSL 0.74
  drops the type of any integer value when the result is `i64`, printing
  `llvm.mlir.constant(0) : i64`, which reads back as an `i64` value.
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
from dataclasses import dataclass
from io import StringIO
from typing import IO

from xdsl.context import Context
from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    Float32Type,
    Float64Type,
    IntegerAttr,
    ModuleOp,
    i64,
)
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.printer import Printer
from xdsl.targets.mlir import MLIRTarget

from accdialect.dialects.acc import DataClauseOp


def _default_properties(op: Operation) -> dict[str, Attribute]:
    if not isinstance(op, IRDLOperation):
        return {}
    return {
        name: prop.default_value
        for name, prop in op.get_irdl_definition().properties.items()
        if prop.default_value is not None
    }


_BYTE_TEXT = tuple("\\\\" if byte == 0x5C
                   else f"\\{byte:02X}" if byte < 0x20 or byte > 0x7E or byte == 0x22
                   else chr(byte) for byte in range(256))
"""A byte in a string literal, as xDSL's `Printer.print_bytes_literal` writes it."""


class AccPrinter(Printer):
    """xDSL's printer, printing properties as mlir-opt 22 does. An attribute's text
    is made once per printer and value: a lowered module prints the same few types
    (`!llvm.ptr`, `!llvm.array<5 x !llvm.ptr>`) hundreds of thousands of times."""

    _texts: dict[Attribute, str] | None = None
    _templates: dict[tuple[object, ...], "_Template"] | None = None
    _once: set[tuple[object, ...]]
    _by_identity: dict[tuple[object, ...], tuple["_Template", tuple[object, ...]]]

    def print_attribute(self, attribute: Attribute) -> None:
        if self._texts is None:
            self._texts = {}
        try:
            text = self._texts.get(attribute)
        except TypeError:  # an attribute that cannot be hashed
            self._print_attribute(attribute)
            return
        if text is None:
            # printed alone, with this printer's options and resources
            alone = dataclasses.replace(self, stream=StringIO())
            alone._texts = self._texts
            alone._print_attribute(attribute)
            text = alone.stream.getvalue() if isinstance(alone.stream, StringIO) else ""
            if "\n" in text:  # laid out on lines at this printer's indentation
                self._print_attribute(attribute)
                return
            self._texts[attribute] = text
        self.print_string(text)

    def _print_attribute(self, attribute: Attribute) -> None:
        if isinstance(attribute, ArrayAttr):
            with self.in_square_brackets():
                self.print_list(attribute.data, self._print_array_element)
            return
        super().print_attribute(attribute)

    def print_float(self, value: float, type: AnyFloat) -> None:
        """A finite f32/f64 whose 9 (17) significant digits have no decimal point
        (16777216.0, 1.0e10) is printed with them in E form: xDSL 0.74 prints it as
        its bit pattern (`0x4B800000`), which its parser then reads as an integer
        and converts (to 1.2666798e+09)."""
        digits = 9 if isinstance(type, Float32Type) else 17
        if (isinstance(type, Float32Type | Float64Type) and math.isfinite(value)
                and "." not in f"{value:.{digits}g}"):
            short = f"{value:.5e}"
            if type.unpack(type.pack([float(short)]), 1)[0] != value:
                self.print_string(f"{value:.{digits - 1}e}")
                return
        super().print_float(value, type)

    def print_bytes_literal(self, bytestring: bytes) -> None:
        """xDSL's string literal, printed at once (xDSL prints it a byte at a time)."""
        self.print_string(f'"{"".join(_BYTE_TEXT[byte] for byte in bytestring)}"')

    def _print_array_element(self, element: Attribute) -> None:
        if isinstance(element, IntegerAttr) and element.type == i64:
            self.print_string(str(element.value.data))
        else:
            self.print_attribute(element)

    def print_op(self, op: Operation) -> None:
        if not self._print_templated(op):
            self._print_op(op)

    def print_region(self, region: Region, print_entry_block_args: bool = True,
                     print_empty_block: bool = True,
                     print_block_terminators: bool = True) -> None:
        """A region of several blocks is printed with every terminator, as MLIR prints
        it: xDSL 0.74's `scf.execute_region` without results
        leaves its terminators out, which for several blocks (the lowering of a
        construct whose region branches) drops the branches and the entry block, and
        the text no longer reads back."""
        several = len(region.blocks) > 1
        super().print_region(region, print_entry_block_args, print_empty_block,
                             print_block_terminators or several)

    def _print_templated(self, op: Operation) -> bool:
        """Print an `llvm` or `arith` operation without regions or successors from
        the text its custom form gave an operation of the same shape (class, types,
        properties, attributes), its values' names put in; False for another
        operation. Their printers read nothing else, and the names are asked for in
        the same order, so the text is the one `_print_op` gives."""
        if (self.print_generic_format or self.print_debuginfo or op.regions
                or op._successors or not _templated(type(op))
                or op in self.diagnostic.op_messages):
            return False
        if self._templates is None:
            self._templates, self._once, self._by_identity = {}, set(), {}
        # the shape looked up first by the identities of its attributes (the
        # lowerings build from interned ones): no hash of their values
        properties, attributes = op.properties, op.attributes
        identity = (type(op), *[id(v.type) for v in op._operands], None,
                    *[id(v.type) for v in op.results], None, *properties,
                    *map(id, properties.values()), None, *attributes, *map(id, attributes.values()))
        known = self._by_identity.get(identity)
        if known is not None:
            template = known[0]
        else:
            key = (type(op), tuple(v.type for v in op.operands),
                   tuple(v.type for v in op.results), tuple(properties.items()),
                   tuple(attributes.items()))
            try:
                template = self._templates.get(key)
            except TypeError:  # an attribute that cannot be hashed
                return False
            if template is None:  # recorded when the shape comes again (many are unique)
                template = _TemplateRecorder.record(self, op) if key in self._once else None
                self._once.add(key)
                if template is None:
                    return False
                self._templates[key] = template
            # the key keeps the attributes alive: their identities are not reused
            self._by_identity[identity] = (template, key)
        # One print_string for the text between the values that are not named yet
        # (the results): a named value is written as print_ssa_value writes it.
        text: list[str] = []
        named = self._ssa_values
        for piece in template:
            if isinstance(piece, str):
                text.append(piece)
                continue
            value = op.results[piece[1]] if piece[0] else op.operands[piece[1]]
            name = named.get(value)
            if name is not None:
                text.append(f"%{name}")
                continue
            if text:
                self.print_string("".join(text))
                text.clear()
            self.print_ssa_value(value)
        if text:
            self.print_string("".join(text))
        return True

    def _print_op(self, op: Operation) -> None:
        if (self.print_generic_format or not isinstance(op, llvm.ConstantOp)
                or not isinstance(op.value, IntegerAttr) or op.value.type == op.result.type):
            super().print_op(op)
            return
        self._print_results(op)
        self.print_string(f"{op.name}(")
        self.print_attribute(op.value)
        self.print_string(") : ")
        self.print_attribute(op.result.type)
        if self.print_debuginfo:
            self.print_string(" ")
            self.print_attribute(op.location)

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
_templated_classes: dict[type[Operation], bool] = {}


def _templated(cls: type[Operation]) -> bool:
    """Whether operations of `cls` are of a dialect printed from templates (the
    dialect is the class's: its name is a class variable)."""
    known = _templated_classes.get(cls)
    if known is None:
        known = _templated_classes[cls] = cls.name.split(".", 1)[0] in _TEMPLATED_DIALECTS
    return known

_Template = list[str | tuple[bool, int]]
"""An operation's text: literal pieces and the values named between them, as
(is a result, index)."""


class _TemplateRecorder(AccPrinter):
    """Prints one operation, noting where each of its values is named."""

    _op: Operation | None = None
    _marks: list[tuple[int, tuple[bool, int] | None]] = []

    @staticmethod
    def record(printer: AccPrinter, op: Operation) -> "_Template | None":
        """The template of `op` printed with `printer`'s options; None when its text
        names a value that is not its own or spans lines."""
        recorder = _TemplateRecorder(**{field.name: getattr(printer, field.name)
                                        for field in dataclasses.fields(printer) if field.init
                                        and field.name != "stream"}, stream=StringIO())
        recorder._texts, recorder._op, recorder._marks = printer._texts, op, []
        recorder._print_op(op)
        assert isinstance(recorder.stream, StringIO)
        text = recorder.stream.getvalue()
        if "\n" in text or any(ref is None for _, ref in recorder._marks):
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

    def print_ssa_value(self, value: SSAValue) -> str:
        assert self._op is not None and isinstance(self.stream, StringIO)
        ref = next(((True, i) for i, r in enumerate(self._op.results) if r is value), None) \
            or next(((False, i) for i, o in enumerate(self._op.operands) if o is value), None)
        self._marks.append((self.stream.tell(), ref))
        return "?"


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
        try:
            printer.print_op(module)
        except CUSTOM_FORM_FAILURES:
            if self.print_generic_format:
                raise
            text = StringIO()
            printer = self._printer(text, True)
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
