! map(present, to: ...) of an array not in the device data environment (OpenMP 5.2
! §5.8.3, present map-type-modifier): the runtime reports the missing item and the
! program terminates with a failure status.
program present_missing
  implicit none
  integer :: a(4)
  a = 1
  !$omp target map(present, tofrom: a)
  a(1) = 2
  !$omp end target
  print *, a
end program
