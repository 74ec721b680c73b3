! Host parallel regions of an offload program, on libomp's 2 threads (the processors
! where this was recorded): flang's `parallel do` ends in a barrier and a blocking
! reduction, which each thread reaches in turn; the float sum has the digits of two
! halves added.
program par_host_parallel_do
  use omp_lib
  implicit none
  integer, parameter :: n = 1000000
  real :: s
  real(8) :: t
  integer :: i, nt, a(8)
  s = 0
  t = 0
  !$omp parallel do reduction(+:s, t)
  do i = 1, n
    s = s + 1.0 / real(i)
    t = t + 1.0d0 / real(i, 8)
  end do
  !$omp parallel
  !$omp masked
  nt = omp_get_num_threads()
  !$omp end masked
  !$omp end parallel
  !$omp parallel do schedule(static)
  do i = 1, 8
    a(i) = omp_get_thread_num()
  end do
  !$omp target teams distribute map(tofrom: a)
  do i = 1, 8
    a(i) = a(i) * 10 + i
  end do
  print '(ES16.9, ES25.17, I3)', s, t, nt
  print '(8I4)', a
end program
