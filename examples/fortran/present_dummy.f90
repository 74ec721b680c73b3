! Module procedures on data their caller put on the device: `!$acc data
! present(a)` of an assumed-shape dummy (a descriptor by value) around a parallel
! loop, called with a whole array and with a section; `parallel loop present(x, y)`
! of explicit-shape dummies (OpenACC 3.3 §2.7.5). Same output on a shared-memory
! device and natively on the host.
! Expected:
!  3.5 -4. -4.5 -5. -5.5 6.
module ops
  implicit none
contains
  subroutine scale(a, f)
    real, intent(inout) :: a(:)
    real, intent(in) :: f
    integer :: i
    !$acc data present(a)
    !$acc parallel loop
    do i = 1, size(a)
      a(i) = a(i) * f
    end do
    !$acc end data
  end subroutine scale

  subroutine axpy(n, alpha, x, y)
    integer, intent(in) :: n
    real, intent(in) :: alpha, x(n)
    real, intent(inout) :: y(n)
    integer :: i
    !$acc parallel loop present(x, y)
    do i = 1, n
      y(i) = y(i) + alpha * x(i)
    end do
  end subroutine axpy
end module ops

program present_dummy
  use ops
  implicit none
  integer, parameter :: n = 6
  real :: x(n), y(n)
  integer :: i
  x = [(real(i), i = 1, n)]
  y = 1.0
  !$acc data copyin(x) copy(y)
  call scale(y, 3.0)
  call axpy(n, 0.5, x, y)
  call scale(y(2:5), -1.0)
  !$acc end data
  print *, y
end program
