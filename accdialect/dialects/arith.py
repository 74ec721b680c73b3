"""xDSL's `arith` dialect, with what mlir-opt 22's has beside it: `arith.index_castui`
(the unsigned cast between `index` and an integer, which xDSL 0.74 lacks) and the
`overflowFlags` property of `arith.trunci` (`arith.trunci %a overflow<nsw> : i32 to
i8`; its generic form always shows it, `#arith.overflow<none>` by default), each with
upstream's assembly format."""

from xdsl.dialects import arith as xarith
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.ir import Dialect
from xdsl.irdl import (
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class IndexCastUIOp(IRDLOperation):
    """Upstream `arith.index_castui`: between `index` and a signless integer, zero
    extended or truncated."""

    name = "arith.index_castui"

    input = operand_def(base(IntegerType) | base(IndexType))
    result = result_def(base(IntegerType) | base(IndexType))

    traits = traits_def(Pure())

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def verify_(self) -> None:
        if isinstance(self.input.type, IndexType) == isinstance(self.result.type, IndexType):
            raise VerifyException(f"operand type '{self.input.type}' and result type "
                                  f"'{self.result.type}' are cast incompatible")


@irdl_op_definition
class TruncIOp(IRDLOperation):
    """Upstream `arith.trunci`, with its `overflowFlags` (xDSL 0.74's has none, and
    its parser and printer are made from its own format)."""

    name = "arith.trunci"

    input = operand_def(IntegerType)
    result = result_def(IntegerType)
    overflow_flags = prop_def(xarith.IntegerOverflowAttr,
                              default_value=xarith.IntegerOverflowAttr("none"),
                              prop_name="overflowFlags")

    traits = traits_def(Pure())

    assembly_format = ("$input (`overflow` `` $overflowFlags^)? attr-dict `:` type($input) "
                       "`to` type($result)")

    def verify_(self) -> None:
        """mlir-opt 22's rule and message."""
        source, result = self.input.type, self.result.type
        assert isinstance(source, IntegerType) and isinstance(result, IntegerType)
        if result.width.data >= source.width.data:
            raise VerifyException(f"operand type '{source}' and result type '{result}' are "
                                  "cast incompatible")


_REPLACED: tuple[type[IRDLOperation], ...] = (TruncIOp,)

ARITH = Dialect(
    "arith",
    [*({op.name: op for op in _REPLACED}.get(op.name, op) for op in xarith.Arith.operations),
     IndexCastUIOp],
    list(xarith.Arith.attributes),
)
