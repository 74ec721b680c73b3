! copy(p) of a POINTER array associated with a target: like an allocatable,
! flang names the descriptor; the target's data and the descriptor are
! mapped and attached (OpenACC 3.3 §2.7.2, seed 001).
! Expected (discrete memory and shared memory alike):
!  10 20 30
program pointer_array_copy
  implicit none
  integer, target :: t(3)
  integer, pointer :: p(:)
  integer :: i
  t = [1, 2, 3]
  p => t
  !$acc parallel loop copy(p)
  do i = 1, 3
    p(i) = p(i) * 10
  end do
  print *, t
end program
