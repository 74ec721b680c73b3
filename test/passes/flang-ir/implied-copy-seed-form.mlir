// Seed 001, "The descriptor storage allocation", in the seed's own FIR: present(d%p)
// attaches through a recipe and d has no clause on the construct. OpenACC 3.3 §2.6.2
// gives d an implicit copy; acc-order-data-actions writes it out, first, so that the
// descriptor's storage exists when d%p is attached.
// RUN: acc-opt -p acc-order-data-actions %s | filecheck %s

acc.attach.recipe @attach : (!fir.ptr<!fir.array<?xf32>>, !fir.ref<!fir.box<!fir.ptr<!fir.array<?xf32>>>>, index, index) {
^bb0(%base: !fir.ptr<!fir.array<?xf32>>, %desc: !fir.ref<!fir.box<!fir.ptr<!fir.array<?xf32>>>>, %offset: index, %size: index):
  acc.yield
}

// CHECK-LABEL: func.func @member_pointer(
// CHECK-SAME:    %[[D:.*]]: !fir.ref<!fir.type<_QMtypesTty1{p:!fir.box<!fir.ptr<!fir.array<?xf32>>>}>>)
// CHECK:         %[[P:.*]] = acc.present varPtr(%{{.*}} : !fir.ptr<!fir.array<?xf32>>) varType(f32) augPtr(%{{.*}}) attachRecipe(@attach) -> !fir.ptr<!fir.array<?xf32>> {name = "d%p"}
// CHECK-NEXT:    %[[COPY:.*]] = acc.copyin varPtr(%[[D]] : !fir.ref<!fir.type<_QMtypesTty1{p:!fir.box<!fir.ptr<!fir.array<?xf32>>>}>>) -> !fir.ref<!fir.type<_QMtypesTty1{p:!fir.box<!fir.ptr<!fir.array<?xf32>>>}>> {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
// CHECK-NEXT:    acc.serial dataOperands(%[[COPY]], %[[P]] :
// CHECK:         acc.copyout accPtr(%[[COPY]] : {{.*}}) to varPtr(%[[D]] : {{.*}}) {dataClause = #acc<data_clause acc_copy>, implicit = true, name = "d"}
func.func @member_pointer(%d: !fir.ref<!fir.type<_QMtypesTty1{p:!fir.box<!fir.ptr<!fir.array<?xf32>>>}>>) {
  %p = hlfir.designate %d{"p"}   {fortran_attrs = #fir.var_attrs<pointer>} : (!fir.ref<!fir.type<_QMtypesTty1{p:!fir.box<!fir.ptr<!fir.array<?xf32>>>}>>) -> !fir.ref<!fir.box<!fir.ptr<!fir.array<?xf32>>>>
  %desc = fir.load %p : !fir.ref<!fir.box<!fir.ptr<!fir.array<?xf32>>>>
  %base = fir.box_addr %desc : (!fir.box<!fir.ptr<!fir.array<?xf32>>>) -> !fir.ptr<!fir.array<?xf32>>
  %0 = acc.present varPtr(%base : !fir.ptr<!fir.array<?xf32>>) varType(f32) augPtr(%p : !fir.ref<!fir.box<!fir.ptr<!fir.array<?xf32>>>>) attachRecipe(@attach) -> !fir.ptr<!fir.array<?xf32>> {name = "d%p"}
  acc.serial dataOperands(%0 : !fir.ptr<!fir.array<?xf32>>) {
    acc.yield
  }
  return
}
