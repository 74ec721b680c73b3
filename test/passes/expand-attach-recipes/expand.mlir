// expand-attach-recipes: each recipe use becomes explicit code placed where the
// construct performs it (§2.7.2: attachments after the data actions,
// detachments before the copy-outs and deletes).
// RUN: acc-opt -p expand-attach-recipes %s | filecheck %s
// Idempotence: a second run changes nothing.
// RUN: acc-opt -p expand-attach-recipes %s | acc-opt -p expand-attach-recipes | filecheck %s
// RUN: acc-opt -p expand-attach-recipes %s -o %t.once.mlir
// RUN: acc-opt -p expand-attach-recipes %t.once.mlir -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir

acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  %file = llvm.mlir.zero : !llvm.ptr
  %line = llvm.mlir.constant(7 : i32) : i32
  %off = arith.index_cast %offset : index to i64
  %len = arith.index_cast %size : index to i64
  llvm.call @_FortranAOpenACCAttachDescriptor(%desc, %base, %off, %len, %file, %line) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32) -> ()
  acc.yield
}
acc.detach.recipe @detach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  %off = arith.index_cast %offset : index to i64
  %len = arith.index_cast %size : index to i64
  %fin = llvm.mlir.constant(0 : i32) : i32
  %file = llvm.mlir.zero : !llvm.ptr
  %line = llvm.mlir.constant(9 : i32) : i32
  llvm.call @_FortranAOpenACCDetachDescriptor(%desc, %base, %off, %len, %fin, %file, %line) : (!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32) -> ()
  acc.yield
}
// offset and size as i64: the computed index values are cast
acc.attach.recipe @attach_i64 : (!llvm.ptr, !llvm.ptr, i64, i64) {
^bb0(%base: !llvm.ptr, %desc: !llvm.ptr, %offset: i64, %size: i64):
  %file = llvm.mlir.zero : !llvm.ptr
  %line = llvm.mlir.constant(0 : i32) : i32
  llvm.call @_FortranAOpenACCAttachDescriptor(%desc, %base, %offset, %size, %file, %line) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32) -> ()
  acc.yield
}
// a condition inside the body (structured control flow inlines as is)
acc.attach.recipe @attach_if_nonnull : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  %zero = llvm.mlir.constant(0 : i64) : i64
  %addr = llvm.ptrtoint %base : !llvm.ptr to i64
  %non_null = llvm.icmp "ne" %addr, %zero : i64
  scf.if %non_null {
    %null = llvm.mlir.zero : !llvm.ptr
    %off = arith.index_cast %offset : index to i64
    %len = arith.index_cast %size : index to i64
    %line = llvm.mlir.constant(0 : i32) : i32
    llvm.call @_FortranAOpenACCAttachDescriptor(%desc, %base, %off, %len, %null, %line) : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32) -> ()
  }
  acc.yield
}
// never used: removed
acc.attach.recipe @unused : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  acc.yield
}
llvm.func @_FortranAOpenACCAttachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32)
llvm.func @_FortranAOpenACCDetachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32)

// CHECK-NOT:  acc.attach.recipe
// CHECK-NOT:  acc.detach.recipe
// CHECK:      llvm.func @_FortranAOpenACCAttachDescriptor(
// CHECK-NEXT: llvm.func @_FortranAOpenACCDetachDescriptor(

// Seed 001: `enter data copyin(d%p)`: the data action, then the attachment.
// CHECK-LABEL: func.func @enter_data(
// CHECK-SAME:      %[[DESC:.*]]: !llvm.ptr, %[[X:.*]]: !llvm.ptr)
// CHECK:         %[[BASE:.*]] = llvm.load %[[DESC]]
// CHECK:         %[[IN:.*]] = acc.copyin varPtr(%[[BASE]] : !llvm.ptr) varType(f32) bounds(%{{.*}}) -> !llvm.ptr {name = "d%p", structured = false}
// CHECK-NEXT:    %[[XIN:.*]] = acc.create varPtr(%[[X]] : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "x", structured = false}
// CHECK-NEXT:    acc.enter_data dataOperands(%[[IN]], %[[XIN]] : !llvm.ptr, !llvm.ptr)
//   bounds 2..5 of f32 elements: offset 8, size 16 (constants folded)
// CHECK-NEXT:    %[[OFF:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[SIZE:.*]] = arith.constant 16 : index
// CHECK-NEXT:    %[[FILE:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %[[LINE:.*]] = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:    %[[OFF64:.*]] = arith.index_cast %[[OFF]] : index to i64
// CHECK-NEXT:    %[[LEN64:.*]] = arith.index_cast %[[SIZE]] : index to i64
// CHECK-NEXT:    llvm.call @_FortranAOpenACCAttachDescriptor(%[[DESC]], %[[BASE]], %[[OFF64]], %[[LEN64]], %[[FILE]], %[[LINE]])
// CHECK-NEXT:    return
func.func @enter_data(%desc: !llvm.ptr, %x: !llvm.ptr) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %b = acc.bounds lowerbound(%c2 : index) upperbound(%c5 : index)
  %in = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) bounds(%b) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
  %xin = acc.create varPtr(%x : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "x", structured = false}
  acc.enter_data dataOperands(%in, %xin : !llvm.ptr, !llvm.ptr)
  return
}

// Bounds known at run time (extent and a byte stride from a descriptor, a start
// index): the offset and size are computed in index arithmetic.
// CHECK-LABEL: func.func @dynamic_bounds(
// CHECK-SAME:      %[[DESC:.*]]: !llvm.ptr, %[[NARG:.*]]: i64, %[[STRIDE:.*]]: i64, %[[LB:.*]]: index)
// CHECK:         acc.enter_data
//   innermost: n elements %stride bytes apart; outer: n rows of stride * n bytes,
//   from their zero-based lower bound 0 (startIdx %lb takes no part): size =
//   (n-1)*s + (n-1)*s*n + 4
// CHECK-NEXT:    %[[N:.*]] = arith.index_cast %[[NARG]] : i64 to index
// CHECK-NEXT:    %[[S:.*]] = arith.index_cast %[[STRIDE]] : i64 to index
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[NM1:.*]] = arith.subi %[[N]], %[[ONE]] : index
// CHECK-NEXT:    %[[LAST0:.*]] = arith.muli %[[NM1]], %[[S]] : index
// CHECK-NEXT:    %[[STEP1:.*]] = arith.muli %[[S]], %[[N]] : index
// CHECK-NEXT:    %[[NM1B:.*]] = arith.subi %[[N]], %[[ONE]] : index
// CHECK-NEXT:    %[[LAST1:.*]] = arith.muli %[[NM1B]], %[[STEP1]] : index
// CHECK-NEXT:    %[[LAST:.*]] = arith.addi %[[LAST0]], %[[LAST1]] : index
// CHECK-NEXT:    %[[ELEM:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[SIZE:.*]] = arith.addi %[[LAST]], %[[ELEM]] : index
// CHECK-NEXT:    %[[OFF:.*]] = arith.constant 0 : index
// CHECK:         %[[OFF64:.*]] = arith.index_cast %[[OFF]] : index to i64
// CHECK-NEXT:    %[[LEN64:.*]] = arith.index_cast %[[SIZE]] : index to i64
// CHECK-NEXT:    llvm.call @_FortranAOpenACCAttachDescriptor(%[[DESC]], %{{.*}}, %[[OFF64]], %[[LEN64]], %{{.*}}, %{{.*}})
func.func @dynamic_bounds(%desc: !llvm.ptr, %n: i64, %stride: i64, %lb: index) {
  %c0 = arith.constant 0 : i64
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %b0 = acc.bounds lowerbound(%c0 : i64) extent(%n : i64) stride(%stride : i64) {strideInBytes = true}
  %b1 = acc.bounds lowerbound(%c0 : i64) extent(%n : i64) startIdx(%lb : index)
  %in = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) bounds(%b0, %b1) attachRecipe(@attach_ref) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%in : !llvm.ptr)
  return
}

// `if(%cond)`: the attachment runs only when the directive does; `attach(d%p)`
// alone has no data action left, and the directive goes away.
// CHECK-LABEL: func.func @only_attachments(
// CHECK-SAME:      %[[DESC:.*]]: !llvm.ptr, %[[COND:.*]]: i1)
// CHECK-NOT:     acc.attach
// CHECK-NOT:     acc.enter_data
//   @attach_i64 takes offset and size as i64
// CHECK:         scf.if %[[COND]] {
// CHECK-NEXT:      %[[OFF:.*]] = arith.constant 0 : i64
// CHECK-NEXT:      %[[SIZE:.*]] = arith.constant 4 : i64
// CHECK:           llvm.call @_FortranAOpenACCAttachDescriptor(%[[DESC]], %{{.*}}, %[[OFF]], %[[SIZE]], %{{.*}}, %{{.*}})
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @only_attachments(%desc: !llvm.ptr, %cond: i1) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %att = acc.attach varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@attach_i64) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data if(%cond) dataOperands(%att : !llvm.ptr)
  return
}

// A recipe with a condition inside.
// CHECK-LABEL: func.func @conditional_recipe(
// CHECK:         acc.enter_data
// CHECK:         %[[NONNULL:.*]] = llvm.icmp "ne"
// CHECK-NEXT:    scf.if %[[NONNULL]] {
// CHECK:           llvm.call @_FortranAOpenACCAttachDescriptor(
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @conditional_recipe(%desc: !llvm.ptr) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %in = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@attach_if_nonnull) -> !llvm.ptr {name = "d%p", structured = false}
  acc.enter_data dataOperands(%in : !llvm.ptr)
  return
}

// `acc.data copyin(d) copy(d%p)`: the attachment opens the region (after both data
// actions, before the body); the structured exit detaches before copying out.
// CHECK-LABEL: func.func @data_region(
// CHECK-SAME:      %[[D:.*]]: !llvm.ptr)
// CHECK:         %[[DP:.*]] = llvm.getelementptr %[[D]][0, 1]
// CHECK:         %[[BASE:.*]] = llvm.load %[[DP]]
// CHECK:         %[[CD:.*]] = acc.copyin varPtr(%[[D]] : !llvm.ptr)
// CHECK:         %[[CP:.*]] = acc.copyin varPtr(%[[BASE]] : !llvm.ptr) varType(f32) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "d%p"}
// CHECK-NEXT:    acc.data dataOperands(%[[CD]], %[[CP]] : !llvm.ptr, !llvm.ptr) {
// CHECK-NEXT:      %[[OFF:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[SIZE:.*]] = arith.constant 4 : index
// CHECK:           llvm.call @_FortranAOpenACCAttachDescriptor(%[[DP]], %[[BASE]],
// CHECK-NEXT:      llvm.call @body() : () -> ()
// CHECK-NEXT:      acc.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[OFF:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[SIZE:.*]] = arith.constant 4 : index
// CHECK:         llvm.call @_FortranAOpenACCDetachDescriptor(%[[DP]], %[[BASE]],
// CHECK-NEXT:    acc.copyout accPtr(%[[CP]] : !llvm.ptr) to varPtr(%[[BASE]] : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "d%p"}
// CHECK-NEXT:    acc.delete accPtr(%[[CD]] : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "d"}
llvm.func @body()
func.func @data_region(%d: !llvm.ptr) {
  %dp = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, !llvm.ptr)>
  %base = llvm.load %dp : !llvm.ptr -> !llvm.ptr
  %cd = acc.copyin varPtr(%d : !llvm.ptr) varType(!llvm.struct<(i32, !llvm.ptr)>) -> !llvm.ptr {name = "d"}
  %cp = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "d%p"}
  acc.data dataOperands(%cd, %cp : !llvm.ptr, !llvm.ptr) {
    llvm.call @body() : () -> ()
    acc.terminator
  }
  acc.copyout accPtr(%cp : !llvm.ptr) augPtr(%dp : !llvm.ptr) detachRecipe(@detach_ref) to varPtr(%base : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "d%p"}
  acc.delete accPtr(%cd : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "d"}
  return
}

// `acc.data attach(d%p)`: no data action left, the region runs in its place.
// CHECK-LABEL: func.func @data_region_only_attach(
// CHECK-NOT:     acc.data
// CHECK:         llvm.call @_FortranAOpenACCAttachDescriptor(
// CHECK-NEXT:    llvm.call @body() : () -> ()
// CHECK-NEXT:    return
func.func @data_region_only_attach(%desc: !llvm.ptr) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %att = acc.attach varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "p"}
  acc.data dataOperands(%att : !llvm.ptr) {
    llvm.call @body() : () -> ()
    acc.terminator
  }
  return
}

// Seed 001: `serial copy(d) present(d%p)`: the data clauses become an acc.data
// around the construct, whose region attaches d%p before the kernel runs. The
// kernel still reads its data through the clauses' results.
// CHECK-LABEL: func.func @compute(
// CHECK-SAME:      %[[D:.*]]: !llvm.ptr, %[[COND:.*]]: i1)
// CHECK:         %[[DP:.*]] = llvm.getelementptr %[[D]][0, 1]
// CHECK:         %[[BASE:.*]] = llvm.load %[[DP]]
// CHECK:         %[[CD:.*]] = acc.copyin varPtr(%[[D]] : !llvm.ptr) {{.*}} {dataClause = #acc<data_clause acc_copy>, name = "d"}
// CHECK:         %[[PP:.*]] = acc.present varPtr(%[[BASE]] : !llvm.ptr) varType(f32) -> !llvm.ptr {name = "d%p"}
// CHECK-NEXT:    acc.data if(%[[COND]]) dataOperands(%[[CD]], %[[PP]] : !llvm.ptr, !llvm.ptr) {
// CHECK-NEXT:      scf.if %[[COND]] {
// CHECK:             llvm.call @_FortranAOpenACCAttachDescriptor(%[[DP]], %[[BASE]],
// CHECK:           }
// CHECK-NEXT:      acc.serial if(%[[COND]]) {
// CHECK-NEXT:        %{{.*}} = llvm.load %[[CD]] : !llvm.ptr -> !llvm.ptr
// CHECK:             acc.yield
// CHECK-NEXT:      }
// CHECK-NEXT:      acc.terminator
// CHECK-NEXT:    }
// CHECK:         llvm.call @_FortranAOpenACCDetachDescriptor(%[[DP]], %[[BASE]],
// CHECK-NEXT:    acc.delete accPtr(%[[PP]] : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, name = "d%p"}
// CHECK-NEXT:    acc.copyout accPtr(%[[CD]] : !llvm.ptr) to varPtr(%[[D]] : !llvm.ptr)
func.func @compute(%d: !llvm.ptr, %cond: i1) {
  %dp = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, !llvm.ptr)>
  %base = llvm.load %dp : !llvm.ptr -> !llvm.ptr
  %cd = acc.copyin varPtr(%d : !llvm.ptr) varType(!llvm.struct<(i32, !llvm.ptr)>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "d"}
  %pp = acc.present varPtr(%base : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p"}
  acc.serial dataOperands(%cd, %pp : !llvm.ptr, !llvm.ptr) if(%cond) {
    %q = llvm.load %cd : !llvm.ptr -> !llvm.ptr
    acc.yield
  }
  acc.delete accPtr(%pp : !llvm.ptr) augPtr(%dp : !llvm.ptr) detachRecipe(@detach_ref) {dataClause = #acc<data_clause acc_present>, name = "d%p"}
  acc.copyout accPtr(%cd : !llvm.ptr) to varPtr(%d : !llvm.ptr) varType(!llvm.struct<(i32, !llvm.ptr)>) {dataClause = #acc<data_clause acc_copy>, name = "d"}
  return
}

// A compute construct without data clauses is left alone.
// CHECK-LABEL: func.func @empty_compute(
// CHECK-NEXT:    acc.parallel {
// CHECK-NEXT:      acc.yield
// CHECK-NEXT:    }
func.func @empty_compute() {
  acc.parallel {
    acc.yield
  }
  return
}

// `exit data copyout(q) detach(d%p) finalize`: the detachments run before the
// directive (before its copy-outs); `detach(d%p)` has no data action left and
// leaves the directive, with its acc.getdeviceptr.
// CHECK-LABEL: func.func @exit_data(
// CHECK-SAME:      %[[DESC:.*]]: !llvm.ptr, %[[Q:.*]]: !llvm.ptr, %[[COND:.*]]: i1)
// CHECK:         %[[BASE:.*]] = llvm.load %[[DESC]]
// CHECK-NEXT:    %[[GQ:.*]] = acc.getdeviceptr varPtr(%[[Q]] : !llvm.ptr)
// CHECK-NOT:     acc.getdeviceptr
// CHECK-NEXT:    scf.if %[[COND]] {
// CHECK:           llvm.call @_FortranAOpenACCDetachDescriptor(%[[DESC]], %[[BASE]],
// CHECK-NEXT:    }
// CHECK-NEXT:    acc.exit_data if(%[[COND]]) dataOperands(%[[GQ]] : !llvm.ptr) attributes {finalize}
// CHECK-NEXT:    acc.copyout accPtr(%[[GQ]] : !llvm.ptr) to varPtr(%[[Q]] : !llvm.ptr) varType(f64) {name = "q", structured = false}
// CHECK-NEXT:    return
func.func @exit_data(%desc: !llvm.ptr, %q: !llvm.ptr, %cond: i1) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %gq = acc.getdeviceptr varPtr(%q : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "q", structured = false}
  %gp = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, name = "d%p", structured = false}
  acc.exit_data if(%cond) dataOperands(%gq, %gp : !llvm.ptr, !llvm.ptr) attributes {finalize}
  acc.copyout accPtr(%gq : !llvm.ptr) to varPtr(%q : !llvm.ptr) varType(f64) {name = "q", structured = false}
  acc.detach accPtr(%gp : !llvm.ptr) augPtr(%desc : !llvm.ptr) detachRecipe(@detach_ref) {name = "d%p", structured = false}
  return
}

// `exit data detach(p)` alone: the directive goes away.
// CHECK-LABEL: func.func @exit_data_only_detach(
// CHECK-NOT:     acc.exit_data
// CHECK-NOT:     acc.getdeviceptr
// CHECK:         llvm.call @_FortranAOpenACCDetachDescriptor(
// CHECK-NEXT:    return
func.func @exit_data_only_detach(%desc: !llvm.ptr) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %gp = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, name = "p", structured = false}
  acc.exit_data dataOperands(%gp : !llvm.ptr)
  acc.detach accPtr(%gp : !llvm.ptr) augPtr(%desc : !llvm.ptr) detachRecipe(@detach_ref) {name = "p", structured = false}
  return
}

// Nested data regions: each attachment opens its own region.
// CHECK-LABEL: func.func @nested(
// CHECK:         acc.data dataOperands(%{{.*}} : !llvm.ptr) {
// CHECK-NEXT:      %{{.*}} = arith.constant 0 : index
// CHECK:           llvm.call @_FortranAOpenACCAttachDescriptor(
// CHECK:           acc.data dataOperands(%{{.*}} : !llvm.ptr) {
// CHECK-NEXT:        %{{.*}} = arith.constant 0 : index
// CHECK:             llvm.call @_FortranAOpenACCAttachDescriptor(
// CHECK-NEXT:        acc.terminator
// CHECK-NEXT:      }
// CHECK-NEXT:      acc.terminator
// CHECK-NEXT:    }
func.func @nested(%p: !llvm.ptr, %q: !llvm.ptr) {
  %bp = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %bq = llvm.load %q : !llvm.ptr -> !llvm.ptr
  %cp = acc.copyin varPtr(%bp : !llvm.ptr) varType(f32) augPtr(%p : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "p"}
  acc.data dataOperands(%cp : !llvm.ptr) {
    %cq = acc.copyin varPtr(%bq : !llvm.ptr) varType(f32) augPtr(%q : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "q"}
    acc.data dataOperands(%cq : !llvm.ptr) {
      acc.terminator
    }
    acc.terminator
  }
  return
}

// `acc.declare_enter`: the attachment right after it.
// CHECK-LABEL: func.func @declare(
// CHECK-SAME:      %[[DESC:.*]]: !llvm.ptr)
// CHECK:         %[[T:.*]] = acc.declare_enter dataOperands(%[[C:.*]] : !llvm.ptr)
// CHECK-NEXT:    %{{.*}} = arith.constant 0 : index
// CHECK:         llvm.call @_FortranAOpenACCAttachDescriptor(%[[DESC]],
// CHECK-NEXT:    acc.declare_exit token(%[[T]]) dataOperands(%[[C]] : !llvm.ptr)
func.func @declare(%desc: !llvm.ptr) {
  %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr
  %c = acc.create varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "p"}
  %t = acc.declare_enter dataOperands(%c : !llvm.ptr)
  acc.declare_exit token(%t) dataOperands(%c : !llvm.ptr)
  return
}
