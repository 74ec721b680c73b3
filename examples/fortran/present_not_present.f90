! `present(a, b)` where only a is in a data region: b is not present, a runtime
! error (OpenACC 3.3 §2.7.5), located at the construct and naming b; the runtime
! aborts as libomptarget does (status 134).
! Expected error, status 134 (the runtime aborts, as libomptarget does): variable 'b'
program present_not_present
  implicit none
  integer :: i
  real :: a(100), b(100)
  a = 1.0
  b = 2.0
  !$acc data copyin(a)
  !$acc parallel loop present(a, b)
  do i = 1, 100
    a(i) = a(i) + b(i)
  end do
  !$acc end data
  print *, a(1)
end program
