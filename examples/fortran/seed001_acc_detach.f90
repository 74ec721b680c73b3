! Seed 001's first example as the seed writes it, with the `openacc` module's
! acc_detach (OpenACC 3.3 §3.2.29): create(d), then copyin(d%p) twice
! (attachment counter 2), then two acc_detach calls: the counter reaches 0
! and the device descriptor of d%p is restored from the host, its base
! address a host address. The serial region reads d%p(1,2) through it: "The
! following construct will fail" (seed 001); acc-run locates the device fault.
! Expected error, status 134 (a device fault): host memory (+8) is not accessible from device 0
module types
  type ty1
    real, pointer :: p(:,:)
  end type ty1
end module types
program main
  use types
  use openacc
  type(ty1) :: d
  real, pointer :: t1(:,:)
  nullify(d%p)
  allocate(t1(2,2))
  !$acc enter data create(d)
  d%p => t1
  !$acc enter data copyin(d%p)
  !$acc enter data copyin(d%p)
  call acc_detach(d%p)
  call acc_detach(d%p)
  !$acc serial present(d)
  print *, d%p(1,2)
  !$acc end serial
end program
