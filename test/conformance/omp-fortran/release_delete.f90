! exit data with release and delete (OpenMP 5.2 §5.8.3, §13.7): an explicit-shape array
! entered three times has reference count 3; release lowers it to 2, delete removes it
! at once without copying back; a later target with map(tofrom) maps it anew.
program release_delete
  implicit none
  integer :: w(3), i
  w = 1
  !$omp target enter data map(to: w)
  !$omp target enter data map(to: w)
  !$omp target enter data map(alloc: w)
  !$omp target exit data map(release: w)
  !$omp target
  do i = 1, 3
    w(i) = w(i) + 5
  end do
  !$omp end target
  !$omp target exit data map(delete: w)
  print *, w
  !$omp target map(tofrom: w)
  w(2) = w(2) * 3
  !$omp end target
  print *, w
end program
