! OpenMP 5.2 §5.2 (threadprivate directive) from Fortran: flang reaches each thread's
! copy of a threadprivate common block and module variable through
! `__kmpc_threadprivate_cached`. The initial thread's copy is the variable itself; the
! other threads' copies start with the variable's initial value and persist from one
! parallel region to the next (same team size).
module counters
  implicit none
  integer :: calls = 7
  !$omp threadprivate(calls)
end module

program threadprivate_common
  use counters
  use omp_lib
  implicit none
  integer :: a, b, seen(2, 2)
  common /blk/ a, b
  !$omp threadprivate(/blk/)
  a = 1
  b = 2
  calls = 10
  !$omp parallel num_threads(2)
  a = a + 100 * omp_get_thread_num()
  calls = calls + 1
  seen(omp_get_thread_num() + 1, 1) = a
  !$omp end parallel
  !$omp parallel num_threads(2)
  calls = calls + 1
  seen(omp_get_thread_num() + 1, 2) = a * 1000 + calls
  !$omp end parallel
  print '(4i8)', seen
  print '(3i6)', a, b, calls
end program
