"""A parser that gives every parsed operation its source location.

xDSL's parser leaves `UnknownLoc` on operations written without a trailing
`loc(...)`. Diagnostics (`acc-opt`) and device faults (`acc-run`) must name
`file:line:col`, so this parser records where each operation starts, as MLIR
does for operations read from a file.

An operation whose `loc(...)` names a source position keeps that position
instead (`mlir-opt --mlir-print-debuginfo` of a program compiled with `clang -g`:
`prog.c:12:3`). For that, the parser reads what xDSL 0.74's does not of MLIR 22's
printed locations:
- `loc(#loc3)` on an operation or a block argument where `#loc3 = loc(...)` is
  defined later in the file (MLIR prints its location aliases at the end;
  `OperationParser::finalize` resolves them once the file is read);
- `fused<metadata>[...]`, the form `mlir-translate --import-llvm` gives a debug
  location in its scope (`fused<#di_subprogram>["prog.c":12:3]`);
- alias names inside attributes xDSL does not define (`#llvm.di_local_variable<scope
  = #di_lexical_block, ...>`): xDSL keeps such an attribute as its text, which would
  refer to an alias its printer does not print, so the alias's text is put in.

Its base reads literals and builtin types as mlir-opt 22 does (`literals`), from
a lexer whose string literals take linear time (`lexer`).
"""

import re
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from io import StringIO

from xdsl.context import Context
from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    ArrayAttr,
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    IntAttr,
    LocationAttr,
    ModuleOp,
    NameLoc,
    NoneAttr,
    StringAttr,
    UnknownLoc,
    UnregisteredOp,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue, TypeAttribute
from xdsl.irdl import IRDLOperation
from xdsl.parser.core import ForwardDeclaredValue
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Input, Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from accdialect.dialects import omp
from accdialect.ir.lexer import StringLinearLexer
from accdialect.ir.literals import LiteralParser
from accdialect.ir.type_memo import dialect_type_end

TEST_DIALECT_PREFIX = "test."
"""The operations of upstream's test dialect, which mlir-opt registers."""

LOCATION_KINDS = (UnknownLoc, FileLineColLoc, CallSiteLoc, NameLoc, FusedLoc)
"""xDSL's location attributes (`LocationAttr`)."""


def source_location(loc: Attribute) -> FileLineColLoc | None:
    """The `file:line:col` a location shows, picked as MLIR's diagnostics pick it
    (`SourceMgrDiagnosticHandler::findLocToShow`, mlir/lib/IR/Diagnostics.cpp): a
    call site's callee, a name's child, the first child of a fused location that
    has one; None for `unknown`. Line 0 is no source line (DWARF 5 §6.2.2: the
    compiler emits it for an instruction it cannot attribute to one), so
    `loc("prog.c":0:0)`, clang's location of code it generates, is None too."""
    if isinstance(loc, FileLineColLoc):
        return loc if loc.line.data > 0 else None
    if isinstance(loc, CallSiteLoc):
        return source_location(loc.callee)
    if isinstance(loc, NameLoc):
        return source_location(loc.location)
    if isinstance(loc, FusedLoc) and isinstance(loc.locations, ArrayAttr):
        for child in loc.locations.data:
            if (found := source_location(child)) is not None:
                return found
    return None


def line_starts(text: str) -> list[int]:
    """The offset at which each line of `text` starts."""
    return [0, *(match.end() for match in re.finditer("\n", text))]


def text_position(file: StringAttr, starts: list[int], offset: int,
                  line_offset: int = 0) -> FileLineColLoc:
    """`file:line:col` of `offset` in a text whose lines start at `starts` (1-based
    line and column, as MLIR counts them; `line_offset` lines before the text)."""
    index = bisect_right(starts, offset) - 1
    return FileLineColLoc(file, IntAttr(index + 1 + line_offset),
                          IntAttr(offset - starts[index] + 1))


_ALIAS_OR_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|[#!][A-Za-z_][\w$.]*')
"""A string literal (skipped) or an alias name (`#di_file`; a name with a dot is a
dialect's attribute or type, not an alias)."""

INT32_MAX = (1 << 31) - 1

_GEP_INDEX_LIST = re.compile(r"\s+(?:inbounds\s+)?%[\w$.-]+(?:#\d+)?\s*\[([^\]]*)\]")
"""The index list of `llvm.getelementptr`'s custom form, after the operation's name."""

_INDEX_LITERAL = re.compile(r"(?<![%#\w$.-])(?:0x[0-9a-fA-F]+|\d+)")
"""A non-negative integer literal of an index list (not the digits of an `%0`)."""


_MAP_INFO_VAR_PTR_TYPE = re.compile(r"\bvar_ptr\s*\(\s*%[\w$.-]+(?:#\d+)?\s*:\s*")
_MAP_INFO_VAR_PTR_PTR_TYPE = re.compile(r"\bvar_ptr_ptr\s*\(\s*%[\w$.-]+(?:#\d+)?\s*:\s*")
_MAP_INFO_RESULT_TYPE = re.compile(r"->\s*")
"""Where the types of `omp.map.info`'s custom form start."""


def _inherent_as_properties(op: IRDLOperation) -> None:
    """An attribute of the dictionary that names one of the operation's properties is
    that property, as MLIR's `Operation::setAttrs` stores an inherent attribute
    (`acc.loop ... attributes {vector = [...]}` is printed `acc.loop vector([...])`)."""
    declared = op.get_irdl_definition().properties
    for name in [name for name in op.attributes if name in declared]:
        op.properties[name] = op.attributes.pop(name)


class LocatedParser(LiteralParser):
    """`Parser` that sets `FileLineColLoc(file, line, col)` on each operation:
    the source position its `loc(...)` shows (`source_location`), else its
    position in the text, at its name as MLIR does (after the result list).
    Block arguments keep the source position their `loc(...)` shows, else
    `loc(unknown)`.

    `line_offset` is the number of lines before this text in its file (for a
    chunk of `--split-input-file`). `positioned` holds the operations located at
    their position in the text (the text gives them no source location).
    """

    def __init__(
        self, ctx: Context, input: str | bytes, name: str = "<unknown>", line_offset: int = 0
    ) -> None:
        # xDSL's constructor lexes the first token with its own lexer (exponential
        # on an unterminated string literal): it gets no text, the lexer is ours.
        super().__init__(ctx, "", name)
        text = input.decode() if isinstance(input, bytes) else input
        self.use_lexer(StringLinearLexer(Input(text, name)))
        self._line_starts = line_starts(text)
        self._line_offset = line_offset
        self._file = StringAttr(name)
        self.positioned: set[Operation] = set()
        self._has_locations = False
        self._forward: dict[int, tuple[NameLoc, Span[str]]] = {}
        """Placeholders of `loc(#alias)` read before `#alias`, by `id`, with the
        alias's name."""
        self._deferred: list[tuple[Operation, int]] = []
        """Operations located by a placeholder, with the offset of their name."""
        self._names: list[Span[str]] = []
        """The names of the operations being parsed, innermost last."""
        self._defined_forward: set[SSAValue] = set()
        """The forward references whose value has been defined (`register_ssa_definition`)."""
        self._types: dict[str, TypeAttribute] = {}
        """The dialect types with parameters read so far, by their text (`type_memo`)."""

    def parse_optional_type(self) -> TypeAttribute | None:
        """xDSL's; a dialect type with parameters whose text was read before in this
        file is the type read then (`type_memo`)."""
        token = self.current_token
        if token.kind is not MLIRTokenKind.EXCLAMATION_IDENT:
            return super().parse_optional_type()
        content = self.lexer.input.content
        end = dialect_type_end(content, token.span.end)
        if end is None:
            return super().parse_optional_type()
        text = content[token.span.start:end]
        known = self._types.get(text)
        if known is not None:
            self.resume_at(end)
            return known
        parsed = super().parse_optional_type()
        if parsed is not None and not content[end:self.current_token.span.start].strip():
            self._types[text] = parsed
        return parsed

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        module = super().parse_module(allow_implicit_module)
        for op, name_start in self._deferred:
            self._locate(op, self._resolve(op.location), name_start)
        if self._has_locations:
            for op in module.walk():
                for region in op.regions:
                    for block in region.blocks:
                        for arg in block.args:
                            arg.location = source_location(self._resolve(arg.location)) \
                                or UnknownLoc()
        return module

    def parse_op_result_list(self) -> list[tuple[Span, int]]:
        """xDSL's; the token after the results is the operation's name."""
        results = super().parse_op_result_list()
        self._names.append(self.current_token.span)
        return results

    def parse_operation(self) -> Operation:
        """xDSL's; an attribute or operation that xDSL refuses to build while parsing
        it (`VerifyException`, `ValueError`) is a parse error: at the integer literal
        its type cannot hold, else at the operation. So is an attribute of another kind
        than a custom parser asserts (`llvm.mlir.global`'s `addr_space = 0 : f64`, where
        xDSL 0.74 has an `assert`), at the operation, and an operand that the
        operation's own region defines (`register_ssa_definition`)."""
        start = self.current_token.span.start
        depth = len(self._names)
        try:
            op = super().parse_operation()
        except AssertionError:
            self.raise_error(f"{self._custom_op(depth)}has an attribute of another kind than "
                             "its syntax allows", start, self.current_token.span.start)
        except (VerifyException, ValueError) as error:
            literal = self._out_of_range_literal(error)
            if literal is None:
                self.raise_error(str(error), start, self.current_token.span.start)
            if isinstance(error, VerifyException):  # an IntegerAttr of the op's parser
                self.raise_error("integer constant out of range for attribute", literal)
            # an integer the op's parser reads for a narrower attribute (a GEP index)
            self.raise_error(f"{self._custom_op(depth)}integer value too large", literal)
        name = self._names[depth]
        del self._names[depth:]
        if isinstance(op, llvm.GEPOp) and not name.text.startswith('"'):
            self._check_gep_indices(name)
        if isinstance(op, omp.MapInfoOp) and not name.text.startswith('"'):
            self._check_map_info_types(op, name)
        for index, operand in enumerate(op.operands):
            if isinstance(operand, ForwardDeclaredValue) and operand in self._defined_forward:
                self.raise_error(f"operand #{index} does not dominate this use", name)
        if op.attributes and isinstance(op, IRDLOperation):
            _inherent_as_properties(op)
        name_start = name.start
        if id(op.location) in self._forward:
            self._deferred.append((op, name_start))
        else:
            self._locate(op, op.location, name_start)
        return op

    def _custom_op(self, depth: int) -> str:
        """MLIR's prefix of an error a custom operation's parser reports."""
        name = self._names[depth].text if depth < len(self._names) else '"'
        return "" if name.startswith('"') else f"custom op '{name}' "

    def _check_gep_indices(self, name: Span[str]) -> None:
        """A constant index of `llvm.getelementptr`'s custom form is an `int32_t`
        (MLIR's `parseGEPIndices`): a literal in [2**31, 2**32) is MLIR's error at
        it. xDSL 0.74 stores it wrapped into the i32 array, where 2**31 becomes the
        marker of an index operand (larger and smaller ones fail to pack: the
        `ValueError` of `parse_operation`)."""
        text = self.lexer.input.content
        found = _GEP_INDEX_LIST.match(text, name.end)
        if found is None:
            return
        for literal in _INDEX_LITERAL.finditer(found.group(1)):
            if int(literal.group(0), 0) > INT32_MAX:
                start = found.start(1) + literal.start()
                self.raise_error(f"custom op '{name.text}' integer value too large",
                                 start, start + 1)

    def _check_map_info_types(self, op: omp.MapInfoOp, name: Span[str]) -> None:
        """`omp.map.info`'s custom form reads the types of `var_ptr`, `var_ptr_ptr` and
        the result as `OpenMP_PointerLikeType` (ODS): another type is mlir-opt 22's
        error at it, while parsing (the generic form's is the verifier's,
        `omp.verify_pointer_like`)."""
        text, end = self.lexer.input.content, self.current_token.span.start
        for value, where in ((op.var_ptr, _MAP_INFO_VAR_PTR_TYPE),
                             (op.var_ptr_ptr, _MAP_INFO_VAR_PTR_PTR_TYPE),
                             (op.omp_ptr, _MAP_INFO_RESULT_TYPE)):
            if value is None or omp.may_be_pointer_like(value.type):
                continue
            found = where.search(text, name.end, end)
            if found is not None:
                self.raise_error("custom op 'omp.map.info' invalid kind of type specified",
                                 found.end(), found.end() + 1)

    def register_ssa_definition(
        self, name: str, values: Sequence[SSAValue], span: Span[str]
    ) -> None:
        """xDSL's; remembers the forward references to `name` it resolves. xDSL
        resolves one by replacing its uses, but an operation reads its operands
        before its regions: an operand defined in the operation's own region is
        resolved before the operation uses it and stays a forward reference (whose
        `owner` the verifiers fail on with a `ValueError`). `parse_operation`
        reports it as the value, defined inside its user, does not dominate it."""
        self._defined_forward.update(self.forward_ssa_references.get(name, {}).values())
        super().register_ssa_definition(name, values, span)

    def parse_alias_def(self) -> None:
        """xDSL's; an alias whose value xDSL refuses to build is an error at it."""
        start = self.current_token.span.start
        try:
            super().parse_alias_def()
        except (VerifyException, ValueError) as error:
            self.raise_error(str(error), start, self.current_token.span.start)

    def parse_block(self) -> Block:
        """xDSL's; a block label defined twice is MLIR's error at the second (xDSL
        0.74 fails with a `KeyError` when the block was referenced before)."""
        label = self.current_token
        name = label.text[1:]
        if (label.kind == MLIRTokenKind.CARET_IDENT and name in self.blocks
                and name not in self.forward_block_references):
            self.raise_error(f"redefinition of block '{label.text}'", label.span)
        return super().parse_block()

    def parse_region(self, arguments: Iterable[LiteralParser.Argument] | None = None) -> Region:
        """xDSL's; a missing region is MLIR's `parseRegion` error ("expected '{' to
        begin a region"), at the token found instead."""
        region = self.parse_optional_region(arguments)
        if region is None:
            self.raise_error("expected '{' to begin a region")
        return region

    def _locate(self, op: Operation, loc: Attribute, name_start: int) -> None:
        """Give `op` the source position `loc` shows, else its position in the text."""
        shown = source_location(loc)
        if shown is None:
            shown = text_position(self._file, self._line_starts, name_start, self._line_offset)
            self.positioned.add(op)
        op.location = shown

    def parse_optional_location(self) -> LocationAttr | None:
        """`loc(...)`; `loc(#alias)` before `#alias` is defined gives a placeholder,
        resolved when the file has been read (MLIR's deferred location aliases)."""
        token = self.current_token
        if token.text != "loc":
            return None
        self._has_locations = True
        self.consume_token()
        with self.in_parens():
            alias = self.current_token
            if (alias.kind != MLIRTokenKind.HASH_IDENT or "." in alias.text
                    or alias.text in self.attribute_aliases
                    or self.lexer.input.content.startswith("<", alias.span.end)):
                return self.parse_location()
            self.consume_token()
            placeholder = NameLoc(StringAttr(alias.text), NoneAttr())
            self._forward[id(placeholder)] = (placeholder, alias.span)
            return placeholder

    def _resolve(self, loc: Attribute) -> Attribute:
        """`loc`, or the location its placeholder's alias names."""
        forward = self._forward.get(id(loc))
        if forward is None:
            return loc
        _, span = forward
        value = self.attribute_aliases.get(span.text)
        if value is None:
            self.raise_error("operation location alias was never defined", span)
        if not isinstance(value, LOCATION_KINDS):
            self.raise_error(f"expected location, but found '{value}'", span)
        return self._resolve(value)

    def parse_location(self) -> LocationAttr:
        """xDSL's location grammar, with MLIR's `fused<metadata>[...]`."""
        if self.current_token.text != "fused":
            return super().parse_location()
        self.consume_token()
        metadata: Attribute = NoneAttr()
        if self.parse_optional_punctuation("<") is not None:
            metadata = self.parse_attribute()
            self.parse_punctuation(">", " after fused location metadata")
        locations = self.parse_comma_separated_list(self.Delimiter.SQUARE, self.parse_location)
        return FusedLoc(tuple(locations), metadata)

    def parse_dialect_symbol_body(self) -> str:
        """The text of an attribute or type xDSL does not define, each alias it
        names replaced by the alias's own text (see the module doc). An empty
        body is kept as one space: xDSL 0.74 prints an empty body as none at all,
        and MLIR reads `#llvm.di_expression` and `#llvm.di_expression<>` as two
        different attributes (only the second is valid)."""
        body = super().parse_dialect_symbol_body()
        return _ALIAS_OR_STRING.sub(self._alias_text, body) or " "

    def _alias_text(self, match: re.Match[str]) -> str:
        value = self.attribute_aliases.get(match.group(0))
        if value is None:
            return match.group(0)
        out = StringIO()
        Printer(stream=out).print_attribute(value)
        return out.getvalue()

    def get_op_by_name(self, name: str) -> type[Operation]:
        """xDSL's; its errors are at the operation's name (xDSL points past it). An
        operation of upstream's test dialect that no dialect here defines is read as an
        unregistered operation (generic form): mlir-opt registers that dialect, and
        upstream's dialect tests use its operations (`test.openacc_dummy_op`)."""
        where = self._names[-1]
        if "\0" in name:
            self.raise_error("null character not allowed in operation name", where)
        try:
            return super().get_op_by_name(name)
        except ParseError:
            if name.startswith(TEST_DIALECT_PREFIX):
                return UnregisteredOp.with_name(name)
            self.raise_error(f"Operation {name} is not registered", where)
