! omp_component.f90 with its fix: the pointer component mapped with the type.
program omp_component
  type field
    integer :: n
    real, pointer :: p(:)
  end type
  type(field) :: f
  real, target :: values(8)
  real :: total
  integer :: i
  values = 1.5
  f%n = 8
  f%p => values
  total = 0
  !$omp target map(to: f, f%p) map(tofrom: total)
  do i = 1, f%n
    total = total + f%p(i)
  end do
  !$omp end target
  print *, total
end program
