"""flang 22's generic IR (test/reference/flang-22) parses with the project's
dialects, and its `acc`/`omp` operations are the project's classes."""

from collections import Counter

import pytest
from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Operation

from accdialect.dialects.acc import CopyinOp
from accdialect.ir.parser import LocatedParser
from accdialect.tools.loading import make_context
from support.paths import REFERENCE

FLANG = REFERENCE / "flang-22"


def _parse(path):
    ctx = make_context()
    module = LocatedParser(ctx, path.read_text(), str(path)).parse_module()
    module.verify()
    return ctx, module


def _ops_of(module, dialect: str) -> list[Operation]:
    return [op for op in module.walk() if op.name.startswith(dialect + ".")]


@pytest.mark.parametrize(
    ("name", "dialect", "expected"),
    [
        (
            "acc_descriptors",
            "acc",
            {"acc.copyin": 3, "acc.attach": 2, "acc.detach": 2, "acc.getdeviceptr": 5,
             "acc.copyout": 2, "acc.delete": 2, "acc.enter_data": 5, "acc.exit_data": 3},
        ),
        ("omp_descriptors", "omp", {"omp.map.info": None, "omp.target": None}),
    ],
)
def test_flang_generic_ir_uses_project_ops(name, dialect, expected):
    ctx, module = _parse(FLANG / f"{name}.generic.mlir")
    ops = _ops_of(module, dialect)
    registered = {op_class for op_class in ctx.get_dialect(dialect).operations}
    counts = Counter(op.name for op in ops if not isinstance(op, UnregisteredOp))
    for op_name, count in expected.items():
        assert counts[op_name] == count if count is not None else counts[op_name] > 0
    assert all(type(op) in registered for op in ops if not isinstance(op, UnregisteredOp))


def test_flang_acc_data_clauses_are_extended_classes():
    _, module = _parse(FLANG / "acc_descriptors.generic.mlir")
    copyins = [op for op in module.walk() if op.name == "acc.copyin"]
    assert copyins and all(type(op) is CopyinOp for op in copyins)
    assert all(op.aug_ptr is None for op in copyins if isinstance(op, CopyinOp))
