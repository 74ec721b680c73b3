! enter/exit data of a derived type's allocatable component (OpenMP 5.2 §5.8.3,
! §13.6/§13.7): map(to: g) maps g with its allocatable component (descriptor and data),
! so map(to: g%x) finds g%x present and only raises its reference count; the kernel
! changes the device copy, exit data map(from: g%x) lowers the count to 1 (no copy:
! the item is not removed), map(delete: g) removes everything without copying, so the
! host keeps its values (as flang 22 with libomptarget 22 does natively).
program enter_exit_derived_alloc
  implicit none
  type :: grid
    integer :: n
    real(8), allocatable :: x(:)
  end type
  type(grid) :: g
  integer :: i
  g%n = 4
  allocate(g%x(g%n))
  g%x = 0.25d0
  !$omp target enter data map(to: g)
  !$omp target enter data map(to: g%x)
  !$omp target
  do i = 1, g%n
    g%x(i) = g%x(i) + i
  end do
  !$omp end target
  !$omp target exit data map(from: g%x)
  !$omp target exit data map(delete: g)
  print *, g%x
end program
