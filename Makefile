# Two commands do all the set-up on a fresh machine (Python 3.11 + pip):
#   make demo   - install, then run a bundled example on the simulated device
#   make test-all - install, then lint (ruff, basedpyright) and run every test: `make test`
#                  and `make test-e2e` (what CI runs)
#   make test   - the quick loop: lint, lit and pytest without the end-to-end tests
#   make test-e2e - the end-to-end tests: programs compiled with LLVM 22 and run (pytest
#                  marker `e2e`, lit's test/faults) and lit's slow runs of whole programs
#                  through the passes (`// REQUIRES: e2e`)
#   make test-clone - clone the repository into a temporary folder (no ../shared/, no venv)
#                  and run the two commands there (slow; .ci/run runs it)
#   make conformance - install LLVM 22 (Debian packages, as root), then run clang and flang 22
#                  programs on the simulated device against libomptarget 22's recordings
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Python writes the bytecode caches of the project's modules: where the environment sets
# PYTHONDONTWRITEBYTECODE (this workplace's does), every acc-run and acc-opt the tests
# start would compile them again, 0.2 s a process (docs/performance.md, "Start-up").
unexport PYTHONDONTWRITEBYTECODE

.PHONY: demo test test-all test-e2e test-clone lint lit pytest conformance bench fuzz clean

# The install compiles the runtime's map operations with mypyc (setup.py,
# accdialect/runtime/compiled.py): a runtime source edited since is built again.
# (PYTHONWARNINGS: setuptools' notice on every editable install with extensions.)
$(STAMP): pyproject.toml setup.py $(wildcard accdialect/runtime/*.py)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	PYTHONWARNINGS=ignore $(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

# The demo: seed 003's struct whose pointer member is attached on the device, its data
# environment as it changes (LIBOMPTARGET_INFO bits 0x8 entries made and removed, 0x10
# the kernel launch, 0x20 the transfers, 0x10000 the simulator's attachments), every
# address named after the program's variables; the program's output is in the trace
# where it was printed (`#>`), so its standard output is not shown twice.
demo: $(STAMP)
	LIBOMPTARGET_INFO=0x10038 $(BIN)/acc-run examples/omp_struct_member_pointer.mlir \
	  --trace --symbolic 2>&1 >/dev/null

test: lint lit pytest

test-all: test test-e2e

# lit's end-to-end tests: test/faults (C, C++ and Fortran sources) and the slow runs of
# whole programs through the passes (`// REQUIRES: e2e`).
LIT_E2E = test/faults $(shell grep -rl --include='*.mlir' '^// REQUIRES: e2e' test examples)

test-e2e: $(STAMP)
	$(BIN)/lit -v --param e2e=1 $(LIT_E2E)
	$(BIN)/python -m pytest -q -rs --durations=5 -n auto -m e2e

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/basedpyright

# One line per test as it ends (PASS/FAIL, name, n of N), the failures in full.
lit: $(STAMP)
	$(BIN)/lit -v test examples

# On every core (pytest-xdist): each test file's tests stay independent of the others'.
pytest: $(STAMP)
	$(BIN)/python -m pytest -q -rs --durations=5 -n auto

test-clone: $(STAMP)
	$(BIN)/python -m pytest -q -rs -m slow test/tools/test_fresh_clone.py

conformance: $(STAMP)
	[ -x /usr/lib/llvm-22/bin/mlir-translate ] && [ -x /usr/lib/llvm-22/bin/flang ] || (apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -q clang-22 libomp-22-dev mlir-22-tools flang-22)
	$(BIN)/python -m pytest -q -rs -n auto test/tools/test_real_programs.py test/tools/test_fortran_openmp_programs.py \
	  test/conformance

# Each script's output is also written into its section of docs/figures.md (bench/record.py),
# the one place the documentation's figures come from.
bench: $(STAMP)
	$(BIN)/python bench/record.py bench/startup_bench.py
	$(BIN)/python bench/record.py bench/parse_bench.py
	$(BIN)/python bench/record.py bench/runtime_bench.py
	$(BIN)/python bench/record.py bench/interp_bench.py
	$(BIN)/python bench/record.py bench/real_program_bench.py
	$(BIN)/python bench/record.py bench/fortran_bench.py
	$(BIN)/python bench/record.py bench/passes_bench.py

# The mutation fuzzer (docs/fuzzing.md): 5000 cases of seed 1 through acc-opt and acc-run, counts
# per target and class, each new failure shrunk into fuzz/findings/; fails when any case failed.
fuzz: $(STAMP)
	$(BIN)/python -m fuzz --cases 5000 --seed 1

clean:
	rm -rf $(VENV) build accdialect/runtime/*.so
