"""`std::cout`, `std::cerr` and `std::clog` of libstdc++ (GCC 12, which clang++ 22
links on Debian 12) for the output C++ programs print (issue 11, cause 2).

The stream objects are storage laid out as libstdc++'s `std::ostream` on x86-64
(272 bytes: the `basic_ostream` virtual table pointer, then the `basic_ios` virtual
base, 8 bytes in): its first word points into a virtual table whose "virtual base
offset" (the word 24 bytes before the pointed-to address) is 8, since the header
code inlined into the program (`setprecision`, `fixed`, `setw`, `setf`) finds the
`ios_base` through it and writes its fields there: `_M_precision` (+16), `_M_width`
(+24), `_M_flags` (+32), and `basic_ios`'s `_M_fill` (+232), `_M_fill_init`
(+233) and `_M_ctype` (+248). They start as libstdc++'s: precision 6, width 0,
`dec | skipws`, fill ' ', and a `ctype<char>` facet whose widening table is ready
(`_M_widen_ok` at +56, `_M_widen[256]` at +57: the identity, as the "C" locale's),
which `std::endl` inlined at -O1 and above reads (`os.widen('\n')`).

What is written goes to the C library's `stdout` and `stderr` streams, as libstdc++'s
standard streams synchronized with stdio do (`sync_with_stdio(true)`): `cout`
interleaves with `printf` in program order, `cerr` (unit-buffered) and `clog` reach
`stderr` at once. The inserters of libstdc++ (`operator<<` of integers, `bool`,
`double`, `float`, `const void*`, C strings, characters, `__ostream_insert`, the
`endl`/`flush`/`ends` manipulators through `operator<<(ostream&(*)(ostream&))`) format
as its `num_put` does, by glibc's `printf` conversion of the same flags: `%.*g` by
default, `%.*f` for `fixed`, `%.*e` for `scientific`, `%a` for both; `showpos`,
`showpoint`, `uppercase`, `showbase`, `hex`/`oct`, `boolalpha`; the field padded to
`width` with the fill character (`left`, `right`, `internal`), the width reset to 0
after each inserter. `<iomanip>`'s `setprecision`, `setw`, `setfill`, `setiosflags`,
`resetiosflags` and `setbase` set those fields (the other manipulators are inline
code of the program). `std::string` is not provided (its members are libstdc++'s).
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from xdsl.dialects import llvm
from xdsl.dialects.builtin import ModuleOp

from accdialect.interpreter.errors import ProgramError
from accdialect.interpreter.printf import format_c
from accdialect.runtime import Memory

if TYPE_CHECKING:
    from accdialect.interpreter.libc import CLibrary, CStream

STREAMS = {"_ZSt4cout": "stdout", "_ZSt4cerr": "stderr", "_ZSt4clog": "stderr"}
"""The standard output streams by their mangled names, and the C stream each writes to."""
_OSTREAM_SIZE = 272
_VBASE_OFFSET = 8
_PRECISION, _WIDTH, _FLAGS, _FILL, _FILL_INIT, _CTYPE = 16, 24, 32, 232, 233, 248
_CTYPE_SIZE, _WIDEN_OK, _WIDEN = 576, 56, 57
(_BOOLALPHA, _DEC, _FIXED, _HEX, _INTERNAL, _LEFT, _OCT, _RIGHT, _SCIENTIFIC, _SHOWBASE,
 _SHOWPOINT, _SHOWPOS, _SKIPWS) = (1 << bit for bit in range(13))
_UPPERCASE = 1 << 14
_OSTREAM = "RSt13basic_ostreamIcT_ES5_"
_MANIPULATOR = "IcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_"
_SETTER = f"_ZStls{_MANIPULATOR}"
"""`operator<<` of `<iomanip>`'s `setprecision`, `setw`, `setfill`, `setiosflags`,
`resetiosflags`, `setbase` (libstdc++ instantiates them for `char`)."""
_BASEFIELD = _DEC | _OCT | _HEX


class StandardStreams:
    """The standard output streams of one program (see the module doc)."""

    def __init__(self, libc: "CLibrary", text: Callable[[int], bytes]):
        self.libc, self._text = libc, text
        """`text(addr)`: the NUL-terminated string at `addr`."""
        self.objects: dict[int, str] = {}
        """The stream objects' addresses, each with the C stream it writes to."""

    def data_symbols(self, module: ModuleOp, memory: Memory) -> dict[str, int]:
        """Storage for the stream objects the module declares, set up as libstdc++'s."""
        declared = {op.sym_name.data for op in module.ops
                    if isinstance(op, llvm.GlobalOp) and op.sym_name.data in STREAMS}
        if not declared:
            return {}
        vtable = memory.allocate(32, "global", name="std::ostream vtable", align=8).begin
        memory.write_uint(vtable, _VBASE_OFFSET)
        ctype = memory.allocate(_CTYPE_SIZE, "global", name="std::ctype<char>", align=8,
                                zeroed=True).begin
        memory.write(ctype + _WIDEN_OK, bytes([1, *range(256)]))
        symbols = {}
        for name in sorted(declared):
            obj = memory.allocate(_OSTREAM_SIZE, "global", name=name, align=8, zeroed=True).begin
            memory.write_uint(obj, vtable + 24)
            memory.write_uint(obj + _PRECISION, 6)
            memory.write_uint(obj + _FLAGS, _DEC | _SKIPWS, 4)
            memory.write_uint(obj + _CTYPE, ctype)
            self.objects[obj] = STREAMS[name]
            symbols[name] = obj
        return symbols

    def externals(self) -> dict[str, Callable[..., Any]]:
        table: dict[str, Callable[..., Any]] = {
            "_ZNSt8ios_base4InitC1Ev": lambda _this: None,
            "_ZNSt8ios_base4InitD1Ev": lambda _this: None,
            f"_ZStlsISt11char_traitsIcEE{_OSTREAM}PKc": self.insert_c_string,
            f"_ZStlsISt11char_traitsIcEE{_OSTREAM}PKa": self.insert_c_string,
            f"_ZStlsISt11char_traitsIcEE{_OSTREAM}PKh": self.insert_c_string,
            f"_ZStlsISt11char_traitsIcEE{_OSTREAM}c": self.insert_char,
            f"_ZStlsISt11char_traitsIcEE{_OSTREAM}a": self.insert_char,
            f"_ZStlsISt11char_traitsIcEE{_OSTREAM}h": self.insert_char,
            "_ZSt16__ostream_insertIcSt11char_traitsIcEERSt13basic_ostreamIT_T0_ES6_PKS3_l":
                lambda os, text, n: self._put(os, self.libc.memory.read(text, n) if n > 0
                                              else b"", pad=True),
            "_ZNSolsEPFRSoS_E": self.apply_manipulator,
            "_ZNSolsEPFRSt8ios_baseS0_E":
                lambda os, f: self.apply_manipulator(os, f, _VBASE_OFFSET),
            "_ZNSolsEPFRSt9basic_iosIcSt11char_traitsIcEES3_E":
                lambda os, f: self.apply_manipulator(os, f, _VBASE_OFFSET),
            f"_ZSt4endl{_MANIPULATOR}": self.endl,
            f"_ZSt5flush{_MANIPULATOR}": self.flush,
            f"_ZSt4ends{_MANIPULATOR}": lambda os: self._put(os, b"\0"),
            "_ZNSo5flushEv": self.flush,
            "_ZNSo3putEc": lambda os, char: self._put(os, bytes([char & 0xFF])),
            "_ZNSo5writeEPKcl": lambda os, text, n: self._put(
                os, self.libc.memory.read(text, n) if n > 0 else b""),
            "_ZSt16__throw_bad_castv": self.bad_cast,
            # what the inline inserters call at -O1 and above (`ostream::_M_insert<T>`)
            "_ZNSo9_M_insertIdEERSoT_": self.insert_double,
            "_ZNSo9_M_insertIbEERSoT_": self.insert_bool,
            "_ZNSo9_M_insertIPKvEERSoT_": self.insert_pointer,
            "_ZNSolsEb": self.insert_bool,
            "_ZNSolsEd": self.insert_double, "_ZNSolsEf": self.insert_double,
            "_ZNSolsEPKv": self.insert_pointer,
            f"{_SETTER}St13_Setprecision": lambda os, n: self._set(os, _PRECISION, n, 8),
            f"{_SETTER}St5_Setw": lambda os, n: self._set(os, _WIDTH, n, 8),
            f"{_SETTER}St8_SetfillIS3_E": self.set_fill,
            f"{_SETTER}St12_Setiosflags": lambda os, mask: self._set_flags(os, mask, mask),
            f"{_SETTER}St14_Resetiosflags": lambda os, mask: self._set_flags(os, 0, mask),
            f"{_SETTER}St8_Setbase": self.set_base,
        }
        for code, (bits, signed) in {"s": (16, True), "t": (16, False), "i": (32, True),
                                     "j": (32, False), "l": (64, True), "m": (64, False),
                                     "x": (64, True), "y": (64, False)}.items():
            table[f"_ZNSolsE{code}"] = self._integer_inserter(bits, signed)
            if bits == 64:
                table[f"_ZNSo9_M_insertI{code}EERSoT_"] = self._integer_inserter(bits, signed)
        return table

    # ---- the stream's state ------------------------------------------------------------
    def _state(self, os: int) -> tuple[int, int, int, bytes]:
        """(flags, precision, width, fill) of the stream at `os`."""
        memory = self.libc.memory
        fill = (memory.read(os + _FILL, 1) if memory.read_uint(os + _FILL_INIT, 1)
                else b" ")
        return (memory.read_uint(os + _FLAGS, 4), memory.read_int(os + _PRECISION),
                memory.read_int(os + _WIDTH), fill)

    def _stream(self, os: int) -> "CStream":
        name = self.objects.get(os)
        if name is None:
            raise ProgramError(f"0x{os:x} is not std::cout, std::cerr or std::clog: other "
                               "C++ streams are not supported")
        file = self.libc.memory.read_uint(self.libc.data_symbols[name])
        return self.libc.streams[file]

    def _put(self, os: int, text: bytes, pad: bool = False, numeric: bool = False) -> int:
        """Write `text`, padded to the stream's width when `pad`, and reset the width."""
        if pad:
            flags, _precision, width, fill = self._state(os)
            if len(text) < width:
                gap = fill * (width - len(text))
                if flags & _LEFT:
                    text += gap
                elif flags & _INTERNAL and numeric:
                    split = _sign_and_base_length(text)
                    text = text[:split] + gap + text[split:]
                else:
                    text = gap + text
            self.libc.memory.write_uint(os + _WIDTH, 0)
        self._stream(os).write(text)
        return os

    # ---- inserters ---------------------------------------------------------------------
    def insert_c_string(self, os: int, text: int) -> int:
        return self._put(os, self._text(text), pad=True)

    def insert_char(self, os: int, char: int) -> int:
        return self._put(os, bytes([char & 0xFF]), pad=True)

    def insert_bool(self, os: int, value: int) -> int:
        flags = self._state(os)[0]
        if flags & _BOOLALPHA:
            return self._put(os, b"true" if value & 1 else b"false", pad=True)
        return self._integer_inserter(32, True)(os, value & 1)

    def _integer_inserter(self, bits: int, signed: bool) -> Callable[[int, int], int]:
        def insert(os: int, value: int) -> int:
            flags = self._state(os)[0]
            value &= (1 << bits) - 1
            base = _HEX if flags & _HEX else _OCT if flags & _OCT else _DEC
            if signed and base == _DEC and value >> (bits - 1):
                value -= 1 << bits
            conversion = {_HEX: "X" if flags & _UPPERCASE else "x", _OCT: "o"}.get(
                base, "d" if signed else "u")
            spec = ("#" if flags & _SHOWBASE and base != _DEC else "") + \
                   ("+" if flags & _SHOWPOS and base == _DEC and signed else "")
            text = format_c(f"%{spec}ll{conversion}".encode(), [value], _no_strings)
            return self._put(os, text, pad=True, numeric=True)
        return insert

    def insert_double(self, os: int, value: float) -> int:
        flags, precision, _width, _fill = self._state(os)
        field = flags & (_FIXED | _SCIENTIFIC)
        conversion = {_FIXED: "f", _SCIENTIFIC: "e", _FIXED | _SCIENTIFIC: "a"}.get(field, "g")
        if flags & _UPPERCASE:
            conversion = conversion.upper()
        spec = ("+" if flags & _SHOWPOS else "") + ("#" if flags & _SHOWPOINT else "")
        fmt = f"%{spec}{conversion}" if field == _FIXED | _SCIENTIFIC else \
              f"%{spec}.{max(precision, 0)}{conversion}"
        return self._put(os, format_c(fmt.encode(), [value], _no_strings), pad=True,
                         numeric=True)

    def insert_pointer(self, os: int, value: int) -> int:
        text = b"0" if not value else f"0x{value:x}".encode()
        return self._put(os, text, pad=True, numeric=True)

    # ---- <iomanip> ---------------------------------------------------------------------
    def _set(self, os: int, field: int, value: int, size: int) -> int:
        self.libc.memory.write_uint(os + field, value, size)
        return os

    def _set_flags(self, os: int, flags: int, mask: int) -> int:
        """`setf(flags, mask)`: the bits of `mask` set to those of `flags`."""
        old = self._state(os)[0]
        return self._set(os, _FLAGS, (old & ~mask) | (flags & mask), 4)

    def set_fill(self, os: int, char: int) -> int:
        self._set(os, _FILL, char & 0xFF, 1)
        return self._set(os, _FILL_INIT, 1, 1)

    def set_base(self, os: int, base: int) -> int:
        """`setbase(8|10|16)`; another base clears the base field (printed decimal)."""
        return self._set_flags(os, {8: _OCT, 10: _DEC, 16: _HEX}.get(base, 0), _BASEFIELD)

    # ---- manipulators ------------------------------------------------------------------
    def apply_manipulator(self, os: int, function: int, base: int = 0) -> int:
        """`os << manipulator`: the manipulator called with the stream, or with its
        `ios_base`/`basic_ios` part (`base` bytes in) for `std::fixed`, `std::hex`, ..."""
        interpreter = self.libc.interpreter
        functions = interpreter.llvm_functions
        functions.entry[functions.function_at(interpreter, function)](interpreter, (os + base,))
        return os

    @staticmethod
    def bad_cast() -> None:
        raise ProgramError("std::bad_cast is thrown (a stream without its facet): C++ "
                           "exceptions are not supported")

    def endl(self, os: int) -> int:
        self._put(os, b"\n")
        return self.flush(os)

    def flush(self, os: int) -> int:
        self._stream(os).flush()
        return os


def _no_strings(_addr: int, _limit: int | None) -> bytes:
    return b""


def _sign_and_base_length(text: bytes) -> int:
    """Where `internal` padding goes: after a sign and a `0x`/`0X` prefix."""
    at = 1 if text[:1] in (b"+", b"-") else 0
    return at + 2 if text[at:at + 2].lower() == b"0x" else at
