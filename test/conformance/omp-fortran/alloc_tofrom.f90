! A whole ALLOCATABLE array in map(tofrom) on a target construct (OpenMP 5.2 §5.8.3):
! flang 22 maps the descriptor (alloc), its fields after base_addr 'always, to', its
! base_addr tofrom, and the data through var_ptr_ptr (a PTR_AND_OBJ member), so the device
! descriptor points at the device data; the data comes back; the loop variable is
! firstprivate (a LITERAL kernel argument).
program alloc_tofrom
  implicit none
  integer :: i
  real, allocatable :: a(:)
  allocate(a(5))
  do i = 1, 5
    a(i) = i
  end do
  !$omp target map(tofrom: a)
  do i = 1, 5
    a(i) = a(i) * 2
  end do
  !$omp end target
  print *, a
  deallocate(a)
end program
