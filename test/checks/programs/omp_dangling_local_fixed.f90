! FLAGS: -fopenmp
! The correct twin: `target exit data` before the subroutine returns.
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
    !$omp target exit data map(delete: tmp)
  end subroutine
end module

program omp_dangling_local_fixed
  use work
  implicit none
  integer :: f
  call fill(3, f)
  print *, f
end program

! What acc-run prints of it: its standard output (OUT) and error (REPORT).
! OUT:  3
