! Seed 001, "The descriptor storage allocation": the serial construct's
! present(d%p) attaches d%p, whose descriptor is storage of d. flang 22 maps
! the descriptor with the data (acc-descriptor-attach keeps that mapping as a
! clause of its own, ordered before the attachment by acc-order-data-actions),
! so the descriptor's device storage exists when d%p is attached and the
! kernel reads t1(1,2) through it.
! Expected:
!  3.
module types
  type ty1
    real, pointer :: p(:,:)
  end type ty1
end module types

program seed001_implied_copy
  use types
  type(ty1) :: d
  real, target :: t1(2,2)
  t1 = reshape((/1,2,3,4/), (/2,2/))
  d%p => t1
  !$acc enter data copyin(d%p)
  !$acc serial present(d%p)
  print *, d%p(1,2)
  !$acc end serial
  !$acc exit data delete(d%p)
end program
