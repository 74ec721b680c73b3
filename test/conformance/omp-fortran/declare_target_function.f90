! A function in `declare target` (OpenMP 5.2 §7.8.2) called from a target region on
! mapped allocatable arrays, a module array in `declare target` updated with `target
! update to`, and a `target` region with `map(always, to:)` of a scalar changed on
! the host between two launches.
module kernels_mod
  implicit none
  real :: coeffs(3) = [1.0, 0.0, 0.0]
  !$omp declare target(coeffs)
contains
  real function quad(x)
    !$omp declare target
    real, intent(in) :: x
    quad = coeffs(1) + coeffs(2) * x + coeffs(3) * x * x
  end function quad
end module kernels_mod

program declare_target_function
  use kernels_mod
  implicit none
  real, allocatable :: x(:), y(:)
  real :: shift
  integer :: i
  allocate(x(5), y(5))
  x = [(real(i), i = 1, 5)]
  y = 0.0
  coeffs = [1.0, 2.0, 0.5]
  !$omp target update to(coeffs)
  shift = 10.0
  !$omp target map(to: x) map(from: y) map(always, to: shift)
  do i = 1, 5
    y(i) = quad(x(i)) + shift
  end do
  !$omp end target
  print *, y
  shift = -1.0
  coeffs(3) = 0.0
  !$omp target map(to: x) map(from: y) map(always, to: shift)
  do i = 1, 5
    y(i) = quad(x(i)) + shift
  end do
  !$omp end target
  print *, y
end program
