! A module array in `!$acc declare copyin(coef)` (OpenACC 3.3 §2.13) read by a
! `!$acc routine seq` function of the module (device code names the device copy),
! called from a module procedure's parallel loop; `update device(coef)` and of a
! section `coef(3:3)`; an INTEGER(8) loop and `reduction(+:big)`. Discrete memory:
! changing coef(3) on the host without an update leaves the device copy, so the
! second line repeats the first (a shared-memory device, and the host-only native
! run, print 4. 9. 16. 25. there).
! Expected:
!     3.00    5.00    7.00    9.00
!     3.00    5.00    7.00    9.00
!     4.00    9.00   16.00   25.00
!  333338333350000 9223372036854775807
module physics
  implicit none
  integer, parameter :: nc = 5
  real(8) :: coef(nc)
  !$acc declare copyin(coef)
contains
  real(8) function poly(x)
    !$acc routine seq
    real(8), intent(in) :: x
    integer :: k
    poly = 0.0d0
    do k = nc, 1, -1
      poly = poly * x + coef(k)
    end do
  end function poly

  subroutine evaluate(x, y, n)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(out) :: y(n)
    integer :: i
    !$acc parallel loop copyin(x) copyout(y)
    do i = 1, n
      y(i) = poly(x(i))
    end do
  end subroutine evaluate
end module physics

program routine_module_declare
  use physics
  implicit none
  integer, parameter :: n = 4
  real(8) :: x(n), y(n)
  integer(8) :: big, i8
  integer :: i
  coef = [1.0d0, 2.0d0, 0.0d0, 0.0d0, 0.0d0]
  !$acc update device(coef)
  do i = 1, n
    x(i) = real(i, 8)
  end do
  call evaluate(x, y, n)
  write(*, '(4F8.2)') y
  coef(3) = 1.0d0
  call evaluate(x, y, n)
  write(*, '(4F8.2)') y
  !$acc update device(coef(3:3))
  call evaluate(x, y, n)
  write(*, '(4F8.2)') y
  big = 0
  !$acc parallel loop reduction(+:big)
  do i8 = 1, 100000_8
    big = big + i8 * i8
  end do
  print *, big, huge(big)
end program
