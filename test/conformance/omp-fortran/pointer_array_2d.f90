! A POINTER to a two-dimensional array with non-default lower bounds in map(tofrom)
! (OpenMP 5.2 §5.8.3): the pointer's descriptor (two dimensions, 72 bytes) and its
! target's data through var_ptr_ptr; the kernel indexes through the device descriptor
! with the bounds 0:2 and -1:1.
program pointer_array_2d
  implicit none
  integer, pointer :: m(:,:)
  integer :: i, j
  allocate(m(0:2, -1:1))
  m = 0
  !$omp target map(tofrom: m)
  do j = -1, 1
    do i = 0, 2
      m(i, j) = 10 * i + j
    end do
  end do
  !$omp end target
  print *, m
  print *, lbound(m), ubound(m)
  deallocate(m)
end program
