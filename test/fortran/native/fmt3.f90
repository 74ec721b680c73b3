program fmt3
  real(8) :: a(12)
  integer :: i, b(3,2)
  logical :: l(3)
  a = [(i*1.5d0, i=1,12)]
  b = reshape([1,2,3,4,5,6],[3,2])
  l = [.true., .false., .true.]
  print *, (i, i=1,25), 'abcdefghij'
  print *, (i, i=1,25), 'ab', 'cdefghijk'
  print *, a
  print *, b
  print *, l, 'x'
  print *, 'x', 1.5, 'y', .true., 'z'
  print *, 3_8, -7_2
  print *, 1e-7, 1d-7
end program
