"""The source-level object an address of the program denotes: `s.p[3]`, `g%u`.

A load or store's address is computed by the program from a variable's address
(an `alloca` with its `llvm.intr.dbg.declare`, a global with its `dbg_exprs`), loads
of pointers, and `getelementptr`s into structures and arrays. Walking that chain back
with the variables' DWARF types (`ir.debug_info`) names the object in the source
language: a structure member by the member at the field's byte offset (DWARF's
`DW_AT_data_member_location`), an element by the index the program computed (the
faulting frame's value, `Registers`), a reference (a C++ reference, or clang's
`s` parameter of an outlined target region: a reference to the mapped `s`) read
through as the object it refers to, a pointer read as the object it points to
(`*p`, `p[i]`, `p->m`).

The walk also keeps the last pointer it read through: its name, the address it
held and the address it was loaded from, which say why the access faulted (the
pointer inside a mapped object still holds a host address: it was never attached).
Where the chain leaves what the debug information describes (no `-g`, an address
passed from another function), the walk stops and says nothing.
"""

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import cast

from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr, UnrealizedConversionCastOp
from xdsl.ir import Operation, SSAValue
from xdsl.traits import SymbolTable

from accdialect.dialects.llvm import STRUCT_TYPES
from accdialect.interpreter.data_layout import POINTER_MASK, element_type, layout
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreter.registers import Registers
from accdialect.interpreters.llvm_memory import gep_terms
from accdialect.ir.debug_info import (
    DINode,
    declared_variable,
    global_variable,
    member_at,
    source_language,
    stripped,
)
from accdialect.xdsl_compat.op_names import op_name

_WALK_LIMIT = 64
"""The longest chain of operations walked back (a loop's address is a short chain)."""


@dataclass(frozen=True)
class Pointer:
    """A pointer the program read and then went through: its source expression,
    the address it held, and the address it was read from (each None if unknown)."""

    text: str
    value: int | None
    loaded_from: int | None
    load: llvm.LoadOp


@dataclass(frozen=True)
class ObjectPath:
    """The object at an address: its source expression and DWARF type. `through` is
    the text of a pointer the expression dereferences last (`text` is then `*P` in
    C until indexed or a member is taken); `fortran`: written in Fortran's syntax."""

    text: str
    type: DINode | None
    fortran: bool
    pointer: Pointer | None = None
    through: str | None = None
    fir: str | None = None
    """Without debug information, the FIR type flang gave the object
    (`!fir.type<_QFTgrid{u:!fir.box<...>,n:i32}>`), which names its components."""

    @property
    def variable(self) -> str:
        """The variable the expression starts from."""
        return re.split(r"[.%\[(-]", self.text.lstrip("*"), maxsplit=1)[0]

    def member(self, name: str, t: DINode | None) -> "ObjectPath":
        if self.through is not None:
            text = f"{self.through}%{name}" if self.fortran else f"{self.through}->{name}"
        else:
            text = f"{self.text}%{name}" if self.fortran else f"{self.text}.{name}"
        return replace(self, text=text, type=t, through=None)

    def element(self, index: str, t: DINode | None) -> "ObjectPath":
        """An element: `p[3]`; in Fortran the array itself, whose subscripts are
        not the offset the code computed (they start at its lower bounds)."""
        base = self.through if self.through is not None else self.text
        text = base if self.fortran else f"{base}[{index}]"
        return replace(self, text=text, type=t, through=None)


def object_path(address: SSAValue, registers: Registers | None) -> ObjectPath | None:
    """The object at `address` (a load's or store's address operand) in source terms,
    None where the debug information does not reach (module doc)."""
    return _Walk(registers).path(address, _WALK_LIMIT)


class _Walk:
    def __init__(self, registers: Registers | None):
        self.registers = registers

    def integer(self, value: SSAValue) -> int | None:
        """`value`'s integer: a constant's, else the faulting frame's."""
        op = value.owner
        if isinstance(op, llvm.ConstantOp) and isinstance(op.value, IntegerAttr):
            return op.value.value.data
        found = None if self.registers is None else self.registers.integer(value)
        if found is None and isinstance(op, llvm.SExtOp | llvm.ZExtOp | llvm.TruncOp):
            return self.integer(op.operands[0])
        if found is None and isinstance(op, llvm.GEPOp):
            return self.address(op)
        return found

    def address(self, gep: llvm.GEPOp) -> int | None:
        """A `getelementptr`'s address from its operands' values (`gep_terms`)."""
        try:
            constant, scales = gep_terms(gep)
        except ProgramError:
            return None
        values = [self.integer(operand) for operand in gep.operands]
        if any(value is None for value in values):
            return None
        base, *indices = cast(list[int], values)
        return (base + constant + sum(i * s for i, s in zip(indices, scales))) & POINTER_MASK

    def path(self, value: SSAValue, budget: int) -> ObjectPath | None:
        if budget == 0:
            return None
        op = value.owner
        if not isinstance(op, Operation):  # an argument flang declares (`dbg.declare`)
            return _variable(declared_variable(value))
        if isinstance(op, llvm.AllocaOp):
            variable = _variable(declared_variable(value))
            if variable is not None:
                return variable
            source = _copied_from(value)
            return None if source is None else self.path(source, budget - 1)
        if isinstance(op, UnrealizedConversionCastOp):
            return _data_clause(op.operands[0])
        if isinstance(op, llvm.AddressOfOp):
            return _global(op)
        if isinstance(op, llvm.LoadOp):
            return self.loaded(op, budget - 1)
        if isinstance(op, llvm.GEPOp):
            base = self.path(op.ptr, budget - 1)
            return None if base is None else self.indexed(base, op)
        if isinstance(op, llvm.BitcastOp):
            return self.path(op.arg, budget - 1)
        return None

    def loaded(self, load: llvm.LoadOp, budget: int) -> ObjectPath | None:
        """The object a pointer read from memory points to."""
        holder = self.path(load.ptr, budget)
        if holder is None:
            return None
        t = stripped(holder.type)
        if t is not None and t.tag in ("DW_TAG_reference_type", "DW_TAG_rvalue_reference_type"):
            return replace(holder, type=t.node("baseType"))
        pointee = t.node("baseType") if t is not None else None
        if holder.fortran:
            return replace(holder, type=pointee, through=holder.text, fir=None,
                           pointer=self.pointer(holder.text, load))
        return ObjectPath(f"*{holder.text}", pointee, False,
                          self.pointer(holder.text, load), holder.text)

    def pointer(self, text: str, load: llvm.LoadOp) -> Pointer:
        return Pointer(text, self.integer(load.dereferenced_value),
                       self.integer(self.origin(load.ptr)), load)

    def origin(self, address: SSAValue) -> SSAValue:
        """Where the bytes at `address` came from: the source of the copy a stack
        slot holds (flang's copy of a descriptor) for its first field, else the
        address itself."""
        field = address
        while isinstance(field.owner, llvm.GEPOp) and self.address(field.owner) == \
                self.integer(field.owner.ptr):
            field = field.owner.ptr
        source = _copied_from(field) if isinstance(field.owner, llvm.AllocaOp) else None
        return address if source is None else source

    def indexed(self, base: ObjectPath, gep: llvm.GEPOp) -> ObjectPath | None:
        """`base` stepped into by `gep`'s indices: the first over whole objects, the
        next into structure fields and array elements (`gep_terms`)."""
        indices = list(gep.rawConstantIndices.get_values())
        operands = iter(gep.operands[1:])
        t, path = gep.elem_type, base
        try:
            for position, index in enumerate(indices):
                value = self.index(index, operands)
                if index == llvm.GEP_USE_SSA_VAL:
                    index = -1 if value is None else value
                if position == 0:
                    if index == 0 and len(indices) > 1:
                        continue
                    if not isinstance(t, STRUCT_TYPES) and len(indices) == 1 \
                            and layout(t).size == 1 and value is not None:
                        return _at_offset(path, value)
                    path = path.element(_index_text(value), _element(path.type))
                elif isinstance(t, STRUCT_TYPES):
                    offset = layout(t).offsets[index]
                    t = t.types.data[index]
                    path = _component(path, index) if path.fir is not None \
                        else _member(path, offset)
                    if path is None:
                        return None
                else:
                    t = element_type(t)
                    path = path.element(_index_text(value), _element(path.type))
        except (ProgramError, IndexError):
            return None
        return path

    def index(self, index: int, operands: Iterator[SSAValue]) -> int | None:
        if index != llvm.GEP_USE_SSA_VAL:
            return index
        return self.integer(next(operands))


def stored_through(pointer: Pointer) -> bool:
    """Whether the function that read `pointer` also stores through it (at an
    offset from it, `getelementptr`): its target is written, not only read."""
    function = pointer.load.parent_op()
    while function is not None and not isinstance(function, llvm.FuncOp):
        function = function.parent_op()
    if function is None:
        return False
    loaded = pointer.load.dereferenced_value
    for op in function.walk():
        if isinstance(op, llvm.StoreOp):
            address: SSAValue = op.ptr
            for _ in range(_WALK_LIMIT):
                if address is loaded:
                    return True
                owner = address.owner
                if not isinstance(owner, llvm.GEPOp | llvm.BitcastOp):
                    break
                address = owner.operands[0]
    return False


def _copied_from(alloca: SSAValue) -> SSAValue | None:
    """The source of the one `llvm.intr.memcpy` into a stack slot (flang's copy of a
    descriptor it indexes through), if there is one."""
    copies = [use.operation for use in alloca.uses
              if op_name(use.operation) == "llvm.intr.memcpy" and use.index == 0]
    return copies[0].operands[1] if len(copies) == 1 else None


def _data_clause(value: SSAValue) -> ObjectPath | None:
    """The object an OpenACC data clause's result is (flang's LLVM-dialect code reads
    it through a cast of its `!fir.ref`): its `name`, its FIR type."""
    op = value.owner
    if not isinstance(op, Operation) or op.dialect_name() != "acc":
        return None
    name = op.properties.get("name") or op.attributes.get("name")
    if not isinstance(name, StringAttr):
        return None
    return ObjectPath(name.data, None, True, fir=_referenced(str(value.type)))


def _referenced(fir: str) -> str:
    """The type a FIR reference or pointer type refers to (`!fir.ref<T>`: `T`)."""
    for wrapper in ("!fir.ref<", "!fir.ptr<", "!fir.heap<", "!fir.llvm_ptr<"):
        if fir.startswith(wrapper) and fir.endswith(">"):
            return _referenced(fir[len(wrapper):-1])
    return fir


def fir_components(fir: str) -> list[tuple[str, str]]:
    """The components of a FIR derived type, `!fir.type<NAME{c1:T1,c2:T2}>`, in
    order (flang's LLVM structure has a field per component, in that order)."""
    start = fir.find("{")
    if not fir.startswith("!fir.type<") or start < 0:
        return []
    components, depth, item = [], 0, ""
    for c in fir[start + 1:fir.rfind("}")]:
        if c == "," and depth == 0:
            components.append(item)
            item = ""
            continue
        depth += c in "<({["
        depth -= c in ">)}]"
        item += c
    components.append(item)
    return [(name, t) for name, _, t in (c.partition(":") for c in components if c)]


def _component(path: ObjectPath, index: int) -> ObjectPath | None:
    """Field `index` of a FIR-typed object: its component (`g%u`), or, of a
    descriptor (`!fir.box<...>`), field 0, the address of the data, which is the
    object the descriptor describes."""
    fir = path.fir or ""
    if fir.startswith(("!fir.box<", "!fir.class<")):
        return path if index == 0 else None
    components = fir_components(fir)
    if not 0 <= index < len(components):
        return None
    name, t = components[index]
    return replace(path.member(name, None), fir=t)


def _index_text(value: int | None) -> str:
    return "?" if value is None else str(value)


def _element(t: DINode | None) -> DINode | None:
    """The element type of an array or pointer type."""
    t = stripped(t)
    return None if t is None else t.node("baseType")


def _member(path: ObjectPath, offset: int) -> ObjectPath | None:
    member = member_at(path.type, offset)
    if member is None:
        return None if offset else path
    return path.member(member.name or "?", member.node("baseType"))


def _at_offset(path: ObjectPath, offset: int) -> ObjectPath | None:
    """A byte offset into an object (a `getelementptr i8`): the member there, or an
    element of what a pointer points to."""
    if offset == 0:
        return path
    member = member_at(path.type, offset)
    if member is not None:
        return path.member(member.name or "?", member.node("baseType"))
    return path.element("?", _element(path.type)) if path.through is not None else None


def _variable(variable: DINode | None) -> ObjectPath | None:
    if variable is None or variable.name is None:
        return None
    language = source_language(variable) or ""
    return ObjectPath(variable.name, variable.node("type"), "Fortran" in language)


def _global(op: llvm.AddressOfOp) -> ObjectPath | None:
    module = _module_of(op)
    if module is None:
        return None
    found = SymbolTable.lookup_symbol(module, op.global_name)
    if found is None:
        return None
    variable = global_variable(found)
    if variable is not None and variable.name is not None:
        return ObjectPath(variable.name, variable.node("type"),
                          "Fortran" in (source_language(variable) or ""))
    name = found.properties.get("sym_name")
    return ObjectPath(name.data, None, False) if isinstance(name, StringAttr) else None


def _module_of(op: Operation) -> ModuleOp | None:
    while op.parent_op() is not None:
        parent = op.parent_op()
        assert parent is not None
        op = parent
    return op if isinstance(op, ModuleOp) else None

