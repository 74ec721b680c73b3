"""A dialect type written again in a file is the type read the first time
(`accdialect/ir/type_memo.py`), and a malformed one is still reported where it is."""

import pytest
from xdsl.dialects import llvm
from xdsl.utils.exceptions import ParseError

from accdialect.ir.parser import LocatedParser
from accdialect.ir.type_memo import dialect_type_end
from accdialect.tools.loading import make_context

DESCRIPTOR = "!llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>"


@pytest.mark.parametrize(("text", "end"), [
    ("!llvm.struct<(ptr, i64)> x", len("!llvm.struct<(ptr, i64)>")),
    ('!llvm.struct<"class.std::vector<int>", (ptr)>)', len('!llvm.struct<"class.std::vector<int>", (ptr)>')),
    ('!llvm.struct<"a\\"b>", (i8)>', len('!llvm.struct<"a\\"b>", (i8)>')),
    ("!fir.ref<() -> i32>, i1", len("!fir.ref<() -> i32>")),
    ("!llvm.array<4 x struct<(i8, array<2 x i32>)>>>", len("!llvm.array<4 x struct<(i8, array<2 x i32>)>>")),
])
def test_where_the_parameters_end(text, end):
    name_end = text.index("<")
    assert dialect_type_end(text, name_end) == end


@pytest.mark.parametrize("text", [
    "!llvm.ptr, i32",            # no parameters
    "!llvm.struct<(ptr, i64>)>",  # crossed brackets
    "!llvm.struct<(ptr, i64)",    # unterminated
    '!llvm.struct<"name, (i8)>',  # unterminated string
])
def test_no_end_when_there_is_no_balanced_body(text):
    assert dialect_type_end(text, len("!llvm.ptr") if text.startswith("!llvm.ptr") else
                            text.index("<")) is None


def _parse(text: str):
    return LocatedParser(make_context(), text, "memo.mlir").parse_module()


def test_a_type_written_twice_is_one_attribute():
    module = _parse(f"""
%0 = "test.op"() : () -> {DESCRIPTOR}
%1 = "test.op"() : () -> {DESCRIPTOR}
%2 = "test.op"() : () -> !llvm.struct<(ptr,  i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>
""")
    first, second, spaced = (op.results[0].type for op in module.ops)
    assert isinstance(first, llvm.LLVMStructType)
    assert second is first
    assert spaced == first  # other text: read again, the same type


def test_a_malformed_repetition_is_reported_at_its_place():
    text = f"""%0 = "test.op"() : () -> {DESCRIPTOR}
%1 = "test.op"() : () -> !llvm.struct<(ptr, i64, bogus)>
"""
    with pytest.raises(ParseError) as error:
        _parse(text)
    assert error.value.span.start == text.index("bogus")
