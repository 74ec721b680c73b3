! copy(a(3:5)) of a(10): only elements 3..5 travel (OpenACC 3.3 §2.7.1,
! §2.7.7): flang's bounds are lowerbound 2, upperbound 4, extent 10 (the whole
! dimension), startIdx 1. The kernel writes those three elements.
! Expected (discrete memory and shared memory alike):
!  1 2 30 40 50 6 7 8 9 10
program copy_section_lower_bound
  implicit none
  integer :: a(10), i
  do i = 1, 10
    a(i) = i
  end do
  !$acc parallel loop copy(a(3:5))
  do i = 3, 5
    a(i) = 10 * i
  end do
  print *, a
end program
