"""Replays of the LLVM 22 libomptarget recordings (shared/reference/libomptarget-22).

Each test is one recorded C program written as runtime calls: the host objects laid out
as the program laid them out, each construct given the map arrays of the program's
`.maps` (base pointers as clang passes them), kernel bodies as device-side accesses,
output lines mirrored into the trace. The normalized trace must equal the recording's
`.trace` line for line (map entries, counts, copies, attachments, removals, errors,
table dumps), and the output its `.stdout` (address lines through their symbolic form in
the trace). The rule each program shows is in its name and the recording's README.
"""

import struct

import pytest
from libomptarget_replay import RECORDINGS, Program

from accdialect.runtime import DeviceFaultError, member_of
from accdialect.runtime import MapType as M

pytestmark = [
    pytest.mark.skipif(not RECORDINGS.is_dir(), reason="shared recordings not found"),
    # none of the recorded programs depends on the order of its list items: they replay
    # the same under OpenMP 6.0's order independence (the default) and LLVM 22's rule
    pytest.mark.parametrize("llvm22", [False, True], ids=["omp60", "llvm22"]),
]

TF = M.TO | M.FROM
TP = M.TARGET_PARAM
N = 4


def _fill(p: Program, addr: int, values) -> None:
    for i, v in enumerate(values):
        p.set_i32(addr + 4 * i, v)


def _print_buf(p: Program, addr: int, label: str = "buf", n: int = N) -> None:
    for i in range(n):
        p.out(f"{label}[{i}] = {p.i32(addr + 4 * i)}")


def test_a_ptr_section_firstprivate(llvm22):
    """(a) map(tofrom: p[0:N]), p not mapped: ATTACH finds no p; p in the region = dev(buf)."""
    p = Program("a_ptr_section_firstprivate",
                {"p": "stack", "p_in_region": "stack", "buf": "heap"}, llvm22_order=llvm22)
    a = p.addr

    def scenario():
        p.set_u64(a["p"], a["buf"])
        _fill(p, a["buf"], range(N))
        p.sym("p", "buf", "p_in_region")

        def body(args):
            dev = p.rt.device_access()
            dev.write_uint(args[0], args[1])
            for i in range(N):
                dev.write_uint(args[1] + 4 * i, dev.read_int(args[1] + 4 * i, 4) + 100, 4)
        p.rt.target("main_l30", [a["p_in_region"], a["buf"], a["p"]],
                    [a["p_in_region"], a["buf"], a["buf"]], [8, 16, 8],
                    [M.FROM | TP, TF | TP, M.ATTACH], body=body)
        p.out(f"#devval p_in_region 0x{p.u64(a['p_in_region']):x}")
        p.out(f"#hostval p 0x{p.u64(a['p']):x}")
        _print_buf(p, a["buf"])
    p.run(scenario)
    p.check()


def _p_pointee_maps(a, types=(TF, TF)):
    """map(tofrom: p, p[0:N]) as clang 22 emits it: p, the pointee, an ATTACH entry."""
    return ([a["p"], a["buf"], a["p"]], [a["p"], a["buf"], a["buf"]], [8, 16, 8],
            [types[0], types[1], M.ATTACH])


def test_b_map_ptr_and_pointee(llvm22):
    """(b) target data map(tofrom: p, p[0:N]): attach write, use_address in the inner
    target (pointee count 2), p copied back and restored to its host value."""
    p = Program("b_map_ptr_and_pointee",
                {"p": "stack", "p_in_region": "stack", "buf": "heap"}, llvm22_order=llvm22)
    a = p.addr

    def scenario():
        p.set_u64(a["p"], a["buf"])
        _fill(p, a["buf"], range(N))
        p.sym("p", "buf", "p_in_region")
        p.out("-- target data map(tofrom: p, p[0:N])")
        p.rt.target_data_begin(*_p_pointee_maps(a))
        p.devval("p", a["p"])
        p.out("-- target (p used inside)")

        def body(args):
            dev = p.rt.device_access()
            dev.write_uint(args[0], args[1])
            for i in range(N):
                dev.write_uint(args[1] + 4 * i, dev.read_int(args[1] + 4 * i, 4) + 100, 4)
        p.rt.target("main_l46", [a["p_in_region"], a["buf"]], [a["p_in_region"], a["buf"]],
                    [8, 0], [M.FROM | TP, TP | M.IMPLICIT], body=body)
        p.out(f"#devval p_in_region 0x{p.u64(a['p_in_region']):x}")
        p.out("-- end target data")
        p.rt.target_data_end(*_p_pointee_maps(a))
        p.out(f"#hostval p 0x{p.u64(a['p']):x}")
        _print_buf(p, a["buf"])
    p.run(scenario)
    p.check()


def test_c_enter_data_attach_new_ptr(llvm22):
    """(c) conditional attachment: pointee first (no attach), then p new -> attached."""
    p = Program("c_enter_data_attach_new_ptr", {"p": "stack", "buf": "heap"}, llvm22_order=llvm22)
    a = p.addr

    def scenario():
        p.set_u64(a["p"], a["buf"])
        _fill(p, a["buf"], range(N))
        p.sym("p", "buf")
        p.out("-- enter data map(to: p[0:N])")
        p.rt.target_data_begin([a["buf"], a["p"]], [a["buf"], a["buf"]], [16, 8],
                               [M.TO, M.ATTACH])
        p.devval("p", a["p"])
        p.out("-- enter data map(to: p, p[0:N])")
        p.rt.target_data_begin(*_p_pointee_maps(a, (M.TO, M.TO)))
        p.devval("p", a["p"])
        p.out("-- target: p[i] += 10 through the mapped pointer")

        def body(args):
            dev = p.rt.device_access()
            for i in range(N):
                dev.write_uint(args[0] + 4 * i, dev.read_int(args[0] + 4 * i, 4) + 10, 4)
        p.rt.target("main_l45", [a["buf"]], [a["buf"]], [0], [TP | M.IMPLICIT], body=body)
        p.out("-- exit data map(release: p) map(from: p[0:N])")
        p.rt.target_data_end([a["p"], a["buf"]], [a["p"], a["buf"]], [8, 16], [M.NONE, M.FROM])
        p.out(f"buf[0] = {p.i32(a['buf'])} (not copied back yet)")
        p.out("-- exit data map(from: p[0:N])")
        p.rt.target_data_end([a["buf"]], [a["buf"]], [16], [M.FROM])
        _print_buf(p, a["buf"])
    p.run(scenario)
    p.check()


def test_d_no_reattach(llvm22):
    """(d) pointer and pointee both present: no attachment, device p keeps a+0."""
    p = Program("d_no_reattach", {"a": "stack", "p": "stack"}, llvm22_order=llvm22)
    a = p.addr

    def scenario():
        _fill(p, a["a"], [1, 2, 3, 4])
        p.set_u64(a["p"], a["a"])
        p.sym("a", "p")
        p.out("-- enter data map(to: a)")
        p.rt.target_data_begin([a["a"]], [a["a"]], [16], [M.TO])
        p.out("-- enter data map(to: p)")
        p.rt.target_data_begin([a["p"]], [a["p"]], [8], [M.TO])
        p.devval("p", a["p"])
        p.out("-- enter data map(to: p[0:N])  (pointer and pointee both present)")
        p.rt.target_data_begin([a["a"], a["p"]], [a["a"], a["a"]], [16, 8], [M.TO, M.ATTACH])
        p.devval("p", a["p"])
        p.out("-- exit data map(delete: p, a)")
        p.rt.target_data_end([a["p"], a["a"]], [a["p"], a["a"]], [8, 16], [M.DELETE, M.DELETE])
        p.out(f"present(a) = {p.rt.omp.omp_target_is_present(a['a'], 0)}")
    p.run(scenario)
    p.check()


def test_e_struct_member_ptr(llvm22):
    """(e) combined struct entry, IMPLICIT member s.p, attachment, host s.p restored."""
    p = Program("e_struct_member_ptr", {"s": "stack", "p_in_region": "stack", "buf": "heap"},
                llvm22_order=llvm22)
    a = p.addr
    s = a["s"]

    def scenario():
        _fill(p, a["buf"], range(N))
        p.set_i32(s, 5)
        p.set_u64(s + 8, a["buf"])
        p.sym("s", "buf", "p_in_region")

        def body(args):
            dev = p.rt.device_access()
            sp = dev.read_uint(args[1] + 8)
            dev.write_uint(args[0], sp)
            a = dev.read_int(args[1], 4)
            for i in range(N):
                dev.write_uint(sp + 4 * i, dev.read_int(sp + 4 * i, 4) + a, 4)
        p.rt.target("main_l36",
                    [a["p_in_region"], s, s, s, a["buf"], s + 8],
                    [a["p_in_region"], s, s, s + 8, a["buf"], a["buf"]],
                    [8, 16, 4, 8, 16, 8],
                    [M.FROM | TP, TP, M.TO | member_of(1), TF | M.IMPLICIT | member_of(1), TF,
                     M.ATTACH], body=body)
        p.out(f"#devval s.p_in_region 0x{p.u64(a['p_in_region']):x}")
        p.out(f"#hostval s.p 0x{p.u64(s + 8):x}")
        _print_buf(p, a["buf"])
    p.run(scenario)
    p.check()


def test_f_partial_struct(llvm22):
    """(f) map(big.a, big.c): one entry from big+64 of 16 bytes; head and tail absent."""
    p = Program("f_partial_struct", {"big": "global"}, llvm22_order=llvm22)
    big = p.addr["big"]
    a_, b_, c_, tail = big + 64, big + 68, big + 72, big + 80

    def scenario():
        omp = p.rt.omp
        dev = omp.omp_get_default_device()
        p.set_i32(a_, 1)
        p.set_i32(b_, 2)
        p.mem.write(c_, struct.pack("<d", 3.0))
        p.sym("big")
        p.out("offsetof a=64 b=68 c=72 tail=80")
        p.out("-- target map(tofrom: big.a, big.c)")

        def body(args):
            d = p.rt.device_access()
            base = args[0]
            d.write_uint(base + 64, d.read_int(base + 64, 4) + 10, 4)
            (c,) = struct.unpack("<d", d.read(base + 72, 8))
            d.write(base + 72, struct.pack("<d", c * 2.0))
        p.rt.target("main_l33", [big, big, big], [a_, a_, c_], [16, 4, 8],
                    [TP, TF | member_of(0), TF | member_of(0)], body=body)
        (c,) = struct.unpack("<d", p.mem.read(c_, 8))
        p.out(f"a={p.i32(a_)} b={p.i32(b_)} c={c:g}")
        p.out("-- enter data map(to: big.a, big.c)")
        p.rt.target_data_begin([big, big, big], [a_, a_, c_], [16, 4, 8],
                               [M.NONE, M.TO | member_of(0), M.TO | member_of(0)])
        flags = [omp.omp_target_is_present(x, dev) for x in (big + 60, a_, b_, c_, tail)]
        p.out("present head={} a={} b={} c={} tail={}".format(*flags))
        p.out("-- exit data map(release: big.a, big.c)")
        p.rt.target_data_end([big, big, big], [a_, a_, c_], [16, 4, 8],
                             [M.NONE, member_of(0), member_of(0)])
        p.out(f"present a={omp.omp_target_is_present(a_, dev)}")
    p.run(scenario)
    p.check()


def test_g_update_to_struct(llvm22):
    """(g) update to(s) with s.p attached: device s.p stays dev(buf+0) (LIBOMPTARGET_INFO=-33:
    no copy lines)."""
    p = Program("g_update_to_struct", {"s": "stack", "buf": "heap"}, info=-33, llvm22_order=llvm22)
    a = p.addr
    s = a["s"]

    def scenario():
        _fill(p, a["buf"], range(N))
        p.set_i32(s, 5)
        p.set_u64(s + 8, a["buf"])
        p.sym("s", "buf")
        p.out("-- enter data map(to: s, s.p[0:N])")
        p.rt.target_data_begin([s, a["buf"], s + 8], [s, a["buf"], a["buf"]], [16, 16, 8],
                               [M.TO, M.TO, M.ATTACH])
        p.devval("s.p", s + 8)
        p.set_i32(s, 7)
        p.out("-- host s.a = 7; update to(s)")
        p.rt.target_data_update([s], [s], [16], [M.TO])
        p.devval("s.p", s + 8)
        ds = p.rt.omp.omp_get_mapped_ptr(s, 0)
        p.out(f"device s.a = {p.i32(ds)}")
        p.out("-- target: s.p[i] += s.a")

        def body(args):
            dev = p.rt.device_access()
            sp = dev.read_uint(args[0] + 8)
            a = dev.read_int(args[0], 4)
            for i in range(N):
                dev.write_uint(sp + 4 * i, dev.read_int(sp + 4 * i, 4) + a, 4)
        p.rt.target("main_l56", [s], [s], [16], [TF | TP | M.IMPLICIT], body=body)
        p.out("-- exit data map(from: s.p[0:N]) map(release: s)")
        p.rt.target_data_end([s, a["buf"]], [s, a["buf"]], [16, 16], [M.NONE, M.FROM])
        p.out(f"#hostval s.p 0x{p.u64(s + 8):x}")
        _print_buf(p, a["buf"])
    p.run(scenario)
    p.check()


def test_h_nested_refcount(llvm22):
    """(h) copies only at DynRefCount 0 -> 1 and 1 -> 0."""
    p = Program("h_nested_refcount", {"x": "stack"}, llvm22_order=llvm22)
    x = p.addr["x"]

    def scenario():
        _fill(p, x, [1, 2, 3, 4])
        p.sym("x")
        p.out("-- target data map(tofrom: x)")
        p.rt.target_data_begin([x], [x], [16], [TF])
        dx = p.rt.omp.omp_get_mapped_ptr(x, 0)
        p.set_i32(x, 100)
        p.out("-- host x[0] = 100; enter data map(to: x)")
        p.rt.target_data_begin([x], [x], [16], [M.TO])
        p.out(f"host x[0] = {p.i32(x)}, device x[0] = {p.i32(dx)}")
        p.out("-- target: x[1] = 200")
        p.rt.target("main_l38", [x], [x], [16], [TF | TP | M.IMPLICIT],
                    body=lambda args: p.rt.device_access().write_uint(args[0] + 4, 200, 4))
        p.out("-- exit data map(from: x)")
        p.rt.target_data_end([x], [x], [16], [M.FROM])
        p.out(f"host x[1] = {p.i32(x + 4)}, device x[1] = {p.i32(dx + 4)}")
        p.out("-- end target data")
        p.rt.target_data_end([x], [x], [16], [TF])
        _print_buf(p, x, "x")
    p.run(scenario)
    p.check()


def test_i_always(llvm22):
    """(i) always,to copies at count 3; always,from copies at count 1."""
    p = Program("i_always", {"x": "stack"}, llvm22_order=llvm22)
    x = p.addr["x"]

    def scenario():
        one = ([x], [x], [16])
        _fill(p, x, [1, 2, 3, 4])
        p.sym("x")
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
        p.rt.target("main_l40", *one, [TF | TP | M.IMPLICIT],
                    body=lambda args: p.rt.device_access().write_uint(args[0] + 4, 99, 4))
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
    p.run(scenario)
    p.check()


def test_j_delete(llvm22):
    """(j) delete at count 2: reset, delayed deletion, no copy-back; later from ignored."""
    p = Program("j_delete", {"x": "stack"}, llvm22_order=llvm22)
    x = p.addr["x"]

    def scenario():
        one = ([x], [x], [16])
        _fill(p, x, [1, 2, 3, 4])
        p.sym("x")
        p.out("-- enter data map(to: x) three times")
        for _ in range(3):
            p.rt.target_data_begin(*one, [M.TO])
        p.out("-- target: x[0] = 42")
        p.rt.target("main_l30", *one, [TF | TP | M.IMPLICIT],
                    body=lambda args: p.rt.device_access().write_uint(args[0], 42, 4))
        p.out("-- exit data map(release: x)")
        p.rt.target_data_end(*one, [M.NONE])
        p.out(f"present = {p.rt.omp.omp_target_is_present(x, 0)}")
        p.out("-- exit data map(delete: x)")
        p.rt.target_data_end(*one, [M.DELETE])
        p.out(f"present = {p.rt.omp.omp_target_is_present(x, 0)}, host x[0] = {p.i32(x)}")
        p.out("-- exit data map(from: x) (not present: ignored)")
        p.rt.target_data_end(*one, [M.FROM])
        p.out(f"host x[0] = {p.i32(x)}")
    p.run(scenario)
    p.check()


def test_k_present_fail(llvm22):
    """(k) map(present, to: y) with y unmapped: message, errors, fatal, rc 134."""
    p = Program("k_present_fail", {"x": "stack", "y": "stack"}, llvm22_order=llvm22)
    x, y = p.addr["x"], p.addr["y"]

    def scenario():
        _fill(p, x, [1, 2, 3, 4])
        _fill(p, y, [5, 6, 7, 8])
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
    p.run(scenario)
    p.check()


def test_l_extension_error(llvm22):
    """(l) a[0:8] over a mapped a[0:4]: explicit extension not allowed, rc 134."""
    p = Program("l_extension_error", {"a": "stack"}, llvm22_order=llvm22)
    a = p.addr["a"]

    def scenario():
        _fill(p, a, range(8))
        p.sym("a")
        p.out("-- enter data map(to: a[0:4])")
        p.rt.target_data_begin([a], [a], [16], [M.TO])
        p.out("-- enter data map(to: a[2:2])  (contained: fine)")
        p.rt.target_data_begin([a], [a + 8], [8], [M.TO])
        p.out("-- enter data map(to: a[0:8])  (extends the mapped a[0:4])")
        p.rt.target_data_begin([a], [a], [32], [M.TO])
        p.out("not reached")
    p.run(scenario)
    p.check()


def test_m_zero_length(llvm22):
    """(m) p[:0]: pointee mapped -> dev(bufA+0), count 2 for the region; not mapped ->
    map.absent and the host address (OpenMP 6.0 / LLVM 22, not NULL)."""
    p = Program("m_zero_length", {"p": "stack", "q": "stack", "dp": "stack", "dq": "stack",
                                  "bufA": "heap", "bufB": "heap"}, llvm22_order=llvm22)
    a = p.addr

    def scenario():
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
    p.run(scenario)
    p.check()


def test_n_declare_target_ptr(llvm22):
    """(n) declare-target gp: INF entry, device gp NULL, attached to dev(buf+0) by
    map(gp[:N]) (copy named gp), dangling after the region."""
    p = Program("n_declare_target_ptr", {"gp": "global", "buf": "heap"}, llvm22_order=llvm22)
    gp, buf = p.addr["gp"], p.addr["buf"]
    p.rt.declare_target(gp, 8, "gp")

    def scenario():
        p.set_u64(gp, buf)
        _fill(p, buf, range(N))
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
        _print_buf(p, buf)
    p.run(scenario)
    p.check()


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

    def scenario():
        p.set_u64(pp, cell)
        p.set_u64(s, cell)
        p.set_u64(cell, buf)
        _fill(p, buf, range(N))
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
        _print_buf(p, buf)
    p.run(scenario)
    p.check()


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

    def scenario():
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
    p.run(scenario)
    p.check()
