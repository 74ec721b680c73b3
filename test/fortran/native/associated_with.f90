! ASSOCIATED(POINTER, TARGET) through flang 22's runtime (PointerIsAssociatedWith):
! the same section, another section of the same array, the same elements in another
! order or stride, a zero-sized target, a 2-D pointer, a disassociated pointer.
program associated_with
  implicit none
  real, target :: a(10), m(3, 4)
  real, pointer :: p(:), r(:, :)
  a = 0
  m = 0
  p => a(2:8:2)
  print *, associated(p, a(2:8:2)), associated(p, a(2:8)), associated(p, a(2:9:2)), &
           associated(p, a(8:2:-2)), associated(p, a)
  p => a(5:4)
  print *, associated(p, a(5:4)), associated(p)
  p => a
  print *, associated(p, a), associated(p, a(1:10)), associated(p, a(1:9))
  r => m(2:3, :)
  print *, associated(r, m(2:3, :)), associated(r, m(2:3, 1:3)), associated(r, m(1:2, :))
  nullify(p)
  print *, associated(p, a), associated(p)
end program
