! A target construct on the initial device (OpenMP 5.2 §13.8, device clause; §3.7.7
! omp_get_initial_device): nothing is mapped, the region runs on the host through flang's
! host fallback, which receives the loop bound captured by copy by reference; then the
! same region on the default device.
program host_fallback
  use omp_lib
  implicit none
  integer :: i, n, dev
  integer :: a(4)
  a = 0
  n = 4
  do dev = 0, 1
    if (dev == 0) then
      !$omp target map(tofrom: a) device(omp_get_initial_device())
      do i = 1, n
        a(i) = a(i) + i
      end do
      !$omp end target
    else
      !$omp target map(tofrom: a)
      do i = 1, n
        a(i) = a(i) + 10 * i
      end do
      !$omp end target
    end if
  end do
  print *, a
end program
