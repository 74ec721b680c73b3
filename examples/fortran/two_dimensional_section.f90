! copy(m(2:3, 1:2)) of m(4,3): flang's two bounds (rows 2..3 counted in
! elements, columns with the column stride); the runtime maps one range from
! m(2,1) to m(3,2) (6 elements, the gap row 4 and 1 included, as libomptarget
! maps a section: one contiguous range).
! Expected (discrete memory and shared memory alike):
!  1 -2 -3 4 5 -6 -7 8 9 10 11 12
program two_dimensional_section
  implicit none
  integer :: m(4, 3), i, j
  m = reshape([(i, i = 1, 12)], [4, 3])
  !$acc parallel loop collapse(2) copy(m(2:3, 1:2))
  do j = 1, 2
    do i = 2, 3
      m(i, j) = -m(i, j)
    end do
  end do
  print *, m
end program
