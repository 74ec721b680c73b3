"""xDSL's `memref` dialect, with the custom forms mlir-opt 22 prints where xDSL 0.74's
operations have none: `memref.cast %a : memref<4xf32> to memref<?xf32>` and
`memref.copy %a, %b : memref<10xf32> to memref<10xf32>` (upstream's dialect tests and
OpenACC recipes use both). Each class is xDSL's with the upstream assembly format, so
code that asks for xDSL's class finds it."""

from xdsl.dialects import memref as xmemref
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition

from accdialect.dialects.inherit import with_fields_of


@irdl_op_definition
@with_fields_of(xmemref.CastOp)
class CastOp(xmemref.CastOp):
    """Upstream `memref.cast`."""

    name = "memref.cast"
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"


@irdl_op_definition
@with_fields_of(xmemref.CopyOp)
class CopyOp(xmemref.CopyOp):
    """Upstream `memref.copy`."""

    name = "memref.copy"
    assembly_format = "$source `,` $destination attr-dict `:` type($source) `to` type($destination)"


_REPLACED: tuple[type[IRDLOperation], ...] = (CastOp, CopyOp)

MEMREF = Dialect(
    "memref",
    [{op.name: op for op in _REPLACED}.get(op.name, op) for op in xmemref.MemRef.operations],
    list(xmemref.MemRef.attributes),
)
