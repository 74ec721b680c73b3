"""Upstream's synchronization constructs of the `omp` dialect (OpenMP 5.2 §15.2
`critical`, §15.8.4 `atomic`, §15.10 `ordered`), in mlir-opt 22's custom form and with
its verifiers:

    omp.critical.declare @mutex hint(uncontended, speculative)
    omp.critical(@mutex) {
      omp.terminator
    }
    omp.atomic.read %v = %x hint(speculative) memory_order(acquire) : !llvm.ptr, !llvm.ptr, i32
    omp.atomic.write %x = %e memory_order(release) : !llvm.ptr, i32
    omp.atomic.update %x : !llvm.ptr {
    ^bb0(%old: i32):
      ...
      omp.yield(%new : i32)
    }
    omp.atomic.capture memory_order(seq_cst) {
      omp.atomic.update ...
      omp.atomic.read ...
    }

An `omp.atomic.capture` region holds two atomic operations in one of the orders
OpenMP's capture forms allow (update then read, read then update, read then write),
on the same variable; its `omp.terminator` is implicit in the custom form.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    I64,
    IntegerAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    UnitAttr,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import OpaqueSyntaxAttribute, Operation, TypeAttribute
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    OptionalGroupDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import RecursiveMemoryEffect, SymbolOpInterface
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from accdialect.dialects.omp import (
    ClauseList,
    ImplicitTerminatorRegion,
    InParentheses,
    MemoryOrder,
    MemoryOrderKind,
    MemoryOrderKindAttr,
    PointerLikeType,
    PropertiesInNameOrder,
    SynchronizationHint,
    lookup_symbol,
    pointee_type,
    verify_sync_hint,
)
from accdialect.dialects.omp_attributes import AtomicControlAttr
from accdialect.dialects.verify_errors import ErrorAt, Note


@irdl_custom_directive
class AtomicClauses(ClauseList):
    """The `oilist` of the atomic operations: `hint(...)`, `memory_order(...)`."""

    hint: OptionalGroupDirective
    memory_order: OptionalGroupDirective


_ATOMIC_CLAUSES = """
    custom<AtomicClauses>(
        (`hint` `(` custom<SynchronizationHint>($hint)^ `)`)?,
        (`memory_order` `(` custom<MemoryOrder>($memory_order)^ `)`)?
    )
"""

_DIRECTIVES = (AtomicClauses, SynchronizationHint, MemoryOrder, PointerLikeType)


def _verify_memory_order(op: IRDLOperation, forbidden: tuple[MemoryOrderKind, ...],
                         kind: str) -> None:
    """OpenMP 5.2 §15.8.4: the memory orders an atomic `kind` may not have."""
    order = op.properties.get("memory_order")
    if isinstance(order, MemoryOrderKindAttr) and order.data in forbidden:
        names = " or ".join(member.value for member in forbidden)
        raise VerifyException(f"memory-order must not be {names} for atomic {kind}")


@irdl_op_definition
class CriticalDeclareOp(IRDLOperation):
    """`omp.critical.declare @name hint(...)`: the name of a critical construct, a
    symbol, with its synchronization hint."""

    name = "omp.critical.declare"

    sym_name = prop_def(SymbolNameConstraint())
    hint = opt_prop_def(IntegerAttr[I64])

    traits = traits_def(SymbolOpInterface())

    custom_directives = (SynchronizationHint,)
    assembly_format = """
        $sym_name (`hint` `(` custom<SynchronizationHint>($hint)^ `)`)? attr-dict
    """

    def verify_(self) -> None:
        verify_sync_hint(self.hint)


@irdl_op_definition
class CriticalOp(IRDLOperation):
    """`omp.critical(@name) { ... }`: a critical region, named by an
    `omp.critical.declare` or unnamed."""

    name = "omp.critical"

    name_ = opt_prop_def(SymbolRefAttr, prop_name="name")
    region = region_def()

    traits = traits_def(RecursiveMemoryEffect())

    assembly_format = "(`(` $name^ `)`)? $region attr-dict"

    def verify_(self) -> None:
        """Upstream's `verifySymbolUses`: the name is a critical declaration."""
        if self.name_ is None:
            return
        declaration = lookup_symbol(self, self.name_)
        if not isinstance(declaration, CriticalDeclareOp):
            raise VerifyException(f"expected symbol reference {self.name_} to point to a "
                                  "critical declaration")


@irdl_op_definition
class AtomicReadOp(PropertiesInNameOrder):
    """`omp.atomic.read %v = %x : type(v), type(x), T`: `*v = *x`, atomically in `x`."""

    name = "omp.atomic.read"

    x = operand_def()
    v = operand_def()
    element_type = prop_def(TypeAttribute)
    hint = opt_prop_def(IntegerAttr[I64])
    memory_order = opt_prop_def(MemoryOrderKindAttr)

    custom_directives = _DIRECTIVES
    assembly_format = f"""
        $v `=` $x {_ATOMIC_CLAUSES}
        `:` custom<PointerLikeType>(type($v)) `,` custom<PointerLikeType>(type($x)) `,`
        $element_type attr-dict
    """

    def verify_(self) -> None:
        if self.x == self.v:
            raise VerifyException("read and write must not be to the same location for "
                                  "atomic reads")
        _verify_memory_order(self, (MemoryOrderKind.ACQ_REL, MemoryOrderKind.RELEASE),
                             "reads")
        verify_sync_hint(self.hint)


@irdl_op_definition
class AtomicWriteOp(PropertiesInNameOrder):
    """`omp.atomic.write %x = %expr : type(x), type(expr)`: `*x = expr`, atomically."""

    name = "omp.atomic.write"

    x = operand_def()
    expr = operand_def()
    hint = opt_prop_def(IntegerAttr[I64])
    memory_order = opt_prop_def(MemoryOrderKindAttr)

    custom_directives = _DIRECTIVES
    assembly_format = f"""
        $x `=` $expr {_ATOMIC_CLAUSES}
        `:` custom<PointerLikeType>(type($x)) `,` type($expr) attr-dict
    """

    def verify_(self) -> None:
        pointee = pointee_type(self.x.type)
        if pointee is not None and pointee != self.expr.type:
            raise VerifyException("address must dereference to value type")
        _verify_memory_order(self, (MemoryOrderKind.ACQ_REL, MemoryOrderKind.ACQUIRE),
                             "writes")
        verify_sync_hint(self.hint)


@irdl_op_definition
class AtomicUpdateOp(PropertiesInNameOrder):
    """
    `omp.atomic.update %x : type(x) { ... }`: the region computes the new value of
    `*x` from its old one, its entry block argument, and yields it:

        omp.atomic.update memory_order(relaxed) %x : !llvm.ptr {
        ^bb0(%old: i32):
          ...
          omp.yield(%new : i32)
        }
    """

    name = "omp.atomic.update"

    x = operand_def()
    atomic_control = opt_prop_def(AtomicControlAttr)
    hint = opt_prop_def(IntegerAttr[I64])
    memory_order = opt_prop_def(MemoryOrderKindAttr)
    region = region_def("single_block")

    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(RecursiveMemoryEffect())

    custom_directives = _DIRECTIVES
    assembly_format = f"""
        {_ATOMIC_CLAUSES}
        $x `:` custom<PointerLikeType>(type($x)) $region attr-dict
    """

    def verify_(self) -> None:
        """Upstream's `verify` and `verifyRegions` (the atomic-update interface's
        common rules)."""
        block = self.region.block
        terminator = block.last_op
        if terminator is None or terminator.name != "omp.yield":
            found = terminator.name if terminator is not None else "nothing"
            raise ErrorAt(self, f"'{self.name}' op expects regions to end with 'omp.yield', "
                          f"found '{found}'", [Note(self, "in custom textual format, the "
                                                    "absence of terminator implies "
                                                    "'omp.yield'")])
        if len(block.args) != 1:
            raise VerifyException("the region must accept exactly one argument")
        pointee = pointee_type(self.x.type)
        if pointee is not None and pointee != block.args[0].type:
            raise VerifyException("the type of the operand must be a pointer type whose "
                                  "element type is the same as that of the region argument")
        _verify_memory_order(self, (MemoryOrderKind.ACQ_REL, MemoryOrderKind.ACQUIRE),
                             "updates")
        verify_sync_hint(self.hint)
        if len(terminator.operands) != 1:
            raise VerifyException("only updated value must be returned")
        if terminator.operands[0].type != block.args[0].type:
            raise VerifyException("input and yielded value must have the same type")


_CAPTURE_SEQUENCES = ((AtomicUpdateOp, AtomicReadOp), (AtomicReadOp, AtomicUpdateOp),
                      (AtomicReadOp, AtomicWriteOp))
"""The orders of an `omp.atomic.capture` region's two operations (OpenMP 5.2
§15.8.4, the capture forms)."""


@irdl_op_definition
class AtomicCaptureOp(PropertiesInNameOrder):
    """`omp.atomic.capture { two atomic operations }`."""

    name = "omp.atomic.capture"

    hint = opt_prop_def(IntegerAttr[I64])
    memory_order = opt_prop_def(MemoryOrderKindAttr)
    region = region_def("single_block")

    traits = traits_def(RecursiveMemoryEffect())

    custom_directives = (*_DIRECTIVES, ImplicitTerminatorRegion)
    assembly_format = f"""
        {_ATOMIC_CLAUSES} custom<ImplicitTerminatorRegion>($region) attr-dict
    """

    def verify_(self) -> None:
        verify_sync_hint(self.hint)
        ops = list(self.region.block.ops)
        if len(ops) != 3:
            raise VerifyException("expected three operations in atomic.capture region (one "
                                  "terminator, and two atomic ops)")
        first, second = ops[0], ops[1]
        if (type(first), type(second)) not in _CAPTURE_SEQUENCES:
            raise ErrorAt(first, "invalid sequence of operations in the capture region")
        if first.operands[0] != second.operands[0]:
            message = (
                "updated variable in atomic.update must be captured in second operation"
                if isinstance(first, AtomicUpdateOp) else
                "captured variable in atomic.read must be updated in second operation")
            raise ErrorAt(first, message)
        for clause in ("hint", "memory_order"):
            if any(clause in op.properties for op in (first, second)):
                raise VerifyException(f"operations inside capture region must not have "
                                      f"{clause} clause")


class ClauseDepend(StrEnum):
    """Upstream's `ClauseDepend`: the doacross dependence of an `ordered` construct."""

    DEPENDSOURCE = "dependsource"
    DEPENDSINK = "dependsink"


@irdl_attr_definition
class ClauseDependAttr(InParentheses[ClauseDepend], EnumAttribute[ClauseDepend], OpaqueSyntaxAttribute):
    """`#omp<clause_depend(dependsource)>`."""

    name = "omp.clause_depend"


@irdl_custom_directive
class DependType(CustomDirective):
    """`depend_type(dependsource)`: the attribute's own spelling, right after the
    keyword."""

    doacross_depend_type: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        with parser.in_parens():
            self.doacross_depend_type.set(state, ClauseDependAttr(
                parser.parse_str_enum(ClauseDepend)))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        attr = self.doacross_depend_type.get(op)
        assert isinstance(attr, ClauseDependAttr)
        printer.print_string(f"({attr.data})")

    def is_anchorable(self) -> bool:
        return True

    def is_present(self, op: IRDLOperation) -> bool:
        return self.doacross_depend_type.get(op) is not None

    def set_empty(self, state: ParsingState) -> None:
        pass


def _verify_ordered_parent(op: IRDLOperation, has_region: bool) -> Operation | None:
    """Upstream's `verifyOrderedParent`: the loop nest an `ordered` construct is in,
    whose wrapper has an `ordered` clause of the right form (OpenMP 5.2 §15.10.1)."""
    loop = op.parent_op()
    while loop is not None and loop.name != "omp.loop_nest":
        loop = loop.parent_op()
    if loop is None:
        if has_region:
            return None
        raise VerifyException("must be nested inside of a loop")
    wrapper = loop.parent_op()
    if wrapper is not None and wrapper.name == "omp.wsloop":
        ordered = wrapper.properties.get("ordered")
        if not isinstance(ordered, IntegerAttr):
            raise VerifyException("the enclosing worksharing-loop region must have an ordered "
                                  "clause")
        if has_region and ordered.value.data:
            raise VerifyException("the enclosing loop's ordered clause must not have a "
                                  "parameter present")
        if not has_region and not ordered.value.data:
            raise VerifyException("the enclosing loop's ordered clause must have a parameter "
                                  "present")
        return wrapper
    if wrapper is None or wrapper.name != "omp.simd":
        raise VerifyException("must be nested inside of a worksharing, simd or worksharing "
                              "simd loop")
    return wrapper


@irdl_op_definition
class OrderedOp(IRDLOperation):
    """`omp.ordered depend_type(dependsource) depend_vec(%i : i32)` (the stand-alone
    `ordered` construct's doacross form)."""

    name = "omp.ordered"

    doacross_depend_type = opt_prop_def(ClauseDependAttr)
    doacross_num_loops = opt_prop_def(IntegerAttr[I64])
    doacross_depend_vars = var_operand_def()

    irdl_options = (ParsePropInAttrDict(),)

    custom_directives = (DependType,)
    assembly_format = """
        (`depend_type` custom<DependType>($doacross_depend_type)^)?
        (`depend_vec` `(` $doacross_depend_vars^ `:` type($doacross_depend_vars) `)`)?
        attr-dict
    """

    def verify_(self) -> None:
        _verify_ordered_parent(self, has_region=False)
        wsloop = self.parent_op()
        while wsloop is not None and wsloop.name != "omp.wsloop":
            wsloop = wsloop.parent_op()
        ordered = wsloop.properties.get("ordered") if wsloop is not None else None
        loops = self.doacross_num_loops
        if (not isinstance(ordered, IntegerAttr) or loops is None
                or ordered.value.data != loops.value.data):
            raise VerifyException("number of variables in depend clause does not match number "
                                  "of iteration variables in the doacross loop")


@irdl_op_definition
class OrderedRegionOp(IRDLOperation):
    """`omp.ordered.region par_level_simd { ... }` (the `ordered` construct's block
    form)."""

    name = "omp.ordered.region"

    par_level_simd = opt_prop_def(UnitAttr)
    region = region_def()

    assembly_format = "(`par_level_simd` $par_level_simd^)? $region attr-dict"

    def verify_(self) -> None:
        _verify_ordered_parent(self, has_region=True)
