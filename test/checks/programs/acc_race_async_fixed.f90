! The correct twin: `acc wait(1)` orders queue 1 before the host prints x(2).
program acc_race_async_fixed
  implicit none
  integer :: x(4), i
  x = [1, 2, 3, 4]
  !$acc parallel loop copy(x) async(1)
  do i = 1, 4
    x(i) = 2 * x(i)
  end do
  !$acc wait(1)
  print *, x(2)
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  4
