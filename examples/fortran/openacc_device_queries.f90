! The device routines (OpenACC 3.3 §3.2.1-8, §3.2.17): the host is one device,
! the simulated device answers to acc_device_not_host, acc_device_default and
! the vendor types of Appendix A.1, acc_device_none has none; acc_on_device is
! true for the host outside a compute construct and for the device inside one;
! acc_get_property gives the device's memory (2 GiB) and what its allocations
! leave free (a 1 KiB acc_malloc), acc_get_property_string its name (cut to the
! CHARACTER's length); acc_init and acc_shutdown of the host and of the device return.
! Expected (one simulated device):
!  1 1 1 0
!  T F
!  F T
!  2147483648 2147483648 2147482624
!  accdialect simulated dev
program openacc_device_queries
  use openacc
  use iso_c_binding, only: c_ptr, c_size_t
  implicit none
  logical :: on_host, on_dev
  integer(c_size_t) :: total, before, after
  type(c_ptr) :: block
  character(len=24) :: name
  call acc_init(acc_device_host)
  call acc_init(acc_device_not_host)
  call acc_init_device(0, acc_device_nvidia)
  print *, acc_get_num_devices(acc_device_host), acc_get_num_devices(acc_device_not_host), &
           acc_get_num_devices(acc_device_radeon), acc_get_num_devices(acc_device_none)
  print *, acc_on_device(acc_device_host), acc_on_device(acc_device_not_host)
  !$acc serial copyout(on_host, on_dev)
  on_host = acc_on_device(acc_device_host)
  on_dev = acc_on_device(acc_device_not_host)
  !$acc end serial
  print *, on_host, on_dev
  total = acc_get_property(0, acc_device_not_host, acc_property_memory)
  before = acc_get_property(0, acc_device_not_host, acc_property_free_memory)
  block = acc_malloc(1024_c_size_t)
  after = acc_get_property(0, acc_device_not_host, acc_property_free_memory)
  call acc_free(block)
  print *, total, before, after
  call acc_get_property_string(0, acc_device_not_host, acc_property_name, name)
  print '(1X,A)', name
  call acc_shutdown_device(0, acc_device_not_host)
  call acc_shutdown(acc_device_host)
end program
