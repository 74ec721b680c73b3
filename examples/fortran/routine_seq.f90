! `routine seq` subroutine and function of a module (§2.15.1) called in a
! `parallel loop`; formatted output. Same output on any device.
! Expected:
!     4.0   13.0   34.0   73.0  136.0  229.0  358.0  529.0
module kernelsub
  implicit none
contains
  subroutine axpy_one(a, x, y)
    !$acc routine seq
    real, intent(in) :: a, x
    real, intent(inout) :: y
    y = a * x + y
  end subroutine
  real function cube(v)
    !$acc routine seq
    real, intent(in) :: v
    cube = v * v * v
  end function
end module
program routine_seq
  use kernelsub
  implicit none
  real :: x(8), y(8)
  integer :: i
  do i = 1, 8
    x(i) = real(i)
    y(i) = 1.0
  end do
  !$acc parallel loop copyin(x) copy(y)
  do i = 1, 8
    call axpy_one(2.0, x(i), y(i))
    y(i) = y(i) + cube(x(i))
  end do
  write(*, '(8F7.1)') y
end program
