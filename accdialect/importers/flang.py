"""A Fortran OpenACC program, compiled by flang 22, as MLIR the project's tools read.

flang 22 cannot run an OpenACC compute construct itself (it stops with
`unsupported OpenACC operation: acc.private.recipe` when it lowers to LLVM IR),
but its pipeline up to LLVM-dialect MLIR keeps the `acc` operations:

1. `flang -fc1 -fopenacc -emit-fir` (with `-cpp` for a `.F90` file, as the flang
   driver adds it; the user's flags: `-I`, `-D`, `-cpp`, `-fopenmp`, ...); of a
   `.mlir` file of flang's own IR (`is_flang_ir`) too, which flang lowers from HLFIR
   to FIR as it lowers its own;
2. `fir-opt --acc-initialize-fir-analyses --acc-implicit-data
   --openacc-legalize-data-values`: the upstream passes that give a compute
   construct the implicit data clauses of OpenACC 3.3 §2.6.2 and make its region
   use the clauses' results instead of the host SSA values (flang 22's `-emit-fir`
   leaves the host values there);
3. `tco --emit-final-mlir`: FIR lowered to the `llvm` dialect; the `acc`
   operations stay, their `fir` typed operands bridged by
   `builtin.unrealized_conversion_cast` (an `!llvm.ptr` is the `!fir.ref` it casts).

With debug information (`-g`, `-gline-tables-only`: `DEBUG_FLAGS`, which `flang -fc1`
does not take; the flang driver turns them into `-debug-info-kind=...`), each step
prints its operations' locations (`--mlir-print-debuginfo`: flang's FIR places each
operation at its statement, or its directive's clause, in the source), and step 3 is
tco's pipeline run by fir-opt (`tco_pipeline`: tco prints no location) with flang's
debug passes: `add-debug-info` gives each function its `#llvm.di_subprogram`, and with
`-g` each variable an `llvm.intr.dbg.declare` (`llvm.intr.dbg.value`) of its
`#llvm.di_local_variable` (its name, its type: a derived type's components, an array's
bounds), as `flang -g` does. The places name their file as the debug information does,
`prog.f90:12:3` (`debug_file_names`).

What `tco` writes that xDSL 0.74 does not read is then normalized
(`normalize_text`, `prepare`), without changing what the program computes:

- `comdat(...)` on a global and the module's `llvm.comdat` table: COMDAT groups
  only tell a linker which copies of a `linkonce` symbol to merge (LLVM LangRef,
  "Comdats"); one module has one copy;
- a floating-point literal MLIR writes as its bit pattern (`0x4B800000` in a
  `dense<...> : tensor<6xf32>` or `llvm.mlir.constant(0x... : f64)`: MLIR does
  so when the decimal form would not read back exactly) becomes the decimal
  numeral of the same value, which xDSL 0.74 reads (it takes the hex literal
  for an integer and converts it: 16777216.0 became 1.2666798E+09); NaN and
  infinities keep their bit pattern;
- `llvm.mlir.zero` of an integer or float type (the initializer of a
  zero-initialized scalar global: a TARGET variable of the main program), which
  xDSL 0.74 accepts for LLVM types only, is the constant 0 of that type;
- a global whose initializer region returns one string constant (flang's
  character literals and source-file names, `_QQcl...`) gets the string as its
  `value`, the form `mlir-translate` gives clang's strings.

- tco hoists every `llvm.alloca` of a function to its entry block, also the
  temporaries of code inside an OpenACC compute construct (the copy of a
  descriptor the kernel indexes through): an alloca used only inside one
  compute construct is moved to the start of that construct's region, where
  the outlined kernel flang would make has it (device memory, private to the
  kernel), instead of host stack memory the device cannot access.

- flang's `acc.declare_action` on the ALLOCATE or DEALLOCATE of a `declare create`
  variable becomes a call of the function it names (`declare_actions_as_calls`,
  in the FIR before fir-opt: tco drops the attribute);
- `acc.global_ctor`/`acc.global_dtor` (a module variable's `declare`) become
  functions in `llvm.mlir.global_ctors`/`global_dtors`, which acc-run runs
  before and after `main` (`global_structors_as_functions`);
- a declared global the program never takes the address of is dropped
  (`drop_unused_declarations`).

A program that uses `openacc` gets the project's module
(accdialect/fortran/openacc.f90, compiled once into the user's cache:
`openacc_module_dir`); its routines are implemented by acc-run, its named
constants linked from the module's own tco output (`link_openacc_globals`).

`main(argc, argv, envp)` is kept as flang writes it; `acc-run` passes it an empty
environment.
"""

import hashlib
import math
import re
import struct
from collections.abc import Callable
from pathlib import Path
from typing import cast

from xdsl.dialects import llvm
from xdsl.dialects.builtin import ModuleOp, StringAttr
from xdsl.ir import Operation

from accdialect.importers import tco_pipeline
from accdialect.user_cache import cache_dir

FORTRAN_SUFFIXES = (".f90", ".F90", ".f", ".F", ".f95", ".F95", ".f03", ".F03", ".f08", ".F08")
"""The suffixes acc-import reads as Fortran; an upper-case suffix is preprocessed
(`-cpp`), as the flang driver does."""

FLANG_FLAGS = ("-fc1", "-fopenacc", "-emit-fir")
ACC_PASSES = ("--acc-initialize-fir-analyses", "--acc-implicit-data",
              "--openacc-legalize-data-values")
TCO_FLAGS = ("--emit-final-mlir",)
PRINT_LOCATIONS = "--mlir-print-debuginfo"
"""The MLIR tools' flag that prints each operation's location (flang -fc1 takes it
after `-mmlir`)."""
DEBUG_FLAGS = {"-g": "Full", "-g1": "LineTablesOnly", "-gline-tables-only": "LineTablesOnly",
               "-g0": None}
"""The flang driver's debug flags acc-import takes, each with its `add-debug-info` level
(`flang -###`: `-g` is `-debug-info-kind=standalone`, which flang's pipeline makes
`Full`; `-g1` and `-gline-tables-only` are `line-tables-only`, `LineTablesOnly`; `-g0`
none); the last one given wins."""
FLANG_INSTALL_HINT = ("flang 22 is needed for Fortran: apt-get install flang-22 "
                      "(tools under /usr/lib/llvm-22/bin)")

Tool = Callable[[str], str]
"""The path of an LLVM 22 tool by name (raises when it is missing)."""
Run = Callable[[list[str]], str]
"""Runs a command, returns its standard output (raises when it fails)."""

_LOCATION = r"(?: loc\([^\n]*\))?"
"""The location at the end of an operation's line, when the text has them (`-g`)."""
_COMDAT_USE = re.compile(r" comdat\(@[\w$.]+::@[\w$.]+\)")
_COMDAT_TABLE = re.compile(rf"^  llvm\.comdat @[\w$.]+ \{{\n(?:    [^\n]*\n)*?  \}}{_LOCATION}\n",
                           re.MULTILINE)


def is_fortran(source: Path) -> bool:
    return source.suffix in FORTRAN_SUFFIXES


_FLANG_IR_OPERATION = re.compile(r'^\s*(?:%[^=\n]*=\s*)?"?(?:fir|hlfir)\.\w', re.MULTILINE)
"""An operation of flang's `fir` or `hlfir` dialect, in custom or generic form (the
modules acc-import makes have none left: tco lowers them all)."""


def is_flang_ir(source: Path) -> bool:
    """Whether `source` is a `.mlir` file of flang's own IR (HLFIR or FIR, as
    `flang -fc1 -emit-hlfir`, `-emit-fir` or `acc-opt` print it), which `flang -fc1`
    compiles as it compiles a Fortran source: flang's pipeline continued from IR a
    pass has rewritten."""
    if source.suffix != ".mlir":
        return False
    try:
        return _FLANG_IR_OPERATION.search(source.read_text(errors="replace")) is not None
    except OSError:
        return False


def preprocessed(source: Path) -> bool:
    """An upper-case suffix (`.F90`) means the C preprocessor runs first."""
    return source.suffix[1:2].isupper()


OPENACC_MODULE = Path(__file__).parents[1] / "fortran" / "openacc.f90"
"""The project's `openacc` module (OpenACC 3.3 §3 interfaces; flang 22 has none)."""


def openacc_module_dir(tool: Tool, run: Run, scratch: Path) -> Path:
    """The folder holding `openacc.mod` (and the module's tco output), compiled by
    flang on first use into the user's cache (`$XDG_CACHE_HOME`, else ~/.cache:
    accdialect/openacc-HASH, HASH of the module's source and the flang that
    compiled it), or into `scratch` when the cache cannot be written. The module is
    compiled in `scratch` and moved into the cache whole (a rename), so that imports
    running at the same time (lit's and pytest's workers) never read a half-written
    module."""
    flang = tool("flang")
    key = hashlib.sha256(OPENACC_MODULE.read_bytes() + flang.encode()).hexdigest()[:16]
    directory = cache_dir() / f"openacc-{key}"
    if (directory / "openacc.mlir").exists():
        return directory
    built = scratch / "openacc"
    built.mkdir()
    fir = built / "openacc.fir"
    run([flang, "-fc1", "-emit-fir", "-cpp", "-module-dir", str(built),
         str(OPENACC_MODULE), "-o", str(fir)])
    run([tool("tco"), *TCO_FLAGS, str(fir), "-o", str(built / "openacc.mlir")])
    try:
        directory.parent.mkdir(parents=True, exist_ok=True)
        built.rename(directory)
    except OSError:  # another import's module got there first, or no cache
        return directory if (directory / "openacc.mlir").exists() else built
    return directory


_GLOBAL_DEFINITION = re.compile(
    r"^  llvm\.mlir\.global [^\n]*@(_QMopenaccE\w+)\(\)[^\n]*\{\n(?:    [^\n]*\n)*?  \}\n",
    re.MULTILINE)
_GLOBAL_DECLARATION = re.compile(r"^  llvm\.mlir\.global [^\n]*@(_QMopenaccE\w+)\(\)[^\n]*[^{\n]\n",
                                 re.MULTILINE)


def link_openacc_globals(text: str, module_text: str) -> str:
    """The program's declarations of the `openacc` module's variables (its named
    constants, which flang declares `external`) replaced by their definitions in
    the module's own tco output, as linking its object file would."""
    definitions = {m[1]: m[0] for m in _GLOBAL_DEFINITION.finditer(module_text)}
    return _GLOBAL_DECLARATION.sub(lambda m: definitions.get(m[1], m[0]), text)


def compile_fortran(source: Path, flags: list[str], scratch: Path, tool: Tool, run: Run) -> str:
    """tco's LLVM-dialect MLIR text of `source` (steps 1-3 of the module doc), with
    locations and debug information when `flags` ask for it (`debug_level`); the
    `.mod` files of the program's modules go to `scratch` unless `flags` say where;
    the project's `openacc` module is on the module search path."""
    debug = debug_level(flags)
    flags = [f for f in flags if f not in DEBUG_FLAGS]
    locations = [PRINT_LOCATIONS] if debug else []
    fc1_locations = ["-mmlir", PRINT_LOCATIONS] if debug else []
    fir = scratch / (source.stem + ".fir")
    legal = scratch / (source.stem + ".acc.fir")
    cpp = ["-cpp"] if preprocessed(source) and "-cpp" not in flags else []
    module_dir = [] if any(f.startswith(("-J", "-module-dir")) for f in flags) \
        else ["-module-dir", str(scratch)]
    openacc = openacc_module_dir(tool, run, scratch)
    run([tool("flang"), *FLANG_FLAGS, *fc1_locations, *cpp, *module_dir, *flags,
         "-I", str(openacc), str(source), "-o", str(fir)])
    fir.write_text(declare_actions_as_calls(fir.read_text()))
    run([tool("fir-opt"), *ACC_PASSES, *locations, str(fir), "-o", str(legal)])
    text = lower_to_llvm(legal, optimization_level(flags), debug, tool, run)
    return link_openacc_globals(text, (openacc / "openacc.mlir").read_text())


def debug_level(flags: list[str]) -> str | None:
    """`add-debug-info`'s level the debug flags among `flags` ask for (`DEBUG_FLAGS`),
    None for none."""
    given = [DEBUG_FLAGS[f] for f in flags if f in DEBUG_FLAGS]
    return given[-1] if given else None


_FILE_LOCATION = re.compile(r'"([^"\n]*)":(\d+):(\d+)')
"""A `file:line:col` location in MLIR's text (`loc("/dir/prog.f90":12:3)`)."""


def debug_file_names(text: str, scratch: Path) -> str:
    """`text` with each place's file named as flang's debug information names it,
    without its directory (flang's FIR names its absolute path; `add-debug-info`
    makes it `#llvm.di_file<"prog.f90" in "/dir">`): `prog.f90:12:3`, as the places of
    an OpenMP program imported with -g read (mlir-translate names a DWARF location by
    its file's name). A place in a file the steps wrote in `scratch` is `unknown`:
    FIR's custom form prints no location for a `fir.do_loop`'s induction variable, so
    fir-opt gives it its place in the file it reads (`flang -g` gives the loop's phi
    node no debug location either)."""
    def named(m: re.Match[str]) -> str:
        path = Path(m[1])
        return "unknown" if path.parent == scratch else f'"{path.name}":{m[2]}:{m[3]}'

    return _FILE_LOCATION.sub(named, text)


def lower_to_llvm(fir: Path, level: str, debug: str | None, tool: Tool, run: Run) -> str:
    """Step 3 of the module doc on `fir` at tco's `level`: tco's output, or with
    `debug`, an `add-debug-info` level, fir-opt's run of tco's pipeline with flang's
    debug passes, printed with the locations (`tco_pipeline`), their files named as
    the debug information names them (`debug_file_names`; the steps' files are in
    `fir`'s folder)."""
    if debug is None:
        return run([tool("tco"), *TCO_FLAGS, level, str(fir), "-o", "-"])
    text = run([tool("fir-opt"), PRINT_LOCATIONS,
                f"--pass-pipeline={tco_pipeline.pipeline(level, debug)}", str(fir), "-o", "-"])
    return debug_file_names(text, fir.parent)


_DECLARE_ACTION = re.compile(r"\{acc\.declare_action = #acc\.declare_action<([^<>]*)>\}")
_TRAILING_LOCATION = re.compile(r" loc\([^\n]*\)(?=\n?$)")
_DEFINED_FUNCTION = re.compile(r"^\s*func\.func (?:private )?@([\w.$]+)\(\) \{", re.MULTILINE)


def declare_actions_as_calls(fir: str) -> str:
    """flang's `acc.declare_action` on the `fir.store` of an ALLOCATE or DEALLOCATE
    of a variable in `declare create` (OpenACC 3.3 §2.13.2: the device copy is
    allocated and freed with it), made calls of the functions it names, which tco
    would drop with the attribute: `postAlloc`/`postDealloc` right after the
    operation, `preAlloc`/`preDealloc` right before it, at its location when the
    text has locations. An action naming a function flang did not define (flang 22
    names a `preDealloc` it never writes) is left."""
    defined = set(_DEFINED_FUNCTION.findall(fir))
    out: list[str] = []
    for line in fir.splitlines(keepends=True):
        m = _DECLARE_ACTION.search(line)
        if m is None:
            out.append(line)
            continue
        indent = line[:len(line) - len(line.lstrip())]
        location = _TRAILING_LOCATION.search(line)
        where = location[0] if location else ""
        before, after = [], []
        for action in m[1].split(","):
            when, _, symbol = (part.strip() for part in action.partition("="))
            name = symbol.removeprefix("@")
            if name in defined:
                (before if when.startswith("pre") else after).append(
                    f"{indent}fir.call @{name}() : () -> (){where}\n")
        out += [*before, line, *after]
    return "".join(out)


def optimization_level(flags: list[str]) -> str:
    """tco's level: the last `-O0`..`-O3` among the flags, else `-O0`, the flang
    driver's default. tco's own default, -O2, runs flang's `simplify-intrinsics`,
    which inlines SUM & co. as plain loops: `sum(x)` of 1e16, 1., 1., -1e16, .1, .2
    gave .30000000000000004 where `flang prog.f90` gives 2.3 (the runtime's
    compensated sum, which acc-run runs natively)."""
    levels = [f for f in flags if re.fullmatch(r"-O[0-3]", f)]
    return levels[-1] if levels else "-O0"


_GLOBAL_STRUCTOR = re.compile(
    rf"^  acc\.global_(ctor|dtor) @([\w$.]+) \{{\n((?:    [^\n]*\n)*?)    acc\.terminator{_LOCATION}\n"
    rf"  \}}{_LOCATION}\n", re.MULTILINE)
_DEFAULT_PRIORITY = 65535
"""LLVM's priority of a constructor that names none (LangRef, `llvm.global_ctors`)."""


def global_structors_as_functions(text: str) -> str:
    """flang's `acc.global_ctor @f { ... }` (`acc.global_dtor`), which the OpenACC
    dialect runs before (after) the program, as `llvm.func @f()` listed in the
    module's `llvm.mlir.global_ctors` (`global_dtors`), which acc-run runs then:
    the constructor of a module variable's `declare create` performs its
    `acc.declare_enter`."""
    listed: dict[str, list[str]] = {"ctor": [], "dtor": []}

    def as_function(m: re.Match[str]) -> str:
        listed[m[1]].append(m[2])
        return f"  llvm.func @{m[2]}() {{\n{m[3]}    llvm.return\n  }}\n"

    text = _GLOBAL_STRUCTOR.sub(as_function, text)
    lists = "".join(
        f'  "llvm.mlir.global_{kind}s"() <{{{kind}s = [{", ".join("@" + n for n in names)}], '
        f'priorities = [{", ".join(f"{_DEFAULT_PRIORITY} : i32" for _ in names)}], '
        f'data = [{", ".join("#llvm.zero" for _ in names)}]}}> : () -> ()\n'
        for kind, names in listed.items() if names)
    end = text.rstrip().rfind("}")
    return text[:end] + lists + text[end:] if lists else text


def normalize_text(text: str) -> str:
    """tco's text without the COMDAT groups and hex float literals xDSL 0.74
    cannot read, OpenACC's global constructors as LLVM's, `llvm.intr.powi` as the
    call LLVM makes of it, the intrinsics xDSL 0.74 does not define in generic form
    (module doc)."""
    text = _COMDAT_TABLE.sub("", _COMDAT_USE.sub("", text))
    text = global_structors_as_functions(text)
    text = integer_powers_as_calls(text)
    text = _CUSTOM_INTRINSIC.sub(_generic_intrinsic, text)
    text = _DBG_INTRINSIC.sub(_generic_dbg_intrinsic, text)
    text = _DENSE_FLOATS.sub(lambda m: _HEX.sub(lambda h: _decimal(h[0], m[2]), m[1]) + m[2], text)
    text = _SCALAR_ZERO.sub(lambda m: f"llvm.mlir.constant({_zero(m[1])} : {m[1]}) : {m[1]}", text)
    return _SCALAR_FLOAT.sub(lambda m: f"({_decimal(m[1], m[2])} : {m[2]})", text)


_SCALAR_ZERO = re.compile(r"llvm\.mlir\.zero : (i\d+|f16|f32|f64)\b")
_POWI = re.compile(r"llvm\.intr\.powi\((%[\w.#$-]+), (%[\w.#$-]+)\)(?: \{[^{}]*\})? "
                   r": \((f32|f64), i32\) -> (?:f32|f64)")
_POWI_FUNCTIONS = {"f32": "__powisf2", "f64": "__powidf2"}


def integer_powers_as_calls(text: str) -> str:
    """tco's `llvm.intr.powi(%x, %n) : (f32, i32) -> f32` (`x**n`, an INTEGER(4)
    exponent), which xDSL 0.74 cannot read, as the call LLVM lowers it to on x86-64:
    `__powisf2` (`f64`: `__powidf2`) of the compiler runtime, declared in the module
    (`accdialect.fortran.integer_power` is its rule)."""
    used: set[str] = set()

    def as_call(m: re.Match[str]) -> str:
        used.add(m[3])
        return f"llvm.call @{_POWI_FUNCTIONS[m[3]]}({m[1]}, {m[2]}) : ({m[3]}, i32) -> {m[3]}"

    text = _POWI.sub(as_call, text)
    declarations = "".join(f"  llvm.func @{_POWI_FUNCTIONS[t]}({t}, i32) -> {t}\n"
                           for t in sorted(used))
    end = text.rstrip().rfind("}")
    return text[:end] + declarations + text[end:] if declarations else text


_CUSTOM_INTRINSIC = re.compile(r"\bllvm\.intr\.([\w.]+)\(((?:%[\w.#$-]+(?:, )?)*)\) "
                               r"((?:\{[^{}]*\} )?: \([^()]*\) -> [\w<>]+)")
_XDSL_INTRINSICS = frozenset(op.name for op in llvm.LLVM.operations)


def _generic_intrinsic(m: re.Match[str]) -> str:
    """tco's custom form of an intrinsic, `llvm.intr.smax(%a, %b) : (i32, i32) -> i32`
    (MAX of integers), `llvm.intr.tan(%x) {fastmathFlags = ...} : (f64) -> f64`,
    which xDSL 0.74 reads only when it defines the operation, in generic form (its
    attributes kept); the interpreter runs it by name."""
    name = f"llvm.intr.{m[1]}"
    return m[0] if name in _XDSL_INTRINSICS else f'"{name}"({m[2]}) {m[3]}'


_DBG_INTRINSIC = re.compile(r"\bllvm\.intr\.dbg\.(declare|value) (#[\w$.-]+) "
                            r"(?:(#llvm\.di_expression<[^<>]*>) )?= (%[\w.#$-]+) : "
                            r"([^\n]+?)(?= loc\(|$)", re.MULTILINE)


def _generic_dbg_intrinsic(m: re.Match[str]) -> str:
    """`add-debug-info`'s `llvm.intr.dbg.declare` of a variable's address
    (`llvm.intr.dbg.value` of a value, an array's extent) in its custom form,
    `llvm.intr.dbg.declare #di_local_variable = %5 : !llvm.ptr`, which xDSL 0.74 does
    not define, in generic form (`mlir-opt --mlir-print-op-generic`'s, as a C program
    imported with -g has them); the interpreter does nothing for them."""
    expression = f"locationExpr = {m[3]}, " if m[3] else ""
    return (f'"llvm.intr.dbg.{m[1]}"({m[4]}) <{{{expression}varInfo = {m[2]}}}> '
            f": ({m[5]}) -> ()")


def _zero(scalar_type: str) -> str:
    return "0" if scalar_type.startswith("i") else "0.0"


_HEX = re.compile(r"0x[0-9A-Fa-f]+")
_DENSE_FLOATS = re.compile(r"(dense<[^>]*>)( : tensor<[0-9x]*(f32|f64)>)")
_SCALAR_FLOAT = re.compile(r"\((0x[0-9A-Fa-f]+) : (f32|f64)\)")


def _decimal(hex_literal: str, float_type: str) -> str:
    """The decimal numeral of the `float_type` value whose bits are `hex_literal`
    (unchanged for NaN and infinities, which have none)."""
    fmt = "<f" if "f32" in float_type else "<d"
    value = struct.unpack(fmt, int(hex_literal, 16).to_bytes(struct.calcsize(fmt), "little"))[0]
    return repr(value) if math.isfinite(value) else hex_literal


COMPUTE_CONSTRUCTS = ("acc.parallel", "acc.serial", "acc.kernels")


def prepare(module: ModuleOp) -> None:
    """Everything tco's parsed module needs, in place (module doc)."""
    for op in module.ops:
        if isinstance(op, llvm.GlobalOp):
            _string_initializer_as_value(op)
    for op in list(module.walk()):
        if isinstance(op, llvm.AllocaOp):
            _sink_into_compute_construct(op)
    drop_unused_declarations(module)


def drop_unused_declarations(module: ModuleOp) -> None:
    """Declared globals the program never takes the address of (flang declares
    every named constant of a used module, `iso_c_binding`'s `c_alert` as
    `_QMiso_c_bindingECc_alert`, and folds their uses) are dropped: an unused
    declaration has no effect, and it has no definition to link with. An address
    nothing uses is no use (with -g, flang's declaration of such a constant leaves its
    `llvm.mlir.addressof`, which LLVM IR would not emit); it goes first."""
    addresses = [op for op in module.walk() if isinstance(op, llvm.AddressOfOp)]
    for op in addresses:
        if not op.result.uses:
            op.detach()
            op.erase()
    used = {op.global_name.root_reference.data for op in addresses if op.result.uses}
    for op in list(module.ops):
        if (isinstance(op, llvm.GlobalOp) and op.value is None and not op.body.blocks
                and op.sym_name.data not in used):
            op.detach()
            op.erase()


def _compute_construct(op: Operation) -> Operation | None:
    """The innermost compute construct `op` is in, if any."""
    parent = op.parent_op()
    while parent is not None and parent.name not in COMPUTE_CONSTRUCTS:
        parent = parent.parent_op()
    return parent


def _sink_into_compute_construct(alloca: llvm.AllocaOp) -> None:
    """Moves `alloca` to the start of the one compute construct all its uses are
    in (module doc); leaves it where it is otherwise."""
    constructs = {_compute_construct(use.operation) for use in alloca.res.uses}
    if len(constructs) != 1:
        return
    (construct,) = constructs
    if construct is None or construct.is_ancestor(alloca):
        return
    block = construct.regions[0].blocks.first
    if block is None or block.first_op is None:
        return
    alloca.detach()
    block.insert_op_before(alloca, block.first_op)


def _string_initializer_as_value(op: llvm.GlobalOp) -> None:
    block = op.body.blocks.first
    if block is None or len(block.ops) != 2:
        return
    constant, ret = block.ops
    if not (isinstance(constant, llvm.ConstantOp) and isinstance(ret, llvm.ReturnOp)
            and isinstance(constant.value, StringAttr) and ret.arg is constant.result):
        return
    op.properties["value"] = cast(StringAttr, constant.value)
    op.body.erase_block(block)
