program par_tdpd
  implicit none
  integer, parameter :: n = 1000
  real(8) :: a(n), b(n), s
  integer :: i
  do i = 1, n
    a(i) = i; b(i) = 2*i
  end do
  s = 0
  !$omp target teams distribute parallel do map(tofrom: a) map(to: b)
  do i = 1, n
    a(i) = a(i) + 2*b(i)
  end do
  !$omp target teams distribute parallel do reduction(+:s) map(to: a)
  do i = 1, n
    s = s + a(i)
  end do
  !$omp target parallel do map(tofrom: a)
  do i = 1, n
    a(i) = a(i) * 0.5d0
  end do
  print *, s, a(1), a(n)
end program
