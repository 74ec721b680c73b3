! The omp_lib routines a Fortran offload code asks first: the number of devices, the
! default and initial device numbers, omp_is_initial_device on the host, then a
! target region on the initial device (device(omp_get_initial_device()), which runs
! on the host: omp_is_initial_device is true there), mapping an array tofrom.
program omp_lib_queries
  use omp_lib
  implicit none
  logical :: fallback
  integer :: ndev, x(4)
  ndev = omp_get_num_devices()
  print *, ndev > 0, omp_get_default_device(), omp_get_initial_device() == ndev
  print *, omp_is_initial_device()
  x = [1, 2, 3, 4]
  !$omp target device(omp_get_initial_device()) map(tofrom: x) map(from: fallback)
  fallback = omp_is_initial_device()
  x = x * 3
  !$omp end target
  print *, fallback, x
end program
