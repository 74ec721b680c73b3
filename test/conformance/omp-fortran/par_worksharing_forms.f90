program probe
  implicit none
  integer, parameter :: n = 64
  integer :: a(n), i, j
  a = 0
  !$omp target teams distribute map(tofrom: a)
  do i = 1, n
    a(i) = i
  end do
  !$omp target parallel map(tofrom: a)
  !$omp masked
  a(1) = a(1) + 100
  !$omp end masked
  !$omp end target parallel
  !$omp target teams distribute parallel do simd map(tofrom: a)
  do i = 1, n
    a(i) = a(i) + 1
  end do
  !$omp target teams distribute parallel do collapse(2) map(tofrom: a)
  do i = 1, 8
    do j = 1, 8
      a((i-1)*8+j) = a((i-1)*8+j) + 1
    end do
  end do
  print *, a(1), a(n), sum(a)
end program
