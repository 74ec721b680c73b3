"""A module's `omp.requires` read as libomptarget 22's `OMP_REQ_*` bits, from upstream's
`#omp<clause_requires ...>` as from clang's integer (`omp.requires_bits`)."""

import pytest
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i64

from accdialect.dialects.discardable import OMP_REQUIRES
from accdialect.dialects.omp import requires_bits
from accdialect.ir.parser import LocatedParser
from accdialect.tools.loading import make_context


def _requires(clauses: str) -> int | None:
    text = f"module attributes {{omp.requires = #omp<clause_requires {clauses}>}} {{}}"
    module = LocatedParser(make_context(), text).parse_module()
    assert isinstance(module, ModuleOp)
    return requires_bits(module.attributes[OMP_REQUIRES])


@pytest.mark.parametrize(("clauses", "bits"), [
    ("none", 0),
    ("reverse_offload", 0x2),
    ("unified_address", 0x4),
    ("unified_shared_memory", 0x8),
    ("dynamic_allocators", 0x10),
    ("unified_shared_memory|reverse_offload", 0xA),
])
def test_upstream_clauses_are_libomptargets_bits(clauses, bits):
    assert _requires(clauses) == bits


def test_clangs_bits_are_taken_as_they_are():
    assert requires_bits(IntegerAttr(0x18, i64)) == 0x18
    assert requires_bits(None) is None
