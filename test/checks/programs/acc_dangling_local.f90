! OpenACC: a subroutine copies its local array in with `enter data` and returns
! without `exit data`: the mapping outlives the storage (OpenACC 3.3 §2.14.6).
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
  end subroutine
end module

program acc_dangling_local
  use steps
  implicit none
  integer :: t
  call stage(2, t)
  print *, t
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  16
! REPORT: acc_dangling_local.f90:23:3: dangling mapping: 'buf': its function returns while device 0 still maps it (mapped at acc_dangling_local.f90:10:11)
! REPORT: acc-run: checks: 1 report, 1 occurrence
