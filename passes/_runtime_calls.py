"""The calls a real program makes on libomptarget, as both lowerings emit them.

- `__tgt_target_data_begin_mapper` / `_end_mapper` / `_update_mapper(loc, device_id,
  arg_num, args_base, args, arg_sizes, arg_types, arg_names, arg_mappers)`: base
  pointers and pointers in `[N x ptr]` stack arrays (in the function's entry block,
  after the program's own allocations, as clang and upstream's translation put them),
  sizes in a constant `.offload_sizes` global when all are known (else a `[N x i64]`
  stack array), map types in a constant `.offload_maptypes` global, names in
  `.offload_mapnames` (each a `;name;unknown;0;0;;` string, the `map_var_info_t`
  form), the mappers (when an entry has one) in a `[N x ptr]` stack array
  `.offload_mappers` of mapper-function addresses, null for an entry without;
  `loc` is an `ident_t` whose source string is
  `;unknown;unknown;0;0;;` (clang without `-g`), the device -1 (the default) unless a
  `device` clause says otherwise;
- `__tgt_target_kernel(loc, device_id, num_teams, thread_limit, region_id, args)` with
  clang 22's kernel-argument struct (`accdialect.abi.kernel_args`, version 3), and
  clang's host fallback: when the launch fails (or `if` is false) the outlined
  function runs on the host.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from xdsl.dialects import scf
from xdsl.dialects.builtin import i32, i64
from xdsl.ir import Block, Operation, Region, SSAValue

from accdialect.abi.entry_points import MAPPER_FUNCTIONS, TARGET_KERNEL
from accdialect.abi.ident import UNKNOWN_LOCATION
from accdialect.abi.kernel_args import KERNEL_ARGS_FIELDS, KERNEL_ARGS_VERSION

from ._ir_builder import Builder, IntValue
from ._ir_ops import PTR, abi_struct, alloca_op, array_type, constant_op, element_op
from ._module_symbols import ModuleSymbols

KERNEL_ARGS_TYPE = abi_struct("struct.__tgt_kernel_arguments", KERNEL_ARGS_FIELDS)
_FIRST_ELEMENT = {"num_teams": -1}
"""The kernel-argument fields clang sets to other than 0 or null when it has no value
for them: `num_teams = [-1, 0, 0]`."""


class MapRow(Protocol):
    """One entry of the map arrays."""

    @property
    def base(self) -> SSAValue: ...

    @property
    def begin(self) -> SSAValue: ...

    @property
    def size(self) -> IntValue: ...

    @property
    def map_type(self) -> int: ...

    @property
    def name(self) -> str | None: ...


@dataclass
class MapEntry:
    """One entry of the map arrays (`MapRow`)."""

    base: SSAValue
    begin: SSAValue
    size: IntValue
    map_type: int
    name: str | None = None


MapArrays = tuple[SSAValue, SSAValue, SSAValue, SSAValue, SSAValue]
"""(base pointers, pointers, sizes, map types, names) of one call."""


def map_arrays(syms: ModuleSymbols, b: Builder, op: Operation, entries: Sequence[MapRow]
               ) -> MapArrays:
    """The arrays of `entries`, filled before `b`'s anchor; all null for no entry."""
    n = len(entries)
    if n == 0:
        null = b.null()
        return null, null, null, null, null
    entry_b = syms.entry_builder(op)
    one = entry_b.const(1)
    arrays = []
    ptr_array = array_type(n, PTR)
    for hint in ("offload_baseptrs", "offload_ptrs"):
        alloca = entry_b.res(alloca_op(one, ptr_array, 8))
        alloca.name_hint = hint
        arrays.append(alloca)
    bases, begins = arrays
    static_sizes = [e.size for e in entries if isinstance(e.size, int)]
    sizes_type = array_type(n, i64)
    sizes = None
    if len(static_sizes) < n:
        sizes = entry_b.res(alloca_op(one, sizes_type, 8))
        sizes.name_hint = "offload_sizes"
    for i, entry in enumerate(entries):
        b.store(entry.base, b.res(element_op(bases, [0, i], ptr_array)))
        b.store(entry.begin, b.res(element_op(begins, [0, i], ptr_array)))
        if sizes is not None:
            slot = b.res(element_op(sizes, [0, i], sizes_type))
            b.store(b.value(entry.size), slot)
    if sizes is None:
        sizes = b.address_of(syms.i64_array(static_sizes, ".offload_sizes"))
    types = b.address_of(syms.i64_array([e.map_type for e in entries], ".offload_maptypes"))
    names = b.address_of(syms.ptr_array(
        [syms.string(f";{e.name};unknown;0;0;;") if e.name else syms.string(UNKNOWN_LOCATION)
         for e in entries], ".offload_mapnames"))
    return bases, begins, sizes, types, names


def mapper_array(syms: ModuleSymbols, b: Builder, op: Operation,
                 mappers: Sequence[str | None] | None) -> SSAValue:
    """The `arg_mappers` array: the address of each entry's mapper function (None: no
    mapper, null), filled before `b`'s anchor; null when no entry has one."""
    if not mappers or not any(mappers):
        return b.null()
    entry_b = syms.entry_builder(op)
    array_t = array_type(len(mappers), PTR)
    array = entry_b.res(alloca_op(entry_b.const(1), array_t, 8))
    array.name_hint = "offload_mappers"
    for i, mapper in enumerate(mappers):
        function = b.null() if mapper is None else b.address_of(mapper)
        b.store(function, b.res(element_op(array, [0, i], array_t)))
    return array


def _device_id(b: Builder, device: SSAValue | None) -> SSAValue:
    """The `device` clause's value as i64, -1 (the default device) without one."""
    return b.const(-1) if device is None else b.value(b.operand(device))


def mapper_call(syms: ModuleSymbols, b: Builder, op: Operation, kind: str,
                entries: Sequence[MapRow], device: SSAValue | None = None,
                mappers: Sequence[str | None] | None = None) -> None:
    """`__tgt_target_data_{begin,end,update}_mapper` of `entries` (`kind`: the step),
    with the mapper function of each entry (`mappers`, None: none has one)."""
    callee = MAPPER_FUNCTIONS[kind]
    syms.declare(callee, [PTR, i64, i32, PTR, PTR, PTR, PTR, PTR, PTR], None)
    loc = b.address_of(syms.ident(op))
    dev = _device_id(b, device)
    count = b.const(len(entries), i32)
    arrays = map_arrays(syms, b, op, entries)
    b.call(callee, [loc, dev, count, *arrays, mapper_array(syms, b, op, mappers)])


def kernel_launch(syms: ModuleSymbols, b: Builder, op: Operation, entries: Sequence[MapRow],
                  region_id: str, device: SSAValue | None = None,
                  thread_limit: SSAValue | None = None,
                  mappers: Sequence[str | None] | None = None) -> SSAValue:
    """`__tgt_target_kernel` of the kernel named by `region_id`; returns its i32
    result (0: the kernel ran)."""
    syms.declare(TARGET_KERNEL, [PTR, i64, i32, i32, PTR, PTR], i32)
    loc = b.address_of(syms.ident(op))
    dev = _device_id(b, device)
    bases, begins, sizes, types, names = map_arrays(syms, b, op, entries)
    entry_b = syms.entry_builder(op)
    args = entry_b.res(alloca_op(entry_b.const(1), KERNEL_ARGS_TYPE, 8))
    args.name_hint = "kernel_args"
    if thread_limit is not None and thread_limit.type == i32:
        limit32 = thread_limit
    else:
        limit32 = b.typed(0 if thread_limit is None else b.operand(thread_limit), i32)
    given = {"version": b.const(KERNEL_ARGS_VERSION, i32), "num_args": b.const(len(entries), i32),
             "base_pointers": bases, "pointers": begins, "sizes": sizes, "map_types": types,
             "names": names, "thread_limit": limit32}
    if mappers and any(mappers):
        given["mappers"] = mapper_array(syms, b, op, mappers)
    fields: list[tuple[list[int], SSAValue]] = []
    for index, (field, scalar, count) in enumerate(KERNEL_ARGS_FIELDS):
        for k in range(count):
            value = given.get(field) if k == 0 else None
            if value is None:
                value = (b.null() if scalar == "ptr" else
                         b.const(_FIRST_ELEMENT.get(field, 0) if k == 0 else 0,
                                 i32 if scalar == "i32" else i64))
            fields.append(([0, index] if count == 1 else [0, index, k], value))
    for path, value in fields:
        b.store(value, b.res(element_op(args, path, KERNEL_ARGS_TYPE)))
    result = b.call(TARGET_KERNEL, [loc, dev, b.const(-1, i32), limit32,
                                    b.address_of(region_id), args], i32)
    assert result is not None
    return result


def launch_with_fallback(syms: ModuleSymbols, b: Builder, op: Operation,
                         entries: Sequence[MapRow], kernel: str, region_id: str,
                         host_args: Sequence[SSAValue], cond: SSAValue | None,
                         device: SSAValue | None = None,
                         thread_limit: SSAValue | None = None,
                         mappers: Sequence[str | None] | None = None) -> None:
    """Launch the outlined `kernel` with `entries` (when `cond` holds) and, as clang
    does, call it on the host with `host_args` when the launch fails or `cond` is
    false."""
    if cond is None:
        result = kernel_launch(syms, b, op, entries, region_id, device, thread_limit, mappers)
    else:
        then, otherwise = Block(), Block()
        launch = scf.IfOp(cond, [i32], Region(then), Region(otherwise))
        b.op(launch)
        yield_op = scf.YieldOp()
        then.add_op(yield_op)
        launched = kernel_launch(syms, b.at(yield_op, then), op, entries, region_id, device,
                                 thread_limit, mappers)
        yield_op.operands = (launched,)
        one = constant_op(1, i32)
        otherwise.add_ops([one, scf.YieldOp(one)])
        for o in otherwise.ops:
            o.location = op.location
        result = launch.results[0]
    fallback = b.guarded(b.icmp("ne", result, b.const(0, i32)))
    fallback.call(kernel, host_args)
