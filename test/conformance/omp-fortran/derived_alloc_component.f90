! A derived type with an ALLOCATABLE component (OpenMP 5.2 §5.8.3: a structure's
! allocatable component is mapped with it): map(tofrom: t) of a variable whose component
! 'v' is allocated; flang 22 maps the structure, the component's descriptor and its data,
! and the kernel updates both the scalar component and the array.
program derived_alloc_component
  implicit none
  type :: holder
    integer :: n
    real, allocatable :: v(:)
  end type
  type(holder) :: t
  integer :: i
  t%n = 3
  allocate(t%v(3))
  t%v = [1.0, 2.0, 3.0]
  !$omp target map(tofrom: t)
  do i = 1, t%n
    t%v(i) = t%v(i) + 0.5
  end do
  t%n = t%n + 1
  !$omp end target
  print *, t%n, t%v
end program
