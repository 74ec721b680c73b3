"""accdialect's mutation fuzzer (issue 15): mutated MLIR through the project's tools.

Every case is a file of the corpus (`corpus.py`) changed by one to three mutation
strategies (`mutations.py`), drawn from `random.Random` seeded by the campaign's
seed and the case's index, so that `(seed, index)` alone gives the case back. Each
case runs in this process through four targets (`targets.py`), each outcome is
classified (`classify.py`), and a failure is shrunk to a small reproducer
(`shrink.py`) in `fuzz/findings/`. `python -m fuzz --help`; docs/fuzzing.md.
"""
