! Total reductions through flang 22's runtime (allocatable and assumed-shape
! arrays, so flang calls _FortranAMaxvalReal8 & co. rather than inlining):
! MAXVAL/MINVAL/SUM/PRODUCT of every integer and real kind, MASK=, zero-size
! arrays, COUNT/ANY/ALL, DOT_PRODUCT, character comparison.
program reductions
  implicit none
  real(4), allocatable :: r4(:), r4b(:,:)
  real(8), allocatable :: r8(:), e8(:)
  real(4), allocatable :: e4(:), ones(:)
  integer(1), allocatable :: i1(:)
  integer(2), allocatable :: i2(:)
  integer(4), allocatable :: i4(:), e4i(:)
  integer(8), allocatable :: i8(:)
  logical, allocatable :: l(:), none(:)
  character(len=6) :: a, b
  character(len=3) :: c
  integer :: i
  allocate(r4(7), r8(6), e8(0), e4(0), i1(4), i2(3), i4(6), e4i(0), i8(3), l(5), none(0))
  allocate(r4b(3, 2), ones(3))
  ones = 1.0
  r4 = [1.0e8, 1.0, -1.0e8, 3.0, 1.0e-3, 16777216.0, 1.0]
  r8 = [1.0d16, 1.0d0, 1.0d0, -1.0d16, 0.1d0, 0.2d0]
  r4b = reshape([1.5, -2.25, 3.0, 0.1, 0.2, 0.3], [3, 2])
  i1 = [100_1, 27_1, -5_1, 3_1]
  i2 = [30000_2, 2000_2, -7_2]
  i4 = [3, -7, 9, 2, 0, 2147483647]
  i8 = [9000000000000000000_8, 1_8, -3_8]
  l = [.true., .false., .true., .true., .false.]
  print *, sum(r4), sum(r8), sum(r4b), sum(r4(2:6:2))
  write(*, '(2ES17.9, 2ES25.17)') sum(r4, mask=r4 > -2.0e8), sum(r4b, mask=r4b < 3.0), &
    sum(r8, mask=r8 < 1.0d20), product(r8, mask=r8 > 0.05d0)
  write(*, '(3ES17.9)') product(r4b), product(r4, mask=r4 < 1.0e7), maxval(r4b, mask=r4b < 1.0)
  print *, product(r4b), product(r8(2:3)), product(i2), product(i1)
  print *, sum(i1), sum(i2), sum(i4), sum(i8), sum(i4, mask=i4 < 100)
  print *, maxval(r4), minval(r4), maxval(r8), minval(r8), maxval(r4b), minval(r4b)
  print *, maxval(i1), minval(i1), maxval(i2), minval(i2), maxval(i4), minval(i4)
  print *, maxval(i8), minval(i8), maxval(r4, mask=r4 < 10.0), minval(i4, mask=i4 > 0)
  print *, maxval(e8), minval(e8), maxval(e4), minval(e4), maxval(e4i), minval(e4i)
  print *, sum(e8), product(e4), sum(e4i), product(e4i), maxval(i4, mask=i4 > 100)
  print *, count(l), any(l), all(l), count(none), any(none), all(none)
  print *, count(r4 > 1.0), any(i4 < -6), all(i4 /= 5), dot_product(r4b(:, 1), r4b(:, 2))
  print *, dot_product(r8, r8), dot_product(i4(1:5), i4(2:6)), dot_product(r4(1:3), r4(5:7)), &
    dot_product(r4(1:3), ones)
  a = 'abc'; b = 'abd'; c = 'abc'
  print *, a < b, a == c, c // ' ' == a, a > b, lge(a, c), lgt(b, a), llt(c, a)
  do i = 1, 2
    if (a(i:i+1) <= b(i:i+1)) print *, 'le', i
  end do
end program
