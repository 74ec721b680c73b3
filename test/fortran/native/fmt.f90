program fmt
  real(8) :: x(22)
  real(4) :: y(6)
  integer :: i
  x = [0d0, -0d0, 1d0, -1.5d0, 0.1d0, 0.01d0, 0.099d0, 1d15, 1d16, 1d17, 123456789012345678d0, &
       1d-5, 3.14159265358979d0, 1d0/3d0, 2d0/3d0, 1d300, 1d-300, 12345.678d0, 1d100, -2.5d-3, 1d21, 9.999999999999999d15]
  do i = 1, size(x)
    print *, x(i)
  end do
  y = [1.0, 0.1, 1e10, 1.0/3.0, 1e-3, 16777216.0]
  do i = 1, size(y)
    print *, y(i)
  end do
  print *, 1, -42, 2147483647, 123456789012_8, .false., 'ab', 'c'
  print *, 'x=', 3, 'y'
  print *, 1.5d0, 2.5d0, 3
  print *, (i, i=1,30)
  print *, 1.0d0 / 0.0d0, -1d0/0d0
  print *, 'a', 'b', 1
  print *, int(3, 2), int(4, 1)
end program
