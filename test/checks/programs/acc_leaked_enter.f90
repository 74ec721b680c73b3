! OpenACC: `enter data copyin(x)` without its `exit data`: x is still on the
! device when the program ends (OpenACC 3.3 §2.14.6).
program acc_leaked_enter
  implicit none
  real(8) :: x(16), s
  integer :: i
  x = 1.5d0
  s = 0
  !$acc enter data copyin(x)
  !$acc parallel loop present(x) reduction(+:s)
  do i = 1, 16
    s = s + x(i)
  end do
  print *, s
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  24.
! REPORT: acc_leaked_enter.f90:9:9: leaked mapping: 'x': 128 bytes still mapped on device 0 when the program ends (mapped here, never unmapped)
! REPORT: acc-run: checks: 1 report, 1 occurrence
