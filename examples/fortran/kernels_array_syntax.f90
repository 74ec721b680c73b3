! `!$acc kernels` around array syntax (`a(:) = b(:) + c(:)`, a strided section
! negated): flang lowers it to loops through a temporary it allocates in the region,
! which on the device is device memory (malloc in device code); then `kernels loop
! gang vector`; implicit copy of the arrays (OpenACC 3.3 §2.6.2). ES edit
! descriptors; SUM, MAXVAL(ABS(a-b)), MINVAL on the host. Same output on a
! shared-memory device and natively on the host.
! Expected:
!   9.5000E+00  9.0000E+00  8.5000E+00  8.0000E+00  7.5000E+00
!   7.0000E+00  6.5000E+00  6.0000E+00  5.5000E+00  5.0000E+00
!   4.7500E+00 -9.0000E+00  1.2750E+01 -1.6000E+01  1.8750E+01
!  -2.1000E+01  2.2750E+01 -2.4000E+01  2.4750E+01 -2.5000E+01
!  72.5 10. -25.
program kernels_array_syntax
  implicit none
  integer, parameter :: n = 10
  real :: a(n), b(n), c(n)
  integer :: i
  do i = 1, n
    b(i) = real(i) * 0.5
    c(i) = real(n - i)
  end do
  !$acc kernels
  a(:) = b(:) + c(:)
  b(2:n:2) = -b(2:n:2)
  !$acc end kernels
  !$acc kernels loop gang vector
  do i = 1, n
    c(i) = a(i) * b(i)
  end do
  print '(5ES12.4)', a
  print '(5ES12.4)', c
  print *, sum(a), maxval(abs(a - b)), minval(c)
end program
