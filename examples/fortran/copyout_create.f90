! copyout(y) and create(t): y's device copy is copied to the host at the end
! of the data region (§2.7.8), t's is never copied (§2.7.9).
! Expected on a discrete-memory device:
!  2 4 6 8 10
!  -1 -1 -1 -1 -1
! (a shared-memory device prints 1 2 3 4 5 on the second line)
program copyout_create
  implicit none
  integer :: y(5), t(5), i
  t = -1
  y = 0
  !$acc data copyout(y) create(t)
  !$acc parallel loop
  do i = 1, 5
    t(i) = i
    y(i) = 2 * t(i)
  end do
  !$acc end data
  print *, y
  print *, t
end program
