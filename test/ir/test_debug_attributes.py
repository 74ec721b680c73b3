"""`ir.debug_info` reads the debug attributes `mlir-translate --import-llvm` writes for
a program compiled with `clang -g` (the texts below are as clang 22 and
mlir-translate 22 print them, shortened where a parameter does not matter)."""

from accdialect.ir.debug_info import member_at, parse_di, source_language, stripped

_INT = '#llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, ' \
       'encoding = DW_ATE_signed>'
_DOUBLE_PTR = ('#llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = '
               '#llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, '
               'encoding = DW_ATE_float>, sizeInBits = 64>')
_STRUCT = ('#llvm.di_composite_type<tag = DW_TAG_structure_type, file = #llvm.di_file<'
           '"prog.c" in "">, line = 3, sizeInBits = 128, elements = '
           f'#llvm.di_derived_type<tag = DW_TAG_member, name = "n", baseType = {_INT}, '
           'sizeInBits = 32>, '
           f'#llvm.di_derived_type<tag = DW_TAG_member, name = "p", baseType = {_DOUBLE_PTR}, '
           'sizeInBits = 64, offsetInBits = 64>>')
_VARIABLE = ('#llvm.di_local_variable<scope = #llvm.di_subprogram<id = distinct[1]<>, '
             'compileUnit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = '
             'DW_LANG_C11, file = #llvm.di_file<"prog.c" in "/tmp">, producer = "clang", '
             'isOptimized = false, emissionKind = Full>, name = "main", line = 4>, name = "s", '
             'line = 5, type = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "S", '
             f'baseType = {_STRUCT}>>')


def test_a_variable_its_name_type_and_language():
    variable = parse_di(_VARIABLE)
    assert variable is not None and variable.kind == "di_local_variable"
    assert (variable.name, variable.number("line")) == ("s", 5)
    assert source_language(variable) == "DW_LANG_C11"
    t = variable.node("type")
    assert t is not None and (t.tag, t.name) == ("DW_TAG_typedef", "S")
    layout = stripped(t)
    assert layout is not None and layout.tag == "DW_TAG_structure_type"


def test_a_list_parameter_holds_every_member_and_offsets_find_them():
    structure = parse_di(_STRUCT)
    assert [m.name for m in structure.nodes("elements")] == ["n", "p"] if structure else False
    n, p = member_at(structure, 0), member_at(structure, 8)
    assert n is not None and p is not None and (n.name, p.name) == ("n", "p")
    assert member_at(structure, 4) is None
    pointee = p.node("baseType")
    assert pointee is not None and pointee.tag == "DW_TAG_pointer_type"


def test_a_recursive_type_refers_to_its_definition():
    text = ('#llvm.di_composite_type<recId = distinct[7]<>, tag = DW_TAG_structure_type, '
            'name = "Node", elements = #llvm.di_derived_type<tag = DW_TAG_member, name = '
            '"next", baseType = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = '
            '#llvm.di_composite_type<recId = distinct[7]<>, isRecSelf = true>, sizeInBits = '
            '64>, sizeInBits = 64>>')
    node = parse_di(text)
    next_member = member_at(node, 0)
    assert next_member is not None
    pointer = next_member.node("baseType")
    assert pointer is not None
    assert pointer.node("baseType") is node


def test_what_is_not_a_debug_attribute_is_none():
    assert parse_di("42 : i32") is None
    assert parse_di("#llvm.di_local_variable<name = ") is None
