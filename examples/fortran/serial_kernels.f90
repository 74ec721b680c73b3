! A scalar without a data clause is firstprivate in a serial (or parallel)
! construct and copy in a kernels construct (OpenACC 3.3 §2.6.2, as
! fir-opt's --acc-implicit-data makes them): the serial region's sum is lost,
! the kernels region's comes back.
! Expected (discrete memory and shared memory alike):
!  0
!  15
!  1 4 9 16
program serial_kernels
  implicit none
  integer :: s, q(4), i
  s = 0
  !$acc serial
  do i = 1, 5
    s = s + i
  end do
  !$acc end serial
  print *, s
  !$acc kernels
  do i = 1, 5
    s = s + i
  end do
  !$acc end kernels
  print *, s
  !$acc kernels copyout(q)
  do i = 1, 4
    q(i) = i * i
  end do
  !$acc end kernels
  print *, q
end program
