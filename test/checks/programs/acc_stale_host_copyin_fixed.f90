! The correct twin of acc_stale_host_copyin.f90: `copy` copies x back.
program acc_stale_host_copyin
  implicit none
  real(8) :: x(4)
  integer :: i
  x = [1d0, 2d0, 3d0, 4d0]
  !$acc parallel loop copy(x)
  do i = 1, 4
    x(i) = 2 * x(i)
  end do
  print *, x(2)
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  4.
