"""The Python surface of the data-clause operations (`DataClauseOp` and its two
kinds): what passes and the interpreter read, typed, without casts."""

import io

from xdsl.dialects.acc import DataClause
from xdsl.dialects.builtin import ModuleOp, StringAttr, SymbolRefAttr, f32
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Block

from accdialect.dialects import acc
from accdialect.ir.parser import LocatedParser
from accdialect.ir.printer import AccPrinter
from accdialect.tools.loading import make_context

PROGRAM = """
acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  acc.yield
}
acc.detach.recipe @detach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  acc.yield
}
func.func @f(%desc: !llvm.ptr, %base: !llvm.ptr) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = acc.bounds lowerbound(%c0 : index) upperbound(%c3 : index)
  %in = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr)
      bounds(%b) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%in : !llvm.ptr)
  %dev = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr)
      bounds(%b) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, structured = false}
  acc.exit_data dataOperands(%dev : !llvm.ptr)
  acc.copyout accPtr(%dev : !llvm.ptr) augPtr(%desc : !llvm.ptr) bounds(%b)
      detachRecipe(@detach_ref) to varPtr(%base : !llvm.ptr) varType(f32)
      {name = "d%p", structured = false}
  func.return
}
"""


def _ops() -> tuple[ModuleOp, list[acc.DataClauseOp]]:
    module = LocatedParser(make_context(), PROGRAM).parse_module()
    module.verify()
    return module, [op for op in module.walk() if isinstance(op, acc.DataClauseOp)]


def test_every_data_clause_op_is_an_entry_or_an_exit():
    _, (copyin, getdeviceptr, copyout) = _ops()
    assert isinstance(copyin, acc.DataEntryOp) and isinstance(getdeviceptr, acc.DataEntryOp)
    assert isinstance(copyout, acc.DataExitOp) and isinstance(copyout, acc.DataExitWithVarOp)
    assert issubclass(acc.DeleteOp, acc.DataExitNoVarOp)
    assert issubclass(acc.DetachOp, acc.DataExitOp)


def test_entry_fields_are_typed_values():
    _, (copyin, *_) = _ops()
    assert isinstance(copyin, acc.CopyinOp)
    assert copyin.var_type == f32
    assert copyin.data_clause.data == DataClause.ACC_COPYIN  # the op's own, by default
    assert copyin.structured.value.data == 0 and copyin.implicit.value.data == 0
    assert copyin.var_name == StringAttr("d%p")
    assert copyin.attach_recipe == SymbolRefAttr("attach_ref")
    assert copyin.aug_ptr is not None and len(copyin.bounds) == 1
    assert copyin.pointer_operand() is copyin.var


def test_recipes_are_found_by_kind():
    module, (copyin, getdeviceptr, copyout) = _ops()
    recipes = {op.sym_name.data: op for op in module.ops
               if isinstance(op, acc.AttachmentRecipeOp)}
    assert copyin.attachment_recipe() is recipes["attach_ref"]
    assert copyout.attachment_recipe() is recipes["detach_ref"]
    assert getdeviceptr.attachment_recipe() is None


def test_an_exit_knows_its_entry():
    _, (_, getdeviceptr, copyout) = _ops()
    assert isinstance(copyout, acc.DataExitOp)
    assert copyout.entry_op() is getdeviceptr
    assert copyout.pointer_operand() is copyout.acc_var


def test_built_operations_have_the_parsed_ones_fields():
    host = Block(arg_types=[LLVMPointerType()]).args[0]
    entry = acc.CopyinOp(var=host, var_type=f32, structured=False, var_name="a")
    delete = acc.DeleteOp(acc_var=entry, data_clause=DataClause.ACC_COPYIN, detach_recipe="r")
    copyout = acc.CopyoutOp(acc_var=entry, var=host, var_type=f32)
    assert entry.var is host and entry.structured.value.data == 0
    assert delete.entry_op() is entry and copyout.entry_op() is entry
    assert delete.data_clause.data == DataClause.ACC_COPYIN
    assert delete.detach_recipe == SymbolRefAttr("r")
    assert copyout.data_clause.data == DataClause.ACC_COPYOUT and copyout.var is host


def test_upstream_generic_form_has_no_aug_ptr_segment():
    """Built without `augPtr`, an operation prints upstream's 4-entry segment array,
    and upstream's array is read back with an empty `augPtr`."""
    host = Block(arg_types=[LLVMPointerType()]).args[0]
    entry = acc.CopyinOp(var=host, var_type=f32)
    properties = entry.upstream_generic_properties()
    assert str(properties[acc.OPERAND_SEGMENT_SIZES]) == "array<i32: 1, 0, 0, 0>"
    again = acc.CopyinOp.create(operands=entry.operands, result_types=[entry.acc_var.type],
                                properties=properties)
    assert again.aug_ptr is None and again.var is host


def test_the_generic_printer_uses_the_upstream_form():
    module, _ = _ops()
    text = _generic(module)
    assert "operandSegmentSizes = array<i32: 1, 0, 1, 0, 1>" in text  # with augPtr
    assert '"acc.enter_data"' in text


def _generic(module: ModuleOp) -> str:
    stream = io.StringIO()
    AccPrinter(stream=stream, print_generic_format=True).print_op(module)
    return stream.getvalue()
