"""What modules imported from other compilers need before the project's tools read
them (`clang`: clang 22's OpenMP offload programs, through `mlir-translate`)."""
