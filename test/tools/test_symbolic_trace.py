"""The symbolic trace of a C program (issue 32, items 5c-d): `struct S {int a, b;
double *p;} s` with `map(to: s.p[0:N]) map(tofrom: s.a)`. clang 22 maps `s` as one
combined entry (no name) and its members found in it (`s.a`, `s.p`), the section of
`s.p` as a new entry, attached to the device `s.p`: the unnamed stack slot `s` is
named after the struct of its members (`s.p` at offset 8 of `s` is `s+0x8`, not
`s.p+0x8`), the buffer after the section's pointer (`s.p`), and no address of the
trace is left raw."""

import io
import re
from pathlib import Path

from accdialect.tools.acc_run import run
from support.llvm22 import needs_llvm

PROGRAM = Path(__file__).parent / "Inputs" / "struct_member_section.c"


@needs_llvm
def test_every_address_of_a_struct_program_has_its_name(tmp_path: Path):
    trace = tmp_path / "trace.txt"
    out = io.StringIO()
    assert run([str(PROGRAM), "--trace", "--symbolic", "--trace-file", str(trace)],
               stdout=out) == 0
    assert out.getvalue() == "4\n"
    lines = [line.split("info: ", 1)[1] for line in trace.read_text().splitlines()
             if "info: " in line]
    assert ("Mapping exists with HstPtrBegin=s+0x0, TgtPtrBegin=dev(s+0x0), Size=4, "
            "DynRefCount=1 (update suppressed), HoldRefCount=0, Name=s.a") in lines
    assert ("Creating new map entry with HstPtrBase=s.p+0x0, HstPtrBegin=s.p+0x0, "
            "TgtAllocBegin=dev(s.p+0x0), TgtPtrBegin=dev(s.p+0x0), Size=32, DynRefCount=1, "
            "HoldRefCount=0, Name=s.p[0:4]") in lines
    assert ("Attached pointer HstPtr=s+0x8, TgtPtr=dev(s+0x8), Size=8, "
            "PointeeBase=dev(s.p+0x0), AttachCount=0") in lines
    assert not re.search(r"(=|dev\(|pointer )0x", trace.read_text())
