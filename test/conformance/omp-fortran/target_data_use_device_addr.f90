! FLAGS: -fopenmp-version=52
! target data with use_device_addr (OpenMP 5.2 §5.4.10 / §13.5): inside the region the
! array's address is the device copy's; c_loc of it equals omp_get_mapped_ptr's result,
! and c_loc outside is the host's. map(tofrom) copies the kernel's change back.
program target_data_use_device_addr
  use iso_c_binding
  use omp_lib
  implicit none
  integer, target :: v(3)
  type(c_ptr) :: dev, mapped, host
  v = [1, 2, 3]
  host = c_loc(v)
  !$omp target data map(tofrom: v)
  !$omp target data use_device_addr(v)
  dev = c_loc(v)
  !$omp end target data
  mapped = omp_get_mapped_ptr(host, omp_get_default_device())
  !$omp target
  v(2) = 20
  !$omp end target
  !$omp end target data
  print *, c_associated(dev, mapped), c_associated(dev, host), v
end program
