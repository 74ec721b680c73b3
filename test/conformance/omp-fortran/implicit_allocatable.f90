! An allocatable array used in a target region with no map clause (OpenMP 5.2 §5.8.1:
! a non-scalar variable is implicitly mapped tofrom), after enter data map(to) made it
! present: the implicit map finds it and raises the count; the kernel's change stays on
! the device until exit data map(from) copies it back.
program implicit_allocatable
  implicit none
  integer :: i
  real(8), allocatable :: z(:)
  allocate(z(3))
  z = 1.5d0
  !$omp target enter data map(to: z)
  !$omp target
  do i = 1, 3
    z(i) = z(i) * i
  end do
  !$omp end target
  print *, z
  !$omp target exit data map(from: z)
  print *, z
end program
