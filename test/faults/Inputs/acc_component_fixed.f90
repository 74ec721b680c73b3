! acc_component.f90 with its fix: the component copied with the type, which attaches it.
program acc_component
  type grid
    real, allocatable :: u(:)
    integer :: n
  end type
  type(grid) :: g
  integer :: i
  allocate(g%u(10))
  g%n = 10
  g%u = 1.0
  !$acc parallel loop copyin(g) copy(g%u)
  do i = 1, 10
    g%u(i) = g%u(i) * 2
  end do
  print *, g%u(1)
end program
