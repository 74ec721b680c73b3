! A derived type copied to the device without its allocatable component: on the
! device the descriptor of `g%u` still holds the host address of its data (OpenACC
! 3.3 §2.6.8: a component is attached when its data is present, here never).
! RUN: not acc-run %s 2>&1 | filecheck %s
! RUN: acc-run %S/Inputs/acc_component_fixed.f90 | filecheck %s --check-prefix=FIXED
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
  !$acc parallel loop copyin(g)
  do i = 1, 10
    g%u(i) = g%u(i) * 2
  end do
  print *, g%u(1)
end program
! CHECK: acc_component.f90:18:5: error: device fault: device 0 accessed 4 bytes at 0x{{[0-9a-f]+}} at acc.parallel: host memory (+0) is not accessible from device 0; the kernel read an element of 'g%u', whose data address in its descriptor is the host address 0x{{[0-9a-f]+}} (a host heap block of 40 bytes): 'g' is mapped but 'g%u' was never attached to a device copy of what it points to; map that with it: copy(g%u)
! FIXED: 2.
