"""Upstream's cancellation constructs of the `omp` dialect (OpenMP 5.2 §16.1 `cancel`,
§16.2 `cancellation point`), in mlir-opt 22's custom form and with its verifiers:

    omp.cancel cancellation_construct_type(parallel) if(%cond)
    omp.cancellation_point cancellation_construct_type(sections)

Each names the kind of the innermost enclosing construct it cancels, which must be
that construct (a worksharing loop or `sections` without `nowait`).
"""

from __future__ import annotations

from xdsl.dialects import omp as xomp
from xdsl.dialects.builtin import i1
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation, irdl_op_definition, opt_operand_def, prop_def
from xdsl.irdl.declarative_assembly_format import AttributeVariable, irdl_custom_directive
from xdsl.utils.exceptions import VerifyException

from accdialect.dialects.omp import BareEnum, omp_ancestors


@irdl_custom_directive
class CancellationConstructType(BareEnum):
    """`cancellation_construct_type(parallel)`."""

    ATTRIBUTE = xomp.CancellationConstructTypeAttr
    cancel_directive: AttributeVariable


_CONSTRUCTS = {
    "parallel": ("a parallel", "omp.parallel"),
    "loop": ("a worksharing-loop", "omp.wsloop"),
    "sections": ("a sections", "omp.sections"),
    "taskgroup": ("a task", "omp.task"),
}
"""Each construct type: the region a cancellation must be in, and its operation."""


def _verify_cancellation(op: IRDLOperation, what: str) -> Operation:
    """The innermost `omp` operation around `op` (`what`: "cancel" or "cancellation
    point" names the orphaned case); the construct's kind is checked by the caller."""
    parent = next(omp_ancestors(op), None)
    if parent is None:
        raise VerifyException(f"Orphaned {what} construct" if what == "cancel"
                              else f"Orphaned {what}")
    return parent


def _outside(what: str, kind: str) -> VerifyException:
    region, _ = _CONSTRUCTS[kind]
    return VerifyException(f"{what} {kind} must appear inside {region} region")


def _in_task(parent: Operation) -> bool:
    grand = parent.parent_op()
    return parent.name == "omp.task" or (grand is not None and grand.name == "omp.taskloop")


@irdl_op_definition
class CancelOp(IRDLOperation):
    """`omp.cancel cancellation_construct_type(K) if(%c)`."""

    name = "omp.cancel"

    cancel_directive = prop_def(xomp.CancellationConstructTypeAttr)
    if_expr = opt_operand_def(i1)

    custom_directives = (CancellationConstructType,)
    assembly_format = """
        `cancellation_construct_type` `(` custom<CancellationConstructType>($cancel_directive) `)`
        (`if` `(` $if_expr^ `)`)? attr-dict
    """

    def verify_(self) -> None:
        """Upstream's `CancelOp::verify` (OpenMP 5.2 §16.1, restrictions)."""
        parent = _verify_cancellation(self, "cancel")
        kind = self.cancel_directive.data
        construct = parent if kind in ("parallel", "taskgroup") else parent.parent_op()
        if kind == "taskgroup":
            if not _in_task(parent):
                raise _outside("cancel", kind)
            return
        if construct is None or construct.name != _CONSTRUCTS[kind][1]:
            raise _outside("cancel", kind)
        if kind == "loop":
            if "nowait" in construct.properties:
                raise VerifyException("A worksharing construct that is canceled must not have "
                                      "a nowait clause")
            if "ordered" in construct.properties:
                raise VerifyException("A worksharing construct that is canceled must not have "
                                      "an ordered clause")
        if kind == "sections" and "nowait" in construct.properties:
            raise VerifyException("A sections construct that is canceled must not have a "
                                  "nowait clause")


@irdl_op_definition
class CancellationPointOp(IRDLOperation):
    """`omp.cancellation_point cancellation_construct_type(K)`."""

    name = "omp.cancellation_point"

    cancel_directive = prop_def(xomp.CancellationConstructTypeAttr)

    custom_directives = (CancellationConstructType,)
    assembly_format = """
        `cancellation_construct_type` `(` custom<CancellationConstructType>($cancel_directive) `)`
        attr-dict
    """

    def verify_(self) -> None:
        """Upstream's `CancellationPointOp::verify` (OpenMP 5.2 §16.2)."""
        parent = _verify_cancellation(self, "cancellation point")
        kind = self.cancel_directive.data
        if kind == "taskgroup":
            inside = _in_task(parent)
        elif kind == "loop":
            construct = parent.parent_op()
            inside = construct is not None and construct.name == "omp.wsloop"
        elif kind == "sections":
            inside = parent.name == "omp.section"
        else:
            inside = parent.name == "omp.parallel"
        if not inside:
            raise _outside("cancellation point", kind)
