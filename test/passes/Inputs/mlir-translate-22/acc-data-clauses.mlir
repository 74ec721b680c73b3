// OpenACC data clauses that LLVM 22's `mlir-translate --mlir-to-llvmir` translates
// (no bounds, no attachments): enter data create/copyin, exit data delete/copyout,
// update device, data copyin/create/copy/copyout. (`acc.update_host` is left out: LLVM
// 22 fails on it, "unsupported OpenACC operation".) One directive per function;
// test/passes/test_lowering_map_types.py compares the map types of each runtime call
// with those lower-acc-to-runtime emits. Recorded as acc-data-clauses.ll (README.md).

// ---- enter data
llvm.func @enter_copyin(%a: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  llvm.return
}
llvm.func @enter_create(%a: !llvm.ptr) {
  %0 = acc.create varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  llvm.return
}
llvm.func @enter_create_for_copyout(%a: !llvm.ptr) {
  %0 = acc.create varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  llvm.return
}
llvm.func @enter_copyin_always(%a: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {modifiers = #acc<data_clause_modifier always>, name = "a", structured = false}
  acc.enter_data dataOperands(%0 : !llvm.ptr)
  llvm.return
}
llvm.func @enter_create_then_copyin(%a: !llvm.ptr, %b: !llvm.ptr) {
  %0 = acc.create varPtr(%b : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "b", structured = false}
  %1 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a", structured = false}
  acc.enter_data dataOperands(%0, %1 : !llvm.ptr, !llvm.ptr)
  llvm.return
}
llvm.func @enter_copyin_then_create(%a: !llvm.ptr, %b: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a", structured = false}
  %1 = acc.create varPtr(%b : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "b", structured = false}
  acc.enter_data dataOperands(%0, %1 : !llvm.ptr, !llvm.ptr)
  llvm.return
}

// ---- exit data
llvm.func @exit_copyout(%a: !llvm.ptr) {
  %0 = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a", structured = false}
  acc.exit_data dataOperands(%0 : !llvm.ptr)
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a", structured = false}
  llvm.return
}
llvm.func @exit_delete(%a: !llvm.ptr) {
  %0 = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "a", structured = false}
  acc.exit_data dataOperands(%0 : !llvm.ptr)
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_delete>, name = "a", structured = false}
  llvm.return
}
llvm.func @exit_delete_finalize(%a: !llvm.ptr) {
  %0 = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "a", structured = false}
  acc.exit_data dataOperands(%0 : !llvm.ptr) attributes {finalize}
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_delete>, name = "a", structured = false}
  llvm.return
}
llvm.func @exit_copyout_finalize(%a: !llvm.ptr) {
  %0 = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a", structured = false}
  acc.exit_data dataOperands(%0 : !llvm.ptr) attributes {finalize}
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a", structured = false}
  llvm.return
}
llvm.func @exit_copyout_and_delete(%a: !llvm.ptr, %b: !llvm.ptr) {
  %0 = acc.getdeviceptr varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a", structured = false}
  %1 = acc.getdeviceptr varPtr(%b : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "b", structured = false}
  acc.exit_data dataOperands(%0, %1 : !llvm.ptr, !llvm.ptr)
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a", structured = false}
  acc.delete accPtr(%1 : !llvm.ptr) {dataClause = #acc<data_clause acc_delete>, name = "b", structured = false}
  llvm.return
}

// ---- update
llvm.func @update_device(%a: !llvm.ptr) {
  %0 = acc.update_device varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a", structured = false}
  acc.update dataOperands(%0 : !llvm.ptr)
  llvm.return
}
llvm.func @update_device_if_present(%a: !llvm.ptr) {
  %0 = acc.update_device varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a", structured = false}
  acc.update dataOperands(%0 : !llvm.ptr) attributes {ifPresent}
  llvm.return
}
// ---- data
llvm.func @data_copyin(%a: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
  acc.data dataOperands(%0 : !llvm.ptr) {
    acc.terminator
  }
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "a"}
  llvm.return
}
llvm.func @data_create(%a: !llvm.ptr) {
  %0 = acc.create varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
  acc.data dataOperands(%0 : !llvm.ptr) {
    acc.terminator
  }
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_create>, name = "a"}
  llvm.return
}
llvm.func @data_copy(%a: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a"}
  acc.data dataOperands(%0 : !llvm.ptr) {
    acc.terminator
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a"}
  llvm.return
}
llvm.func @data_copyout(%a: !llvm.ptr) {
  %0 = acc.create varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "a"}
  acc.data dataOperands(%0 : !llvm.ptr) {
    acc.terminator
  }
  acc.copyout accPtr(%0 : !llvm.ptr) to varPtr(%a : !llvm.ptr) varType(f64) {name = "a"}
  llvm.return
}
llvm.func @data_copyin_create_copyin(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
  %1 = acc.create varPtr(%b : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "b"}
  %2 = acc.copyin varPtr(%c : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "c"}
  acc.data dataOperands(%0, %1, %2 : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    acc.terminator
  }
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "a"}
  acc.delete accPtr(%1 : !llvm.ptr) {dataClause = #acc<data_clause acc_create>, name = "b"}
  acc.delete accPtr(%2 : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "c"}
  llvm.return
}
llvm.func @data_getdeviceptr(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr) {
  %0 = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr {name = "a"}
  %1 = acc.getdeviceptr varPtr(%b : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_copyout>, name = "b"}
  %2 = acc.getdeviceptr varPtr(%c : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_delete>, name = "c"}
  acc.data dataOperands(%0, %1, %2 : !llvm.ptr, !llvm.ptr, !llvm.ptr) {
    acc.terminator
  }
  acc.delete accPtr(%0 : !llvm.ptr) {dataClause = #acc<data_clause acc_copyin>, name = "a"}
  acc.copyout accPtr(%1 : !llvm.ptr) to varPtr(%b : !llvm.ptr) varType(f64) {name = "b"}
  acc.delete accPtr(%2 : !llvm.ptr) {dataClause = #acc<data_clause acc_delete>, name = "c"}
  llvm.return
}
