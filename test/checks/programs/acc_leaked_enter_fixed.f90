! The correct twin: `exit data delete(x)` ends the mapping.
program acc_leaked_enter_fixed
  implicit none
  real(8) :: x(16), s
  integer :: i
  x = 1.5d0
  s = 0
  !$acc enter data copyin(x)
  !$acc parallel loop present(x) reduction(+:s)
  do i = 1, 16
    s = s + x(i)
  end do
  !$acc exit data delete(x)
  print *, s
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  24.
