"""Replays of the LLVM 22 libomptarget recordings (test/reference/libomptarget-22),
programs (h) to (p): reference counts, `always` and `delete`, errors, zero-length
sections, declare target variables and indirect functions, pointers to pointers.

Each test is one recorded C program written as runtime calls (`libomptarget_replay.Program`):
its normalized trace must equal the recording's `.trace` line for line, its output the
`.stdout`. The rule each program shows is in its name and the recording's README.
"""

import pytest
from libomptarget_replay import REPLAY_MARKS, N, Program
from runtime_testlib import TF, TP

from accdialect.runtime import DeviceFaultError
from accdialect.runtime import MapType as M

pytestmark = REPLAY_MARKS


def _x_program(name: str, llvm22: bool) -> tuple[Program, int, tuple[list[int], list[int], list[int]]]:
    """Programs (h) to (j) start alike: `int x[N] = {1, 2, 3, 4}` on the stack and its
    `#sym` line. Returns the program, x, and x's map arrays (bases, begins, sizes)."""
    p = Program(name, {"x": "stack"}, llvm22_order=llvm22)
    x = p.addr["x"]
    p.fill_i32(x, [1, 2, 3, 4])
    p.sym("x")
    return p, x, ([x], [x], [16])


def _target_set_x(p: Program, kernel: str, x: int, index: int, value: int) -> None:
    """Their `target` construct `x[index] = value`, x mapped tofrom implicitly."""
    p.rt.target(kernel, [x], [x], [16], [TF | TP | M.IMPLICIT],
                body=lambda args: p.rt.device_access().write_uint(args[0] + 4 * index, value, 4))


def test_h_nested_refcount(llvm22):
    """(h) copies only at DynRefCount 0 -> 1 and 1 -> 0."""
    p, x, one = _x_program("h_nested_refcount", llvm22)
    with p.replaying():
        p.out("-- target data map(tofrom: x)")
        p.rt.target_data_begin(*one, [TF])
        dx = p.rt.omp.omp_get_mapped_ptr(x, 0)
        p.set_i32(x, 100)
        p.out("-- host x[0] = 100; enter data map(to: x)")
        p.rt.target_data_begin(*one, [M.TO])
        p.out(f"host x[0] = {p.i32(x)}, device x[0] = {p.i32(dx)}")
        p.out("-- target: x[1] = 200")
        _target_set_x(p, "main_l38", x, 1, 200)
        p.out("-- exit data map(from: x)")
        p.rt.target_data_end(*one, [M.FROM])
        p.out(f"host x[1] = {p.i32(x + 4)}, device x[1] = {p.i32(dx + 4)}")
        p.out("-- end target data")
        p.rt.target_data_end(*one, [TF])
        p.print_i32(x, "x")


def test_i_always(llvm22):
    """(i) always,to copies at count 3; always,from copies at count 1."""
    p, x, one = _x_program("i_always", llvm22)
    with p.replaying():
        p.out("-- enter data map(to: x)")
        p.rt.target_data_begin(*one, [M.TO])
        dx = p.rt.omp.omp_get_mapped_ptr(x, 0)
        p.set_i32(x, 50)
        p.out("-- host x[0] = 50; enter data map(to: x)")
        p.rt.target_data_begin(*one, [M.TO])
        p.out(f"device x[0] = {p.i32(dx)}")
        p.out("-- enter data map(always, to: x)")
        p.rt.target_data_begin(*one, [M.TO | M.ALWAYS])
        p.out(f"device x[0] = {p.i32(dx)}")
        p.out("-- target: x[1] = 99")
        _target_set_x(p, "main_l40", x, 1, 99)
        p.out("-- exit data map(from: x)")
        p.rt.target_data_end(*one, [M.FROM])
        p.out(f"host x[1] = {p.i32(x + 4)}")
        p.out("-- exit data map(always, from: x)")
        p.rt.target_data_end(*one, [M.FROM | M.ALWAYS])
        p.out(f"host x[1] = {p.i32(x + 4)}")
        p.set_i32(x + 4, -1)
        p.out("-- host x[1] = -1; exit data map(release: x)")
        p.rt.target_data_end(*one, [M.NONE])
        p.out(f"host x[1] = {p.i32(x + 4)}, present = {p.rt.omp.omp_target_is_present(x, 0)}")


def test_j_delete(llvm22):
    """(j) delete at count 2: reset, delayed deletion, no copy-back; later from ignored."""
    p, x, one = _x_program("j_delete", llvm22)
    with p.replaying():
        p.out("-- enter data map(to: x) three times")
        for _ in range(3):
            p.rt.target_data_begin(*one, [M.TO])
        p.out("-- target: x[0] = 42")
        _target_set_x(p, "main_l30", x, 0, 42)
        p.out("-- exit data map(release: x)")
        p.rt.target_data_end(*one, [M.NONE])
        p.out(f"present = {p.rt.omp.omp_target_is_present(x, 0)}")
        p.out("-- exit data map(delete: x)")
        p.rt.target_data_end(*one, [M.DELETE])
        p.out(f"present = {p.rt.omp.omp_target_is_present(x, 0)}, host x[0] = {p.i32(x)}")
        p.out("-- exit data map(from: x) (not present: ignored)")
        p.rt.target_data_end(*one, [M.FROM])
        p.out(f"host x[0] = {p.i32(x)}")


def test_k_present_fail(llvm22):
    """(k) map(present, to: y) with y unmapped: message, errors, fatal, rc 134."""
    p = Program("k_present_fail", {"x": "stack", "y": "stack"}, llvm22_order=llvm22)
    x, y = p.addr["x"], p.addr["y"]
    with p.replaying():
        p.fill_i32(x, [1, 2, 3, 4])
        p.fill_i32(y, [5, 6, 7, 8])
        p.sym("x", "y")
        p.out("-- enter data map(to: x)")
        p.rt.target_data_begin([x], [x], [16], [M.TO])
        p.out("-- target map(present, tofrom: x)")

        def incr(args):
            dev = p.rt.device_access()
            dev.write_uint(args[0], dev.read_int(args[0], 4) + 1, 4)
        p.rt.target("main_l31", [x], [x], [16], [TF | TP | M.PRESENT], body=incr)
        p.out("ok: x present")
        p.out("-- target map(present, to: y)  (y not mapped)")
        p.rt.target("main_l35", [y], [y], [16], [M.TO | TP | M.PRESENT], body=incr)
        p.out("not reached")


def test_l_extension_error(llvm22):
    """(l) a[0:8] over a mapped a[0:4]: explicit extension not allowed, rc 134."""
    p = Program("l_extension_error", {"a": "stack"}, llvm22_order=llvm22)
    a = p.addr["a"]
    with p.replaying():
        p.fill_i32(a, range(8))
        p.sym("a")
        p.out("-- enter data map(to: a[0:4])")
        p.rt.target_data_begin([a], [a], [16], [M.TO])
        p.out("-- enter data map(to: a[2:2])  (contained: fine)")
        p.rt.target_data_begin([a], [a + 8], [8], [M.TO])
        p.out("-- enter data map(to: a[0:8])  (extends the mapped a[0:4])")
        p.rt.target_data_begin([a], [a], [32], [M.TO])
        p.out("not reached")


def test_m_zero_length(llvm22):
    """(m) p[:0]: pointee mapped -> dev(bufA+0), count 2 for the region; not mapped ->
    map.absent and the host address (OpenMP 6.0 / LLVM 22, not NULL)."""
    p = Program("m_zero_length", {"p": "stack", "q": "stack", "dp": "stack", "dq": "stack",
                                  "bufA": "heap", "bufB": "heap"}, llvm22_order=llvm22)
    a = p.addr
    with p.replaying():
        p.set_u64(a["p"], a["bufA"])
        p.set_u64(a["q"], a["bufB"])
        p.set_u64(a["dp"], 1)
        p.set_u64(a["dq"], 1)
        p.sym("p", "q", "bufA", "bufB", "dp", "dq")
        p.out("-- enter data map(alloc: p[0:N])")
        p.rt.target_data_begin([a["bufA"], a["p"]], [a["bufA"], a["bufA"]], [16, 8],
                               [M.NONE, M.ATTACH])
        for label, ptr, buf, out, kernel in (("p", "p", "bufA", "dp", "main_l40"),
                                             ("q", "q", "bufB", "dq", "main_l45")):
            note = "(pointee mapped)" if label == "p" else "(pointee not mapped)"
            p.out(f"-- target map(tofrom: {label}[:0])  {note}")
            p.rt.target(kernel, [a[out], a[buf], a[ptr]], [a[out], a[buf], a[buf]], [8, 0, 8],
                        [M.FROM | TP, TF | TP, M.ATTACH],
                        body=lambda args: p.rt.device_access().write_uint(args[0], args[1]))
            p.out(f"#devval {label}_in_region 0x{p.u64(a[out]):x}")
        p.rt.target_data_end([a["bufA"]], [a["bufA"]], [16], [M.DELETE])


def test_n_declare_target_ptr(llvm22):
    """(n) declare-target gp: INF entry, device gp NULL, attached to dev(buf+0) by
    map(gp[:N]) (copy named gp), dangling after the region."""
    p = Program("n_declare_target_ptr", {"gp": "global", "buf": "heap"}, llvm22_order=llvm22)
    gp, buf = p.addr["gp"], p.addr["buf"]
    p.rt.declare_target(gp, 8, "gp")
    with p.replaying():
        p.set_u64(gp, buf)
        p.fill_i32(buf, range(N))
        p.sym("gp", "buf")
        dgp = p.rt.omp.omp_get_mapped_ptr(gp, 0)
        p.out(f"#devsym gp 0x{dgp:x} 8")
        p.devval("gp", gp)
        p.out("-- target map(tofrom: gp[:N])")

        def body(args):
            dev = p.rt.device_access()
            q = dev.read_uint(dgp)
            for i in range(N):
                dev.write_uint(q + 4 * i, dev.read_int(q + 4 * i, 4) * 10, 4)
        p.rt.target("main_l43", [buf, gp], [buf, buf], [16, 8], [TF, M.ATTACH], body=body)
        p.devval("gp", gp)
        p.out(f"#hostval gp 0x{p.u64(gp):x}")
        p.print_i32(buf)


def test_o_ptr_to_ptr(llvm22):
    """(o) int **pp chains: ATTACH entries in list order, only when pointer or pointee is
    new; unattached cases read host memory (host plugin) and lose their buf update."""
    p = Program("o_ptr_to_ptr", {"pp": "stack", "s": "stack", "v1": "stack", "v2": "stack",
                                 "cell": "heap", "buf": "heap"}, llvm22_order=llvm22)
    a = p.addr
    pp, cell, buf, s, v1, v2 = (a[k] for k in ("pp", "cell", "buf", "s", "v1", "v2"))

    def kernel(i, allow_host):
        def body(args):
            dev = p.rt.device_access(allow_host=allow_host)
            outer = dev.read_uint(args[1]) if i >= 2 else args[1]   # s.pp, or pp itself
            inner = dev.read_uint(outer)                              # pp[0]
            dev.write_uint(args[0], outer)
            dev.write_uint(args[2], inner)
            dev.write_uint(inner + 4 * i, dev.read_int(inner + 4 * i, 4) + 10, 4)
        return body

    def show(x, y):
        p.out(f"#devval {x} 0x{p.u64(v1):x}")
        p.out(f"#devval {y} 0x{p.u64(v2):x}")
    with p.replaying():
        p.set_u64(pp, cell)
        p.set_u64(s, cell)
        p.set_u64(cell, buf)
        p.fill_i32(buf, range(N))
        p.sym("pp", "cell", "buf", "s", "v1", "v2")
        fv = M.FROM | TP
        p.out("-- 1: target map(tofrom: pp[0][0:N])")
        p.rt.target("main_l47", [v1, cell, buf, cell, v2], [v1, cell, buf, buf, v2],
                    [8, 0, 16, 8, 8], [fv, TP | M.IMPLICIT, TF, M.ATTACH, fv],
                    body=kernel(0, allow_host=True))
        show("pp", "pp[0]")
        p.out("-- 2: target map(to: pp[0:1]) map(tofrom: pp[0][0:N])")
        p.rt.target("main_l51", [v1, cell, pp, buf, cell, v2], [v1, cell, cell, buf, buf, v2],
                    [8, 8, 8, 16, 8, 8], [fv, M.TO | TP, M.ATTACH, TF, M.ATTACH, fv],
                    body=kernel(1, allow_host=False))
        show("pp", "pp[0]")
        p.out("-- 3: target map(tofrom: s.pp[0][0:N])")
        p.rt.target("main_l55", [v1, s, buf, cell, v2], [v1, s, buf, buf, v2],
                    [8, 8, 16, 8, 8], [fv, TF | TP | M.IMPLICIT, TF, M.ATTACH, fv],
                    body=kernel(2, allow_host=True))
        show("s.pp", "s.pp[0]")
        p.out("-- 4: target map(to: s.pp[0:1]) map(tofrom: s.pp[0][0:N])")
        p.rt.target("main_l59", [v1, s, cell, s, buf, cell, v2],
                    [v1, s, cell, cell, buf, buf, v2], [8, 8, 8, 8, 16, 8, 8],
                    [fv, TF | TP | M.IMPLICIT, M.TO, M.ATTACH, TF, M.ATTACH, fv],
                    body=kernel(3, allow_host=False))
        show("s.pp", "s.pp[0]")
        p.out(f"#hostval pp[0] 0x{p.u64(cell):x}")
        p.out(f"#hostval s.pp 0x{p.u64(s):x}")
        p.print_i32(buf)


def test_o_unattached_pointer_is_a_device_fault(llvm22):
    """(o), case 1 on a strict device (SEMANTICS §1): the unattached cell still holds a
    host address, so the kernel's access is a device fault, not the host plugin's silent
    host access."""
    p = Program("o_ptr_to_ptr", {"pp": "stack", "s": "stack", "v1": "stack", "v2": "stack",
                                 "cell": "heap", "buf": "heap"}, llvm22_order=llvm22)
    a = p.addr
    p.set_u64(a["cell"], a["buf"])
    launch = p.rt.begin_target("main_l47", [a["cell"], a["buf"], a["cell"]],
                               [a["cell"], a["buf"], a["buf"]], [0, 16, 8],
                               [TP | M.IMPLICIT, TF, M.ATTACH])
    assert launch.kernel_args == [a["cell"]]
    with pytest.raises(DeviceFaultError, match="host memory 'cell'"):
        p.rt.device_access(where="o.c:49").read_uint(launch.kernel_args[0])


def test_p_declare_target_indirect(llvm22):
    """(p) declare target indirect: fp is use_address, found in the INF table entry of
    the host function, the kernel gets the device function (seed 002)."""
    p = Program("p_declare_target_indirect", {"twice": "global", "square": "global",
                                              "fp": "stack", "r1": "stack", "r2": "stack"},
                llvm22_order=llvm22)
    a = p.addr
    p.rt.declare_indirect(a["twice"], "twice_l24")
    p.rt.declare_indirect(a["square"], "square_l25")
    with p.replaying():
        p.set_u64(a["fp"], a["twice"])
        p.sym("twice", "square", "fp", "r1", "r2")
        device_code = {}

        def body_for(result):
            def body(args):
                if not device_code:
                    dev = p.rt.device(0)
                    device_code.update({dev.indirect.translate(a["twice"]): lambda v: 2 * v,
                                        dev.indirect.translate(a["square"]): lambda v: v * v})
                fn = p.rt.indirect_call_lookup(args[1])
                value = device_code[fn](21 if result == "r1" else 9)
                p.rt.device_access().write_uint(args[0], value, 4)
            return body
        for result, label in (("r1", "r1 = fp(21) with fp = twice"),
                              ("r2", "r2 = fp(9) with fp = square")):
            if result == "r2":
                p.set_u64(a["fp"], a["square"])
            p.out(f"-- target: {label}")
            fp = p.u64(a["fp"])
            p.rt.target("main_l38" if result == "r1" else "main_l44", [a[result], fp],
                        [a[result], fp], [4, 0], [M.FROM | TP, TP | M.IMPLICIT],
                        body=body_for(result))
            p.out(f"{result} = {p.i32(a[result])}")
