! A derived type's allocatable component entered with its parent (`map(to: f, f%v)`),
! squared in a kernel (`**2`: flang's `llvm.intr.powi`, the compiler runtime's
! square-and-multiply), partly updated back (`update from(f%v(2:3))`), then exited
! `from` with the parent released.
program main
  implicit none
  type :: field
    integer :: n
    real(8), allocatable :: v(:)
  end type
  type(field) :: f
  integer :: i
  f%n = 6
  allocate(f%v(f%n))
  f%v = [(dble(i), i = 1, 6)]
  !$omp target enter data map(to: f, f%v)
  !$omp target
  do i = 1, f%n
    f%v(i) = f%v(i) ** 2
  end do
  !$omp end target
  !$omp target update from(f%v(2:3))
  print '(6f7.1)', f%v
  !$omp target exit data map(from: f%v) map(release: f)
  print '(6f7.1)', f%v
end program
