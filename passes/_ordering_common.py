"""Helpers shared by the ordering and attachment passes.

- operand segments: read and rewrite one variadic operand group of an operation
  (`dataOperands`, `map_entries`, ...) keeping `operandSegmentSizes` right;
- addresses: where a pointer value comes from (`access_path`: its root variable
  and the constant field path, through `llvm.getelementptr` and flang's
  `hlfir.designate`/`fir.coordinate_of`), and how many pointer dereferences it
  took to reach it (`pointer_depth`, the "depth of the attach pointer" of seed 004);
- positions inside one block (`block_positions`, `contiguous_run`), found
  without indexing the whole block;
- located errors (`error`, from `_ir_values`): printed by `acc-opt` as
  `file:line:col: error: 'op' op msg`.

Only dialect knowledge here (ARCHITECTURE.md, "Passes"): no interpreter, no runtime.
"""

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from xdsl.dialects import llvm
from xdsl.dialects.builtin import DenseArrayBase, IntegerType
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.irdl import IRDLOperation

from ._ir_values import error as error  # the passes' one located error, re-exported

_SEGMENTS = "operandSegmentSizes"
OpT = TypeVar("OpT", bound=Operation)

# Operations that compute an address inside the storage of their first operand
# (no dereference), by name so that flang's unregistered `fir`/`hlfir` ops count.
_ADDRESS_ARITHMETIC = frozenset({
    "llvm.getelementptr",
    "llvm.bitcast",
    "llvm.addrspacecast",
    "hlfir.designate",
    "fir.coordinate_of",
    "fir.convert",
})
# Operations that read a pointer stored at the address of their first operand.
_DEREFERENCES = frozenset({"llvm.load", "fir.load", "fir.box_addr"})


# ---------------------------------------------------------------------------
# Operand segments
# ---------------------------------------------------------------------------


def _segment_sizes(op: Operation) -> tuple[list[int], bool] | None:
    """The operand segment sizes of `op`, and whether they are a property."""
    for attrs, in_properties in ((op.properties, True), (op.attributes, False)):
        sizes = attrs.get(_SEGMENTS)
        if isinstance(sizes, DenseArrayBase):
            # the values `get_attrs` gives as IntegerAttrs, without making them
            values = list(sizes.get_values()) if isinstance(sizes.elt_type, IntegerType) else []
            return values, in_properties
    return None


def _operand_groups(op: Operation) -> list[str]:
    assert isinstance(op, IRDLOperation)
    return [name for name, _ in op.get_irdl_definition().operands]


def segment_range(op: Operation, field: str) -> tuple[int, int]:
    """(first operand index, length) of the operand group declared as `field`."""
    names = _operand_groups(op)
    index = names.index(field)
    found = _segment_sizes(op)
    if found is None:
        if len(names) != 1:
            raise ValueError(f"{op.name} has no operand segment sizes")
        return 0, len(op.operands)
    sizes = found[0]
    return sum(sizes[:index]), sizes[index]


def set_segment(op: Operation, field: str, values: Sequence[SSAValue]) -> bool:
    """Replace the operands of group `field` by `values`; True if anything changed."""
    start, length = segment_range(op, field)
    old = list(op.operands)
    if old[start:start + length] == list(values):
        return False
    op.operands = [*old[:start], *values, *old[start + length:]]
    found = _segment_sizes(op)
    if len(values) != length and found is not None:
        sizes, in_properties = found
        sizes[_operand_groups(op).index(field)] = len(values)
        new = DenseArrayBase.from_list(IntegerType(32), sizes)
        if in_properties:
            op.properties[_SEGMENTS] = new
        else:
            op.attributes[_SEGMENTS] = new
    return True


# ---------------------------------------------------------------------------
# Addresses
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class AccessPath:
    """An address as a root plus a path of constant selectors (field indices or
    names). `root` is the value the address arithmetic starts from; `root_key`
    identifies it up to re-loads: two loads of the same address have one key, so
    `load(&d%p) + 8` and another `load(&d%p)` share their root. `exact` is False
    when a dynamic index was skipped on the way."""

    root: SSAValue
    root_key: Hashable
    path: tuple[int | str, ...]
    exact: bool = True

    @property
    def is_variable(self) -> bool:
        """Whether the root is a variable itself, not the target of a pointer."""
        return loaded_from(self.root) is None

    def contains(self, other: "AccessPath") -> bool:
        """Whether the storage at `self` holds the address `other` (same root,
        `self`'s path a prefix of `other`'s)."""
        return self.root_key == other.root_key and other.path[: len(self.path)] == self.path


def _selectors(op: Operation) -> tuple[tuple[int | str, ...], bool]:
    """The constant selectors an address operation adds, and whether all were constant."""
    if isinstance(op, llvm.GEPOp):
        raw = tuple(op.rawConstantIndices.iter_values())
        exact = all(i != llvm.GEP_USE_SSA_VAL for i in raw)
        # The first GEP index steps over whole objects: 0 stays inside the object.
        if raw and raw[0] == 0:
            raw = raw[1:]
        return tuple(i for i in raw if i != llvm.GEP_USE_SSA_VAL), exact
    if op.name == "hlfir.designate":
        component = op.attributes.get("component") or op.properties.get("component")
        name = getattr(component, "data", None)
        return ((name,) if isinstance(name, str) else ()), len(op.operands) == 1
    return (), op.name in ("llvm.bitcast", "llvm.addrspacecast", "fir.convert")


def access_path(value: SSAValue) -> AccessPath:
    """Follow address arithmetic from `value` back to the variable it points into."""
    path: tuple[int | str, ...] = ()
    exact = True
    while isinstance(value, OpResult) and value.op.name in _ADDRESS_ARITHMETIC:
        selectors, constant = _selectors(value.op)
        path = selectors + path
        exact = exact and constant
        value = value.op.operands[0]
    source = loaded_from(value)
    if source is None:
        key: Hashable = ("value", id(value))
    else:
        inner = access_path(source)
        key = ("load", inner.root_key, inner.path)
    return AccessPath(value, key, path, exact)


def _is_box_load(op: Operation) -> bool:
    """A `fir.load` of a descriptor: the descriptor value, not a dereference yet
    (`fir.box_addr` of it is)."""
    return op.name == "fir.load" and str(op.results[0].type).startswith(("!fir.box", "!fir.class"))


def pointer_depth(value: SSAValue) -> int:
    """How many pointers were dereferenced to compute the address `value`:
    `&spp` is 0, `spp[0]` (the address loaded from `spp`) is 1, `spp[0][0]` 2."""
    depth = 0
    while isinstance(value, OpResult) and value.op.operands:
        name = value.op.name
        if name in _DEREFERENCES:
            depth += 0 if _is_box_load(value.op) else 1
        elif name not in _ADDRESS_ARITHMETIC:
            break
        value = value.op.operands[0]
    return depth


def base_variable(value: SSAValue) -> Hashable:
    """The variable an address is reached from, through fields and pointers
    (`spp[0][0].a` -> `spp`): clang's "base declaration" of a map (seed 004)."""
    while isinstance(value, OpResult) and value.op.operands and (
        value.op.name in _ADDRESS_ARITHMETIC or value.op.name in _DEREFERENCES
    ):
        value = value.op.operands[0]
    return ("value", id(value))


def loaded_from(value: SSAValue) -> SSAValue | None:
    """The address (or descriptor) `value` was read from: the operand of the
    `llvm.load`, `fir.load` or `fir.box_addr` that produced it."""
    if isinstance(value, OpResult) and value.op.name in _DEREFERENCES and value.op.operands:
        return value.op.operands[0]
    return None


# ---------------------------------------------------------------------------
# Positions
# ---------------------------------------------------------------------------


def block_positions(anchor: Operation, ops: Iterable[Operation]) -> dict[Operation, int]:
    """Positions, relative to `anchor`, of those of `ops` in `anchor`'s block.

    Found by walking outward from `anchor` both ways, so the cost is the distance
    to the farthest of them, not the size of the block (an index per call made
    the ordering passes quadratic in the number of constructs of a function)."""
    block = anchor.parent_block()
    wanted = {op for op in ops if op.parent_block() is block}
    found: dict[Operation, int] = {anchor: 0} if anchor in wanted else {}
    forward, backward, distance = anchor.next_op, anchor.prev_op, 1
    while len(found) < len(wanted) and (forward is not None or backward is not None):
        if forward is not None:
            if forward in wanted:
                found[forward] = distance
            forward = forward.next_op
        if backward is not None:
            if backward in wanted:
                found[backward] = -distance
            backward = backward.prev_op
        distance += 1
    return found


def contiguous_run(ops: Sequence[Operation]) -> bool:
    """Whether `ops` sit in one block with nothing else between the first and the last."""
    if not ops:
        return True
    positions = block_positions(ops[0], ops)
    if len(positions) != len(set(ops)):
        return False
    return max(positions.values()) - min(positions.values()) + 1 == len(ops)


def unique(values: Iterable[SSAValue]) -> list[SSAValue]:
    """`values` without repeats, first occurrence kept."""
    seen: set[int] = set()
    out: list[SSAValue] = []
    for v in values:
        if id(v) not in seen:
            seen.add(id(v))
            out.append(v)
    return out


# ---------------------------------------------------------------------------
# Building data-clause operations
# ---------------------------------------------------------------------------
# The project's acc operations are built through `create` (operands by segment,
# properties by name): their keyword constructors reach xDSL's parent
# constructors, which take other arguments.


def _props(properties: dict[str, Attribute | None]) -> dict[str, Attribute]:
    """Set properties, sorted by name as MLIR stores (and prints) them."""
    return {k: v for k, v in sorted(properties.items()) if v is not None}


def build_entry(
    cls: type[OpT],
    *,
    var: SSAValue,
    var_type: Attribute,
    bounds: Sequence[SSAValue] = (),
    var_ptr_ptr: SSAValue | None = None,
    async_operands: Sequence[SSAValue] = (),
    aug_ptr: SSAValue | None = None,
    properties: dict[str, Attribute | None] | None = None,
) -> OpT:
    """A data-entry operation (`acc.copyin`, ...): segments (var, varPtrPtr,
    bounds, async, augPtr); `properties` adds `dataClause`, `name`, ..."""
    segments = [[var], [var_ptr_ptr] if var_ptr_ptr else [], list(bounds),
                list(async_operands), [aug_ptr] if aug_ptr else []]
    return cls.create(
        operands=[v for seg in segments for v in seg],
        result_types=[var.type],
        properties=_props({
            "varType": var_type,
            **(properties or {}),
            _SEGMENTS: DenseArrayBase.from_list(IntegerType(32), [len(s) for s in segments]),
        }),
    )


def build_exit(
    cls: type[OpT],
    *,
    acc_var: SSAValue,
    var: SSAValue | None = None,
    var_type: Attribute | None = None,
    bounds: Sequence[SSAValue] = (),
    async_operands: Sequence[SSAValue] = (),
    aug_ptr: SSAValue | None = None,
    properties: dict[str, Attribute | None] | None = None,
) -> OpT:
    """A data-exit operation: (accPtr, [varPtr], bounds, async, augPtr)."""
    segments = [[acc_var], *([[var]] if var is not None else []), list(bounds),
                list(async_operands), [aug_ptr] if aug_ptr else []]
    return cls.create(
        operands=[v for seg in segments for v in seg],
        properties=_props({
            **({"varType": var_type} if var is not None else {}),
            **(properties or {}),
            _SEGMENTS: DenseArrayBase.from_list(IntegerType(32), [len(s) for s in segments]),
        }),
    )
