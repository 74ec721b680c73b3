! A POINTER component mapped as a member (OpenMP 5.2 §5.8.3, attach of a pointer
! component): map(to: d) and map(tofrom: d%p) in the same construct; the device copy
! of 'd' gets the device address of the pointer's target, so the kernel writes through
! it and the values come back to the host's target.
program derived_pointer_member
  implicit none
  type :: view
    integer :: first
    integer, pointer :: p(:)
  end type
  type(view) :: d
  integer :: i
  d%first = 7
  allocate(d%p(5))
  d%p = 0
  !$omp target map(to: d) map(tofrom: d%p)
  do i = 1, 5
    d%p(i) = d%first + i
  end do
  !$omp end target
  print *, d%p
  deallocate(d%p)
end program
