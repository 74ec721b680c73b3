"""The type of a dense literal is checked as xDSL 0.74 checks it (`LocatedParser`
builds xDSL's constraint once instead of once per literal), at the same place."""

import pytest
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr
from xdsl.utils.exceptions import ParseError

from accdialect.ir.parser import LocatedParser
from accdialect.tools.loading import make_context


def _parse(text: str):
    return LocatedParser(make_context(), text, "dense.mlir").parse_module()


def test_a_dense_literal_of_a_static_vector_reads():
    module = _parse('"test.op"() {v = dense<[1, 2]> : vector<2xi32>} : () -> ()')
    value = next(iter(module.ops)).attributes["v"]
    assert isinstance(value, DenseIntOrFPElementsAttr)
    assert value.get_values() == (1, 2)


@pytest.mark.parametrize(("type_", "message"), [
    ("i32", "Expected memref, vector or tensor type of integer, index, float, or complex type"),
    ("tensor<?xi32>", "Dense literal attribute should have a static shape."),
    ("tensor<2x!llvm.ptr>", "Expected memref, vector or tensor type of integer, index, float, "
                            "or complex type"),
])
def test_a_dense_literal_of_another_type_is_refused(type_, message):
    text = f'"test.op"() {{v = dense<1> : {type_}}} : () -> ()'
    with pytest.raises(ParseError) as error:
        _parse(text)
    assert error.value.msg == message
