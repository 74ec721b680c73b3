! target update of a derived type's allocatable component (OpenMP 5.2 §13.9): after
! enter data of the structure (with its component), the host changes s%c and sends it
! with update to(s%c); the kernel doubles it; update from(s%c) brings it back.
program update_component
  implicit none
  type :: box
    integer, allocatable :: c(:)
  end type
  type(box) :: s
  integer :: i
  allocate(s%c(3))
  s%c = 1
  !$omp target enter data map(to: s)
  s%c = [4, 5, 6]
  !$omp target update to(s%c)
  !$omp target
  do i = 1, 3
    s%c(i) = 2 * s%c(i)
  end do
  !$omp end target
  s%c = 0
  !$omp target update from(s%c)
  print *, s%c
  !$omp target exit data map(delete: s)
end program
