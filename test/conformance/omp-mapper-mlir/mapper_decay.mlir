// mapper_decay.c (beside this file) in the omp dialect: user-defined mappers run at the
// omp dialect level (issue 11). Each `#pragma omp declare mapper` is an
// `omp.declare_mapper` whose body maps the members of its block argument; each list
// item `map(tofrom: ps[0:3])` an `omp.map.info ... mapper(@particle_default)`, the
// mapper clang 22 picks (the type's default one, or the one `mapper(moving)` names).
// Member maps without a name, as clang's mapper functions push them (a null name); the
// list items without one, as clang names them without -g (`unknown`). Its run must be
// the native recording of mapper_decay.c, event for event (test_mapper_programs.py).
//
// RUN: acc-run %s --host-plugin | filecheck %s
// CHECK:      target: 1/1/1/0.5 2/12/11/0.5 3/23/21/0.5
// CHECK-NEXT: update from: 1/1/100/0.5 2/12/101/0.5 3/23/21/0.5
// CHECK-NEXT: exit from: 40/35/-5/0.5 2/12/101/0.5 3/23/21/0.5
// CHECK-NEXT: data: 40/35/-5/0.5 2/12/101/2 3/23/21/2
// CHECK-NEXT: nested: 3 9 5 2 3

!particle = !llvm.struct<"particle", (i32, array<2 x f64>, array<2 x f64>)>
!cell = !llvm.struct<"cell", (i32, struct<"particle", (i32, array<2 x f64>, array<2 x f64>)>)>

module attributes {omp.is_target_device = false, omp.target_triples = ["x86_64-unknown-linux-gnu"]} {
  // #pragma omp declare mapper(particle p) map(to: p.id) map(tofrom: p.pos)
  omp.declare_mapper @particle_default : !particle {
  ^bb0(%p: !llvm.ptr):
    %id = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !particle
    %pos = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !particle
    %m_id = omp.map.info var_ptr(%id : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
    %m_pos = omp.map.info var_ptr(%pos : !llvm.ptr, !llvm.array<2 x f64>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
    %m_p = omp.map.info var_ptr(%p : !llvm.ptr, !particle) map_clauses(storage) capture(ByRef) members(%m_id, %m_pos : [0], [1] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {partial_map = true}
    omp.declare_mapper.info map_entries(%m_p, %m_id, %m_pos : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  }

  // #pragma omp declare mapper(moving : particle p) map(tofrom: p.pos, p.vel)
  omp.declare_mapper @particle_moving : !particle {
  ^bb0(%p: !llvm.ptr):
    %pos = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !particle
    %vel = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !particle
    %m_pos = omp.map.info var_ptr(%pos : !llvm.ptr, !llvm.array<2 x f64>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
    %m_vel = omp.map.info var_ptr(%vel : !llvm.ptr, !llvm.array<2 x f64>) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
    %m_p = omp.map.info var_ptr(%p : !llvm.ptr, !particle) map_clauses(storage) capture(ByRef) members(%m_pos, %m_vel : [1], [2] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {partial_map = true}
    omp.declare_mapper.info map_entries(%m_p, %m_pos, %m_vel : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  }

  // #pragma omp declare mapper(cell c) map(to: c.n) map(tofrom: c.p): c.p goes through
  // particle's default mapper (a nested mapper)
  omp.declare_mapper @cell_default : !cell {
  ^bb0(%c: !llvm.ptr):
    %n = llvm.getelementptr %c[0, 0] : (!llvm.ptr) -> !llvm.ptr, !cell
    %cp = llvm.getelementptr %c[0, 1] : (!llvm.ptr) -> !llvm.ptr, !cell
    %m_n = omp.map.info var_ptr(%n : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
    %m_cp = omp.map.info var_ptr(%cp : !llvm.ptr, !particle) map_clauses(tofrom) capture(ByRef) mapper(@particle_default) -> !llvm.ptr
    %m_c = omp.map.info var_ptr(%c : !llvm.ptr, !cell) map_clauses(storage) capture(ByRef) members(%m_n, %m_cp : [0], [1] : !llvm.ptr, !llvm.ptr) -> !llvm.ptr {partial_map = true}
    omp.declare_mapper.info map_entries(%m_c, %m_n, %m_cp : !llvm.ptr, !llvm.ptr, !llvm.ptr)
  }

  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt_head("%s:\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_item(" %d/%g/%g/%g\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_nl("\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_nested("nested: %d %d %g %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @s_target("target\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @s_update("update from\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @s_exit("exit from\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @s_data("data\00") {addr_space = 0 : i32}

  // static void show(const char *what, particle *ps)
  llvm.func @show(%what: !llvm.ptr, %ps: !llvm.ptr) {
    %head = llvm.mlir.addressof @fmt_head : !llvm.ptr
    %item = llvm.mlir.addressof @fmt_item : !llvm.ptr
    %nl = llvm.mlir.addressof @fmt_nl : !llvm.ptr
    %r0 = llvm.call @printf(%head, %what) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.for %i = %c0 to %c3 step %c1 {
      %k = arith.index_cast %i : index to i64
      %id = llvm.getelementptr %ps[%k, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
      %p0 = llvm.getelementptr %ps[%k, 1, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
      %p1 = llvm.getelementptr %ps[%k, 1, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
      %v0 = llvm.getelementptr %ps[%k, 2, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
      %a = llvm.load %id : !llvm.ptr -> i32
      %b = llvm.load %p0 : !llvm.ptr -> f64
      %c = llvm.load %p1 : !llvm.ptr -> f64
      %d = llvm.load %v0 : !llvm.ptr -> f64
      %r = llvm.call @printf(%item, %a, %b, %c, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64, f64, f64) -> i32
    }
    %r1 = llvm.call @printf(%nl) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
    llvm.return
  }

  llvm.func @main() -> i32 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %i0 = llvm.mlir.constant(0 : i64) : i64
    %i1 = llvm.mlir.constant(1 : i64) : i64
    %i2 = llvm.mlir.constant(2 : i64) : i64
    %ps = llvm.alloca %one x !llvm.array<3 x !particle> : (i64) -> !llvm.ptr
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %half = llvm.mlir.constant(0.5 : f64) : f64
    // ps[i] = {i + 1, {10 i, 10 i + 1}, {0.5, 0.5}}
    scf.for %i = %c0 to %c3 step %c1 {
      %k = arith.index_cast %i : index to i64
      %k32 = arith.index_cast %i : index to i32
      %one32 = llvm.mlir.constant(1 : i32) : i32
      %ten32 = llvm.mlir.constant(10 : i32) : i32
      %id = llvm.add %k32, %one32 : i32
      %tk = llvm.mul %k32, %ten32 : i32
      %tk1 = llvm.add %tk, %one32 : i32
      %f0 = llvm.sitofp %tk : i32 to f64
      %f1 = llvm.sitofp %tk1 : i32 to f64
      %pid = llvm.getelementptr %ps[%k, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
      %p0 = llvm.getelementptr %ps[%k, 1, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
      %p1 = llvm.getelementptr %ps[%k, 1, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
      %v0 = llvm.getelementptr %ps[%k, 2, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
      %v1 = llvm.getelementptr %ps[%k, 2, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
      llvm.store %id, %pid : i32, !llvm.ptr
      llvm.store %f0, %p0 : f64, !llvm.ptr
      llvm.store %f1, %p1 : f64, !llvm.ptr
      llvm.store %half, %v0 : f64, !llvm.ptr
      llvm.store %half, %v1 : f64, !llvm.ptr
    }

    // #pragma omp target map(tofrom: ps[0:3])
    //   for i < 3: ps[i].pos[0] += ps[i].id; ps[i].id = -1;
    %b03 = omp.map.bounds lower_bound(%i0 : i64) upper_bound(%i2 : i64)
    %m1 = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(tofrom) capture(ByRef) mapper(@particle_default) bounds(%b03) -> !llvm.ptr
    omp.target map_entries(%m1 -> %d : !llvm.ptr) {
      %lo = arith.constant 0 : index
      %st = arith.constant 1 : index
      %hi = arith.constant 3 : index
      %minus1 = llvm.mlir.constant(-1 : i32) : i32
      scf.for %i = %lo to %hi step %st {
        %k = arith.index_cast %i : index to i64
        %pid = llvm.getelementptr %d[%k, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
        %p0 = llvm.getelementptr %d[%k, 1, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
        %id = llvm.load %pid : !llvm.ptr -> i32
        %x = llvm.load %p0 : !llvm.ptr -> f64
        %fid = llvm.sitofp %id : i32 to f64
        %y = llvm.fadd %x, %fid : f64
        llvm.store %y, %p0 : f64, !llvm.ptr
        llvm.store %minus1, %pid : i32, !llvm.ptr
      }
      omp.terminator
    } loc("mapper_decay.c":34:3)
    %s_target = llvm.mlir.addressof @s_target : !llvm.ptr
    llvm.call @show(%s_target, %ps) : (!llvm.ptr, !llvm.ptr) -> ()

    // #pragma omp target enter data map(to: ps[0:2])
    %b02 = omp.map.bounds lower_bound(%i0 : i64) upper_bound(%i1 : i64)
    %m2 = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(to) capture(ByRef) mapper(@particle_default) bounds(%b02) -> !llvm.ptr
    omp.target_enter_data map_entries(%m2 : !llvm.ptr)
    // #pragma omp target map(tofrom: ps[0:2])
    //   for i < 2: ps[i].pos[1] = 100 + i; ps[i].id = 7;
    %m3 = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(tofrom) capture(ByRef) mapper(@particle_default) bounds(%b02) -> !llvm.ptr
    omp.target map_entries(%m3 -> %d : !llvm.ptr) {
      %lo = arith.constant 0 : index
      %st = arith.constant 1 : index
      %hi = arith.constant 2 : index
      %seven = llvm.mlir.constant(7 : i32) : i32
      %hundred = llvm.mlir.constant(100 : i32) : i32
      scf.for %i = %lo to %hi step %st {
        %k = arith.index_cast %i : index to i64
        %k32 = arith.index_cast %i : index to i32
        %pid = llvm.getelementptr %d[%k, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
        %p1 = llvm.getelementptr %d[%k, 1, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
        %v = llvm.add %hundred, %k32 : i32
        %fv = llvm.sitofp %v : i32 to f64
        llvm.store %fv, %p1 : f64, !llvm.ptr
        llvm.store %seven, %pid : i32, !llvm.ptr
      }
      omp.terminator
    } loc("mapper_decay.c":42:3)
    // #pragma omp target update from(ps[0:2])
    %m4 = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(from) capture(ByRef) mapper(@particle_default) bounds(%b02) -> !llvm.ptr
    omp.target_update map_entries(%m4 : !llvm.ptr)
    %s_update = llvm.mlir.addressof @s_update : !llvm.ptr
    llvm.call @show(%s_update, %ps) : (!llvm.ptr, !llvm.ptr) -> ()
    // ps[0].pos[1] = -5; ps[0].id = 40;
    %m5d = llvm.mlir.constant(-5.0 : f64) : f64
    %forty = llvm.mlir.constant(40 : i32) : i32
    %ps0p1 = llvm.getelementptr %ps[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !particle
    llvm.store %m5d, %ps0p1 : f64, !llvm.ptr
    llvm.store %forty, %ps : i32, !llvm.ptr
    // #pragma omp target update to(ps[0:1])
    %b01 = omp.map.bounds lower_bound(%i0 : i64) upper_bound(%i0 : i64)
    %m5 = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(to) capture(ByRef) mapper(@particle_default) bounds(%b01) -> !llvm.ptr
    omp.target_update map_entries(%m5 : !llvm.ptr)
    // #pragma omp target map(tofrom: ps[0:1])
    //   ps[0].pos[0] = ps[0].pos[1] + ps[0].id;
    %m6 = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(tofrom) capture(ByRef) mapper(@particle_default) bounds(%b01) -> !llvm.ptr
    omp.target map_entries(%m6 -> %d : !llvm.ptr) {
      %p0 = llvm.getelementptr %d[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !particle
      %p1 = llvm.getelementptr %d[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !particle
      %x = llvm.load %p1 : !llvm.ptr -> f64
      %id = llvm.load %d : !llvm.ptr -> i32
      %fid = llvm.sitofp %id : i32 to f64
      %y = llvm.fadd %x, %fid : f64
      llvm.store %y, %p0 : f64, !llvm.ptr
      omp.terminator
    } loc("mapper_decay.c":52:3)
    // #pragma omp target exit data map(from: ps[0:2])
    %m7 = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(from) capture(ByRef) mapper(@particle_default) bounds(%b02) -> !llvm.ptr
    omp.target_exit_data map_entries(%m7 : !llvm.ptr)
    %s_exit = llvm.mlir.addressof @s_exit : !llvm.ptr
    llvm.call @show(%s_exit, %ps) : (!llvm.ptr, !llvm.ptr) -> ()

    // #pragma omp target data map(mapper(moving), tofrom: ps[1:2])
    //   #pragma omp target map(mapper(moving), tofrom: ps[1:2])
    //     for 1 <= i < 3: ps[i].vel[0] *= 4;
    %b12 = omp.map.bounds lower_bound(%i1 : i64) upper_bound(%i2 : i64)
    %m8 = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(tofrom) capture(ByRef) mapper(@particle_moving) bounds(%b12) -> !llvm.ptr
    omp.target_data map_entries(%m8 : !llvm.ptr) {
      %m9 = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(tofrom) capture(ByRef) mapper(@particle_moving) bounds(%b12) -> !llvm.ptr
      omp.target map_entries(%m9 -> %d : !llvm.ptr) {
        %lo = arith.constant 1 : index
        %st = arith.constant 1 : index
        %hi = arith.constant 3 : index
        %four = llvm.mlir.constant(4.0 : f64) : f64
        scf.for %i = %lo to %hi step %st {
          %k = arith.index_cast %i : index to i64
          %v0 = llvm.getelementptr %d[%k, 2, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !particle
          %x = llvm.load %v0 : !llvm.ptr -> f64
          %y = llvm.fmul %x, %four : f64
          llvm.store %y, %v0 : f64, !llvm.ptr
        }
        omp.terminator
      } loc("mapper_decay.c":59:3)
      omp.terminator
    }
    %s_data = llvm.mlir.addressof @s_data : !llvm.ptr
    llvm.call @show(%s_data, %ps) : (!llvm.ptr, !llvm.ptr) -> ()

    // #pragma omp target enter data map(alloc: ps[0:3])
    // #pragma omp target exit data map(delete: ps[0:3])
    %m10 = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(storage) capture(ByRef) mapper(@particle_default) bounds(%b03) -> !llvm.ptr
    omp.target_enter_data map_entries(%m10 : !llvm.ptr)
    %m11 = omp.map.info var_ptr(%ps : !llvm.ptr, !particle) map_clauses(delete) capture(ByRef) mapper(@particle_default) bounds(%b03) -> !llvm.ptr
    omp.target_exit_data map_entries(%m11 : !llvm.ptr)

    // cell c = {3, {9, {1, 2}, {3, 4}}};
    // #pragma omp target map(tofrom: c)
    //   c.n += 1; c.p.id += 1; c.p.pos[0] += c.n;
    %c = llvm.alloca %one x !cell : (i64) -> !llvm.ptr
    %cn = llvm.getelementptr %c[0, 0] : (!llvm.ptr) -> !llvm.ptr, !cell
    %cid = llvm.getelementptr %c[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !cell
    %cp0 = llvm.getelementptr %c[0, 1, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !cell
    %cp1 = llvm.getelementptr %c[0, 1, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !cell
    %cv0 = llvm.getelementptr %c[0, 1, 2, 0] : (!llvm.ptr) -> !llvm.ptr, !cell
    %cv1 = llvm.getelementptr %c[0, 1, 2, 1] : (!llvm.ptr) -> !llvm.ptr, !cell
    %three32 = llvm.mlir.constant(3 : i32) : i32
    %nine32 = llvm.mlir.constant(9 : i32) : i32
    %f1 = llvm.mlir.constant(1.0 : f64) : f64
    %f2 = llvm.mlir.constant(2.0 : f64) : f64
    %f3 = llvm.mlir.constant(3.0 : f64) : f64
    %f4 = llvm.mlir.constant(4.0 : f64) : f64
    llvm.store %three32, %cn : i32, !llvm.ptr
    llvm.store %nine32, %cid : i32, !llvm.ptr
    llvm.store %f1, %cp0 : f64, !llvm.ptr
    llvm.store %f2, %cp1 : f64, !llvm.ptr
    llvm.store %f3, %cv0 : f64, !llvm.ptr
    llvm.store %f4, %cv1 : f64, !llvm.ptr
    %m12 = omp.map.info var_ptr(%c : !llvm.ptr, !cell) map_clauses(tofrom) capture(ByRef) mapper(@cell_default) -> !llvm.ptr
    omp.target map_entries(%m12 -> %d : !llvm.ptr) {
      %one32 = llvm.mlir.constant(1 : i32) : i32
      %dn = llvm.getelementptr %d[0, 0] : (!llvm.ptr) -> !llvm.ptr, !cell
      %did = llvm.getelementptr %d[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !cell
      %dp0 = llvm.getelementptr %d[0, 1, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !cell
      %n = llvm.load %dn : !llvm.ptr -> i32
      %n1 = llvm.add %n, %one32 : i32
      llvm.store %n1, %dn : i32, !llvm.ptr
      %id = llvm.load %did : !llvm.ptr -> i32
      %id1 = llvm.add %id, %one32 : i32
      llvm.store %id1, %did : i32, !llvm.ptr
      %x = llvm.load %dp0 : !llvm.ptr -> f64
      %fn = llvm.sitofp %n1 : i32 to f64
      %y = llvm.fadd %x, %fn : f64
      llvm.store %y, %dp0 : f64, !llvm.ptr
      omp.terminator
    } loc("mapper_decay.c":68:3)
    %fmt_nested = llvm.mlir.addressof @fmt_nested : !llvm.ptr
    %rn = llvm.load %cn : !llvm.ptr -> i32
    %rid = llvm.load %cid : !llvm.ptr -> i32
    %rp0 = llvm.load %cp0 : !llvm.ptr -> f64
    %rp1 = llvm.load %cp1 : !llvm.ptr -> f64
    %rv0 = llvm.load %cv0 : !llvm.ptr -> f64
    %r = llvm.call @printf(%fmt_nested, %rn, %rid, %rp0, %rp1, %rv0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, f64, f64, f64) -> i32
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
