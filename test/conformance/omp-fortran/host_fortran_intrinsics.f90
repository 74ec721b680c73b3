! Character and array intrinsics and I/O of flang's runtime around a target region.
program host_fortran_intrinsics
  implicit none
  character(len=24) :: s = "offload,map;attach"
  real, allocatable :: a(:)
  real :: m(2,3), t(3,2), mm(2,2)
  integer :: i
  allocate(a(6))
  a = [(real(i), i = 1, 6)]
  !$omp target map(tofrom: a)
  do i = 1, 6
    a(i) = a(i) * 2.0
  end do
  !$omp end target
  m = reshape(a, [2, 3])
  t = transpose(m)
  mm = matmul(m, t)
  print *, scan(s, ",;"), scan(s, ",;", back=.true.), verify(s, "adfflo"), index(s, "map")
  print *, trim(adjustr(s(1:7))), len_trim(s), is_contiguous(a)
  print '(4F8.2)', mm
  print '(A,I0,A,ES12.4)', "n=", count(a > 5.0), " sum=", sum(pack(a, a > 5.0))
  print *, spread([1, 2], dim=1, ncopies=2)
end program
