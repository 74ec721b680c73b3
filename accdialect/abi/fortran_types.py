"""The type codes of flang's descriptors (the `type` byte of `CFI_cdesc_t`).

ISO_Fortran_binding.h as LLVM 22 ships it (lib/clang/22/include) for the C
interoperable types; flang 22 gives LOGICAL(k) the code of `int_least<8k>_t`
(k = 2, 4, 8) and `_Bool` for k = 1, as tco 22 writes them into a descriptor
(`fir.embox` of `!fir.logical<4>` stores 14).
"""

from enum import Enum

CFI_ATTRIBUTE_POINTER = 1
CFI_ATTRIBUTE_ALLOCATABLE = 2
CFI_ATTRIBUTE_OTHER = 0


class Category(Enum):
    INTEGER = "integer"
    REAL = "real"
    COMPLEX = "complex"
    LOGICAL = "logical"
    CHARACTER = "character"
    DERIVED = "derived"


TYPE_CODES: dict[int, tuple[Category, int]] = {
    7: (Category.INTEGER, 1), 8: (Category.INTEGER, 2), 9: (Category.INTEGER, 4),
    10: (Category.INTEGER, 8), 11: (Category.INTEGER, 16),
    27: (Category.REAL, 4), 28: (Category.REAL, 8),
    34: (Category.COMPLEX, 4), 35: (Category.COMPLEX, 8),
    39: (Category.LOGICAL, 1), 13: (Category.LOGICAL, 2), 14: (Category.LOGICAL, 4),
    15: (Category.LOGICAL, 8),
    40: (Category.CHARACTER, 1), 42: (Category.DERIVED, 0),
}
"""Type code -> (category, kind)."""
