"""Replays of the LLVM 22 libomptarget recordings (test/reference/libomptarget-22),
programs (a) to (g): pointers, their pointees and attachment, structs and their members.

Each test is one recorded C program written as runtime calls (`libomptarget_replay.Program`):
its normalized trace must equal the recording's `.trace` line for line, its output the
`.stdout`. The rule each program shows is in its name and the recording's README.
"""

import struct

from libomptarget_replay import REPLAY_MARKS, Program, add_to_ints
from runtime_testlib import TF, TP

from accdialect.runtime import MapType as M
from accdialect.runtime import member_of

pytestmark = REPLAY_MARKS

_P_BUF_P_IN_REGION = {"p": "stack", "p_in_region": "stack", "buf": "heap"}
"""The objects of programs (a) and (b): `int *p = buf`, its copy in the region, `buf[N]`."""


def test_a_ptr_section_firstprivate(llvm22):
    """(a) map(tofrom: p[0:N]), p not mapped: ATTACH finds no p; p in the region = dev(buf)."""
    p = Program("a_ptr_section_firstprivate", _P_BUF_P_IN_REGION, llvm22_order=llvm22)
    a = p.addr
    with p.replaying():
        p.point_to_ints(a["p"], a["buf"])
        p.sym("p", "buf", "p_in_region")
        p.rt.target("main_l30", [a["p_in_region"], a["buf"], a["p"]],
                    [a["p_in_region"], a["buf"], a["buf"]], [8, 16, 8],
                    [M.FROM | TP, TF | TP, M.ATTACH], body=_p_in_region_kernel(p))
        p.out(f"#devval p_in_region 0x{p.u64(a['p_in_region']):x}")
        p.out(f"#hostval p 0x{p.u64(a['p']):x}")
        p.print_i32(a["buf"])


def _p_in_region_kernel(p):
    """The kernel of (a) and (b): `p_in_region = p; p[i] += 100` (arguments: &p_in_region, p)."""
    def body(args):
        dev = p.rt.device_access()
        dev.write_uint(args[0], args[1])
        add_to_ints(dev, args[1], 100)
    return body


def _p_pointee_maps(a, types=(TF, TF)):
    """map(tofrom: p, p[0:N]) as clang 22 emits it: p, the pointee, an ATTACH entry."""
    return ([a["p"], a["buf"], a["p"]], [a["p"], a["buf"], a["buf"]], [8, 16, 8],
            [types[0], types[1], M.ATTACH])


def test_b_map_ptr_and_pointee(llvm22):
    """(b) target data map(tofrom: p, p[0:N]): attach write, use_address in the inner
    target (pointee count 2), p copied back and restored to its host value."""
    p = Program("b_map_ptr_and_pointee", _P_BUF_P_IN_REGION, llvm22_order=llvm22)
    a = p.addr
    with p.replaying():
        p.point_to_ints(a["p"], a["buf"])
        p.sym("p", "buf", "p_in_region")
        p.out("-- target data map(tofrom: p, p[0:N])")
        p.rt.target_data_begin(*_p_pointee_maps(a))
        p.devval("p", a["p"])
        p.out("-- target (p used inside)")
        p.rt.target("main_l46", [a["p_in_region"], a["buf"]], [a["p_in_region"], a["buf"]],
                    [8, 0], [M.FROM | TP, TP | M.IMPLICIT], body=_p_in_region_kernel(p))
        p.out(f"#devval p_in_region 0x{p.u64(a['p_in_region']):x}")
        p.out("-- end target data")
        p.rt.target_data_end(*_p_pointee_maps(a))
        p.out(f"#hostval p 0x{p.u64(a['p']):x}")
        p.print_i32(a["buf"])


def test_c_enter_data_attach_new_ptr(llvm22):
    """(c) conditional attachment: pointee first (no attach), then p new -> attached."""
    p = Program("c_enter_data_attach_new_ptr", {"p": "stack", "buf": "heap"}, llvm22_order=llvm22)
    a = p.addr
    with p.replaying():
        p.point_to_ints(a["p"], a["buf"])
        p.sym("p", "buf")
        p.out("-- enter data map(to: p[0:N])")
        p.rt.target_data_begin([a["buf"], a["p"]], [a["buf"], a["buf"]], [16, 8],
                               [M.TO, M.ATTACH])
        p.devval("p", a["p"])
        p.out("-- enter data map(to: p, p[0:N])")
        p.rt.target_data_begin(*_p_pointee_maps(a, (M.TO, M.TO)))
        p.devval("p", a["p"])
        p.out("-- target: p[i] += 10 through the mapped pointer")

        p.rt.target("main_l45", [a["buf"]], [a["buf"]], [0], [TP | M.IMPLICIT],
                    body=lambda args: add_to_ints(p.rt.device_access(), args[0], 10))
        p.out("-- exit data map(release: p) map(from: p[0:N])")
        p.rt.target_data_end([a["p"], a["buf"]], [a["p"], a["buf"]], [8, 16], [M.NONE, M.FROM])
        p.out(f"buf[0] = {p.i32(a['buf'])} (not copied back yet)")
        p.out("-- exit data map(from: p[0:N])")
        p.rt.target_data_end([a["buf"]], [a["buf"]], [16], [M.FROM])
        p.print_i32(a["buf"])


def test_d_no_reattach(llvm22):
    """(d) pointer and pointee both present: no attachment, device p keeps a+0."""
    p = Program("d_no_reattach", {"a": "stack", "p": "stack"}, llvm22_order=llvm22)
    a = p.addr
    with p.replaying():
        p.fill_i32(a["a"], [1, 2, 3, 4])
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


def test_e_struct_member_ptr(llvm22):
    """(e) combined struct entry, IMPLICIT member s.p, attachment, host s.p restored."""
    p = Program("e_struct_member_ptr", {"s": "stack", "p_in_region": "stack", "buf": "heap"},
                llvm22_order=llvm22)
    a = p.addr
    s = a["s"]
    with p.replaying():
        p.set_i32(s, 5)
        p.point_to_ints(s + 8, a["buf"])
        p.sym("s", "buf", "p_in_region")

        def body(args):
            dev = p.rt.device_access()
            sp = dev.read_uint(args[1] + 8)
            dev.write_uint(args[0], sp)
            add_to_ints(dev, sp, dev.read_int(args[1], 4))
        p.rt.target("main_l36",
                    [a["p_in_region"], s, s, s, a["buf"], s + 8],
                    [a["p_in_region"], s, s, s + 8, a["buf"], a["buf"]],
                    [8, 16, 4, 8, 16, 8],
                    [M.FROM | TP, TP, M.TO | member_of(1), TF | M.IMPLICIT | member_of(1), TF,
                     M.ATTACH], body=body)
        p.out(f"#devval s.p_in_region 0x{p.u64(a['p_in_region']):x}")
        p.out(f"#hostval s.p 0x{p.u64(s + 8):x}")
        p.print_i32(a["buf"])


def test_f_partial_struct(llvm22):
    """(f) map(big.a, big.c): one entry from big+64 of 16 bytes; head and tail absent."""
    p = Program("f_partial_struct", {"big": "global"}, llvm22_order=llvm22)
    big = p.addr["big"]
    a_, b_, c_, tail = big + 64, big + 68, big + 72, big + 80
    with p.replaying():
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


def test_g_update_to_struct(llvm22):
    """(g) update to(s) with s.p attached: device s.p stays dev(buf+0) (LIBOMPTARGET_INFO=-33:
    no copy lines)."""
    p = Program("g_update_to_struct", {"s": "stack", "buf": "heap"}, info=-33, llvm22_order=llvm22)
    a = p.addr
    s = a["s"]
    with p.replaying():
        p.set_i32(s, 5)
        p.point_to_ints(s + 8, a["buf"])
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
            add_to_ints(dev, sp, dev.read_int(args[0], 4))
        p.rt.target("main_l56", [s], [s], [16], [TF | TP | M.IMPLICIT], body=body)
        p.out("-- exit data map(from: s.p[0:N]) map(release: s)")
        p.rt.target_data_end([s, a["buf"]], [s, a["buf"]], [16, 16], [M.NONE, M.FROM])
        p.out(f"#hostval s.p 0x{p.u64(s + 8):x}")
        p.print_i32(a["buf"])
