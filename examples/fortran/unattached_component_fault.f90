! The device copy of h holds h%v's descriptor as the host wrote it: without
! copyin(h%v) (or attach) its base address is a host address, and the kernel's
! h%v(1) reads host memory through it. Real hardware reads garbage or crashes;
! acc-run stops with a located device fault naming the nearest mapping, h
! (OpenACC 3.3 §2.6.4: a pointer in device memory is attached only by an
! attach action).
! Expected error, status 134 (a device fault): host memory (+0) is not accessible from device 0
program unattached_component_fault
  implicit none
  type :: holder
    real, allocatable :: v(:)
  end type
  type(holder) :: h
  allocate(h%v(4))
  h%v = 1
  !$acc enter data copyin(h)
  !$acc serial present(h)
  h%v(1) = 2
  !$acc end serial
  !$acc exit data delete(h)
  print *, h%v
end program
