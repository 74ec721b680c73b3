"""acc-import's rewrite of a string `llvm.mlir.constant` of an `i8` array (what
mlir-translate 22 writes for `char name[8] = "exp"` in a constant struct) into dense
`i8` elements: MLIR's escapes `\\XX`, `\\\\` and `\\"` decoded, bytes above 127 as
negative `i8` values, a string whose length is not the array's left as it was."""

from accdialect.importers.string_constants import string_constants_as_dense

CONSTANT = '%107 = "llvm.mlir.constant"() <{{value = "{}"}}> : () -> !llvm.array<{} x i8> loc(#loc9)'


def test_escapes_and_high_bytes():
    text = CONSTANT.format(r'a\\\"\00\FF', 5)
    assert string_constants_as_dense(text) == (
        '%107 = "llvm.mlir.constant"() <{value = dense<[97, 92, 34, 0, -1]> : tensor<5xi8>}> '
        ': () -> !llvm.array<5 x i8> loc(#loc9)')


def test_clang_struct_member():
    text = CONSTANT.format(r"exp\00\00\00\00\00", 8)
    assert "dense<[101, 120, 112, 0, 0, 0, 0, 0]> : tensor<8xi8>" in string_constants_as_dense(text)


def test_length_mismatch_left_alone():
    text = CONSTANT.format("abc", 4)
    assert string_constants_as_dense(text) == text
