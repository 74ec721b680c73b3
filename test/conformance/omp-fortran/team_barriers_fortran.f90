! Threads of a Fortran team that wait for each other: `copyin` of a threadprivate
! variable (each thread's copy set from the primary thread's, then a barrier), two
! `do` loops in one region (the second reads what the other thread wrote in the first),
! `single` with `copyprivate`, and a barrier between a write and a neighbour's read.
module state
  implicit none
  integer :: level = 1
  !$omp threadprivate(level)
end module

program team_barriers_fortran
  use state
  use omp_lib
  implicit none
  integer, parameter :: n = 8
  integer :: a(n), b(n), seen(2), copied(2), neighbour(2), got(2), t, i, value
  level = 5
  !$omp parallel num_threads(2) copyin(level) private(t, value)
  t = omp_get_thread_num()
  seen(t + 1) = level
  level = level + 10 * (t + 1)
  !$omp do
  do i = 1, n
    a(i) = i * i
  end do
  !$omp end do
  !$omp do
  do i = 1, n
    b(i) = a(n + 1 - i) + 1000 * t
  end do
  !$omp end do
  value = t
  !$omp single
  value = 42
  !$omp end single copyprivate(value)
  copied(t + 1) = value
  neighbour(t + 1) = 100 + t
  !$omp barrier
  got(t + 1) = neighbour(2 - t)
  !$omp end parallel
  print '(a,2i4)', 'copyin ', seen
  print '(a,8i6)', 'b ', b
  print '(a,2i4,a,2i4)', 'copyprivate ', copied, ' neighbours ', got
  print '(a,i4)', 'primary level ', level
end program
