! FLAGS: -O2
! math_in_kernels.f90 built at -O2: the device module's kernel (see o2_reduction.f90),
! its intrinsics as flang's device code calls them (`cabs`, `__divdc3`, `llvm.lround`, ...).
! Recorded natively with kmpc_loop_stub.c (docs/fortran.md, "Recording parallel kernels").
program main
  implicit none
  integer, parameter :: n = 8
  real(8) :: x(n), r(n, 6)
  integer :: k(n), i
  complex(8) :: z(n)
  x = [(0.25d0 * i - 1.0d0, i = 1, n)]
  k = [(i * 7 - 20, i = 1, n)]
  z = [(cmplx(i, -i, 8), i = 1, n)]
  !$omp target teams distribute parallel do map(to: x, k) map(from: r) map(tofrom: z)
  do i = 1, n
    r(i, 1) = sqrt(abs(x(i))) + exp(x(i))
    r(i, 2) = sin(x(i)) * cos(x(i)) + atan2(x(i), 2.0d0)
    r(i, 3) = real(mod(k(i), 3) + modulo(k(i), 3), 8)
    r(i, 4) = sign(1.5d0, x(i)) + dble(nint(x(i) * 3)) + floor(x(i) * 2)
    r(i, 5) = min(x(i), 0.1d0) + max(dble(abs(k(i))), 5.0d0)
    z(i) = z(i) * conjg(z(i)) + z(i) / cmplx(2.0d0, 1.0d0, 8)
    r(i, 6) = abs(z(i))
  end do
  do i = 1, n, 3
    print '(6f12.6)', r(i, :)
  end do
  print '(2f12.6)', z(n)
end program
