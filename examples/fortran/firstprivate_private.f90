! firstprivate(s) starts each copy from the host value, private(t) from
! nothing; neither is copied back (§2.5.13, §2.5.14).
! Expected (discrete memory and shared memory alike):
!  7 -1
!  8 9 10
program firstprivate_private
  implicit none
  integer :: s, t, r(3), i
  s = 7
  t = -1
  !$acc parallel loop firstprivate(s) private(t) copyout(r)
  do i = 1, 3
    t = s + i
    r(i) = t
  end do
  print *, s, t
  print *, r
end program
