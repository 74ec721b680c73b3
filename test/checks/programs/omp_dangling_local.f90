! FLAGS: -fopenmp
! OpenMP in Fortran: a subroutine maps its local array with `target enter data` and
! returns without `target exit data`: the mapping outlives the storage.
module work
contains
  subroutine fill(n, first)
    integer, intent(in) :: n
    integer, intent(out) :: first
    integer :: tmp(8), i
    do i = 1, 8
      tmp(i) = i * n
    end do
    !$omp target enter data map(to: tmp)
    first = tmp(1)
  end subroutine
end module

program omp_dangling_local
  use work
  implicit none
  integer :: f
  call fill(3, f)
  print *, f
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  3
! REPORT: omp_dangling_local.f90:22:3: dangling mapping: 'tmp': its function returns while device 0 still maps it (mapped at omp_dangling_local.f90:13:11)
! REPORT: acc-run: checks: 1 report, 1 occurrence
