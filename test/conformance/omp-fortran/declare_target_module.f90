! Module variables in 'declare target' (OpenMP 5.2 §7.8.1): the array and the
! scalar have device copies for the whole program, initialized from the host's at
! the first kernel; the kernel writes the device copies, 'target update from'
! brings the array back; the host scalar keeps its own value.
module state
  implicit none
  integer, parameter :: n = 6
  real :: field(n)
  integer :: steps = 3
  !$omp declare target(field, steps)
end module
program declare_target_module
  use state
  implicit none
  integer :: i
  do i = 1, n
    field(i) = real(i)
  end do
  !$omp target update to(field)
  !$omp target
  do i = 1, n
    field(i) = field(i) * real(steps)
  end do
  steps = steps + 1
  !$omp end target
  print *, field
  !$omp target update from(field)
  print *, field, steps
end program
