program w
  integer :: i
  print *, (i, i=1,26), 123456789
  print *, (i, i=1,26), 1234567890
  print *, (i, i=1,26), 'abcdefghi'
  print *, (i, i=1,26), 'abcdefghij'
  print *, (i, i=1,26), 'abcdefghijk'
end program
