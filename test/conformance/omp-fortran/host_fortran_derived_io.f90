! ALLOCATE of a derived type with allocatable components (flang's runtime allocates
! them), mapped and updated on the device; formatted, list-directed and internal I/O.
program host_fortran_derived_io
  implicit none
  type grid
    integer :: n
    real(8), allocatable :: v(:)
    character(len=:), allocatable :: label
  end type
  type(grid), allocatable :: g(:)
  integer :: i, k
  character(len=40) :: line
  allocate(g(2))
  do k = 1, 2
    g(k)%n = 3 * k
    allocate(g(k)%v(g(k)%n))
    g(k)%v = [(real(i, 8) / 4, i = 1, g(k)%n)]
    write(line, '("grid-",I0,"/",I2.2)') k, g(k)%n
    g(k)%label = trim(line)
  end do
  do k = 1, 2
    !$omp target map(tofrom: g(k)%v)
    do i = 1, size(g(k)%v)
      g(k)%v(i) = g(k)%v(i) ** 2 + k
    end do
    !$omp end target
  end do
  do k = 1, 2
    print '(A,1X,*(F8.4))', g(k)%label, g(k)%v
    print *, len(g(k)%label), sum(g(k)%v), maxloc(g(k)%v), allocated(g(k)%v)
  end do
  write(*, '(ES12.4E3,1X,L1,1X,Z8,1X,B8.8,1X,O6)') g(2)%v(6), .true., 48879, 5, 64
  read(g(2)%label(6:6), *) i
  print '(I0,A,G0)', i, " ", g(1)%v(2)
  deallocate(g)
end program
