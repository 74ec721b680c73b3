! OpenACC: the kernel doubles x, but `copyin` does not copy it back (OpenACC 3.3
! §2.7.7), so the host prints its old value where the program meant `copy`.
program acc_stale_host_copyin
  implicit none
  real(8) :: x(4)
  integer :: i
  x = [1d0, 2d0, 3d0, 4d0]
  !$acc parallel loop copyin(x)
  do i = 1, 4
    x(i) = 2 * x(i)
  end do
  print *, x(2)
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  2.
! REPORT: acc_stale_host_copyin.f90:12:12: stale host data: 'x': 8 bytes at offset 8 read on the host; the device wrote them last and nothing copied them back (mapped at acc_stale_host_copyin.f90:8:9)
! REPORT: acc-run: checks: 1 report, 1 occurrence
