// HLFIR's assignments (accdialect/dialects/hlfir_assignments.py), each optional part
// present and absent: assign (realloc, keep_lhs_len, temporary_lhs), region_assign
// (user-defined assignment), yield (cleanup), elemental_addr, forall (step, an empty
// body), forall_index, forall_mask, where and elsewhere (mask, nested, an empty body)
// and exactly_once.
func.func @assign(%x: f32, %r: !fir.ref<f32>, %a: !fir.ref<!fir.array<3xi32>>,
                  %h: !fir.ref<!fir.box<!fir.heap<!fir.array<?xi32>>>>,
                  %c: !fir.ref<!fir.char<1,4>>, %hc: !fir.ref<!fir.box<!fir.heap<!fir.char<1,?>>>>,
                  %e: !hlfir.expr<3xi32>) {
  %c1 = arith.constant -1 : i32
  hlfir.assign %x to %r : f32, !fir.ref<f32>
  hlfir.assign %c1 to %a : i32, !fir.ref<!fir.array<3xi32>>
  hlfir.assign %a to %h realloc : !fir.ref<!fir.array<3xi32>>, !fir.ref<!fir.box<!fir.heap<!fir.array<?xi32>>>>
  hlfir.assign %c to %hc realloc keep_lhs_len : !fir.ref<!fir.char<1,4>>, !fir.ref<!fir.box<!fir.heap<!fir.char<1,?>>>>
  hlfir.assign %e to %a temporary_lhs {my.attr} : !hlfir.expr<3xi32>, !fir.ref<!fir.array<3xi32>>
  hlfir.assign %e to %h realloc temporary_lhs : !hlfir.expr<3xi32>, !fir.ref<!fir.box<!fir.heap<!fir.array<?xi32>>>>
  return
}

func.func @forall(%lb: i32, %ub: i32, %st: i64, %a: !fir.ref<!fir.array<10xf32>>, %b: !fir.box<!fir.array<?xf32>>,
                  %x: f32, %s: !fir.shape<1>, %t: !fir.ref<!fir.type<_QFTt{x:f32}>>,
                  %r: !fir.ref<f32>) {
  hlfir.forall lb {
    hlfir.yield %lb : i32
  } ub {
    hlfir.yield %ub : i32
  }  (%i: i32) {
    %0 = hlfir.forall_index "i" %i : (i32) -> !fir.ref<i32>
    hlfir.forall_mask {
      %m = arith.cmpi slt, %i, %ub : i32
      hlfir.yield %m : i1
    } do {
      hlfir.region_assign {
        hlfir.yield %x : f32
      } to {
        %1 = arith.extsi %i : i32 to i64
        %2 = hlfir.designate %a (%1)  : (!fir.ref<!fir.array<10xf32>>, i64) -> !fir.ref<f32>
        hlfir.yield %2 : !fir.ref<f32>
      }
    }
  }
  hlfir.forall lb {
    hlfir.yield %st : i64
  } ub {
    hlfir.yield %st : i64
  } step {
    hlfir.yield %st : i64
  }  (%i: i64) {
    hlfir.region_assign {
      %e = hlfir.elemental %s unordered : (!fir.shape<1>) -> !hlfir.expr<10xf32> {
      ^bb0(%j: index):
        hlfir.yield_element %x : f32
      }
      hlfir.yield %e : !hlfir.expr<10xf32> cleanup {
        hlfir.destroy %e : !hlfir.expr<10xf32>
      }
    } to {
      hlfir.elemental_addr %s unordered : !fir.shape<1> {
      ^bb0(%j: index):
        %3 = hlfir.designate %a (%j)  : (!fir.ref<!fir.array<10xf32>>, index) -> !fir.ref<f32>
        hlfir.yield %3 : !fir.ref<f32>
      } cleanup {
        %4 = arith.constant 0 : index
      }
    } user_defined_assign  (%rhs: f32) to (%lhs: !fir.ref<f32>) {
      hlfir.assign %rhs to %lhs : f32, !fir.ref<f32>
    }
  }
  hlfir.forall lb {
    hlfir.yield %lb : i32
  } ub {
    hlfir.yield %ub : i32
  }  (%i: i32) {
  }
  hlfir.region_assign {
    hlfir.yield %x : f32 cleanup {
    }
  } to {
    hlfir.yield %r : !fir.ref<f32>
  }
  hlfir.region_assign {
    hlfir.yield %t : !fir.ref<!fir.type<_QFTt{x:f32}>>
  } to {
    hlfir.yield %t : !fir.ref<!fir.type<_QFTt{x:f32}>>
  } user_defined_assign  (%rhs: !fir.ref<!fir.type<_QFTt{x:f32}>>) to (%lhs: !fir.ref<!fir.type<_QFTt{x:f32}>>) {
  }
  return
}

func.func @where(%s: !fir.shape<1>, %a: !fir.ref<!fir.array<10xf32>>, %m: !fir.ref<!fir.array<10x!fir.logical<4>>>,
                 %x: f32, %e: !hlfir.expr<10x!fir.logical<4>>) {
  hlfir.where {
    hlfir.yield %m : !fir.ref<!fir.array<10x!fir.logical<4>>>
  } do {
    hlfir.region_assign {
      %0 = hlfir.exactly_once : f32 {
        %c = arith.constant 2.0 : f32
        hlfir.yield %c : f32
      }
      hlfir.yield %0 : f32
    } to {
      hlfir.yield %a : !fir.ref<!fir.array<10xf32>>
    }
    hlfir.elsewhere mask {
      hlfir.yield %e : !hlfir.expr<10x!fir.logical<4>> cleanup {
        hlfir.destroy %e : !hlfir.expr<10x!fir.logical<4>>
      }
    } do {
      hlfir.region_assign {
        hlfir.yield %x : f32
      } to {
        hlfir.yield %a : !fir.ref<!fir.array<10xf32>>
      }
      hlfir.elsewhere do {
        hlfir.region_assign {
          hlfir.yield %x : f32
        } to {
          hlfir.yield %a : !fir.ref<!fir.array<10xf32>>
        }
      }
    }
  }
  hlfir.where {
    hlfir.yield %m : !fir.ref<!fir.array<10x!fir.logical<4>>>
  } do {
  }
  return
}
