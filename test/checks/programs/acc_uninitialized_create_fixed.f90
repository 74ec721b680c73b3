! The correct twin of acc_uninitialized_create.f90: `copyin` copies x.
program acc_uninitialized_create
  implicit none
  real(8) :: x(4), total
  integer :: i
  x = [1d0, 2d0, 3d0, 4d0]
  total = 0
  !$acc parallel loop copyin(x) reduction(+:total)
  do i = 1, 4
    total = total + x(i)
  end do
  print *, total
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  10.
