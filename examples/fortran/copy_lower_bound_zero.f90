! copy(a(2:4)) of an array declared a(0:9): flang 22 uses the by-value
! descriptor form (acc.copyin var(%box) with bounds lowerbound 2 upperbound 4
! startIdx 0 {strideInBytes}); only a(2), a(3), a(4) travel (12 bytes).
! Expected (discrete memory and shared memory alike):
!  0 1 20 30 40 5 6 7 8 9
program copy_lower_bound_zero
  implicit none
  integer :: a(0:9), i
  do i = 0, 9
    a(i) = i
  end do
  !$acc parallel loop copy(a(2:4))
  do i = 2, 4
    a(i) = 10 * i
  end do
  print *, a
end program
