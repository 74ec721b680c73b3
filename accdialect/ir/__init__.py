"""The IR layer: reading, printing and verifying modules of the project's dialects.

As MLIR's IR library: `parser` reads MLIR's text (custom and generic forms, with
source locations; its literals, `literals`; its tokens, `lexer`), `printer` writes it
as mlir-opt 22 does, `diagnostics` holds the located messages (a leaf), `verifier`
runs a module's verification (each operation, `verification`; dominance, `dominance`;
which operations are isolated from above, `isolation`), `preservation` records what a
pass left unchanged. The dialects and `xdsl_compat` are below this layer; passes, the
interpreter and the tools above it.
"""
