// acc-order-data-actions: data actions before attachments on entry, detachments
// before copy-outs and deletes on exit, parents before members (OpenACC 3.3
// §2.7.2, seed 001), and the implied clause of a parent made explicit (§2.6.2).
// RUN: acc-opt -p acc-order-data-actions %s | filecheck %s
// Idempotence: a second run changes nothing.
// RUN: acc-opt -p acc-order-data-actions %s | acc-opt -p acc-order-data-actions | filecheck %s
// RUN: acc-opt -p acc-order-data-actions %s -o %t.once.mlir
// RUN: acc-opt -p acc-order-data-actions %t.once.mlir -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir

!desc = !llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>
!ty1 = !llvm.struct<"ty1", (i32, !desc)>
!inner = !llvm.struct<"inner", (f64, !desc)>
!outer = !llvm.struct<"outer", (i32, !inner)>
!node = !llvm.struct<"node", (ptr, ptr)>

acc.attach.recipe @attach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %a: !llvm.ptr, %o: index, %s: index):
  acc.yield
}
acc.detach.recipe @detach_ref : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%b: !llvm.ptr, %a: !llvm.ptr, %o: index, %s: index):
  acc.yield
}

// Typical input: `enter data attach(d%p) copyin(d%p) create(x) copyin(d)`.
// Order: data actions (create(x), copyin(d): the storage of d%p's descriptor),
// then copyin(d%p) (data action, then its attachment), then the pure attachment.
// CHECK-LABEL: func.func @enter_data(
// CHECK:         %[[P:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f32) {{.*}} {name = "d%p", structured = false}
// CHECK-NEXT:    %[[A:.*]] = acc.attach
// CHECK-NEXT:    %[[X:.*]] = acc.create
// CHECK-NEXT:    %[[D:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.struct<"ty1", {{.*}}>) -> !llvm.ptr {name = "d", structured = false}
// CHECK-NEXT:    acc.enter_data dataOperands(%[[X]], %[[D]], %[[P]], %[[A]] : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
func.func @enter_data(%d: !llvm.ptr, %x: !llvm.ptr) {
  %dp = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !ty1
  %base = llvm.load %dp : !llvm.ptr -> !llvm.ptr
  %p = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
  %a = acc.attach varPtr(%base : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p", structured = false}
  %xc = acc.create varPtr(%x : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "x", structured = false}
  %dc = acc.copyin varPtr(%d : !llvm.ptr) varType(!ty1) -> !llvm.ptr {name = "d", structured = false}
  acc.enter_data dataOperands(%a, %p, %xc, %dc : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  return
}

// C pointers: `varPtrPtr` is the implied attachment of §2.6.4. A list of
// pointers to pointers: n->next->data is attached inside the target of
// n->next, so copyin(n->next[0:1]) comes before it even though both attach.
// CHECK-LABEL: func.func @pointer_chain(
// CHECK:         %[[N:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.struct<"node", {{.*}}>) -> !llvm.ptr {name = "n[0:1]", structured = false}
// CHECK-NEXT:    %[[NEXT:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.struct<"node", {{.*}}>) varPtrPtr(%{{.*}} : !llvm.ptr) -> !llvm.ptr {name = "n->next[0:1]", structured = false}
// CHECK-NEXT:    %[[DATA:.*]] = acc.copyin varPtr(%{{.*}} : !llvm.ptr) varType(f64) varPtrPtr(%{{.*}} : !llvm.ptr) -> !llvm.ptr {name = "n->next->data[0:1]", structured = false}
// CHECK-NEXT:    acc.enter_data dataOperands(%[[N]], %[[NEXT]], %[[DATA]] : !llvm.ptr, !llvm.ptr, !llvm.ptr)
func.func @pointer_chain(%n: !llvm.ptr) {
  %next_addr = llvm.getelementptr %n[0, 1] : (!llvm.ptr) -> !llvm.ptr, !node
  %next = llvm.load %next_addr : !llvm.ptr -> !llvm.ptr
  %data_addr = llvm.getelementptr %next[0, 0] : (!llvm.ptr) -> !llvm.ptr, !node
  %data = llvm.load %data_addr : !llvm.ptr -> !llvm.ptr
  %cn = acc.copyin varPtr(%n : !llvm.ptr) varType(!node) -> !llvm.ptr {name = "n[0:1]", structured = false}
  %cnext = acc.copyin varPtr(%next : !llvm.ptr) varType(!node) varPtrPtr(%next_addr : !llvm.ptr) -> !llvm.ptr {name = "n->next[0:1]", structured = false}
  %cdata = acc.copyin varPtr(%data : !llvm.ptr) varType(f64) varPtrPtr(%data_addr : !llvm.ptr) -> !llvm.ptr {name = "n->next->data[0:1]", structured = false}
  acc.enter_data dataOperands(%cdata, %cnext, %cn : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  return
}

// A structure of structures: o%i%p's descriptor lives in o%i, inside o.
// CHECK-LABEL: func.func @struct_of_structs(
// CHECK:         acc.enter_data dataOperands(%[[O:.*]], %[[P:.*]] : !llvm.ptr, !llvm.ptr)
func.func @struct_of_structs(%o: !llvm.ptr) {
  %ip = llvm.getelementptr %o[0, 1] : (!llvm.ptr) -> !llvm.ptr, !outer
  %dp = llvm.getelementptr %ip[0, 1] : (!llvm.ptr) -> !llvm.ptr, !inner
  %base = llvm.load %dp : !llvm.ptr -> !llvm.ptr
  %p = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "o%i%p", structured = false}
  %co = acc.create varPtr(%o : !llvm.ptr) varType(!outer) -> !llvm.ptr {name = "o", structured = false}
  acc.enter_data dataOperands(%p, %co : !llvm.ptr, !llvm.ptr)
  return
}

// Only attachments, and a directive already in order: unchanged.
// CHECK-LABEL: func.func @already_ordered(
// CHECK:         acc.enter_data dataOperands(%[[A1:.*]], %[[A2:.*]] : !llvm.ptr, !llvm.ptr)
// CHECK:         acc.enter_data dataOperands(%[[C:.*]], %[[A3:.*]] : !llvm.ptr, !llvm.ptr)
func.func @already_ordered(%p: !llvm.ptr, %q: !llvm.ptr) {
  %a1 = acc.attach varPtr(%p : !llvm.ptr) varType(i64) -> !llvm.ptr {name = "p", structured = false}
  %a2 = acc.attach varPtr(%q : !llvm.ptr) varType(i64) -> !llvm.ptr {name = "q", structured = false}
  acc.enter_data dataOperands(%a1, %a2 : !llvm.ptr, !llvm.ptr)
  %c = acc.copyin varPtr(%q : !llvm.ptr) varType(i64) -> !llvm.ptr {name = "q", structured = false}
  %a3 = acc.attach varPtr(%p : !llvm.ptr) varType(i64) -> !llvm.ptr {name = "p", structured = false}
  acc.enter_data dataOperands(%c, %a3 : !llvm.ptr, !llvm.ptr)
  return
}

// `exit data copyout(d) detach(d%p)`: the detachment first, in the directive's
// operands and among its exit operations.
// CHECK-LABEL: func.func @exit_data(
// CHECK:         %[[G1:.*]] = acc.getdeviceptr varPtr(%{{.*}} : !llvm.ptr) varType(!llvm.struct<"ty1", {{.*}}>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "d", structured = false}
// CHECK-NEXT:    %[[G2:.*]] = acc.getdeviceptr varPtr(%{{.*}} : !llvm.ptr) varType(f32)
// CHECK-NEXT:    acc.exit_data dataOperands(%[[G2]], %[[G1]] : !llvm.ptr, !llvm.ptr)
// CHECK-NEXT:    acc.detach accPtr(%[[G2]] : !llvm.ptr)
// CHECK-NEXT:    acc.copyout accPtr(%[[G1]] : !llvm.ptr)
// CHECK-NEXT:    return
func.func @exit_data(%d: !llvm.ptr) {
  %dp = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !ty1
  %base = llvm.load %dp : !llvm.ptr -> !llvm.ptr
  %g1 = acc.getdeviceptr varPtr(%d : !llvm.ptr) varType(!ty1) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "d", structured = false}
  %g2 = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, name = "d%p", structured = false}
  acc.exit_data dataOperands(%g1, %g2 : !llvm.ptr, !llvm.ptr)
  acc.copyout accPtr(%g1 : !llvm.ptr) to varPtr(%d : !llvm.ptr) varType(!ty1) {name = "d", structured = false}
  acc.detach accPtr(%g2 : !llvm.ptr) augPtr(%dp : !llvm.ptr) detachRecipe(@detach_ref) {name = "d%p", structured = false}
  return
}

// Exit operations interrupted by other code are not moved (their order may be
// observable); the directive's operands still are ordered.
// CHECK-LABEL: func.func @exit_data_interrupted(
// CHECK:         acc.exit_data dataOperands(%[[G2:.*]], %[[G1:.*]] : !llvm.ptr, !llvm.ptr)
// CHECK-NEXT:    acc.copyout accPtr(%[[G1]] : !llvm.ptr)
// CHECK-NEXT:    llvm.call @observe() : () -> ()
// CHECK-NEXT:    acc.detach accPtr(%[[G2]] : !llvm.ptr)
llvm.func @observe()
func.func @exit_data_interrupted(%d: !llvm.ptr) {
  %dp = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !ty1
  %base = llvm.load %dp : !llvm.ptr -> !llvm.ptr
  %g1 = acc.getdeviceptr varPtr(%d : !llvm.ptr) varType(!ty1) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "d", structured = false}
  %g2 = acc.getdeviceptr varPtr(%base : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) -> !llvm.ptr {dataClause = #acc<data_clause acc_detach>, name = "d%p", structured = false}
  acc.exit_data dataOperands(%g1, %g2 : !llvm.ptr, !llvm.ptr)
  acc.copyout accPtr(%g1 : !llvm.ptr) to varPtr(%d : !llvm.ptr) varType(!ty1) {name = "d", structured = false}
  llvm.call @observe() : () -> ()
  acc.detach accPtr(%g2 : !llvm.ptr) augPtr(%dp : !llvm.ptr) detachRecipe(@detach_ref) {name = "d%p", structured = false}
  return
}

// Nested data regions: `data copy(d%p) copyin(d)`, and inside it
// `data attach(d%p) create(y)`. Each construct is ordered, and its exit
// operations: the member's detachment before the release of d.
// CHECK-LABEL: func.func @nested_data(
// CHECK:         acc.data dataOperands(%[[D:.*]], %[[P:.*]] : !llvm.ptr, !llvm.ptr) {
// CHECK:           acc.data dataOperands(%[[Y:.*]], %[[A:.*]] : !llvm.ptr, !llvm.ptr) {
// CHECK-NEXT:        acc.terminator
// CHECK-NEXT:      }
// CHECK-NEXT:      acc.detach accPtr(%[[A]] : !llvm.ptr)
// CHECK-NEXT:      acc.delete accPtr(%[[Y]] : !llvm.ptr)
// CHECK-NEXT:      acc.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    acc.copyout accPtr(%[[P]] : !llvm.ptr)
// CHECK-NEXT:    acc.delete accPtr(%[[D]] : !llvm.ptr)
func.func @nested_data(%d: !llvm.ptr, %y: !llvm.ptr) {
  %dp = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !ty1
  %base = llvm.load %dp : !llvm.ptr -> !llvm.ptr
  %p = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "d%p"}
  %cd = acc.copyin varPtr(%d : !llvm.ptr) varType(!ty1) -> !llvm.ptr {name = "d"}
  acc.data dataOperands(%p, %cd : !llvm.ptr, !llvm.ptr) {
    %a = acc.attach varPtr(%base : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p"}
    %cy = acc.create varPtr(%y : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "y"}
    acc.data dataOperands(%a, %cy : !llvm.ptr, !llvm.ptr) {
      acc.terminator
    }
    acc.delete accPtr(%cy : !llvm.ptr) {dataClause = #acc<data_clause acc_create>, name = "y"}
    acc.detach accPtr(%a : !llvm.ptr) augPtr(%dp : !llvm.ptr) detachRecipe(@detach_ref) {name = "d%p"}
    acc.terminator
  }
  acc.delete accPtr(%cd : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "d"}
  acc.copyout accPtr(%p : !llvm.ptr) augPtr(%dp : !llvm.ptr) detachRecipe(@detach_ref) to varPtr(%base : !llvm.ptr) varType(f32) {dataClause = #acc<data_clause acc_copy>, name = "d%p"}
  return
}

// Seed 001: `serial present(d%p)` with no clause for d: `copy(d)` is implied
// (§2.6.2) and made explicit, first; the region uses the device copy of d; on
// exit d is copied back after d%p's detachment.
// CHECK-LABEL: func.func @implied_copy(
// CHECK-SAME:      %[[D:.*]]: !llvm.ptr)
// CHECK:         %[[P:.*]] = acc.present varPtr(%{{.*}} : !llvm.ptr) varType(f32)
// CHECK-NEXT:    %[[CD:.*]] = acc.copyin varPtr(%[[D]] : !llvm.ptr) varType(!llvm.struct<"ty1", {{.*}}>) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
// CHECK-NEXT:    acc.serial dataOperands(%[[CD]], %[[P]] : !llvm.ptr, !llvm.ptr) {
// CHECK-NEXT:      %{{.*}} = llvm.getelementptr %[[CD]][0, 0]
// CHECK:         acc.delete accPtr(%[[P]] : !llvm.ptr) {{.*}}detachRecipe(@detach_ref) {dataClause = #acc<data_clause acc_present>, name = "d%p"}
// CHECK-NEXT:    acc.copyout accPtr(%[[CD]] : !llvm.ptr) to varPtr(%[[D]] : !llvm.ptr) varType(!llvm.struct<"ty1", {{.*}}>) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
// CHECK-NEXT:    return
func.func @implied_copy(%d: !llvm.ptr) {
  %dp = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !ty1
  %base = llvm.load %dp : !llvm.ptr -> !llvm.ptr
  %p = acc.present varPtr(%base : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p"}
  acc.serial dataOperands(%p : !llvm.ptr) {
    %n = llvm.getelementptr %d[0, 0] : (!llvm.ptr) -> !llvm.ptr, !ty1
    acc.yield
  }
  acc.delete accPtr(%p : !llvm.ptr) augPtr(%dp : !llvm.ptr) detachRecipe(@detach_ref) {dataClause = #acc<data_clause acc_present>, name = "d%p"}
  return
}

// Under `default(present)` the implied clause is present(d); a structure of
// structures implies the outermost variable; a parent with a clause already
// implies nothing.
// CHECK-LABEL: func.func @implied_present(
// CHECK-SAME:      %[[O:.*]]: !llvm.ptr, %[[D:.*]]: !llvm.ptr)
// CHECK:         %[[PO:.*]] = acc.present varPtr(%[[O]] : !llvm.ptr) varType(!llvm.struct<"outer", {{.*}}>) -> !llvm.ptr {implicit = true, name = "o"}
// CHECK-NEXT:    acc.parallel dataOperands(%[[PO]], %[[CD:.*]], %[[P1:.*]], %[[P2:.*]] : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) {
// CHECK:         } attributes {defaultAttr = #acc<defaultvalue present>}
// CHECK-NEXT:    acc.delete accPtr(%[[PO]] : !llvm.ptr) {dataClause = #acc<data_clause acc_present>, implicit = true, name = "o"}
func.func @implied_present(%o: !llvm.ptr, %d: !llvm.ptr) {
  %ip = llvm.getelementptr %o[0, 1] : (!llvm.ptr) -> !llvm.ptr, !outer
  %op = llvm.getelementptr %ip[0, 1] : (!llvm.ptr) -> !llvm.ptr, !inner
  %obase = llvm.load %op : !llvm.ptr -> !llvm.ptr
  %dp = llvm.getelementptr %d[0, 1] : (!llvm.ptr) -> !llvm.ptr, !ty1
  %dbase = llvm.load %dp : !llvm.ptr -> !llvm.ptr
  %p1 = acc.present varPtr(%obase : !llvm.ptr) varType(f32) augPtr(%op : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "o%i%p"}
  %p2 = acc.present varPtr(%dbase : !llvm.ptr) varType(f32) augPtr(%dp : !llvm.ptr) attachRecipe(@attach_ref) -> !llvm.ptr {name = "d%p"}
  %cd = acc.copyin varPtr(%d : !llvm.ptr) varType(!ty1) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "d"}
  acc.parallel dataOperands(%p1, %p2, %cd : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    acc.yield
  } attributes {defaultAttr = #acc<defaultvalue present>}
  return
}

// An empty compute construct, and one without attachments: unchanged.
// CHECK-LABEL: func.func @unchanged(
// CHECK-NEXT:    acc.kernels {
// CHECK-NEXT:      acc.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[X:.*]] = acc.copyin
// CHECK-NEXT:    acc.parallel dataOperands(%[[X]] : !llvm.ptr) {
func.func @unchanged(%x: !llvm.ptr) {
  acc.kernels {
    acc.terminator
  }
  %cx = acc.copyin varPtr(%x : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "x"}
  acc.parallel dataOperands(%cx : !llvm.ptr) {
    acc.yield
  }
  return
}
