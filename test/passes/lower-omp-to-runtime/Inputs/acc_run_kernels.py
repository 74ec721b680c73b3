"""`acc-run` with `__tgt_target_kernel` available, for the lowering tests.

`build_interpreter` registers the kernel launcher once the lead wires
`accdialect/interpreter/kernel_launch.py` in; until then this wrapper adds it.
Usage: python acc_run_kernels.py ACC-RUN-ARGUMENTS...
"""

import sys

import accdialect.interpreter as interpreter_package
import accdialect.tools.acc_run as acc_run
from accdialect.interpreter.kernel_launch import kernel_launch_externals

_build = interpreter_package.build_interpreter


def build_interpreter(*args, **kwargs):
    interpreter, functions = _build(*args, **kwargs)
    if "__tgt_target_kernel" not in functions.externals:
        functions.externals.update(kernel_launch_externals(interpreter, functions))
    return interpreter, functions


acc_run.build_interpreter = build_interpreter
if "accdialect.tools.check_lowering" in sys.modules or True:
    try:
        import accdialect.tools.check_lowering as check_lowering
        check_lowering.build_interpreter = build_interpreter
    except ImportError:
        pass

if __name__ == "__main__":
    sys.exit(acc_run.run(sys.argv[1:]))
