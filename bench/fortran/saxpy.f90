! The Fortran kernel of bench/fortran_bench.py: y = a*x + y over N elements
! (N from the preprocessor, -DN=...) in a parallel loop with copyin(x) copy(y),
! then the sum of y on the host. Expected: sum = N*(N+1)/2 * 2 + N = N*(N+2).
program saxpy
  implicit none
  integer, parameter :: n = N
  real(8), allocatable :: x(:), y(:)
  real(8) :: a, s
  integer :: i
  allocate(x(n), y(n))
  do i = 1, n
    x(i) = i
    y(i) = 1
  end do
  a = 2
  !$acc parallel loop copyin(x) copy(y)
  do i = 1, n
    y(i) = a * x(i) + y(i)
  end do
  s = 0
  do i = 1, n
    s = s + y(i)
  end do
  print *, s
end program
