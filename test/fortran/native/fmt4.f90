program fmt4
  integer :: i
  print *, (i, i=1,27), 'abcdefghij'
  print *, (i, i=1,27), 'ab', 'cdefghijk'
  print *, (i, i=1,24), 1.2345678d0
  print *, 'q', (i, i=1,27)
end program
