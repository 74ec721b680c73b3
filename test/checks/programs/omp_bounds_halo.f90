! OpenMP in Fortran: the kernel sums the interior lo:hi of a(1:n), and the program
! maps it with a halo of one element on each side, a(lo-1:hi+1); the interior is
! the whole array, so the section starts one element before `a` and ends one after
! it. (flang refuses a constant subscript outside the bounds; a computed one
! reaches the runtime.) A native run copies the neighbouring bytes and prints 36;
! here the copy stops the run, after the report.
! FLAGS: -fopenmp
program omp_bounds_halo
  implicit none
  integer, parameter :: n = 8
  integer :: a(n), i, s, lo, hi
  a = [(i, i = 1, n)]
  s = 0
  lo = 1
  hi = n
  !$omp target map(to: a(lo-1:hi+1)) map(tofrom: s)
  do i = lo, hi
    s = s + a(i)
  end do
  !$omp end target
  print *, s
end program

! What acc-run prints of it: its standard error (REPORT, then ERROR) and exit status.
! REPORT: omp_bounds_halo.f90:16:9: out-of-bounds section: 'a(lo-1_4:hi+1_4)': section [-4, 36) lies outside its stack storage of 32 bytes [0, 32): 4 bytes before its start and 4 bytes past its end
! ERROR: omp_bounds_halo.f90:16:9: error: out-of-bounds access of 40 bytes at 0x000000007ffffe4c: crosses the end of stack allocation [0x000000007ffffe20, 0x000000007ffffe50)
! STATUS: 1
