"""flang 22's Fortran runtime (`_FortranA...`) for an interpreted program, over the
simulated memory: what a program compiled by flang calls, printing what flang's own
runtime prints (recorded from native runs of flang 22; test/fortran/ holds them).

`FortranRuntime(libc).externals()` is a table name -> Python callable, like the C
library's (`libc.CLibrary`), merged into the interpreter's externals table when the
module declares a `_Fortran` function. A declared entry point that is not in the
table is a located error naming it when the program calls it ("call of undefined
function '@_FortranA...'"), as for any function without a definition.

Entry points (flang/include/flang/Runtime: main.h, stop.h, io-api.h):

- `ProgramStart(argc, argv, envp, env_defaults)`, `ProgramEndStatement()`: the
  main program's start and end (the end flushes the units);
- `StopStatement(code, is_error_stop, quiet)`: `STOP` writes `Fortran STOP` to
  standard error when the code is 0, else `Fortran STOP: code N` and an empty
  line (`ERROR STOP`: `Fortran ERROR STOP: code N`, code 1 without one); the
  exit status is the code. `StopStatementText(text, length, is_error_stop, quiet)`:
  `Fortran STOP: TEXT` (status 0; `ERROR STOP`: status 1). `Exit(status)`: the
  `EXIT` subroutine, nothing written;
- `Assign(to, from, file, line)`: intrinsic assignment of the variable `from`'s
  descriptor describes to `to`'s (Fortran 2018 §10.2.1.3): a scalar `from` is
  broadcast; an allocatable `to` that is unallocated or of another shape is
  (re)allocated with `from`'s shape and lower bounds; each element converted to
  `to`'s type (integer, real, logical kinds);
- `MatmulReal4Real4(result, x, y, file, line)` & co. (REAL and INTEGER of kinds 4
  and 8), `Reshape(result, source, shape, pad, order, file, line)`,
  `Transpose(result, matrix, file, line)`: the results new allocatables
  (`accdialect.fortran.transformational`);
- `Transfer(result, source, mold, file, line)`, `TransferSize(..., size)`: the
  intrinsic TRANSFER, its result a new allocatable the program frees; `Trim(result,
  string, file, line)`: TRIM, the same way;
- `ArgumentCount()`, `GetCommandArgument(n, value, length, errmsg, file, line)`:
  the command line (acc-run's `-- ARGS`); `CpuTime()`, `SystemClockCount/
  CountRate/CountMax(kind)`: the clocks;
- `ioBeginInternalListInput(...)`, `ioInputInteger(cookie, addr, kind)`,
  `ioInputReal32/64`, `ioInputDescriptor`: a list-directed READ of INTEGER and
  REAL values from a CHARACTER variable;
- `ioBeginInternalFormattedOutput`, `ioBeginInternalListOutput`: WRITE to a
  CHARACTER scalar, one record of its length padded with blanks (more output is
  flang's fatal runtime error, status 134);
- `PointerSetBounds`/`AllocatableSetBounds(desc, dim, lower, upper)`, then
  `PointerAllocate`/`AllocatableAllocate`: `ALLOCATE` through the runtime (a
  POINTER, or an allocatable flang does not inline): the bounds, then the data
  (heap) with contiguous byte strides (`...AllocateSource`: then SOURCE= assigned
  to it); `PointerDeallocate`/`AllocatableDeallocate`
  free it and disassociate;
- the routines of the project's `openacc` module (accdialect/fortran/openacc.f90,
  OpenACC 3.3 §3.2): `__accdialect_acc_NAME_desc(descriptor)` acts on all the
  bytes the descriptor describes, `__accdialect_acc_NAME_len(address, len)` on
  `len` bytes, through the runtime's `acc_NAME`; a device type other than
  `acc_device_host` (2) counts the simulated devices, `acc_set_device_num` and
  `acc_get_device_num` set and read the default device, `acc_get_device_type`
  is `acc_device_not_host`; every async queue is
  complete (constructs run synchronously) and waiting does nothing;
  `__accdialect_acc_attach_SUFFIX(descriptor address)` and the `detach`,
  `detach_finalize` and `_async` ones: the attach or detach action of that
  POINTER or ALLOCATABLE's descriptor (`runtime.fortran_descriptor`, seed 001);
- `SumInteger4(array, file, line, dim, mask)` and the other total reductions
  SUM, PRODUCT, MAXVAL, MINVAL of INTEGER(1/2/4/8) and REAL(4/8) (`mask` NULL
  when absent), `Count`/`Any`/`All(array, file, line, dim)`,
  `DotProductReal8(x, y, file, line)` & co.,
  `MaxlocReal4(result, array, kind, file, line, mask, back)` & co. (the result a
  new INTEGER(kind) allocatable of one element per dimension),
  `CharacterCompareScalar1(x, y, x_chars, y_chars)`: as flang's runtime computes
  them (`accdialect.fortran.reductions`); with DIM=, `SumDim(result, array, dim,
  file, line, mask)`, `ProductDim`, `MaxvalDim`, `MinvalDim`, `CountDim(result,
  mask, dim, kind, ...)`, `AnyDim`/`AllDim(result, mask, dim, ...)`, `MaxlocDim`/
  `MinlocDim(result, array, kind, dim, file, line, mask, back)`, the result a new
  allocatable; `Norm2_4/8(array, file, line, dim)`: NORM2;
- `CppSumComplex4/8(result, array, file, line, dim, mask)`: SUM of COMPLEX, each
  part summed as a REAL SUM; `__divsc3`, `__divdc3`: the quotient of COMPLEX(4/8)
  values as libgcc computes it (`accdialect.fortran.complex_division`);
- `ModReal4/8(a, p, file, line)`, `ModuloReal4/8`: MOD and MODULO of reals
  (`accdialect.fortran.real_remainder`); `llvm.lround.iN.fM`: NINT;
- `__powisf2(x, n)`, `__powidf2(x, n)`: the compiler runtime's `x**n` for an
  INTEGER(4) `n` (acc-import turns flang's `llvm.intr.powi` into these calls, as
  LLVM lowers it; `accdialect.fortran.integer_power`, whose rule also runs the
  `llvm.intr.powi` of OpenMP host code: `interpreter/llvm_arith.py`);
- `RandomNumber(harvest)`, `RandomSeedSize`/`Put`/`Get(array)`,
  `RandomSeedDefaultPut()`, `RandomInit(repeatable, image_distinct)`: the
  intrinsics RANDOM_NUMBER, RANDOM_SEED, RANDOM_INIT with flang's generator
  (`accdialect.fortran.random`); an absent optional argument is `RANDOM_SEED()`;
- formatted output, `ioBeginExternalFormattedOutput(format, length, ...)`: the
  same items edited by the format (`accdialect.fortran.formatted`);
- list-directed output to a unit: `ioBeginExternalListOutput(unit, file, line)`
  gives a cookie (a statement's state), the `ioOutput...` calls add items
  (`accdialect.fortran.list_directed`), `ioEndIoStatement` writes the records
  (unit 6 and `*` are standard output, 0 is standard error); `ioOutputDescriptor`
  writes each element of an array (or scalar) in array element order;
  `ioOutputComplex32/64(cookie, re, im)` a COMPLEX item.
"""

import struct
import time
from collections.abc import Callable
from typing import Any

from xdsl.dialects import llvm
from xdsl.dialects.llvm import LLVMStructType

from accdialect.abi.fortran_types import CFI_ATTRIBUTE_ALLOCATABLE, TYPE_CODES, Category
from accdialect.dialects.type_layout import layout
from accdialect.fortran.complex_division import complex_division_functions
from accdialect.fortran.formatted import FormatError, FormattedOutput, parse_format
from accdialect.fortran.integer_power import integer_power_functions
from accdialect.fortran.list_directed import ListOutput, logical_text, real_text
from accdialect.fortran.random import PRECISION, SEED_SIZE, RandomGenerator
from accdialect.fortran.real_remainder import ZeroDivisorError, real_remainder_functions
from accdialect.fortran.reductions import (
    compare_characters,
    extremum,
    integer_dot_product,
    integer_product,
    integer_sum,
    location,
    norm2,
    real_dot_product,
    real_product,
    real_sum,
    round_real,
    slices_along,
    wrap_integer,
)
from accdialect.fortran.transformational import matmul, reshape, transpose
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreter.libc import LIBM, CLibrary, CStream
from accdialect.runtime import Memory
from accdialect.runtime.fortran_descriptor import (
    ADDENDUM_FLAG,
    Descriptor,
    attach_descriptor,
    data_bytes,
    detach_descriptor,
    element_addresses,
    read_descriptor,
    write_descriptor,
)

ACC_DEVICE_HOST = 2
"""`acc_device_host` of the `openacc` module."""
ACC_DEVICE_NOT_HOST = 3
"""`acc_device_not_host`: what `acc_get_device_type()` (OpenACC 3.3 §3.2.3) says of
the simulated discrete-memory device (the module names no vendor's type)."""
STDERR_UNIT = 0
DEFAULT_UNIT = -1
"""`PRINT`'s unit number in flang's calls (`print *` passes 6, `write(*,...)` -1)."""
STDOUT_UNITS = (DEFAULT_UNIT, 5, 6)
ATTACH_SUFFIXES = tuple(f"{t}{attr}" for t in ("i1", "i2", "i4", "i8", "r4", "r8", "c4", "c8",
                                               "l1", "l4") for attr in "pa")
"""The specifics of the `openacc` module's `acc_attach`/`acc_detach` generics: type
and kind, then `p` (POINTER) or `a` (ALLOCATABLE), as ATTACH_SPECIFICS writes them."""
_COOKIE_SIZE = 8
NO_INITIALIZATION_FIELD = 11
"""The field `noinitializationneeded` of flang's `__fortran_type_info` `derivedtype`
(binding, name, sizeinbytes, uninstantiated, kindparameter, lenparameterkind,
component, procptr, special, specialbitset, hasparent, noinitializationneeded, ...)."""
MISSING_ARGUMENT = 107
"""GET_COMMAND_ARGUMENT's STATUS for an argument that does not exist (flang-rt's
`StatMissingArgument`, as flang 22 gives it natively)."""
NEAREST_INTEGER = {f"llvm.lround.i{bits}.f{fbits}": LIBM["lround"]
                   for bits in (32, 64) for fbits in (32, 64)}
"""NINT: tco calls LLVM's `llvm.lround.iN.fM` as a function, which LLVM lowers on
x86-64 to the C library's `lround` (halfway cases away from zero), the result cut
to N bits."""


class FortranRuntimeCrash(ProgramError):
    """A fatal error of flang's runtime (`Terminator::Crash`: `fatal Fortran runtime
    error(FILE:LINE): MESSAGE`, then `abort()`, exit status 134)."""

    exit_status = 134


class FortranRuntime:
    """The Fortran runtime linked with one interpreted program."""

    def __init__(self, libc: CLibrary):
        self.libc = libc
        self.statements: dict[int, tuple[int, ListOutput | FormattedOutput]] = {}
        """Open I/O statements: cookie -> (unit, records so far)."""
        self.nonadvancing: set[int] = set()
        """The open output statements with `ADVANCE='NO'`."""
        self.internal_files: dict[int, tuple[int, int]] = {}
        """The open statements writing to a CHARACTER variable: cookie -> (address,
        length)."""
        self.random = RandomGenerator()
        self.arguments: list[bytes] = []
        """argv, from `ProgramStart`."""
        self.inputs: dict[int, list[str]] = {}
        """Open list-directed READs from a CHARACTER variable: cookie -> the values
        not read yet."""

    def externals(self) -> dict[str, Callable[..., Any]]:
        prefix = "_FortranA"
        table: dict[str, Callable[..., Any]] = {
            "ProgramStart": self.program_start, "ProgramEndStatement": self.program_end,
            "StopStatement": self.stop, "StopStatementText": self.stop_text,
            "Exit": self.exit, "Assign": self.assign,
            "ArgumentCount": lambda: max(len(self.arguments) - 1, 0),
            "GetCommandArgument": self.get_command_argument,
            "CpuTime": time.process_time,
            "SystemClockCount": lambda kind: self.system_clock(kind, "count"),
            "SystemClockCountRate": lambda kind: self.system_clock(kind, "rate"),
            "SystemClockCountMax": lambda kind: self.system_clock(kind, "max"),
            "ioBeginInternalListInput": self.begin_internal_list_input,
            "ioSetAdvance": self.set_advance, "Index1": self.index,
            "ioInputInteger": self.input_integer, "ioInputDescriptor": self.input_descriptor,
            "ioInputReal32": lambda cookie, addr: self.input_real(cookie, addr, 4),
            "ioInputReal64": lambda cookie, addr: self.input_real(cookie, addr, 8),
            "Transfer": self.transfer, "TransferSize": self.transfer, "Trim": self.trim,
            "Initialize": self.initialize,
            "PointerIsAssociatedWith": self.is_associated_with,
            "PointerSetBounds": self.set_bounds, "AllocatableSetBounds": self.set_bounds,
            "PointerAllocate": lambda desc, *rest: self.allocate(desc),
            "AllocatableAllocate": lambda desc, *rest: self.allocate(desc),
            "PointerAllocateSource": lambda desc, source, *rest: self.allocate(desc, source),
            "AllocatableAllocateSource":
                lambda desc, source, *rest: self.allocate(desc, source),
            "PointerDeallocate": lambda desc, *rest: self.deallocate(desc),
            "AllocatableDeallocate": lambda desc, *rest: self.deallocate(desc),
            "ioOutputDescriptor": self.output_descriptor,
            "ioBeginExternalListOutput": self.begin_list_output,
            "ioBeginExternalFormattedOutput": self.begin_formatted_output,
            "ioBeginInternalListOutput": self.begin_internal_list_output,
            "ioBeginInternalFormattedOutput": self.begin_internal_formatted_output,
            "ioEndIoStatement": self.end_statement,
            "ioOutputAscii": self.output_ascii, "ioOutputLogical": self.output_logical,
            "ioOutputReal32": lambda cookie, x: self.output_real(cookie, x, 4),
            "ioOutputReal64": lambda cookie, x: self.output_real(cookie, x, 8),
            "ioOutputComplex32": lambda cookie, re, im: self.output_complex(cookie, re, im, 4),
            "ioOutputComplex64": lambda cookie, re, im: self.output_complex(cookie, re, im, 8),
            "RandomInit": lambda repeatable, image_distinct: self.random.seed(0),
            "RandomNumber": self.random_number, "RandomSeedSize": self.random_seed_size,
            "RandomSeedPut": self.random_seed_put, "RandomSeedGet": self.random_seed_get,
            "RandomSeedDefaultPut": lambda: self.random.seed(0),
        }
        for bits in (8, 16, 32, 64, 128):
            table[f"ioOutputInteger{bits}"] = lambda cookie, n: self._item(cookie, n, str(n))
        table.update(self.reductions())
        table.update({name: self._crashing(function)
                      for name, function in real_remainder_functions().items()})
        table["Reshape"], table["Transpose"] = self.reshape, self.transpose
        for kind in (4, 8):
            table[f"MatmulReal{kind}Real{kind}"] = self.matmul
            table[f"MatmulInteger{kind}Integer{kind}"] = self.matmul
        return {**{prefix + name: function for name, function in table.items()},
                **self.openacc_routines(), **integer_power_functions(),
                **complex_division_functions(), **NEAREST_INTEGER}

    @staticmethod
    def _crashing(function: Callable[..., float]) -> Callable[..., float]:
        """`function`, its ZeroDivisorError flang's fatal runtime error."""
        def call(*args: Any) -> float:
            try:
                return function(*args)
            except ZeroDivisorError as error:
                raise FortranRuntimeCrash(str(error)) from None
        return call

    # ---- reductions (accdialect.fortran.reductions) ----------------------------------
    def reductions(self) -> dict[str, Callable[..., Any]]:
        """`SumReal8` & co. (without prefix), `DotProduct...`, `Count`, `Any`,
        `All`, `CharacterCompareScalar1`."""
        def real(rule: Callable[[list[float], int], float], kind: int) -> Callable[..., float]:
            return lambda desc, file, line, dim, mask: rule(
                [float(v) for v in self._selected(desc, mask)], kind)

        def integer(rule: Callable[[list[int], int], int], kind: int) -> Callable[..., int]:
            return lambda desc, file, line, dim, mask: rule(
                [int(v) for v in self._selected(desc, mask)], kind)

        def extreme(is_real: bool, kind: int, largest: bool) -> Callable[..., int | float]:
            return lambda desc, file, line, dim, mask: extremum(
                self._selected(desc, mask), is_real, kind, largest)

        table: dict[str, Callable[..., Any]] = {
            "Count": lambda desc, file, line, dim: sum(map(bool, self._elements(desc))),
            "Any": lambda desc, file, line, dim: int(any(self._elements(desc))),
            "All": lambda desc, file, line, dim: int(all(self._elements(desc))),
            "CharacterCompareScalar1": lambda x, y, nx, ny: compare_characters(
                self._host().read(x, nx), self._host().read(y, ny)),
        }
        for kind in (1, 2, 4, 8):
            table[f"SumInteger{kind}"] = integer(integer_sum, kind)
            table[f"ProductInteger{kind}"] = integer(integer_product, kind)
            table[f"MaxvalInteger{kind}"] = extreme(False, kind, True)
            table[f"MinvalInteger{kind}"] = extreme(False, kind, False)
            table[f"DotProductInteger{kind}"] = lambda x, y, file, line, kind=kind: (
                integer_dot_product([int(v) for v in self._elements(x)],
                                    [int(v) for v in self._elements(y)], kind))
        for kind in (4, 8):
            table[f"SumReal{kind}"] = real(real_sum, kind)
            table[f"ProductReal{kind}"] = real(real_product, kind)
            table[f"MaxvalReal{kind}"] = extreme(True, kind, True)
            table[f"MinvalReal{kind}"] = extreme(True, kind, False)
            table[f"DotProductReal{kind}"] = lambda x, y, file, line, kind=kind: (
                real_dot_product([float(v) for v in self._elements(x)],
                                 [float(v) for v in self._elements(y)], kind))
            table[f"CppSumComplex{kind}"] = (
                lambda result, desc, file, line, dim, mask, kind=kind:
                self.complex_sum(result, desc, mask, kind))
        table.update(self.dim_reductions())
        for name in ("Real4", "Real8", "Integer1", "Integer2", "Integer4", "Integer8"):
            for which, largest in (("Maxloc", True), ("Minloc", False)):
                table[which + name] = (
                    lambda result, desc, kind, file, line, mask, back, largest=largest:
                    self.location(result, desc, kind, mask, back, largest))
        return table

    def dim_reductions(self) -> dict[str, Callable[..., Any]]:
        """The reductions with DIM= (`SumDim(result, array, dim, file, line, mask)` &
        co.), whose result is a new allocatable of the array's rank minus one, and
        NORM2 (`Norm2_4/8(array, file, line, dim)`)."""
        def by_type(sum_real: Callable[[list[float], int], float],
                    integer: Callable[[list[int], int], int]) -> Callable[..., None]:
            def reduce(result: int, array: int, dim: int, file: int, line: int,
                       mask: int) -> None:
                category, kind = _type_of(read_descriptor(self._host(), array))
                self._reduce_dim(result, array, dim, mask, lambda values, _at: (
                    sum_real([float(v) for v in values], kind) if category is Category.REAL
                    else integer([int(v) for v in values], kind)))
            return reduce

        def extreme(largest: bool) -> Callable[..., None]:
            def reduce(result: int, array: int, dim: int, file: int, line: int,
                       mask: int) -> None:
                category, kind = _type_of(read_descriptor(self._host(), array))
                self._reduce_dim(result, array, dim, mask, lambda values, _at: extremum(
                    values, category is Category.REAL, kind, largest))
            return reduce

        def logical(combine: Callable[[list[bool]], bool]) -> Callable[..., None]:
            return lambda result, mask, dim, file, line: self._reduce_dim(
                result, mask, dim, 0, lambda values, _at: combine([bool(v) for v in values]))

        def locate(largest: bool) -> Callable[..., None]:
            def reduce(result: int, array: int, kind: int, dim: int, file: int, line: int,
                       mask: int, back: int) -> None:
                self._reduce_dim(result, array, dim, mask, lambda values, at: location(
                    [(v, (k + 1,)) for v, k in zip(values, at, strict=True)], 1, largest,
                    bool(back))[0], (Category.INTEGER, kind))
            return reduce

        table: dict[str, Callable[..., Any]] = {
            "SumDim": by_type(real_sum, integer_sum),
            "ProductDim": by_type(real_product, integer_product),
            "MaxvalDim": extreme(True), "MinvalDim": extreme(False),
            "AnyDim": logical(any), "AllDim": logical(all),
            "CountDim": lambda result, mask, dim, kind, file, line: self._reduce_dim(
                result, mask, dim, 0, lambda values, _at: sum(map(bool, values)),
                (Category.INTEGER, kind)),
            "MaxlocDim": locate(True), "MinlocDim": locate(False),
        }
        for kind in (4, 8):
            table[f"Norm2_{kind}"] = lambda array, file, line, dim, kind=kind: norm2(
                [float(v) for v in self._elements(array)], kind)
        return table

    def _reduce_dim(self, result_addr: int, array_addr: int, dim: int, mask_addr: int,
                    reduce: Callable[[list[int | float], list[int]], int | float | bool],
                    result_type: tuple[Category, int] | None = None) -> None:
        """A reduction along dimension `dim` into a new allocatable at `result_addr`:
        `reduce(values, positions)` of each slice's elements MASK keeps (their
        positions along `dim`, from 0), of the array's type unless `result_type`."""
        memory = self._host()
        array = read_descriptor(memory, array_addr)
        extents = [extent for _, extent, _ in array.dims]
        if not 1 <= dim <= len(extents):
            raise FortranRuntimeCrash(f"DIM={dim} is not a dimension of a rank-{len(extents)} "
                                      "array")
        values = self._elements(array_addr)
        keep = self._selection(array_addr, mask_addr, len(values))
        category, kind = result_type or _type_of(array)
        code = next(c for c, t in TYPE_CODES.items() if t == (category, kind))
        raws = []
        for positions in slices_along(extents, dim):
            kept = [(values[i], k) for k, i in enumerate(positions) if keep[i]]
            value = reduce([v for v, _ in kept], [k for _, k in kept])
            raws.append(struct.pack("<f" if kind == 4 else "<d", value)
                        if category is Category.REAL
                        else int(value).to_bytes(kind, "little", signed=True))
        self._new_array(result_addr, Descriptor(0, kind, 0, code), extents[:dim - 1] + extents[dim:],
                        raws)

    def location(self, result_addr: int, desc_addr: int, kind: int, mask_addr: int,
                 back: int, largest: bool) -> None:
        """MAXLOC/MINLOC into the unallocated descriptor at `result_addr`: a new
        rank-1 INTEGER(kind) array of the array's rank."""
        memory = self._host()
        array = read_descriptor(memory, desc_addr)
        rank, extents = array.rank, [extent for _, extent, _ in array.dims]
        subscripts: list[tuple[int, ...]] = [()]
        for extent in extents:  # array element order: the first subscript fastest
            subscripts = [(*at, i) for i in range(1, max(extent, 0) + 1) for at in subscripts]
        pairs = list(zip(self._elements(desc_addr), subscripts, strict=True))
        selected = self._selection(desc_addr, mask_addr, len(pairs))
        found = location([p for p, keep in zip(pairs, selected, strict=True) if keep], rank,
                         largest, bool(back))
        code = next(c for c, t in TYPE_CODES.items() if t == (Category.INTEGER, kind))
        data = self.libc.malloc(max(rank * kind, 1))
        for i, value in enumerate(found):
            memory.write(data + i * kind, value.to_bytes(kind, "little", signed=True))
        write_descriptor(memory, result_addr, Descriptor(
            data, kind, 1, code, CFI_ATTRIBUTE_ALLOCATABLE, dims=[(1, rank, kind)]))

    def complex_sum(self, result_addr: int, desc_addr: int, mask_addr: int, kind: int) -> None:
        """SUM of COMPLEX(kind) into `result_addr` (flang-rt's `CppSumComplex4/8`):
        each part summed as SUM of REAL(kind) sums (`real_sum`), over the elements
        MASK keeps."""
        memory = self._host()
        desc = read_descriptor(memory, desc_addr)
        raws = [memory.read(addr, desc.elem_len) for addr in element_addresses(desc)]
        kept = [raw for raw, keep in zip(raws, self._selection(desc_addr, mask_addr, len(raws)),
                                         strict=True) if keep]
        half = desc.elem_len // 2
        fmt = "<f" if kind == 4 else "<d"
        total = [real_sum([_unpack_real(raw[part:part + half], kind) for raw in kept], kind)
                 for part in (0, half)]
        memory.write(result_addr, struct.pack(fmt, total[0]) + struct.pack(fmt, total[1]))

    def _selection(self, desc_addr: int, mask_addr: int, count: int) -> list[bool]:
        """Which of the `count` elements a MASK keeps (all without one)."""
        if not mask_addr:
            return [True] * count
        mask = self._elements(mask_addr)
        if read_descriptor(self._host(), mask_addr).rank == 0:
            return [bool(mask[0])] * count
        return [bool(m) for m in mask]

    def _elements(self, desc_addr: int) -> list[int | float]:
        """The values of the INTEGER, REAL or LOGICAL elements the descriptor at
        `desc_addr` describes, in array element order (a LOGICAL: 0 or not)."""
        memory = self._host()
        desc = read_descriptor(memory, desc_addr)
        category, kind = _type_of(desc)
        raws = [memory.read(addr, desc.elem_len) for addr in element_addresses(desc)]
        if category is Category.REAL and kind in (4, 8):
            return [_unpack_real(raw, kind) for raw in raws]
        if category in (Category.INTEGER, Category.LOGICAL):
            return [int.from_bytes(raw, "little", signed=True) for raw in raws]
        raise ProgramError(f"a reduction of {category.value}({kind}) data is not supported "
                           "by acc-run")

    def _selected(self, desc_addr: int, mask_addr: int) -> list[int | float]:
        """The elements of the array whose MASK element is true (all of them without
        a MASK; a scalar MASK applies to every element)."""
        values = self._elements(desc_addr)
        return [v for v, keep in zip(values, self._selection(desc_addr, mask_addr, len(values)),
                                     strict=True) if keep]

    # ---- the `openacc` module ------------------------------------------------------
    def _data(self, desc_addr: int) -> tuple[int, int]:
        """(address, bytes) of what the descriptor at `desc_addr` describes."""
        desc = read_descriptor(self._host(), desc_addr)
        return desc.base_addr, data_bytes(desc)

    def openacc_routines(self) -> dict[str, Callable[..., Any]]:
        """The entry points of accdialect/fortran/openacc.f90 (module doc)."""
        runtime = self.libc.interpreter.runtime
        acc = runtime.acc
        table: dict[str, Callable[..., Any]] = {}
        for name in ("copyin", "create", "copyout", "copyout_finalize", "delete",
                     "delete_finalize", "update_device", "update_self", "is_present"):
            routine = getattr(acc, f"acc_{name}")
            table[f"__accdialect_acc_{name}_desc"] = \
                lambda desc, routine=routine: routine(*self._data(desc))
            table[f"__accdialect_acc_{name}_len"] = \
                lambda addr, length, routine=routine: routine(addr, length)
        table.update({
            "__accdialect_acc_deviceptr": lambda desc: acc.acc_deviceptr(self._data(desc)[0]),
            "__accdialect_acc_map_data":
                lambda desc, dev, size: acc.acc_map_data(self._data(desc)[0], dev, size),
            "__accdialect_acc_unmap_data": lambda desc: acc.acc_unmap_data(self._data(desc)[0]),
            "__accdialect_acc_get_num_devices": lambda device_type: (
                1 if device_type == ACC_DEVICE_HOST else runtime.options.num_devices),
            "__accdialect_acc_set_device_num": self.set_device_num,
            "__accdialect_acc_get_device_type": lambda: ACC_DEVICE_NOT_HOST,
            "__accdialect_acc_get_device_num": lambda device_type: (
                0 if device_type == ACC_DEVICE_HOST else acc.device_num()),
            "__accdialect_acc_malloc": lambda size: runtime.device().allocate(size).begin,
            "__accdialect_acc_free": lambda addr: addr and runtime.memory.free(
                addr, runtime.device().region) and None,
            "__accdialect_acc_async_test": lambda queue: 1,
            "__accdialect_acc_async_test_all": lambda: 1,
            "__accdialect_acc_wait": lambda queue: None,
            "__accdialect_acc_wait_all": lambda: None,
        })
        for suffix in ATTACH_SUFFIXES:
            for routine, finalize in (("detach", False), ("detach_finalize", True)):
                table[f"__accdialect_acc_{routine}_{suffix}"] = \
                    lambda desc, finalize=finalize: self.detach(desc, finalize)
                table[f"__accdialect_acc_{routine}_async_{suffix}"] = \
                    lambda desc, queue, finalize=finalize: self.detach(desc, finalize)
            table[f"__accdialect_acc_attach_{suffix}"] = self.attach
            table[f"__accdialect_acc_attach_async_{suffix}"] = lambda desc, queue: self.attach(desc)
        return table

    def set_device_num(self, number: int, device_type: int) -> None:
        """`acc_set_device_num` (OpenACC 3.3 §3.2.4): the device the following
        constructs and routines use (acc-current-device-num-var, which acc-run
        shares with OpenMP's default device); a negative number restores the
        default, device 0. The host device type has one device, nothing to set."""
        if device_type == ACC_DEVICE_HOST:
            return
        self.libc.interpreter.runtime.acc.set_device_num(number, f"acc_set_device_num({number})")

    def attach(self, desc_addr: int) -> None:
        """`acc_attach(p)` (§3.2.29): the attach action of the descriptor at
        `desc_addr`, as the `attach(p)` clause performs it (seed 001's counter)."""
        runtime = self.libc.interpreter.runtime
        desc = read_descriptor(self._host(), desc_addr)
        attach_descriptor(runtime.acc, runtime.acc.device(), desc_addr, desc.base_addr, 0,
                          data_bytes(desc))

    def detach(self, desc_addr: int, finalize: bool) -> None:
        """`acc_detach(p)` / `acc_detach_finalize(p)` (§3.2.29): the (immediate) detach
        action of the descriptor at `desc_addr`; at counter 0 the whole device
        descriptor is restored from the host (seed 001)."""
        runtime = self.libc.interpreter.runtime
        desc = read_descriptor(self._host(), desc_addr)
        detach_descriptor(runtime.acc, runtime.acc.device(), desc_addr, desc.base_addr, finalize)

    # ---- program -------------------------------------------------------------------
    def program_start(self, argc: int, argv: int, envp: int, defaults: int) -> None:
        """The command line (acc-run's FILE and `-- ARGS`) kept for
        COMMAND_ARGUMENT_COUNT and GET_COMMAND_ARGUMENT."""
        del envp, defaults
        memory = self._host()
        self.arguments = [_c_string(memory, memory.read_uint(argv + 8 * i)) for i in range(argc)]

    def get_command_argument(self, n: int, value_addr: int, length_addr: int,
                             errmsg_addr: int, source_file: int, source_line: int) -> int:
        """`GET_COMMAND_ARGUMENT(N, VALUE, LENGTH, STATUS)` (Fortran 2018 §16.9.83) as
        flang-rt's `GetCommandArgument`: VALUE blank-filled then given the argument
        (truncated: status -1), LENGTH its length (0 first); an argument that does not
        exist is status 107 (`StatMissingArgument`, recorded natively)."""
        del errmsg_addr, source_file, source_line
        memory = self._host()
        value = read_descriptor(memory, value_addr) if value_addr else None
        if value is not None:
            memory.write(value.base_addr, b" " * value.elem_len)
        if length_addr:
            self._store_integer(length_addr, 0)
        if not 0 <= n < len(self.arguments) or not self.arguments[n]:
            return MISSING_ARGUMENT
        argument = self.arguments[n]
        if length_addr:
            self._store_integer(length_addr, len(argument))
        if value is None:
            return 0
        memory.write(value.base_addr, argument[:value.elem_len])
        return -1 if len(argument) > value.elem_len else 0

    def _store_integer(self, desc_addr: int, number: int) -> None:
        desc = read_descriptor(self._host(), desc_addr)
        self._host().write(desc.base_addr, number.to_bytes(desc.elem_len, "little", signed=True))

    def system_clock(self, kind: int, what: str) -> int:
        """SYSTEM_CLOCK (§16.9.190) as flang-rt gives it: COUNT_RATE 1000 for a
        4-byte or smaller integer, 10^9 for an 8-byte one; COUNT_MAX its HUGE; COUNT
        the monotonic clock in those units."""
        rate = 1000 if kind <= 4 else 10**9
        if what == "rate":
            return rate
        top = (1 << (8 * min(kind, 8) - 1)) - 1
        if what == "max":
            return top
        return time.monotonic_ns() * rate // 10**9 % (top + 1)

    def program_end(self) -> None:
        self.libc.close_streams()

    def _stderr(self) -> CStream:
        file = self.libc.memory.read_uint(self.libc.data_symbols["stderr"])
        return self.libc.streams[file]

    def _stop(self, message: str | None, status: int) -> None:
        self.libc.stdout.flush()
        if message is not None:
            self._stderr().write(message.encode())
        self.libc.exit(status)

    def stop(self, code: int, is_error_stop: int, quiet: int) -> None:
        kind = "ERROR STOP" if is_error_stop else "STOP"
        message = ("Fortran STOP\n" if code == 0 and not is_error_stop
                   else f"Fortran {kind}: code {code}\n\n")
        self._stop(None if quiet else message, code)

    def stop_text(self, text: int, length: int, is_error_stop: int, quiet: int) -> None:
        kind = "ERROR STOP" if is_error_stop else "STOP"
        words = self.libc.memory.read(text, length).decode(errors="replace")
        self._stop(None if quiet else f"Fortran {kind}: {words}\n", 1 if is_error_stop else 0)

    def exit(self, status: int) -> None:
        self.libc.exit(status)

    # ---- list-directed output ------------------------------------------------------
    def begin_list_output(self, unit: int, source_file: int, source_line: int) -> int:
        del source_file, source_line
        return self._begin(unit, ListOutput())

    def begin_formatted_output(self, fmt: int, length: int, fmt_desc: int, unit: int,
                               source_file: int, source_line: int) -> int:
        del source_file, source_line
        return self._begin(unit, self._formatted(fmt, length, fmt_desc))

    def _formatted(self, fmt: int, length: int, fmt_desc: int) -> FormattedOutput:
        if not fmt:
            raise ProgramError("a format given by a descriptor is not supported by acc-run")
        del fmt_desc
        text = self.libc.memory.read(fmt, length).decode(errors="replace")
        try:
            return FormattedOutput(parse_format(text))
        except FormatError as error:
            raise ProgramError(str(error)) from None

    def begin_internal_list_output(self, internal: int, length: int, scratch: int,
                                   scratch_bytes: int, source_file: int,
                                   source_line: int) -> int:
        """`WRITE(variable, *)` to a CHARACTER scalar: one record of its length."""
        del scratch, scratch_bytes, source_file, source_line
        return self._begin_internal(internal, length, ListOutput(record_length=length))

    def begin_internal_formatted_output(self, internal: int, length: int, fmt: int,
                                        fmt_length: int, fmt_desc: int, scratch: int,
                                        scratch_bytes: int, source_file: int,
                                        source_line: int) -> int:
        """`WRITE(variable, format)` to a CHARACTER scalar."""
        del scratch, scratch_bytes, source_file, source_line
        return self._begin_internal(internal, length, self._formatted(fmt, fmt_length, fmt_desc))

    def _begin_internal(self, internal: int, length: int,
                        output: ListOutput | FormattedOutput) -> int:
        cookie = self._begin(DEFAULT_UNIT, output)
        self.internal_files[cookie] = (internal, length)
        return cookie

    def begin_internal_list_input(self, internal: int, length: int, scratch: int,
                                  scratch_bytes: int, source_file: int,
                                  source_line: int) -> int:
        """`READ(variable, *)` from a CHARACTER scalar (Fortran 2018 §13.10.3): its
        values separated by blanks or commas, up to a slash; `r*value` repeats."""
        del scratch, scratch_bytes, source_file, source_line
        text = self._host().read(internal, length).decode(errors="replace").split("/")[0]
        values: list[str] = []
        for token in text.replace(",", " ").split():
            count, star, value = token.partition("*")
            values += [value] * int(count) if star and count.isdigit() else [token]
        cookie = self.libc.interpreter.runtime.memory.allocate(
            _COOKIE_SIZE, "runtime", name="Fortran I/O statement").begin
        self.inputs[cookie] = values
        return cookie

    def _next_input(self, cookie: int, what: str) -> str:
        values = self.inputs.get(cookie)
        if values is None:
            raise ProgramError(f"0x{cookie:x} is not an open Fortran READ statement")
        if not values:
            raise FortranRuntimeCrash(f"End of file (no value left for the {what} of a "
                                      "list-directed READ)")
        return values.pop(0)

    def input_integer(self, cookie: int, addr: int, kind: int) -> int:
        text = self._next_input(cookie, f"INTEGER({kind})")
        try:
            number = int(text)
        except ValueError:
            raise FortranRuntimeCrash(f"Bad character '{text}' in INTEGER input field") \
                from None
        self._host().write(addr, wrap_integer(kind)(number).to_bytes(kind, "little", signed=True))
        return 1

    def input_real(self, cookie: int, addr: int, kind: int) -> int:
        text = self._next_input(cookie, f"REAL({kind})")
        try:
            number = float(text.lower().replace("d", "e"))
        except ValueError:
            raise FortranRuntimeCrash(f"Bad character '{text}' in REAL input field") from None
        self._host().write(addr, struct.pack("<f" if kind == 4 else "<d", number))
        return 1

    def input_descriptor(self, cookie: int, desc_addr: int) -> int:
        """Each INTEGER or REAL element of the variable the descriptor describes, in
        array element order."""
        desc = read_descriptor(self._host(), desc_addr)
        category, kind = _type_of(desc)
        for addr in element_addresses(desc):
            if category is Category.INTEGER:
                self.input_integer(cookie, addr, kind)
            elif category is Category.REAL and kind in (4, 8):
                self.input_real(cookie, addr, kind)
            else:
                raise ProgramError(f"list-directed input of {category.value}({kind}) is not "
                                   "supported by acc-run")
        return 1

    def _end_internal(self, cookie: int, text: str) -> None:
        """The records of a WRITE to a CHARACTER scalar stored in it, padded with
        blanks (Fortran 2018 §12.4: an internal file of one record of the
        variable's length); more output than the record holds is flang's runtime
        error."""
        address, length = self.internal_files.pop(cookie)
        records = text.split("\n")[:-1]
        if len(records) > 1 or len(records[0]) > length:
            raise FortranRuntimeCrash("Excessive output to fixed-size record (a WRITE to a "
                               f"CHARACTER({length}) variable)")
        self.libc.memory.write(address, records[0].ljust(length).encode())

    def _begin(self, unit: int, output: ListOutput | FormattedOutput) -> int:
        if unit not in (*STDOUT_UNITS, STDERR_UNIT):
            raise ProgramError(f"Fortran unit {unit} is not connected (acc-run writes "
                               "units 6, * and 0 only)")
        cookie = self.libc.interpreter.runtime.memory.allocate(
            _COOKIE_SIZE, "runtime", name="Fortran I/O statement").begin
        self.statements[cookie] = (unit, output)
        return cookie

    def _statement(self, cookie: int) -> ListOutput | FormattedOutput:
        statement = self.statements.get(cookie)
        if statement is None:
            raise ProgramError(f"0x{cookie:x} is not an open Fortran I/O statement")
        return statement[1]

    def _item(self, cookie: int, value: int | float | bool | str, listed: str,
              kind: int = 8) -> int:
        """An item: `listed` is its list-directed text, `value` what a format edits
        (a real of `kind`)."""
        output = self._statement(cookie)
        try:
            if isinstance(output, FormattedOutput):
                output.item(value, kind)
            elif isinstance(value, str):
                output.character(value)
            else:
                output.item(listed)
        except FormatError as error:
            raise ProgramError(str(error)) from None
        return 1

    def output_real(self, cookie: int, x: float, kind: int) -> int:
        return self._item(cookie, x, real_text(x, kind), kind)

    def output_complex(self, cookie: int, re: float, im: float, kind: int) -> int:
        """A COMPLEX item: list-directed `(RE,IM)` (Fortran 2018 §13.10.4), each
        part as a real; formatted, two real items (§13.7.2.1)."""
        output = self._statement(cookie)
        if isinstance(output, FormattedOutput):
            self._item(cookie, re, "", kind)
            return self._item(cookie, im, "", kind)
        return self._item(cookie, re, f"({real_text(re, kind)},{real_text(im, kind)})", kind)

    def output_ascii(self, cookie: int, text: int, length: int) -> int:
        words = self.libc.memory.read(text, length).decode(errors="replace") if length else ""
        return self._item(cookie, words, words)

    def output_logical(self, cookie: int, value: int) -> int:
        return self._item(cookie, bool(value), logical_text(value))

    def end_statement(self, cookie: int) -> int:
        if self.inputs.pop(cookie, None) is not None:
            self.libc.interpreter.runtime.memory.free(cookie, "runtime")
            return 0
        output = self._statement(cookie)
        unit, _ = self.statements.pop(cookie)
        self.libc.interpreter.runtime.memory.free(cookie, "runtime")
        if cookie in self.internal_files:
            self._end_internal(cookie, output.text())
            return 0
        stream = self._stderr() if unit == STDERR_UNIT else self.libc.stdout
        text = output.text()
        if cookie in self.nonadvancing:  # the record goes on in the next statement
            self.nonadvancing.discard(cookie)
            text = text.removesuffix("\n")
        stream.write(text.encode())
        return 0

    def set_advance(self, cookie: int, text: int, length: int) -> int:
        """`ADVANCE='NO'` (Fortran 2018 §12.6.2.1): the statement leaves its last
        record open; `'YES'` is the default."""
        value = self._host().read(text, length).decode(errors="replace").strip().upper()
        self._statement(cookie)
        if value == "NO":
            self.nonadvancing.add(cookie)
        elif value != "YES":
            raise FortranRuntimeCrash(f"Invalid ADVANCE='{value}'")
        return 1

    def index(self, string: int, string_length: int, substring: int, substring_length: int,
              back: int) -> int:
        """`INDEX(STRING, SUBSTRING, BACK)` (Fortran 2018 §16.9.100) of CHARACTER(kind=1):
        the first (BACK: last) position of SUBSTRING in STRING, from 1, else 0; an
        empty SUBSTRING is at 1 (BACK: LEN(STRING) + 1)."""
        memory = self._host()
        haystack = memory.read(string, string_length) if string_length else b""
        needle = memory.read(substring, substring_length) if substring_length else b""
        found = haystack.rfind(needle) if back else haystack.find(needle)
        return found + 1

    def output_descriptor(self, cookie: int, desc_addr: int) -> int:
        desc = read_descriptor(self._host(), desc_addr)
        category, kind = _type_of(desc)
        for addr in element_addresses(desc):
            raw = self.libc.memory.read(addr, desc.elem_len)
            if category is Category.CHARACTER:
                self.output_ascii(cookie, addr, desc.elem_len)
            elif category is Category.LOGICAL:
                self.output_logical(cookie, int.from_bytes(raw, "little"))
            elif category is Category.INTEGER:
                number = int.from_bytes(raw, "little", signed=True)
                self._item(cookie, number, str(number))
            elif category is Category.REAL:
                self.output_real(cookie, _unpack_real(raw, kind), kind)
            elif category is Category.COMPLEX:
                half = desc.elem_len // 2
                self.output_complex(cookie, _unpack_real(raw[:half], kind),
                                    _unpack_real(raw[half:], kind), kind)
            else:
                raise ProgramError(f"list-directed output of {category.value} data is not "
                                   "supported by acc-run")
        return 1

    # ---- random numbers (accdialect.fortran.random) ----------------------------------
    def _present(self, desc_addr: int) -> Descriptor | None:
        """The descriptor of an optional argument, None when it is absent."""
        desc = read_descriptor(self._host(), desc_addr) if desc_addr else None
        return desc if desc is not None and desc.base_addr else None

    def random_number(self, desc_addr: int, source_file: int, source_line: int) -> None:
        del source_file, source_line
        desc = read_descriptor(self._host(), desc_addr)
        category, kind = _type_of(desc)
        if category is not Category.REAL or kind not in PRECISION:
            raise ProgramError(f"RANDOM_NUMBER of {category.value}({kind}) is not supported by "
                               "acc-run (real(4) and real(8) are)")
        fmt = "<f" if kind == 4 else "<d"
        for addr in element_addresses(desc):
            self._host().write(addr, struct.pack(fmt, self.random.number(kind)))

    def _seed_array(self, desc_addr: int, what: str) -> Descriptor | None:
        desc = self._present(desc_addr)
        if desc is None:
            self.random.seed(0)
            return None
        category, _ = _type_of(desc)
        if category is not Category.INTEGER or desc.rank != 1 or desc.dims[0][1] < 1:
            raise ProgramError(f"RANDOM_SEED({what}=) needs an integer array of at least "
                               f"{SEED_SIZE} element")
        return desc

    def random_seed_size(self, desc_addr: int, source_file: int, source_line: int) -> None:
        del source_file, source_line
        desc = self._present(desc_addr)
        if desc is None:
            self.random.seed(0)
            return
        self._host().write(desc.base_addr, SEED_SIZE.to_bytes(desc.elem_len, "little"))

    def random_seed_put(self, desc_addr: int, source_file: int, source_line: int) -> None:
        del source_file, source_line
        desc = self._seed_array(desc_addr, "PUT")
        if desc is not None:
            raw = self._host().read(desc.base_addr, desc.elem_len)
            self.random.put(int.from_bytes(raw, "little", signed=True))

    def random_seed_get(self, desc_addr: int, source_file: int, source_line: int) -> None:
        del source_file, source_line
        desc = self._seed_array(desc_addr, "GET")
        if desc is not None:
            word = self.random.get() % (1 << (8 * desc.elem_len))
            self._host().write(desc.base_addr, word.to_bytes(desc.elem_len, "little"))

    # ---- allocation ----------------------------------------------------------------
    def set_bounds(self, desc_addr: int, dim: int, lower: int, upper: int) -> None:
        desc = read_descriptor(self._host(), desc_addr)
        if not 0 <= dim < desc.rank:
            raise ProgramError(f"dimension {dim + 1} of a rank-{desc.rank} descriptor")
        desc.dims[dim] = (lower, max(upper - lower + 1, 0), desc.dims[dim][2])
        write_descriptor(self._host(), desc_addr, desc)

    def allocate(self, desc_addr: int, source_addr: int = 0) -> int:
        """The data of the bounds set before, at contiguous byte strides; returns the
        STAT value 0. With `SOURCE=` (`AllocatableAllocateSource`), the new data is
        assigned SOURCE's value, a scalar broadcast (Fortran 2018 §9.7.1.2)."""
        desc = read_descriptor(self._host(), desc_addr)
        step, dims = desc.elem_len, []
        for lower, extent, _ in desc.dims:
            dims.append((lower, extent, step))
            step *= extent
        desc.dims, desc.base_addr = dims, self.libc.malloc(max(step, 1))
        write_descriptor(self._host(), desc_addr, desc)
        if source_addr:
            self.assign(desc_addr, source_addr, 0, 0)
        return 0

    def deallocate(self, desc_addr: int) -> int:
        desc = read_descriptor(self._host(), desc_addr)
        self.libc.free(desc.base_addr)
        desc.base_addr = 0
        write_descriptor(self._host(), desc_addr, desc)
        return 0

    # ---- TRANSFER ------------------------------------------------------------------
    def transfer(self, result_addr: int, source_addr: int, mold_addr: int, source_file: int,
                 source_line: int, size: int | None = None) -> None:
        """`TRANSFER(SOURCE, MOLD [, SIZE])` (Fortran 2018 §16.9.193) as flang 22's
        runtime gives it (`Transfer`, `TransferSize`): the result is a new allocatable
        of MOLD's type and element length, a scalar when MOLD is one and SIZE is
        absent, else of SIZE elements or as many as SOURCE's bytes fill (rounded up);
        its bytes are SOURCE's elements' in array element order, zero-filled past
        them."""
        del source_file, source_line
        memory = self._host()
        source, mold = read_descriptor(memory, source_addr), read_descriptor(memory, mold_addr)
        sources = element_addresses(source)
        extent = size
        if extent is None and mold.rank:
            source_bytes = len(sources) * source.elem_len
            if source_bytes and not mold.elem_len:
                raise ProgramError("TRANSFER: zero-sized type of MOLD= when SOURCE= is not "
                                   "zero-sized")
            extent = -(-source_bytes // mold.elem_len) if source_bytes else 0
        count = 1 if extent is None else max(extent, 0)
        result_bytes = count * mold.elem_len
        data = bytearray()
        for address in sources:
            if len(data) >= result_bytes:
                break
            data += memory.read(address, min(source.elem_len, result_bytes - len(data)))
        base = self.libc.malloc(max(result_bytes, 1))
        memory.write(base, bytes(data) + bytes(result_bytes - len(data)))
        write_descriptor(memory, result_addr, Descriptor(
            base, mold.elem_len, 0 if extent is None else 1, mold.type,
            CFI_ATTRIBUTE_ALLOCATABLE, mold.extra & ADDENDUM_FLAG,
            dims=[] if extent is None else [(1, count, mold.elem_len)], addendum=mold.addendum))

    # ---- MATMUL, RESHAPE, TRANSPOSE (accdialect.fortran.transformational) ------------
    def _new_array(self, result_addr: int, like: Descriptor, extents: list[int],
                   raws: list[bytes]) -> None:
        """A new allocatable array of `like`'s type at `result_addr`, lower bounds 1,
        holding `raws` in array element order (the program frees it)."""
        memory = self._host()
        base = self.libc.malloc(max(len(raws) * like.elem_len, 1))
        memory.write(base, b"".join(raws))
        step, dims = like.elem_len, []
        for extent in extents:
            dims.append((1, extent, step))
            step *= extent
        write_descriptor(memory, result_addr, Descriptor(
            base, like.elem_len, len(extents), like.type, CFI_ATTRIBUTE_ALLOCATABLE,
            like.extra & ADDENDUM_FLAG, dims=dims, addendum=like.addendum))

    def _raw_elements(self, desc: Descriptor) -> list[bytes]:
        return [self._host().read(addr, desc.elem_len) for addr in element_addresses(desc)]

    def matmul(self, result_addr: int, x_addr: int, y_addr: int, source_file: int,
               source_line: int) -> None:
        """`MatmulReal4Real4(result, x, y, file, line)` & co.: MATMUL of operands of
        one type, the result a new allocatable of it."""
        del source_file, source_line
        memory = self._host()
        x, y = read_descriptor(memory, x_addr), read_descriptor(memory, y_addr)
        category, kind = _type_of(x)
        to_real, to_integer = round_real(kind), wrap_integer(kind)
        real = category is Category.REAL

        def rounded(v: int | float) -> int | float:
            return to_real(float(v)) if real else to_integer(int(v))
        try:
            values, extents = matmul(self._elements(x_addr), [d[1] for d in x.dims],
                                     self._elements(y_addr), [d[1] for d in y.dims], rounded)
        except ValueError as error:
            raise FortranRuntimeCrash(str(error)) from None
        raws = [struct.pack("<f" if kind == 4 else "<d", v) if real
                else int(v).to_bytes(kind, "little", signed=True) for v in values]
        self._new_array(result_addr, x, extents, raws)

    def reshape(self, result_addr: int, source_addr: int, shape_addr: int, pad_addr: int,
                order_addr: int, source_file: int, source_line: int) -> None:
        """`Reshape(result, source, shape, pad, order, file, line)`: RESHAPE, PAD and
        ORDER NULL when absent."""
        del source_file, source_line
        memory = self._host()
        source = read_descriptor(memory, source_addr)
        shape = [int(e) for e in self._elements(shape_addr)]
        pad = self._raw_elements(read_descriptor(memory, pad_addr)) if pad_addr else []
        order = [int(e) for e in self._elements(order_addr)] if order_addr else None
        try:
            raws = reshape(self._raw_elements(source), shape, pad, order)
        except ValueError as error:
            raise FortranRuntimeCrash(str(error)) from None
        self._new_array(result_addr, source, shape, raws)

    def transpose(self, result_addr: int, matrix_addr: int, source_file: int,
                  source_line: int) -> None:
        """`Transpose(result, matrix, file, line)`: TRANSPOSE."""
        del source_file, source_line
        matrix = read_descriptor(self._host(), matrix_addr)
        raws, extents = transpose(self._raw_elements(matrix), [d[1] for d in matrix.dims])
        self._new_array(result_addr, matrix, extents, raws)

    def is_associated_with(self, pointer_addr: int, target_addr: int) -> bool:
        """`ASSOCIATED(POINTER, TARGET)` (Fortran 2018 §16.9.16, case (iii)-(vi)):
        the pointer and the target describe the same elements in the same order,
        and there is at least one of them."""
        memory = self._host()
        pointer = read_descriptor(memory, pointer_addr)
        target = read_descriptor(memory, target_addr)
        if not pointer.base_addr or pointer.elem_len != target.elem_len:
            return False
        elements = element_addresses(pointer)
        return bool(elements) and [d[1] for d in pointer.dims] == [d[1] for d in target.dims] \
            and elements == element_addresses(target)

    # ---- derived types -----------------------------------------------------------
    def initialize(self, desc_addr: int, source_file: int, source_line: int) -> None:
        """`Initialize(descriptor, file, line)`: the default initialization of the
        derived-type object the descriptor describes. flang-rt does nothing for a type
        whose type description (`__fortran_type_info`'s `derivedtype`, the address in
        the descriptor's addendum) says `noinitializationneeded`; other types (default
        values, allocatable components) are not supported by acc-run: one located
        error naming the type."""
        del source_file, source_line
        memory = self._host()
        desc = read_descriptor(memory, desc_addr)
        name, flag_offset = self._type_description(desc.addendum)
        if not memory.read(desc.addendum + flag_offset, 1)[0]:
            raise ProgramError(f"default initialization of the derived type '{name}' is not "
                               "supported by acc-run")

    def _type_description(self, addr: int) -> tuple[str, int]:
        """The name of the global at `addr`, flang's description of a derived type,
        and the offset of its `noinitializationneeded` flag."""
        interp = self.libc.interpreter
        for op in interp.module.ops:
            if isinstance(op, llvm.GlobalOp) and isinstance(op.global_type, LLVMStructType) \
                    and interp.llvm_functions.symbol_address(op.sym_name.data) == addr:
                return op.sym_name.data, layout(op.global_type).offsets[NO_INITIALIZATION_FIELD]
        raise ProgramError(f"0x{addr:x} is not a derived type's description")

    # ---- character -----------------------------------------------------------------
    def trim(self, result_addr: int, string_addr: int, source_file: int,
             source_line: int) -> None:
        """`TRIM(STRING)` (Fortran 2018 §16.9.195) as flang-rt's `Trim`: a new
        allocatable CHARACTER scalar of STRING's kind holding it without its
        trailing blanks, which the program frees."""
        del source_file, source_line
        memory = self._host()
        string = read_descriptor(memory, string_addr)
        text = memory.read(string.base_addr, string.elem_len).rstrip(b" ")
        base = self.libc.malloc(max(len(text), 1))
        memory.write(base, text)
        write_descriptor(memory, result_addr, Descriptor(
            base, len(text), 0, string.type, CFI_ATTRIBUTE_ALLOCATABLE))

    # ---- assignment ----------------------------------------------------------------
    def _host(self) -> Memory:
        return self.libc.interpreter.runtime.memory

    def assign(self, to_addr: int, from_addr: int, source_file: int, source_line: int) -> None:
        del source_file, source_line
        memory = self._host()
        to, src = read_descriptor(memory, to_addr), read_descriptor(memory, from_addr)
        if to.attribute == CFI_ATTRIBUTE_ALLOCATABLE and not src.rank \
                and _type_of(to)[0] is Category.CHARACTER and not to.rank \
                and (not to.base_addr or to.elem_len != src.elem_len):
            # a deferred-length CHARACTER scalar takes the value's length (§10.2.1.3)
            if to.base_addr:
                self.libc.free(to.base_addr)
            to.base_addr, to.elem_len = self.libc.malloc(max(src.elem_len, 1)), src.elem_len
            write_descriptor(memory, to_addr, to)
        if to.attribute == CFI_ATTRIBUTE_ALLOCATABLE and src.rank and (
                not to.base_addr or [d[1] for d in to.dims] != [d[1] for d in src.dims]):
            if to.base_addr:
                self.libc.free(to.base_addr)
            count = 1
            for _, extent, _ in src.dims:
                count *= max(extent, 0)
            to.base_addr = self.libc.malloc(max(count * to.elem_len, 1))
            step, to.dims = to.elem_len, []
            for lower, extent, _ in src.dims:
                to.dims.append((lower, extent, step))
                step *= max(extent, 0)
            to.rank = src.rank
            write_descriptor(memory, to_addr, to)
        targets = element_addresses(to)
        sources = element_addresses(src) if src.rank else [src.base_addr] * len(targets)
        if len(sources) != len(targets):
            raise ProgramError(f"assignment of {len(sources)} elements to {len(targets)}")
        to_type, from_type = _type_of(to), _type_of(src)
        for target, source in zip(targets, sources):
            raw = memory.read(source, src.elem_len)
            if to_type[0] is Category.CHARACTER and from_type == to_type:
                raw = raw[:to.elem_len].ljust(to.elem_len, b" ")  # §10.2.1.3: padded
            memory.write(target, raw if to_type == from_type and to.elem_len == len(raw)
                         else _convert(raw, from_type, to_type, to.elem_len))


def _c_string(memory: Memory, addr: int) -> bytes:
    """The NUL-terminated string at `addr`."""
    out = bytearray()
    while (byte := memory.read(addr + len(out), 1)) != b"\0":
        out += byte
    return bytes(out)


def _type_of(desc: Descriptor) -> tuple[Category, int]:
    found = TYPE_CODES.get(desc.type)
    if found is None:
        raise ProgramError(f"descriptor type code {desc.type} is not supported by acc-run")
    return found


def _unpack_real(raw: bytes, kind: int) -> float:
    return struct.unpack("<f" if kind == 4 else "<d", raw)[0]


def _convert(raw: bytes, source: tuple[Category, int], target: tuple[Category, int],
             size: int) -> bytes:
    """One element converted as intrinsic assignment converts it (Fortran 2018
    Table 10.8: INT, REAL, LOGICAL of the variable's kind)."""
    (from_cat, from_kind), (to_cat, to_kind) = source, target
    if from_cat is Category.REAL:
        value: float | int = _unpack_real(raw, from_kind)
    elif from_cat in (Category.INTEGER, Category.LOGICAL):
        value = int.from_bytes(raw, "little", signed=True)
    else:
        raise ProgramError(f"assignment of {from_cat.value} to {to_cat.value} is not "
                           "supported by acc-run")
    if to_cat is Category.REAL:
        return struct.pack("<f" if to_kind == 4 else "<d", float(value))
    if to_cat is Category.INTEGER:
        wrapped = int(value) % (1 << (8 * size))
        return wrapped.to_bytes(size, "little")
    if to_cat is Category.LOGICAL and from_cat is Category.LOGICAL:
        return (1 if value else 0).to_bytes(size, "little")
    raise ProgramError(f"assignment of {from_cat.value} to {to_cat.value} is not supported "
                       "by acc-run")
