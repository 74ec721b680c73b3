! copyin: the device copy is not copied back at the end of the region
! (OpenACC 3.3 §2.7.7). The kernel doubles the device copy; the host keeps
! its values.
! Expected on a discrete-memory device:
!  1. 2. 3. 4.
! (a shared-memory device prints 2. 4. 6. 8.)
program copyin_not_copied_back
  implicit none
  real(8) :: x(4)
  integer :: i
  x = [1d0, 2d0, 3d0, 4d0]
  !$acc parallel loop copyin(x)
  do i = 1, 4
    x(i) = 2 * x(i)
  end do
  print *, x
end program
