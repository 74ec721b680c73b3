"""`acc-descriptor-attach` on flang's own IR (HLFIR/FIR, as `flang -fc1 -emit-hlfir`
and `-emit-fir` print it): seed 001's form written in FIR, as its example is.

flang 22 writes `copyin(p)` of a POINTER (ALLOCATABLE) `p` with the descriptor's
address in `varPtr`:

    %7 = acc.copyin varPtr(%2#0 : !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>)
           -> !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>> {name = "p", structured = false}

`acc_descriptor_attach_flang` splits it into the clause on the data (marked
`acc.descriptor = f32`) and the clause on the descriptor itself (`acc.descriptor =
false`); this module gives the first seed 001's operands, in seed 001's own FIR:

    %desc = fir.load %2#0 : !fir.ref<!fir.box<!fir.ptr<!fir.array<?x?xf32>>>>
    %base = fir.box_addr %desc : (!fir.box<...>) -> !fir.ptr<!fir.array<?x?xf32>>
    %dims:3 = fir.box_dims %desc, %c0 : (!fir.box<...>, index) -> (index, index, index)
    %b0 = acc.bounds lowerbound(%c0 : index) extent(%dims#1 : index)
            stride(%dims#2 : index) {strideInBytes = true}
    ...
    %7 = acc.copyin varPtr(%base : !fir.ptr<!fir.array<?x?xf32>>) varType(f32)
           augPtr(%2#0 : !fir.ref<!fir.box<...>>) bounds(%b0, %b1)
           attachRecipe(@acc_attach_descriptor_ref_box_ptr_UxUxf32) -> !fir.ptr<...>

The recipes are FIR, one per descriptor type (their arguments are the operation's
`varPtr` and `augPtr` types), named after flang's type mangling
(`fir_types.type_as_string`), and call flang's runtime as seed 001's example does:

    acc.attach.recipe @acc_attach_descriptor_ref_box_ptr_UxUxf32 :
        (!fir.ptr<!fir.array<?x?xf32>>, !fir.ref<!fir.box<...>>, index, index) {
    ^bb0(%base_addr: ..., %desc: ..., %offset: index, %size: index):
      ... fir.convert ...
      fir.call @_FortranAOpenACCAttachDescriptor(%d, %b, %o, %s, %file, %line)
        : (!fir.ref<!fir.box<none>>, !fir.llvm_ptr<i8>, i64, i64, !fir.ref<i8>, i32) -> ()
      acc.yield
    }

and the detach recipes `_FortranAOpenACCDetachDescriptor` (finalizing under
`acc.exit_data ... finalize`), the detach half seed 001 leaves as a TODO.
"""

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerAttr
from xdsl.ir import Attribute, Operation, SSAValue

from accdialect.abi.entry_points import FORTRAN_ATTACH_DESCRIPTOR, FORTRAN_DETACH_DESCRIPTOR
from accdialect.dialects import fir_types as fir
from accdialect.dialects.fir_descriptors import BoxAddrOp, BoxDimsOp
from accdialect.dialects.fir_memory import LoadOp

ATTACH_RECIPE = "acc_attach_descriptor_"
DETACH_RECIPE = "acc_detach_descriptor_"
DETACH_FINALIZE_RECIPE = "acc_detach_descriptor_finalize_"
_DESCRIPTOR_ARG = "!fir.ref<!fir.box<none>>"
_ADDRESS_ARG = "!fir.llvm_ptr<i8>"
_ATTACH_SIGNATURE = f"({_DESCRIPTOR_ARG}, {_ADDRESS_ARG}, i64, i64, !fir.ref<i8>, i32) -> ()"
_DETACH_SIGNATURE = (f"({_DESCRIPTOR_ARG}, {_ADDRESS_ARG}, i64, i64, i32, !fir.ref<i8>, i32)"
                     " -> ()")


def descriptor_box(t: Attribute) -> fir.BoxType | None:
    """The descriptor type of an ALLOCATABLE or POINTER when `t` is its address
    (`!fir.ref<!fir.box<!fir.heap<T>>>`, `!fir.ref<!fir.box<!fir.ptr<T>>>`)."""
    if not isinstance(t, fir.ReferenceType) or not isinstance(box := t.type, fir.BoxType):
        return None
    return box if isinstance(box.type, fir.HeapType | fir.PointerType) else None


def descriptor_rank(box: fir.BoxType) -> int:
    """The rank of the data a descriptor type describes."""
    data = box.type
    assert isinstance(data, fir.HeapType | fir.PointerType)
    inner = data.type
    return len(inner.extents or ()) if isinstance(inner, fir.SequenceType) else 0


def base_address(desc: SSAValue, box: fir.BoxType, ops: list[Operation]) -> SSAValue:
    """The descriptor's `base_addr` (`fir.load` of the descriptor, `fir.box_addr`),
    the operations appended to `ops`; the loaded descriptor is `ops[0]`'s result."""
    loaded = LoadOp.create(operands=[desc], result_types=[box])
    loaded.results[0].name_hint = "desc"
    address = BoxAddrOp.create(operands=[loaded.results[0]], result_types=[box.type])
    address.results[0].name_hint = "base_addr"
    ops += [loaded, address]
    return address.results[0]


def descriptor_dimensions(loaded: SSAValue, rank: int, ops: list[Operation]
                          ) -> list[tuple[SSAValue, SSAValue, SSAValue]]:
    """(zero, extent, byte stride) of each dimension the descriptor describes
    (`fir.box_dims`), read at run time."""
    zero = arith.ConstantOp(IntegerAttr(0, IndexType()))
    zero.result.name_hint = "c0"
    ops.append(zero)
    dims: list[tuple[SSAValue, SSAValue, SSAValue]] = []
    for r in range(rank):
        which = zero if r == 0 else arith.ConstantOp(IntegerAttr(r, IndexType()))
        if r:
            ops.append(which)
        box_dims = BoxDimsOp.create(operands=[loaded, which.results[0]],
                                    result_types=[IndexType()] * 3)
        ops.append(box_dims)
        dims.append((zero.result, box_dims.results[1], box_dims.results[2]))
    return dims


def recipe_names(box_address: Attribute) -> tuple[str, str, str]:
    """The attach, detach and finalizing detach recipes of a descriptor at an address
    of type `box_address`."""
    mangled = fir.type_as_string(box_address)
    return (ATTACH_RECIPE + mangled, DETACH_RECIPE + mangled,
            DETACH_FINALIZE_RECIPE + mangled)


def _converted_arguments(base: Attribute, desc: Attribute) -> str:
    return f"""
  %d = fir.convert %desc : ({desc}) -> {_DESCRIPTOR_ARG}
  %b = fir.convert %base_addr : ({base}) -> {_ADDRESS_ARG}
  %o = fir.convert %offset : (index) -> i64
  %s = fir.convert %size : (index) -> i64
  %file = fir.zero_bits !fir.ref<i8>
  %line = arith.constant 0 : i32"""


def recipe_texts(box_address: Attribute) -> dict[str, str]:
    """The recipes of a descriptor at an address of type `box_address` and the
    runtime's declarations they call, by symbol name."""
    box = descriptor_box(box_address)
    assert box is not None
    base = box.type
    attach, detach, finalize = recipe_names(box_address)
    head = f"({base}, {box_address}, index, index) {{\n" \
        f"^bb0(%base_addr: {base}, %desc: {box_address}, %offset: index, %size: index):"
    arguments = _converted_arguments(base, box_address)
    texts = {attach: f"""acc.attach.recipe @{attach} : {head}{arguments}
  fir.call @{FORTRAN_ATTACH_DESCRIPTOR}(%d, %b, %o, %s, %file, %line) : {_ATTACH_SIGNATURE}
  acc.yield
}}"""}
    for name, flag in ((detach, 0), (finalize, 1)):
        texts[name] = f"""acc.detach.recipe @{name} : {head}{arguments}
  %finalize = arith.constant {flag} : i32
  fir.call @{FORTRAN_DETACH_DESCRIPTOR}(%d, %b, %o, %s, %finalize, %file, %line) : {_DETACH_SIGNATURE}
  acc.yield
}}"""
    return texts


RUNTIME_DECLARATIONS = {
    FORTRAN_ATTACH_DESCRIPTOR: f"func.func private @{FORTRAN_ATTACH_DESCRIPTOR}"
                               f"{_ATTACH_SIGNATURE.removesuffix(' -> ()')} attributes {{fir.runtime}}",
    FORTRAN_DETACH_DESCRIPTOR: f"func.func private @{FORTRAN_DETACH_DESCRIPTOR}"
                               f"{_DETACH_SIGNATURE.removesuffix(' -> ()')} attributes {{fir.runtime}}",
}
"""flang's declarations of the runtime entry points the FIR recipes call."""
