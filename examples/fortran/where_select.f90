! WHERE/ELSEWHERE in a kernels region (array assignments under a mask), SELECT CASE
! and CYCLE in a parallel loop, the unlimited format item `*(F7.3,1X)`, FORALL with
! a mask on the host. Same output on a shared-memory device and natively on the
! host.
! Expected:
!   9.000   7.000   5.000   3.000   1.000   0.707   1.225   1.581   1.871   2.121
!  1 1 1 2 3 2 3 2
!  5 12.5
program where_select
  implicit none
  integer, parameter :: n = 10
  real :: a(n), b(n)
  integer :: cls(n), i
  do i = 1, n
    a(i) = real(i) - 5.5
  end do
  b = 0.0
  !$acc kernels
  where (a > 0.0)
    b = sqrt(a)
  elsewhere
    b = -a * 2.0
  end where
  !$acc end kernels
  !$acc parallel loop copyout(cls)
  do i = 1, n
    select case (i)
    case (1:3)
      cls(i) = 1
    case (4, 6, 8)
      cls(i) = 2
    case default
      cls(i) = 3
    end select
    if (i == 9) cycle

  end do
  write(*, '(*(F7.3,1X))') b
  write(*, '(10I2)') cls(1:8)
  forall (i = 1:n, a(i) < 0.0) a(i) = 0.0
  print *, count(a == 0.0), sum(a)
end program
