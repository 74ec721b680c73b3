program formatted
  print '(F6.2)', 0.5d0
  print '(F6.2)', -0.5d0
  print '(F8.3,F8.3)', 3.14159d0, -2.71828d0
  print '(F4.1)', 123.4d0
  print '(E12.4)', 1234.5d0
  print '(E12.4)', -0.00012345d0
  print '(ES12.4)', 1234.5d0
  print '(ES10.3)', 0d0
  print '(E10.3)', 0d0
  print '(I5,I0,I3)', 42, -7, 12345
  print '(I5.3)', 7
  print '(A,A5,A2)', 'abc', 'xy', 'long'
  print '(L3,L1)', .true., .false.
  print '(2X,I2,3X,I2)', 1, 2
  print '("n = ",I0," done")', 5
  print '(3(I2,1X))', 1, 2, 3, 4, 5
  print '(I2/I2)', 1, 2
  print '(F0.3)', 3.5d0
  print '(F10.4)', 2.5_4
  print '(2F6.1)', 1.25d0, 1.35d0
  print '(F5.0)', 2.5d0
end program
