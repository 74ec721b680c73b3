! target enter data / exit data with reference counts (OpenMP 5.2 §5.8.3, §13.6, §13.7):
! two enter data map(to) of an allocatable array raise its reference count to 2; the
! first exit data map(from) only lowers it (no copy back), the second one copies back and
! removes the mapping. A kernel in between sees the data present.
program enter_exit_refcount
  implicit none
  integer :: i
  integer, allocatable :: v(:)
  allocate(v(4))
  v = [1, 2, 3, 4]
  !$omp target enter data map(to: v)
  !$omp target enter data map(to: v)
  !$omp target
  do i = 1, 4
    v(i) = v(i) + 100
  end do
  !$omp end target
  !$omp target exit data map(from: v)
  print *, v
  !$omp target exit data map(from: v)
  print *, v
  deallocate(v)
end program
