! The correct twin of acc_bounds_copyin.f90: the section is a(1:n).
program acc_bounds_copyin
  implicit none
  integer, parameter :: n = 8
  real(8) :: a(n), s
  integer :: i, cells
  a = [(i, i = 1, n)]
  cells = n + 2
  s = 0
  !$acc parallel loop copyin(a(1:n)) reduction(+:s)
  do i = 1, n
    s = s + a(i)
  end do
  print *, s
end program

! What acc-run prints of it.
! OUT:  36.
