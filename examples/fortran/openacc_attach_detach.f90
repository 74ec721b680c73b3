! acc_attach / acc_detach of the `openacc` module (OpenACC 3.3 §3.2.29; the
! attach and detach actions of §2.7.2 with seed 001's counter on the
! descriptor). d is on the device with d%p and d%s unattached; t and k too.
! - acc_attach(d%p), then acc_attach_async(d%p, 1) with the same target:
!   counter 2; one acc_detach(d%p) leaves it 1, so d%p stays attached;
! - acc_attach(d%s): a scalar POINTER's descriptor, attached to k's copy;
! - d%a (ALLOCATABLE) is attached by copyin(d%a) (counter 1); acc_detach
!   restores its device descriptor from the host (counter 0) and acc_attach
!   attaches it again (counter 1).
! The serial region writes through all three into the device copies, which
! copyout brings back.
! Expected on a discrete-memory device:
!  1. 5. 1.
!  9
!  20 10
! (a shared-memory device prints the same: the pointers target host memory)
program openacc_attach_detach
  use openacc
  implicit none
  type :: holder
    real, pointer :: p(:)
    integer, pointer :: s
    integer, allocatable :: a(:)
  end type
  type(holder) :: d
  real, target :: t(3)
  integer, target :: k
  t = 1
  k = 0
  allocate(d%a(2))
  d%a = 10
  nullify(d%p, d%s)
  !$acc enter data copyin(d)
  !$acc enter data copyin(t, k)
  !$acc enter data copyin(d%a)
  d%p => t
  d%s => k
  call acc_attach(d%p)
  call acc_attach_async(d%p, 1)
  call acc_detach(d%p)
  call acc_attach(d%s)
  call acc_detach(d%a)
  call acc_attach(d%a)
  call acc_wait(1)
  !$acc serial present(d)
  d%p(2) = 5
  d%s = 9
  d%a(1) = 20
  !$acc end serial
  call acc_detach(d%p)
  call acc_detach(d%s)
  !$acc exit data copyout(d%a)
  !$acc exit data copyout(t, k)
  !$acc exit data delete(d)
  print *, t
  print *, k
  print *, d%a
end program
