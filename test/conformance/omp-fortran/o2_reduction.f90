! FLAGS: -O2
! reduction_runtime_bounds.f90 built at -O2: flang inlines each region's host version
! into its launching function, and the kernels are those of the device module, which
! call the device runtime (`__kmpc_target_init`, `__kmpc_parallel_60`,
! `__kmpc_distribute_for_static_loop_4u`: one team of one thread, interpreter/device_rtl.py).
! Recorded natively with kmpc_loop_stub.c (docs/fortran.md, "Recording parallel kernels").
program main
  implicit none
  integer :: n, i
  real(8), allocatable :: x(:), y(:)
  real(8) :: dot, mx
  n = 37
  allocate(x(n), y(n))
  do i = 1, n
    x(i) = i * 0.5d0; y(i) = 2.0d0 - i
  end do
  dot = 0.0d0; mx = -1.0d30
  !$omp target teams distribute parallel do reduction(+: dot) reduction(max: mx) map(to: x, y)
  do i = 1, n
    dot = dot + x(i) * y(i)
    mx = max(mx, x(i) + y(i))
  end do
  print '(2f14.4)', dot, mx
  !$omp target teams loop map(tofrom: y)
  do i = 2, n - 1
    y(i) = y(i) + 1.0d0
  end do
  print '(3f10.2)', y(1), y(2), y(n)
end program
