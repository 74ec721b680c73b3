! reduction(+:s) over a parallel loop (§2.9.11) with copyin data.
! Expected:
!  5050
program reduction_sum
  implicit none
  integer :: a(100), s, i
  do i = 1, 100
    a(i) = i
  end do
  s = 0
  !$acc parallel loop copyin(a) reduction(+:s)
  do i = 1, 100
    s = s + a(i)
  end do
  print *, s
end program
