"""A `va_list` as glibc's `vprintf` reads it (System V x86-64), and a variadic function of the IR reading
its `...` through `va_start` the way clang's inline `va_arg` code does (the first
integer at `reg_save_area + gp_offset`, the first double at `reg_save_area +
fp_offset`, the integers past the sixth register on the overflow stack)."""

from support.interpreter import load

VARIADIC = """
llvm.func @pick(%named: i32, ...) -> !llvm.struct<(i32, i32, i32, i64, i64, f64)> {
  %one = llvm.mlir.constant(1 : i32) : i32
  %ap = llvm.alloca %one x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
  "llvm.intr.vastart"(%ap) : (!llvm.ptr) -> ()
  %gp = llvm.load %ap : !llvm.ptr -> i32
  %fpp = llvm.getelementptr %ap[4] : (!llvm.ptr) -> !llvm.ptr, i8
  %fp = llvm.load %fpp : !llvm.ptr -> i32
  %ovp = llvm.getelementptr %ap[8] : (!llvm.ptr) -> !llvm.ptr, i8
  %ov = llvm.load %ovp : !llvm.ptr -> !llvm.ptr
  %sap = llvm.getelementptr %ap[16] : (!llvm.ptr) -> !llvm.ptr, i8
  %sa = llvm.load %sap : !llvm.ptr -> !llvm.ptr
  %gp64 = llvm.zext %gp : i32 to i64
  %first_int_at = llvm.getelementptr %sa[%gp64] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %first_int = llvm.load %first_int_at : !llvm.ptr -> i64
  %fp64 = llvm.zext %fp : i32 to i64
  %first_double_at = llvm.getelementptr %sa[%fp64] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %first_double = llvm.load %first_double_at : !llvm.ptr -> f64
  %on_stack = llvm.load %ov : !llvm.ptr -> i64
  "llvm.intr.vaend"(%ap) : (!llvm.ptr) -> ()
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32, i32, i64, i64, f64)>
  %r0 = llvm.insertvalue %named, %u[0] : !llvm.struct<(i32, i32, i32, i64, i64, f64)>
  %r1 = llvm.insertvalue %gp, %r0[1] : !llvm.struct<(i32, i32, i32, i64, i64, f64)>
  %r2 = llvm.insertvalue %fp, %r1[2] : !llvm.struct<(i32, i32, i32, i64, i64, f64)>
  %r3 = llvm.insertvalue %first_int, %r2[3] : !llvm.struct<(i32, i32, i32, i64, i64, f64)>
  %r4 = llvm.insertvalue %on_stack, %r3[4] : !llvm.struct<(i32, i32, i32, i64, i64, f64)>
  %r5 = llvm.insertvalue %first_double, %r4[5] : !llvm.struct<(i32, i32, i32, i64, i64, f64)>
  llvm.return %r5 : !llvm.struct<(i32, i32, i32, i64, i64, f64)>
}
llvm.func @caller() -> !llvm.struct<(i32, i32, i32, i64, i64, f64)> {
  %n = llvm.mlir.constant(7 : i32) : i32
  %a = llvm.mlir.constant(11 : i64) : i64
  %b = llvm.mlir.constant(22 : i64) : i64
  %x = llvm.mlir.constant(2.5 : f64) : f64
  %r = llvm.call @pick(%n, %a, %x, %b, %b, %b, %b, %b, %a)
    vararg(!llvm.func<!llvm.struct<(i32, i32, i32, i64, i64, f64)> (i32, ...)>)
    : (i32, i64, f64, i64, i64, i64, i64, i64, i64)
    -> !llvm.struct<(i32, i32, i32, i64, i64, f64)>
  llvm.return %r : !llvm.struct<(i32, i32, i32, i64, i64, f64)>
}
"""


def test_va_start_lays_out_registers_and_stack():
    named, gp_offset, fp_offset, first_int, on_stack, first_double = \
        load(VARIADIC).call1("caller")
    assert (named, gp_offset, fp_offset) == (7, 8, 48)  # the named int took one register
    assert (first_int, first_double) == (11, 2.5)
    # 6 integer registers: the named int and 11, 22, 22, 22, 22; the fifth 22 and the last
    # 11 go to the stack, in order
    assert on_stack == 22
