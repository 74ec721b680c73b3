! FLAGS: -fopenmp-version=52
! A user-defined mapper (OpenMP 5.2 §5.8.8 declare mapper): the default mapper of type
! 'particle' maps the structure and its allocatable component 'w'; map(tofrom: p) uses it.
! flang 22 emits omp.declare_mapper, which becomes a mapper function the runtime calls.
program declare_mapper
  implicit none
  type :: particle
    integer :: id
    real, allocatable :: w(:)
  end type
  !$omp declare mapper(particle :: x) map(tofrom: x, x%w)
  type(particle) :: p
  integer :: i
  p%id = 5
  allocate(p%w(4))
  p%w = 1.0
  !$omp target map(tofrom: p)
  do i = 1, 4
    p%w(i) = p%w(i) * p%id + i
  end do
  !$omp end target
  print *, p%id, p%w
end program
