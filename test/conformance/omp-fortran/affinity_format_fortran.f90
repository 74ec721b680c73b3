! OpenMP 5.2 §18.3.5-18.3.8 from Fortran: omp_lib's affinity-format routines take
! blank-padded character arguments (libomp's Fortran entry points, hidden lengths):
! the format is read with its trailing blanks, a result is copied blank-padded and its
! length returned; a zero-length format means the affinity-format-var.
! (libomp writes the display with C's stdio, flushed at once: the program flushes its
! own unit first, so both outputs keep the program's order.)
program affinity_format_fortran
  use omp_lib
  implicit none
  character(len=80) :: buf
  character(len=6) :: small
  character(len=40) :: out(2)
  character(len=0) :: none
  integer(8) :: n
  n = omp_get_affinity_format(buf)
  print '(a,i0,a,a,a)', 'default ', n, " '", trim(buf), "'"
  call omp_set_affinity_format('[%0.3n|%.2N|%L]  ')
  n = omp_get_affinity_format(buf)
  print '(a,i0,a,a,a)', 'whole ', n, " '", buf(1:n), "'"
  !$omp parallel num_threads(2)
  n = omp_capture_affinity(out(omp_get_thread_num() + 1), none)
  !$omp end parallel
  print '(a,a,a,a,a)', "'", out(1), "' '", trim(out(2)), "'"
  n = omp_capture_affinity(small, 't%n/%N')
  print '(a,i0,a,a,a)', 'fits ', n, " '", small, "'"
  flush(6)
  call omp_display_affinity('shown %n/%N')
  call omp_display_affinity(none)
end program
