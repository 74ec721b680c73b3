! Array sections in map clauses (OpenMP 5.2 §5.8.3, §3.2.5): a section of an explicit-
! shape array with a non-default lower bound, and a section of an allocatable array.
! Only the section is copied to and from the device; the elements outside it keep
! the host's values.
program array_section
  implicit none
  integer :: i
  integer :: a(0:9)
  real(8), allocatable :: b(:)
  a = -1
  allocate(b(10))
  b = 0.5d0
  !$omp target map(tofrom: a(2:5)) map(tofrom: b(4:7))
  do i = 2, 5
    a(i) = 10 * i
  end do
  do i = 4, 7
    b(i) = b(i) + i
  end do
  !$omp end target
  print *, a
  print *, b
  deallocate(b)
end program
