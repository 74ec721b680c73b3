"""tco's pass pipeline as `fir-opt --pass-pipeline` runs it, for a Fortran OpenACC
program imported with debug information (`acc-import -g prog.f90`).

`tco --emit-final-mlir -O<n>` (flang/tools/tco/tco.cpp) lowers FIR to the `llvm`
dialect with `fir::createMLIRToLLVMPassPipeline` (flang/lib/Optimizer/Passes/
Pipelines.cpp), configured for its level with OpenMP enabled, alias analysis on and
loop versioning at -O3, and prints the result without locations: it registers no
`--mlir-print-debuginfo`, and it has no debug-info level to set. fir-opt prints
locations; `pipeline` is tco's pipeline for a level, as tco's crash reproducer
(`--mlir-pass-pipeline-crash-reproducer`) writes it, with flang's debug passes
(`createDefaultFIRCodeGenPassPipeline`: `cg-rewrite` keeps the declarations and
`add-debug-info` follows it, as `flang -g` runs them).

What fir-opt 22 cannot run as tco does (test/fortran/test_debug_info.py compares the
two pipelines and their output):
- `convert-scf-to-cf`, `reconcile-unrealized-casts` and
  `omp-offload-privatization-prepare` are not registered in fir-opt 22, so they are
  left out. On flang's OpenACC FIR none of them changes anything (`tco
  --mlir-print-ir-after-change` over the project's 85 OpenACC programs at -O0 and
  -O2): no `scf` operation is left after `cfg-conversion` (one left would stop
  `fir-to-llvm-ir`, a full conversion, with an error), no cast to reconcile, no
  `omp.target`;
- `flang-algebraic-simplification` (-O1 and above), which tco creates without
  region simplification, has no option for it: fir-opt's also merges equivalent
  blocks (the same computation in fewer blocks, `where_select.f90`);
- tco sets some options in C++ that its printed pipeline does not show; they are
  written out: `fir-to-llvm-ir`'s TBAA tags and renamed type descriptors, the
  inliner's canonicalizer without region simplification.
"""

OPTIMIZING_LEVELS = ("-O1", "-O2", "-O3")
"""The levels that optimize for speed (`OptimizationLevel::isOptimizingForSpeed`)."""

_TOP_LEVEL_OPERATIONS = ("fir.global", "func.func", "omp.declare_reduction", "omp.private")
"""`addNestedPassToAllTopLevelOperations`'s operations (the order MLIR prints them)."""

CANONICALIZE = ("canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=disabled "
                "test-convergence=false top-down=false}")
"""flang's canonicalizer, without region simplification."""

_CFG_CONVERSION = "cfg-conversion{always-execute-loop-body=false set-nsw=true}"
_ABSTRACT_RESULT = "abstract-result{abstract-result-as-box=false}"
_FUNCTION_ATTR = ("function-attr{{approx-func-fp-math=false frame-pointer=None "
                  "instrument-function-entry= instrument-function-exit= mrecip= "
                  "no-infs-fp-math=false no-nans-fp-math=false no-signed-zeros-fp-math=false "
                  "prefer-vector-width= set-noalias=true set-nocapture={nocapture} tune-cpu= "
                  "unsafe-fp-math=false}}")
_TARGET_REWRITE = ("target-rewrite{no-character-conversion=false no-complex-conversion=false "
                   "no-struct-conversion=false target= target-cpu= target-features= tune-cpu=}")
_INLINE = (f"inline{{default-pipeline={{{CANONICALIZE}}} inlining-threshold=4294967295 "
           "max-iterations=4}")
_FIR_TO_LLVM = ("fir-to-llvm-ir{apply-tbaa=true datalayout= target= target-cpu= target-features= "
                "tune-cpu= type-descriptors-renamed-for-assembly=true}")

DEBUG_LEVELS = ("Full", "LineTablesOnly")
"""`add-debug-info`'s levels (`-g`: `Full`; `-gline-tables-only`: `LineTablesOnly`)."""


def _flag(value: bool) -> str:
    return "true" if value else "false"


def _on_top_level_operations(*passes: str) -> list[str]:
    """`addNestedPassToAllTopLevelOperations`: `passes` on each global, function,
    OpenMP reduction and privatizer, one nested pass manager per kind."""
    return [f"{op}({','.join(passes)})" for op in _TOP_LEVEL_OPERATIONS]


def hlfir_to_fir(level: str) -> list[str]:
    """`createHLFIRToFIRPassPipeline` with OpenMP enabled (tco assumes OpenMP)."""
    speed = level in OPTIMIZING_LEVELS
    passes: list[str] = []
    if speed:
        passes += [*_on_top_level_operations("hlfir-expression-simplification"), CANONICALIZE,
                   *_on_top_level_operations("simplify-hlfir-intrinsics{allow-new-side-effects=false}",
                                             "inline-elementals"),
                   CANONICALIZE, "cse",
                   *_on_top_level_operations(
                       "simplify-hlfir-intrinsics{allow-new-side-effects=true}",
                       "propagate-fortran-attrs", "opt-bufferization", "inline-hlfir-assign",
                       *(["inline-hlfir-copy-in"] if level == "-O3" else []))]
    else:
        passes += _on_top_level_operations("inline-elementals")
    passes += ["lower-hlfir-ordered-assignments{fuse-assignments=false}", "lower-hlfir-intrinsics",
               f"bufferize-hlfir{{opt-empty-elementals={_flag(speed)}}}"]
    if speed:
        passes += _on_top_level_operations("inline-hlfir-assign")
    return passes + ["convert-hlfir-to-fir", "lower-workshare", "lower-workdistribute"]


def fir_optimizer(level: str) -> list[str]:
    """`createDefaultFIROptimizerPassPipeline` as tco configures it (loop versioning at
    -O3; no stack arrays), then the MIF conversion; without `convert-scf-to-cf`."""
    speed = level in OPTIMIZING_LEVELS
    character = "character-conversion{use-runtime-calls=}"
    return [
        "cse", f"fir.global({character})",
        f"func.func(array-value-copy{{optimize-conflicts={_flag(speed)}}},{character})",
        f"omp.declare_reduction({character})", f"omp.private({character})",
        CANONICALIZE, "simplify-region-lite",
        *(["simplify-intrinsics{enable-experimental=false}", "flang-algebraic-simplification"]
          if speed else []),
        *(["func.func(loop-versioning)"] if level == "-O3" else []),
        "cse",
        "func.func(memory-allocation-opt{dynamic-array-on-heap=false "
        "maximum-array-alloc-size=18446744073709551615})",
        _INLINE, "simplify-region-lite", "cse", "fir-polymorphic-op", "fir-assumed-rank-op",
        *(["func.func(optimize-array-repacking)"] if speed else []),
        "lower-repack-arrays",
        f"simplify-fir-operations{{prefer-inline-implementation={_flag(speed)}}}",
        *_on_top_level_operations("stack-reclaim", _CFG_CONVERSION),
        CANONICALIZE, "simplify-region-lite", "convert-complex-pow", "cse",
        *(["func.func(set-runtime-call-attrs)"] if speed else []),
        "mif-convert",
    ]


def fir_codegen(level: str, debug_level: str | None) -> list[str]:
    """`createDefaultFIRCodeGenPassPipeline` as tco configures it (no external name
    conversion), with `add-debug-info` at `debug_level` (None: none); without
    `reconcile-unrealized-casts` and `omp-offload-privatization-prepare`."""
    speed = level in OPTIMIZING_LEVELS
    debug = []
    if debug_level is not None:
        debug = [f"add-debug-info{{debug-level={debug_level} "
                 f"is-optimized={_flag(level != '-O0')}}}"]
    return [
        "boxed-procedure{use-thunks=true}", *(["fir-add-alias-tags"] if speed else []),
        f"fir.global({_ABSTRACT_RESULT})", f"func.func({_ABSTRACT_RESULT})",
        f"gpu.module(func.func({_ABSTRACT_RESULT}),gpu.func({_ABSTRACT_RESULT}))",
        f"omp.declare_reduction({_ABSTRACT_RESULT})", f"omp.private({_ABSTRACT_RESULT})",
        f"cg-rewrite{{preserve-declare={_flag(debug_level is not None)}}}", *debug,
        _TARGET_REWRITE, "compiler-generated-names",
        f"func.func({_FUNCTION_ATTR.format(nocapture=_flag(speed))},lower-nontemporal)",
        _FIR_TO_LLVM,
    ]


def passes(level: str, debug_level: str | None) -> list[str]:
    """The passes of `pipeline`, one top-level entry each."""
    return [*hlfir_to_fir(level), *fir_optimizer(level), *fir_codegen(level, debug_level)]


def pipeline(level: str, debug_level: str | None) -> str:
    """fir-opt's `--pass-pipeline` for tco's `level` (`-O0`..`-O3`,
    `flang.optimization_level`) with debug information at `debug_level` (one of
    `DEBUG_LEVELS`, None: none)."""
    return f"builtin.module({', '.join(passes(level, debug_level))})"
