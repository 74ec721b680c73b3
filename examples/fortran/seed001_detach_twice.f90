! Seed 001's first example with detach clauses for its acc_detach calls:
! create(d), then copyin(d%p) twice (attachment counter 2), then two
! detaches: the counter reaches 0 and the device descriptor of d%p is
! restored from the host, its base address a host address. The serial
! region then reads d%p(1,2) through it: "The following construct will
! fail" (seed 001); acc-run locates the device fault.
! Expected error, status 134 (a device fault): host memory (+8) is not accessible from device 0
module types
  type ty1
    real, pointer :: p(:,:)
  end type ty1
end module types

program seed001_detach_twice
  use types
  type(ty1) :: d
  real, pointer :: t1(:,:)
  nullify(d%p)
  allocate(t1(2,2))
  !$acc enter data create(d)
  d%p => t1
  !$acc enter data copyin(d%p)
  !$acc enter data copyin(d%p)
  !$acc exit data detach(d%p)
  !$acc exit data detach(d%p)
  !$acc serial present(d)
  print *, d%p(1,2)
  !$acc end serial
end program
