"""Helpers the test folders share, importable as `support` (pytest's `pythonpath`
option puts `test/` on the path; basedpyright's `extraPaths` does the same)."""
