! Seed 001, "Pointer dummy arguments": p is the dummy for d%p; copyin(p)
! attaches the descriptor of d%p inside d's device copy to t1's device copy,
! so that the serial region reads d%p(1,2) on the device exactly as if the
! subroutine had been inlined (seed 001's consistency argument).
! Expected (discrete memory and shared memory alike):
!  3.
module types
  type ty1
    real, pointer :: p(:,:)
  end type ty1
end module types

program seed001_pointer_dummy
  use types
  type(ty1) :: d
  real, pointer :: t1(:,:)
  allocate(t1(2,2))
  t1 = reshape((/1,2,3,4/),(/2,2/))
  call wrapper(d, d%p, t1)
contains
  subroutine wrapper(d, p, t1)
    type(ty1), target :: d
    real, pointer :: p(:,:)
    real, pointer :: t1(:,:)
    !$acc enter data copyin(d)
    !$acc enter data copyin(t1)
    p => t1
    !$acc enter data copyin(p)
    !$acc serial present(d)
    print *, d%p(1,2)
    !$acc end serial
  end subroutine
end program
