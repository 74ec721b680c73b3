! A derived type mapped without the target of its pointer component: on the device
! the descriptor of `f%p` still holds the host address of `values` (OpenMP 5.2
! §5.8.3: a pointer component is attached only when its target is mapped with it).
! RUN: not acc-run %s 2>&1 | filecheck %s
! RUN: acc-run %S/Inputs/omp_component_fixed.f90 2>&1 | filecheck %s --check-prefix=FIXED
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
  !$omp target map(to: f) map(tofrom: total)
  do i = 1, f%n
    total = total + f%p(i)
  end do
  !$omp end target
  print *, total
end program
! CHECK: omp_component.f90:21:5: error: device fault: device 0 accessed 4 bytes at 0x{{[0-9a-f]+}} at {{.*}}_l19: host memory {{.*}} is not accessible from device 0; the kernel read an element of 'f%p', whose data address in its descriptor is the host address 0x{{[0-9a-f]+}} ({{.*}}): 'f' is mapped but 'f%p' was never attached to a device copy of what it points to; map that with it: map(to: f%p)
! FIXED: 12.
! The fixed program's zero-size entry at f+56 (flang's MEMBER_OF(0) end of 'f') finds no
! other variable there: globals lie in their linker sections, 'values' in .bss after
! 'f' in .data and the offload entries.
! FIXED-NOT: {{.+}}
