"""xDSL 0.74's declarative format program, reading operand and result types as MLIR's
generated parsers read them.

xDSL checks the types a custom form gives against the operation's constraints while
parsing, and fails with the constraint's own message (`Unexpected attribute f32`) at
the operation. MLIR's parser takes the types it is given; the verifier then reports
`'acc.bounds' op operand #0 must be integer or index, but got 'f32'`. When every
operand and result type is written out (nothing to infer from the constraints), this
program leaves the check to the verifier.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Attribute
from xdsl.irdl import OpDef
from xdsl.irdl.declarative_assembly_format import FormatProgram, ParsingState
from xdsl.utils.exceptions import VerifyException


@dataclass(frozen=True)
class TypesVerifiedLater(FormatProgram):
    """A format program whose written-out operand types are checked by the verifier."""

    def resolve_constraint_variables(self, state: ParsingState, op_def: OpDef) -> None:
        """xDSL's, but an operand type the text gives that its constraint refuses is
        left for the verifier, when no type is to be inferred from the constraint
        variables it would set (else refused as xDSL refuses it)."""
        try:
            super().resolve_constraint_variables(state, op_def)
            return
        except VerifyException:
            inferred = [result_def for types, (_, result_def)
                        in zip(state.result_types, op_def.results, strict=True)
                        if types is None]
            unwritten = any(types is None for types in state.operand_types)
            if unwritten or not all(d.constr.can_infer(set(), length_known=False)
                                    for d in inferred):
                raise
        ctx = state.context
        for operand_types, (_, operand_def) in zip(state.operand_types, op_def.operands,
                                                    strict=True):
            if operand_types is None:
                continue
            types = (operand_types,) if isinstance(operand_types, Attribute) else operand_types
            operand_def.constr.verify_length(len(types), ctx)
            try:
                operand_def.constr.verify(types, ctx)
            except VerifyException:
                continue
        for result_types, (_, result_def) in zip(state.result_types, op_def.results,
                                                  strict=True):
            if result_types is not None:
                types = (result_types,) if isinstance(result_types, Attribute) else result_types
                result_def.constr.verify(types, ctx)
