! A `target data` region around `target teams distribute parallel do simd if(big)
! device(0)` (flang 22: `__kmpc_fork_call_if`, libomp's `parallel if`), then host
! writes to a section sent again by `map(always, to: a(lo:hi))` with run-time bounds.
! Recorded natively with kmpc_loop_stub.c (docs/fortran.md, "Recording parallel kernels").
program main
  use omp_lib
  implicit none
  integer :: n, i, lo, hi
  real :: a(20), b(20)
  logical :: big
  n = 20
  a = [(real(i), i = 1, n)]
  b = 0.0
  big = n > 10
  lo = 5; hi = 12
  !$omp target data map(to: a) map(tofrom: b)
  !$omp target teams distribute parallel do simd if(big) device(0)
  do i = 1, n
    b(i) = 2.0 * a(i)
  end do
  a(lo:hi) = -1.0
  !$omp target map(always, to: a(lo:hi))
  do i = lo, hi
    b(i) = b(i) + a(i)
  end do
  !$omp end target
  !$omp end target data
  print '(5f7.1)', b(1:5)
  print '(8f7.1)', b(lo:hi)
  print '(l2, i3)', omp_get_num_devices() > 0, omp_get_default_device()
end program
