"""acc-opt's verification (issue 13): the input and, as mlir-opt's default
`-verify-each`, the module after each pass, through `verify_located`, whose
`OperationVerifier.verify_operation` skips an operation definition's checks for a shape
that passed them. What depends on the operation's place (a callee in the symbol
table) and what the shape holds (a property's value) must still fail; the messages
are those acc-opt gave before the memo (xDSL's verifiers, located as mlir-opt
locates them)."""

from typing import cast

import pytest
from xdsl.ir import Operation
from xdsl.utils.exceptions import VerifyException

from accdialect.ir.diagnostics import LocatedDiagnostic
from accdialect.ir.parser import LocatedParser
from accdialect.ir.verifier import verify_located
from accdialect.tools.loading import make_context
from support.acc_opt import run_acc_opt

CALLS = """llvm.func @g(%p: !llvm.ptr) {{
  llvm.call @f(%p) : (!llvm.ptr) -> ()
  llvm.call @f(%p) : (!llvm.ptr) -> ()
  llvm.return
}}{callee}
"""
CALLEE = "\nllvm.func @f(!llvm.ptr)"

FIELDS = """llvm.func @g(%p: !llvm.ptr) {{
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %1 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %2 = llvm.getelementptr %p[0, {field}] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.return
}}
"""


def verify(text: str) -> None:
    verify_located(LocatedParser(make_context(), text, "in.mlir").parse_module())


def test_a_known_shape_still_needs_its_callee():
    verify(CALLS.format(callee=CALLEE))  # the call's shape verified twice
    with pytest.raises(LocatedDiagnostic) as error:
        verify(CALLS.format(callee=""))
    assert str(error.value) == ("in.mlir:2:3: error: 'llvm.call' op '@f' could not be found "
                                "in symbol table")


def test_a_property_value_is_part_of_the_shape():
    verify(FIELDS.format(field=1))
    with pytest.raises(LocatedDiagnostic) as error:
        verify(FIELDS.format(field=2))
    assert str(error.value) == ("in.mlir:4:8: error: 'llvm.getelementptr' op GEP index #1: 2 "
                                "is out of range for struct with 2 field(s)")


def test_verify_each_zero_still_verifies_the_input(tmp_path):
    path = tmp_path / "in.mlir"
    path.write_text(CALLS.format(callee=""))
    for flags in ([], ["--verify-each=0"], ["-p", "acc-order-data-actions", "--verify-each=0"]):
        run = run_acc_opt(str(path), *flags)
        assert run.status == 1
        assert run.stderr.startswith(f"{path}:2:3: error: 'llvm.call' op '@f' could not be found")


def test_verify_each_takes_zero_or_one(tmp_path):
    path = tmp_path / "in.mlir"
    path.write_text(CALLS.format(callee=CALLEE))
    assert run_acc_opt(str(path), "--verify-each=0").stdout == \
        run_acc_opt(str(path), "--verify-each=1").stdout
    assert run_acc_opt(str(path), "--verify-each=2").status == 2  # argparse's usage error


def test_the_same_attribute_objects_but_one_still_fail():
    """The memo's look-up by identity: operations built from the very attribute
    objects of one that passed are known; one with a single other object (flags of
    type i64, which the definition of `llvm.getelementptr` refuses) fails as xDSL's
    verifier fails it."""
    from xdsl.dialects import llvm
    from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, i32, i64
    from xdsl.ir import Block

    from accdialect.ir.verification import VERIFIED_SHAPES, OperationVerifier

    pair = llvm.LLVMStructType.from_type_list([i32, i32])
    indices = DenseArrayBase.from_list(i32, [2, 0])
    block = Block([llvm.ReturnOp()], arg_types=[llvm.LLVMPointerType()])

    def gep(flags):
        op = llvm.GEPOp.create(operands=[block.args[0]], result_types=[block.args[0].type],
                               properties={"rawConstantIndices": indices,
                                           "elem_type": pair, "noWrapFlags": flags})
        block.insert_op_before(op, block.last_op)  # pyright: ignore[reportArgumentType]
        return op

    flags = IntegerAttr(0, i32)
    verifier = OperationVerifier()
    verifier.verify_operation(gep(flags))
    shapes = len(VERIFIED_SHAPES)
    verifier.verify_operation(gep(flags))
    assert len(VERIFIED_SHAPES) == shapes
    with pytest.raises(VerifyException) as error:
        verifier.verify_operation(gep(IntegerAttr(0, i64)))
    assert str(error.value).split("\n")[0] == "Expected attribute i32 but got i64"


def test_a_module_verified_after_another_keeps_none_of_its_attributes():
    """The memo by identity holds the shapes of the module being verified only: a
    process verifying module after module (the fuzzer, a test run) would otherwise keep
    every module's attributes alive (1.3 MB a fuzz case)."""
    from accdialect.ir import verifier

    def module(index: int):
        text = (f"llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {{\n"
                f"  %q = llvm.getelementptr %p[{index}] : (!llvm.ptr) -> !llvm.ptr, i32\n"
                f"  llvm.return %q : !llvm.ptr\n}}\n")
        return LocatedParser(make_context(), text, "m.mlir").parse_module()

    first = module(12345)
    verify_located(first)
    indices = next(op for op in first.walk() if op.name == "llvm.getelementptr").properties[
        "rawConstantIndices"]

    def remembered() -> bool:
        shapes = verifier._last[0].identities.values()  # pyright: ignore[reportPrivateUsage]
        properties = (cast(tuple[tuple[str, object], ...], shape[4]) for shape in shapes)
        return any(value is indices for pairs in properties for _, value in pairs)

    assert remembered()
    verify_located(module(54321))
    assert not remembered()


GLOBALS = """llvm.mlir.global private constant @a("ab\\00") {{addr_space = 0 : i32}} : !llvm.array<3 x i8>
llvm.mlir.global private constant @{name}("{text}\\00") {{addr_space = 0 : i32}} : !llvm.array<3 x i8>
llvm.func @g() -> !llvm.ptr {{
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  %1 = llvm.mlir.addressof @{name} : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}}
"""


def test_values_the_definition_asks_only_the_class_of_are_one_shape():
    """A global's name and initial value, an address's symbol: their constraints
    (`SymbolNameConstraint`, `AnyAttr`, `BaseAttr(SymbolRefAttr)`) read the class
    only, so other names and strings are shapes already verified."""
    from accdialect.ir.verification import VERIFIED_SHAPES

    verify(GLOBALS.format(name="b", text="cd"))
    shapes = len(VERIFIED_SHAPES)
    verify(GLOBALS.format(name="other", text="xy"))
    assert len(VERIFIED_SHAPES) == shapes


def _fails_as_xdsl_fails(text: str, change) -> None:
    """`change` (given the parsed module) breaks one operation, which it returns:
    the located error is the message of xDSL's own verifier of that operation."""
    module = LocatedParser(make_context(), text, "in.mlir").parse_module()
    verify_located(module)  # its shapes known
    broken = change(module)
    _reported_as_xdsl_reports(module, broken, lambda: broken.verify(verify_nested_ops=False))


def _reported_as_xdsl_reports(module, broken, theirs_check) -> None:
    """`verify_located(module)` fails at `broken` with the message of xDSL's check."""
    with pytest.raises(VerifyException) as theirs:
        theirs_check()
    with pytest.raises(LocatedDiagnostic) as ours:
        verify_located(module)
    assert ours.value.op is broken
    assert ours.value.summary == f"'{broken.name}' op {theirs.value}"


def test_a_value_of_another_class_still_fails():
    from xdsl.dialects.builtin import IntegerAttr, i32

    def rename(module):
        target = next(op for op in module.walk() if op.name == "llvm.mlir.global")
        target.properties["sym_name"] = IntegerAttr(7, i32)
        return target

    _fails_as_xdsl_fails(GLOBALS.format(name="b", text="cd"), rename)


def test_segment_sizes_are_part_of_the_shape():
    """`operandSegmentSizes`' constraint asks for a dense array only, but the
    definition's count of the operand groups reads its values."""
    from xdsl.dialects.builtin import DenseArrayBase, i32

    def resize(module):
        call = next(op for op in module.walk() if op.name == "llvm.call")
        call.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [2, 0])
        return call

    _fails_as_xdsl_fails(CALLS.format(callee=CALLEE), resize)


def test_a_callee_that_is_not_a_function_fails_as_xdsl_fails():
    """The table of symbols answers with the first of a name, as xDSL's look-up."""
    from xdsl.dialects.llvm import CallOpSymbolUserOpInterface

    text = CALLS.format(callee="\nllvm.mlir.global internal @f() : i32" + CALLEE)
    module = LocatedParser(make_context(), text, "in.mlir").parse_module()
    call = next(op for op in module.walk() if op.name == "llvm.call")
    _reported_as_xdsl_reports(module, call, lambda: CallOpSymbolUserOpInterface().verify(call))


def test_a_value_from_outside_the_module_fails_as_xdsl_fails():
    """The module's `IsolatedFromAbove`: an operand defined in another module (only a
    pass could make one) is xDSL's error at the module."""
    from xdsl.traits import IsolatedFromAbove

    text = ("llvm.func @g(%p: !llvm.ptr) -> !llvm.ptr {\n"
            "  %0 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32\n"
            "  llvm.return %0 : !llvm.ptr\n}\n")
    ours_module, other = (LocatedParser(make_context(), text, name).parse_module()
                          for name in ("a.mlir", "b.mlir"))
    verify_located(ours_module)
    gep = next(op for op in ours_module.walk() if op.name == "llvm.getelementptr")
    gep.operands = [next(op for op in other.walk() if op.name == "llvm.getelementptr").results[0]]
    _reported_as_xdsl_reports(ours_module, ours_module,
                              lambda: IsolatedFromAbove().verify(ours_module))


DYNAMIC = """llvm.func @g(%p: !llvm.ptr, %i: i64) {{
  %0 = llvm.getelementptr %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  %1 = llvm.getelementptr %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  %2 = llvm.getelementptr %p[{index}, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.return
}}
"""


def test_mlir_opt_rules_of_a_shape_are_checked_once_per_shape_and_still_fail():
    """A GEP's dynamic indices against its operands (mlir-opt's `GEPOp::verify`) are
    checked with the definition's checks, once per shape: a known shape with the
    marker and an operand passes; the marker without the operand is another shape,
    reported at its operation with the message acc-opt gave before
    (test_malformed_input's gep-dynamic-index-without-operand)."""
    verify(DYNAMIC.format(index=0))
    with pytest.raises(LocatedDiagnostic) as error:
        verify(DYNAMIC.format(index=-2147483648))
    assert str(error.value) == ("in.mlir:4:8: error: 'llvm.getelementptr' op expected as many "
                                "dynamic indices as specified in 'rawConstantIndices'")


def test_the_same_module_verified_again_keeps_its_identities_and_still_fails(monkeypatch):
    """Verified again (after a pass), the same module's operations are found by the
    identities of their attributes, remembered at the last verification: no shape is
    built again. An operation given another attribute is another identity, verified,
    and its error reported at it."""
    from xdsl.dialects.builtin import DenseArrayBase, i32

    from accdialect.ir import verification

    module = LocatedParser(make_context(), FIELDS.format(field=1), "in.mlir").parse_module()
    verify_located(module)
    built = []
    shape = verification._Plan.shape  # pyright: ignore[reportPrivateUsage]
    monkeypatch.setattr(verification._Plan, "shape",  # pyright: ignore[reportPrivateUsage]
                        lambda plan, op: built.append(op.name) or shape(plan, op))
    verify_located(module)
    assert built == []
    gep = [op for op in module.walk() if op.name == "llvm.getelementptr"][2]
    gep.properties["rawConstantIndices"] = DenseArrayBase.from_list(i32, [0, 2])
    with pytest.raises(LocatedDiagnostic) as error:
        verify_located(module)
    assert built == ["llvm.getelementptr"]
    assert str(error.value) == ("in.mlir:4:8: error: 'llvm.getelementptr' op GEP index #1: 2 "
                                "is out of range for struct with 2 field(s)")


def test_a_straight_line_function_is_looked_at_once(monkeypatch):
    """The builtin.module's isolation check does not look into a function whose body
    is straight-line (every operand defined before it in its block, or an argument
    of it): dominance finds that once, for both. A function that is not is still
    looked into, and a value from elsewhere fails as xDSL fails it
    (test_a_value_from_outside_the_module_fails_as_xdsl_fails)."""
    from accdialect.ir import verification

    looked: list[Operation] = []
    straight = verification.is_straight_line
    monkeypatch.setattr(verification, "is_straight_line",
                        lambda op: looked.append(op) or straight(op))
    for _ in range(2):  # the module's shape known the second time: its check is ours
        looked.clear()
        verify(CALLS.format(callee=CALLEE))
        bodies = [op for op in looked if op.name == "llvm.func" and op.regions[0].blocks]
        assert len(bodies) == 1  # @g, once (dominance and, the second time, isolation)



def test_a_symbol_defined_twice_fails():
    """The module's `SymbolTable` rule: the names compared by their text
    (`unique_symbols`, else xDSL's check); mlir-opt's error and note reach the user."""
    from accdialect.ir.verification import unique_symbols

    text = ("llvm.mlir.global private constant @s(1 : i64) : i64\n"
            "llvm.mlir.global private constant @t(2 : i64) : i64\n"
            "llvm.func @f(!llvm.ptr)\n")
    module = LocatedParser(make_context(), text, "in.mlir").parse_module()
    verify_located(module)
    assert unique_symbols(module)
    second = [op for op in module.walk() if op.name == "llvm.mlir.global"][1]
    second.properties["sym_name"] = cast(Operation, module.body.block.first_op).properties["sym_name"]
    assert not unique_symbols(module)
    with pytest.raises(LocatedDiagnostic) as error:
        verify_located(module)
    assert str(error.value) == ("in.mlir:2:1: error: redefinition of symbol named 's'\n"
                                "in.mlir:1:1: note: see existing symbol definition here")


def test_a_global_initializer_using_a_value_from_outside_is_not_isolated():
    """A global's initializer is isolated from above: its straight-line body is looked
    into (`OperationVerifier.uses_values_from_inside`), and a value from outside it
    fails."""
    from accdialect.ir.verification import OperationVerifier

    text = ("llvm.mlir.global private constant @names() : !llvm.array<1 x ptr> {\n"
            "  %0 = llvm.mlir.undef : !llvm.array<1 x ptr>\n"
            "  %1 = llvm.mlir.zero : !llvm.ptr\n"
            "  %2 = llvm.insertvalue %1, %0[0] : !llvm.array<1 x ptr>\n"
            "  llvm.return %2 : !llvm.array<1 x ptr>\n}\n"
            "llvm.func @g(%p: !llvm.ptr) {\n  llvm.return\n}\n")
    module = LocatedParser(make_context(), text, "in.mlir").parse_module()
    verify_located(module)
    glob = next(op for op in module.walk() if op.name == "llvm.mlir.global")
    checks = OperationVerifier()
    assert checks.uses_values_from_inside(glob)
    insert = next(op for op in module.walk() if op.name == "llvm.insertvalue")
    function = next(op for op in module.walk() if op.name == "llvm.func")
    insert.operands = [function.regions[0].block.args[0], insert.operands[1]]
    checks.begin()  # what the straight-line check found is kept for one verification
    assert not checks.uses_values_from_inside(glob)
    with pytest.raises(LocatedDiagnostic, match="using value defined outside the region"):
        verify_located(module)
