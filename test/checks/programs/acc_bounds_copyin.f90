! OpenACC: the program copies in `cells` elements of a(n), counting the two ghost
! cells of its grid, which `a` does not have: a(1:cells) ends two elements past
! the end of `a`; the copy stops the run, after the report.
program acc_bounds_copyin
  implicit none
  integer, parameter :: n = 8
  real(8) :: a(n), s
  integer :: i, cells
  a = [(i, i = 1, n)]
  cells = n + 2
  s = 0
  !$acc parallel loop copyin(a(1:cells)) reduction(+:s)
  do i = 1, n
    s = s + a(i)
  end do
  print *, s
end program

! What acc-run prints of it: its standard error (REPORT, then ERROR) and exit status.
! REPORT: acc_bounds_copyin.f90:12:9: out-of-bounds section: 'a(1:cells)': section [0, 80) lies outside its global storage of 64 bytes [0, 64): 16 bytes past its end
! ERROR: acc_bounds_copyin.f90:12:9: error: out-of-bounds access of 80 bytes at 0x0000000000400100: crosses the end of global allocation 'a' [0x0000000000400100, 0x0000000000400140), variable 'a(1:cells)'
! STATUS: 1
