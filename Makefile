# Two commands do all the set-up on a fresh machine (Python 3.11 + pip):
#   make demo   - install, then run acc-opt on the bundled seed-001 example
#   make test   - install, then run every test (lit + pytest)
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lit pytest bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/acc-opt examples/seed001_descriptor_attach.mlir

test: lit pytest

lit: $(STAMP)
	$(BIN)/lit -sv test examples

pytest: $(STAMP)
	$(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/python bench/parse_bench.py
	$(BIN)/python bench/runtime_bench.py
	$(BIN)/python bench/interp_bench.py

clean:
	rm -rf $(VENV)
