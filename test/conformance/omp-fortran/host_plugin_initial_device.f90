! omp_is_initial_device() in a Fortran target region: flang calls libomp's function,
! which on LLVM's host plugin (device code is host code) answers as the host: T.
! On a discrete device the target region runs on the device (OpenMP 5.2 §18.7.6): F.
! DISCRETE DEVICE PRINTS: T F 8
program host_plugin_initial_device
  use omp_lib
  implicit none
  logical :: on_host, in_target
  integer :: x(4)
  x = 1
  on_host = omp_is_initial_device()
  !$omp target map(tofrom: x) map(from: in_target)
  in_target = omp_is_initial_device()
  x = x + 1
  !$omp end target
  print *, on_host, in_target, sum(x)
end program
