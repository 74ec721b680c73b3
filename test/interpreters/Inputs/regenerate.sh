#!/usr/bin/env bash
# Rebuilds the fixtures of test_llvm_programs.py from the C sources here, with LLVM 22
# (Debian's clang-22 and mlir-22-tools): the program's MLIR in generic form (what
# `mlir-translate --import-llvm` makes of `clang -O0` output; the generic form is the
# one xDSL 0.74 parses) and what the native program prints and returns.
set -euo pipefail
cd "$(dirname "$0")"
bin=/usr/lib/llvm-22/bin
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for c in *.c; do
  name=${c%.c}
  "$bin/clang" -O0 -S -emit-llvm "$c" -o "$tmp/$name.ll"
  "$bin/mlir-translate" --import-llvm "$tmp/$name.ll" | "$bin/mlir-opt" --mlir-print-op-generic > "$name.mlir"
  "$bin/clang" -O0 "$c" -o "$tmp/$name" -lm
  set +e
  "$tmp/$name" > "$name.stdout" 2> "$name.stderr"
  echo $? > "$name.rc"
  set -e
done
