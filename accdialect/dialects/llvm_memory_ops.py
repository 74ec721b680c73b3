"""`llvm.atomicrmw`, `llvm.addrspacecast` and `llvm.intr.memcpy`/`memmove` as LLVM 22
defines them (LLVMOps.td, LLVMIntrinsicOps.td), which xDSL 0.74 lacks:
`llvm.addrspacecast %p : !llvm.ptr<5> to !llvm.ptr`, `llvm.atomicrmw` in its custom
form

    %old = llvm.atomicrmw volatile add %p, %v syncscope("agent") monotonic : !llvm.ptr, i32

its operation and ordering stored as the integers of LLVM's `AtomicBinOp` and
`AtomicOrdering` (what `mlir-translate --import-llvm` writes in generic form, and what
`interpreters.llvm_atomic` reads); the memory copies in generic form only, as mlir-opt
prints them.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
    i1,
    i64,
)
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer

ATOMIC_BIN_OPS = ("xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax",
                  "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap",
                  "usub_cond", "usub_sat", "fmaximum", "fminimum")
"""LLVM 22's `AtomicBinOp` keywords, by value."""

ATOMIC_ORDERINGS = {"not_atomic": 0, "unordered": 1, "monotonic": 2, "acquire": 4,
                    "release": 5, "acq_rel": 6, "seq_cst": 7}
"""LLVM 22's `AtomicOrdering` keywords and values."""

_ALIAS_PROPERTIES = ("access_groups", "alias_scopes", "noalias_scopes", "tbaa")
"""The alias-analysis metadata an LLVM memory access may carry (`aliasAttrs`)."""


def _keyword(parser: Parser, allowed: dict[str, int], what: str) -> int:
    start = parser.pos
    word = parser.parse_identifier(f" for an {what}")
    if word not in allowed:
        parser.raise_error(f"expected {what} keyword", start, parser.pos)
    return allowed[word]


@irdl_op_definition
class AtomicRMWOp(IRDLOperation):
    """`llvm.atomicrmw`: atomically `*ptr = *ptr OP val`, the old value its result."""

    name = "llvm.atomicrmw"

    ptr = operand_def(LLVMPointerType)
    val = operand_def()
    res = result_def()

    bin_op = prop_def(IntegerAttr[I64])
    ordering = prop_def(IntegerAttr[I64])
    syncscope = opt_prop_def(StringAttr)
    alignment = opt_prop_def(IntegerAttr[I64])
    volatile_ = opt_prop_def(UnitAttr)
    access_groups = opt_prop_def(ArrayAttr)
    alias_scopes = opt_prop_def(ArrayAttr)
    noalias_scopes = opt_prop_def(ArrayAttr)
    tbaa = opt_prop_def(ArrayAttr)

    @classmethod
    def parse(cls, parser: Parser) -> AtomicRMWOp:
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("volatile"):
            properties["volatile_"] = UnitAttr()
        properties["bin_op"] = IntegerAttr(
            _keyword(parser, {op: i for i, op in enumerate(ATOMIC_BIN_OPS)}, "atomic operation"),
            i64)
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        val = parser.parse_unresolved_operand()
        if parser.parse_optional_keyword("syncscope"):
            with parser.in_parens():
                properties["syncscope"] = StringAttr(parser.parse_str_literal())
        properties["ordering"] = IntegerAttr(_keyword(parser, ATOMIC_ORDERINGS, "ordering"),
                                             i64)
        attributes = dict(parser.parse_optional_attr_dict())
        for name in ("alignment", *_ALIAS_PROPERTIES):
            if name in attributes:
                properties[name] = attributes.pop(name)
        parser.parse_punctuation(":")
        ptr_type = parser.parse_type()
        parser.parse_punctuation(",")
        val_type = parser.parse_type()
        operands = [parser.resolve_operand(ptr, ptr_type), parser.resolve_operand(val, val_type)]
        return cls.create(operands=operands, result_types=[val_type], properties=properties,
                          attributes=attributes)

    def print(self, printer: Printer) -> None:
        if self.volatile_ is not None:
            printer.print_string(" volatile")
        orderings = {value: name for name, value in ATOMIC_ORDERINGS.items()}
        printer.print_string(f" {ATOMIC_BIN_OPS[self.bin_op.value.data]} ")
        printer.print_ssa_value(self.ptr)
        printer.print_string(", ")
        printer.print_ssa_value(self.val)
        if self.syncscope is not None:
            printer.print_string(" syncscope(")
            printer.print_string_literal(self.syncscope.data)
            printer.print_string(")")
        printer.print_string(f" {orderings[self.ordering.value.data]}")
        shown = {name: self.properties[name] for name in ("alignment", *_ALIAS_PROPERTIES)
                 if name in self.properties}
        printer.print_op_attributes({**shown, **self.attributes})
        printer.print_string(" : ")
        printer.print_attribute(self.ptr.type)
        printer.print_string(", ")
        printer.print_attribute(self.val.type)


class _MemoryCopy(IRDLOperation):
    """`llvm.intr.memcpy` and `llvm.intr.memmove`: `len` bytes from `src` to `dst`."""

    dst = operand_def(LLVMPointerType)
    src = operand_def(LLVMPointerType)
    len = operand_def(IntegerType)

    isVolatile = prop_def(IntegerAttr[i1])
    access_groups = opt_prop_def(ArrayAttr)
    alias_scopes = opt_prop_def(ArrayAttr)
    noalias_scopes = opt_prop_def(ArrayAttr)
    tbaa = opt_prop_def(ArrayAttr)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)


@irdl_op_definition
class MemcpyOp(_MemoryCopy):
    """`llvm.intr.memcpy`."""

    name = "llvm.intr.memcpy"


@irdl_op_definition
class MemmoveOp(_MemoryCopy):
    """`llvm.intr.memmove`."""

    name = "llvm.intr.memmove"


@irdl_op_definition
class AddrSpaceCastOp(IRDLOperation):
    """`llvm.addrspacecast`: a pointer in another address space."""

    name = "llvm.addrspacecast"

    arg = operand_def()
    res = result_def()

    assembly_format = "$arg attr-dict `:` type($arg) `to` type($res)"
