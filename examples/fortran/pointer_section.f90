! POINTER arrays associated with sections of a TARGET (`p => base(3:7)`, a
! strided `q => base(2:10:2)`) in `copy(p)` and `copy(q)` (the data the
! descriptor describes, from its first element to its last, OpenACC 3.3 §2.6.4),
! ASSOCIATED(p, base(3:7)) after, NULLIFY. Same output on a shared-memory device and
! natively on the host: the strided section's gaps are copied back unchanged.
! Expected:
!  1. -2. 30. -40. 50. -60. 70. -8. 9. -10.
!  1 5 T 5
!  F
program pointer_section
  implicit none
  real, target :: base(10)
  real, pointer :: p(:), q(:)
  integer :: i
  base = [(real(i), i = 1, 10)]
  p => base(3:7)
  q => base(2:10:2)
  !$acc parallel loop copy(p)
  do i = 1, size(p)
    p(i) = p(i) * 10.0
  end do
  !$acc parallel loop copy(q)
  do i = 1, size(q)
    q(i) = -q(i)
  end do
  print *, base
  print *, lbound(p), ubound(p), associated(p, base(3:7)), size(q)
  nullify(p)
  print *, associated(p)
end program
