! RANDOM_NUMBER, RANDOM_SEED and RANDOM_INIT as flang 22's runtime gives them:
! the stream from program start, scalars and a 2-D array, the seed size, GET
! (the next word, not consumed), PUT (the seed is the next word), PUT of 0 and
! of a negative seed, RANDOM_SEED() and RANDOM_INIT.
program random_number_seed
  implicit none
  real :: x(5), s, m(2,3)
  real(8) :: d(3)
  integer :: n
  integer, allocatable :: seed(:), got(:)
  call random_number(x)
  print *, x
  call random_number(s)
  print *, s
  call random_number(d)
  print *, d
  call random_number(m)
  print *, m
  call random_seed(size=n)
  print *, n
  allocate(seed(n), got(n))
  call random_seed(get=got)
  print *, got
  seed = 12345
  call random_seed(put=seed)
  call random_number(x)
  print *, x
  call random_seed(get=got)
  print *, got
  call random_seed(put=seed)
  call random_number(d)
  print *, d
  seed = 0
  call random_seed(put=seed)
  call random_number(x)
  print *, x
  seed = -7
  call random_seed(put=seed)
  call random_number(x)
  print *, x
  call random_seed(put=seed)
  call random_number(d)
  print *, d
  call random_seed()
  call random_number(x)
  print *, x
  call random_init(.true., .false.)
  call random_number(x)
  print *, x
end program
