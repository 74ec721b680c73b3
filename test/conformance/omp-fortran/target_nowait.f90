! target nowait followed by taskwait (OpenMP 5.2 §13.8, §15.5): the deferred target task
! maps, runs and unmaps the array before taskwait returns.
program target_nowait
  implicit none
  integer :: k(4), i
  k = 3
  !$omp target map(tofrom: k) nowait
  do i = 1, 4
    k(i) = k(i) + i
  end do
  !$omp end target
  !$omp taskwait
  print *, k
end program
