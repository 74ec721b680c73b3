! acc_detach_finalize (OpenACC 3.3 §3.2.29, §2.7.2 "immediate detach"): d%p
! is attached twice to t's device copy (counter 2); one acc_detach_finalize
! sets the counter to 0 and restores the device descriptor from the host, so
! d%p's device base address is t's host address and the kernel's write
! through it is a device fault (acc_detach would have left the counter 1).
! Expected error, status 134 (a device fault): host memory 't' (+4) is not accessible from device 0
program openacc_detach_finalize_fault
  use openacc
  implicit none
  type :: holder
    real, pointer :: p(:)
  end type
  type(holder) :: d
  real, target :: t(2)
  t = 1
  !$acc enter data copyin(d)
  !$acc enter data copyin(t)
  d%p => t
  call acc_attach(d%p)
  call acc_attach(d%p)
  call acc_detach_finalize(d%p)
  !$acc serial present(d)
  d%p(2) = 5
  !$acc end serial
  print *, t
end program
