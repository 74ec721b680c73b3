! `host_data use_device(a)` (OpenACC 3.3 §2.8): inside it C_LOC(a) is the device
! address acc_deviceptr gives, not the host's, and acc_hostptr maps it back;
! acc_get_device_type (§3.2.3) is not acc_device_host; `atomic update` of a
! histogram in an `async(1)` parallel loop then `wait(1)`; an `async(2)` loop on
! present data then `wait`; the host copy changes only at `exit data copyout`.
! Discrete memory: on a shared-memory device C_LOC(a) is the host address inside
! host_data too (second line ` T T`) and the fifth line prints the new values.
! Expected:
!  not host: T  none: F
!  T F
!  T
!  1 2 2 1
!  1. 2. 3. 4. 5. 6.
!  10. 20. 30. 40. 50. 60.
program host_data_device_type
  use openacc
  use iso_c_binding
  implicit none
  integer, parameter :: n = 6
  real, target :: a(n)
  type(c_ptr) :: hostp, devp, inside
  integer :: i, hist(4)
  integer(acc_device_kind) :: dt
  a = [(real(i), i = 1, n)]
  hostp = c_loc(a)
  dt = acc_get_device_type()
  print *, 'not host:', dt /= acc_device_host, ' none:', dt == acc_device_none
  !$acc enter data copyin(a)
  devp = acc_deviceptr(a)
  !$acc host_data use_device(a)
  inside = c_loc(a)
  !$acc end host_data
  print *, c_associated(inside, devp), c_associated(inside, hostp)
  print *, c_associated(acc_hostptr(inside), hostp)
  hist = 0
  !$acc parallel loop copy(hist) present(a) async(1)
  do i = 1, n
    !$acc atomic update
    hist(mod(int(a(i)), 4) + 1) = hist(mod(int(a(i)), 4) + 1) + 1
  end do
  !$acc wait(1)
  print *, hist
  !$acc parallel loop present(a) async(2)
  do i = 1, n
    a(i) = a(i) * 10.0
  end do
  !$acc wait
  print *, a
  !$acc exit data copyout(a)
  print *, a
end program
