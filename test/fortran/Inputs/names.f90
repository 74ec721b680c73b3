! Entities of every kind flang names (test_flang_names.py): a module's variable and
! named constant, a module procedure's dummy and SAVE variable, a procedure contained
! in it and its SAVE variable, an external procedure's SAVE variable, the main
! program's variables (one of a derived type) and a variable of a BLOCK in it.
module mymod
  real :: modvar(10)
  integer, parameter :: k = 3
contains
  subroutine sub(x)
    real :: x(10)
    real, save :: saved(4)
    !$acc data copy(x, saved, modvar)
    x = k
    !$acc end data
  contains
    subroutine inner()
      real, save :: deep
      deep = 1
    end subroutine
  end subroutine
end module

subroutine ext(y)
  real :: y(3)
  real, save :: es(2)
  !$acc data copy(es)
  y = es(1)
  !$acc end data
end subroutine

program p
  use mymod
  type t
    real :: a(4)
  end type
  type(t) :: d
  real :: buf(10)
  block
    real :: inblk(2)
    inblk = 0
  end block
  !$acc data copy(d%a, buf)
  buf = 2
  !$acc end data
  call sub(buf)
end program
