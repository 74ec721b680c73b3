"""The module a lowering to the runtime ABI adds to: fresh symbol names, external
declarations, constant globals, outlined kernels, and the entry-block place of each
function's stack arrays.

Globals and declarations go to the end of the module, after the program's own (whose
addresses in the interpreter then stay the same), in creation order; outlined
functions go last (`finish`). Names are uniqued as clang does (`base`, `base.1`, ...).
"""

from collections.abc import Sequence

from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerType, ModuleOp, StringAttr, i8, i32, i64
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.traits import SymbolTable

from accdialect.abi.ident import IDENT_FIELDS, IDENT_FLAGS, UNKNOWN_LOCATION, psource
from accdialect.abi.offload_entry import KERNEL_PREFIX, region_id_name
from accdialect.dialects.source import region_entry_name
from accdialect.ir.diagnostics import op_location

from ._ir_builder import Builder
from ._ir_ops import (
    PTR,
    abi_struct,
    address_of_op,
    array_type,
    constant_global_op,
    constant_op,
    i64_elements,
    insert_value_op,
    int_attr,
    return_op,
    undef_op,
    zero_op,
)
from ._ir_values import enclosing_function, error

IDENT_TYPE = abi_struct("struct.ident_t", ((f, t, 1) for f, t in IDENT_FIELDS))

Field = tuple[IntegerType, int] | str | None
"""One field of a constant aggregate: `(type, value)` an integer, a symbol name that
symbol's address, None a null pointer."""


class ModuleSymbols:
    """The module being lowered (see the module doc)."""

    def __init__(self, module: ModuleOp):
        self.module = module
        self.names: set[str] = set()
        for op in module.walk():
            name = op.properties.get("sym_name") or op.attributes.get("sym_name")
            if isinstance(name, StringAttr):
                self.names.add(name.data)
        self.strings: dict[str, str] = {}
        self.ident_name: str | None = None
        self.located_idents: dict[str, str] = {}
        """`psource` string -> the `ident_t` global of that location."""
        self.kernels: list[Operation] = []
        self._entry_orders: dict[Block, tuple[dict[Operation, int], Operation | None]] = {}
        self._last_suffix: dict[str, int] = {}
        self._declared: set[str] = set()

    def finish(self) -> None:
        """The outlined functions go last, after the globals and declarations, in the
        order they were made."""
        block = self.module.body.block
        for fn in self.kernels:
            fn.detach()
            block.add_op(fn)

    def fresh(self, base: str) -> str:
        """`base`, or `base.N` with the first free N (clang's uniquing). Names are
        never freed, so the search for a base resumes where it last stopped."""
        n = self._last_suffix.get(base, 0)
        name = base if n == 0 else f"{base}.{n}"
        while name in self.names:
            n += 1
            name = f"{base}.{n}"
        self._last_suffix[base] = n
        self.names.add(name)
        return name

    def declare(self, name: str, inputs: Sequence[Attribute], output: Attribute | None) -> None:
        """An external `llvm.func` declaration, unless `name` exists."""
        if name in self._declared or SymbolTable.lookup_symbol(self.module, name) is not None:
            self._declared.add(name)
            return
        fn_type = llvm.LLVMFunctionType(list(inputs), output)
        self.module.body.block.add_op(
            llvm.FuncOp(name, fn_type, linkage=llvm.LinkageAttr("external")))
        self.names.add(name)
        self._declared.add(name)

    def add_global(self, op: Operation) -> None:
        self.module.body.block.add_op(op)

    def string(self, text: str, base: str = ".offload_name") -> str:
        """A constant NUL-terminated string global, shared by equal texts."""
        if text in self.strings:
            return self.strings[text]
        name = self.fresh(base)
        data = text + "\0"
        t = array_type(len(data.encode()), i8)
        self.add_global(constant_global_op(t, name, value=StringAttr(data), unnamed_addr=2))
        self.strings[text] = name
        return name

    def i64_array(self, values: Sequence[int], base: str) -> str:
        """A constant `[N x i64]` global (`.offload_sizes`, `.offload_maptypes`)."""
        name = self.fresh(base)
        self.add_global(constant_global_op(array_type(len(values), i64), name,
                                           value=i64_elements(tuple(values)), unnamed_addr=2))
        return name

    def aggregate_global(self, name: str, t: Attribute, fields: Sequence[Field],
                         linkage: str = "private", section: str | None = None) -> None:
        """A constant global of aggregate type `t` built by its initializer region."""
        undef = undef_op(t)
        block = Block([undef])
        (current,) = undef.results
        for i, value in enumerate(fields):
            if isinstance(value, str):
                field_op: Operation = address_of_op(value)
            elif value is None:
                field_op = zero_op()
            else:
                field_op = constant_op(value[1], value[0])
            (field,) = field_op.results
            insert = insert_value_op(current, field, i)
            block.add_ops([field_op, insert])
            (current,) = insert.results
        block.add_op(return_op(current))
        self.add_global(constant_global_op(t, name, linkage, body=Region(block), section=section))

    def ptr_array(self, symbols: Sequence[str | None], base: str) -> str:
        """A constant `[N x ptr]` global of symbol addresses (None: null)."""
        name = self.fresh(base)
        self.aggregate_global(name, array_type(len(symbols), PTR), [s or None for s in symbols])
        return name

    def ident(self, op: Operation) -> str:
        """The `ident_t` of the construct `op`: its source location (or its nearest
        located ancestor's) as clang writes it with `-g`, one global per location, as the
        interpreter gives the runtime the operation's location (`interpreters/omp.py`);
        that of an unknown location (clang without `-g`) for an operation without one."""
        loc = op_location(op)
        if loc is None:
            return self._unknown_ident()
        function = enclosing_function(op)
        text = psource(loc.filename.data, "unknown" if function is None else function.sym_name.data,
                       loc.line.data, loc.column.data)
        if text not in self.located_idents:
            self.located_idents[text] = self._ident_global(self.fresh(".offload_ident"), text)
        return self.located_idents[text]

    def _unknown_ident(self) -> str:
        """The `ident_t` of an unknown source location, shared (and reused from an
        earlier lowering of the module)."""
        if self.ident_name is None:
            existing = SymbolTable.lookup_symbol(self.module, ".offload_ident")
            if isinstance(existing, llvm.GlobalOp) and existing.global_type == IDENT_TYPE:
                self.ident_name = ".offload_ident"
            else:
                self.ident_name = self._ident_global(self.fresh(".offload_ident"),
                                                     UNKNOWN_LOCATION)
        return self.ident_name

    def _ident_global(self, name: str, text: str) -> str:
        """A constant `ident_t` global `name` whose `psource` is `text`."""
        self.aggregate_global(name, IDENT_TYPE, [
            (i32, 0), (i32, IDENT_FLAGS), (i32, 0), (i32, len(text)),
            self.string(text, f"{name}.psource")])
        return name

    def kernel_names(self, op: Operation) -> tuple[str, str]:
        """(outlined function name, region id global name) for a kernel of `op`:
        `__omp_offloading_0_0_<function>_l<line>[.N]` and `.<that>.region_id`, the
        region id global added."""
        base = f"{KERNEL_PREFIX}{region_entry_name(op)}"
        name, n = base, 0
        while name in self.names or region_id_name(name) in self.names:
            n += 1
            name = f"{base}.{n}"
        self.names.add(name)
        region_id = region_id_name(name)
        self.names.add(region_id)
        self.add_global(constant_global_op(i8, region_id, "weak", value=int_attr(0, i8)))
        return name, region_id

    # ---- the entry block of a function -----------------------------------------------
    def entry_builder(self, op: Operation) -> Builder:
        """A builder in the entry block of `op`'s function, after its stack allocations
        (so that the program's own stack objects keep their addresses) but before the
        operation that holds `op`."""
        function = enclosing_function(op)
        if function is None or not function.regions[0].blocks:
            raise error(op, "cannot lower: not inside a function")
        entry = function.regions[0].blocks.first
        assert entry is not None
        holder: Operation | None = op
        while holder is not None and holder.parent_block() is not entry:
            holder = holder.parent_op()
        order, after_allocas = self._entry_order(entry)
        if holder is not None and holder not in order:  # made by this pass: scan again
            del self._entry_orders[entry]
            order, after_allocas = self._entry_order(entry)
        if holder is not None and (after_allocas is None or order[holder] < order[after_allocas]):
            return Builder(holder, entry, op.location)
        return Builder(after_allocas, entry, op.location)

    def _entry_order(self, entry: Block) -> tuple[dict[Operation, int], Operation | None]:
        """The positions of the entry block's operations and the first one after its
        stack allocations (None: the block's end), computed once per block: the
        arrays inserted before that operation keep it first after the allocations,
        so the scan is not repeated for every construct (it made lowering quadratic)."""
        cached = self._entry_orders.get(entry)
        if cached is not None and (cached[1] is None or cached[1].parent_block() is entry):
            return cached
        ops = list(entry.ops)
        position = max((i + 1 for i, o in enumerate(ops) if isinstance(o, llvm.AllocaOp)),
                       default=0)
        cached = ({o: i for i, o in enumerate(ops)}, ops[position] if position < len(ops) else None)
        self._entry_orders[entry] = cached
        return cached
