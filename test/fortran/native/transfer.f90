! TRANSFER (Fortran 2018 §16.9.193) through flang 22's runtime (_FortranATransfer,
! _FortranATransferSize): scalar and array molds, SIZE=, a strided and a 2-D
! source, results of character, logical and real type, a result longer than the
! source (flang's runtime zero-fills the rest). Expected: native flang 22 output
! (transfer.stdout).
program transfer_intrinsic
  implicit none
  real :: x, a(4), m(2, 3)
  integer :: i, j, b(2)
  integer(8) :: k
  character(len=4) :: s
  character(len=3) :: t(3)
  logical :: l(2)
  character(len=9) :: nine
  character(len=5) :: five
  integer :: iv(2), abcd
  real(8) :: d
  x = 1.5
  a = [1.0, 2.0, 3.0, 4.0]
  m = reshape([(real(i), i = 1, 6)], [2, 3])
  i = transfer(x, i)
  print *, i
  b = transfer(a(1:2), b)
  print *, b
  k = transfer(a(3:4), k)
  print *, k
  abcd = 1684234849
  s = transfer(abcd, s)
  print *, s
  print *, transfer(a, [0_8])
  print *, transfer(a, 0, 3)
  print *, transfer(a(1:4:2), [0])
  print *, transfer(m(2, :), [0])
  print *, transfer(m, 0.0d0)
  print *, transfer([1.5, 2.5, 3.5], [0_8])
  print *, transfer(x, [0_2], 5)
  nine = 'abcdefghi'
  t = transfer(nine, t)
  print *, t
  five = 'hello'
  print *, transfer(nine, 'a', 3), size(transfer(five, ['ab']))
  iv = [1, 0]
  l = transfer(iv, l)
  print *, l
  l(1) = .true.
  j = transfer(l(1), j)
  print *, j
  d = 3.25d0
  print *, transfer(transfer(d, [0]), 0.0d0)
end program
