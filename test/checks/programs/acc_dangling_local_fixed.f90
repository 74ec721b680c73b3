! The correct twin: `exit data delete(buf)` before the subroutine returns.
module steps
contains
  subroutine stage(n, total)
    integer, intent(in) :: n
    integer, intent(out) :: total
    integer :: buf(8), i
    buf = n
    !$acc enter data copyin(buf)
    total = 0
    !$acc parallel loop present(buf) reduction(+:total)
    do i = 1, 8
      total = total + buf(i)
    end do
    !$acc exit data delete(buf)
  end subroutine
end module

program acc_dangling_local_fixed
  use steps
  implicit none
  integer :: t
  call stage(2, t)
  print *, t
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  16
