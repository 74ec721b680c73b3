"""The end of a `pytest -n` worker's session, kept short (test/conftest.py installs the
hook).

Once every worker has said its session finished (xdist's `workerfinished`), the
controller ends them (execnet's `GATEWAY_TERMINATE`), and a worker still running 5 s
later is interrupted: execnet sends it SIGINT (`WorkerGateway._terminate_execution`).
What a worker still does then is pytest's last garbage collections (its
unraisable-exception plugin collects at `pytest_unconfigure` and again at cleanup),
each a walk over everything the session left alive: a worker that ran many programs
in-process holds millions of objects, and on two cores shared with other runs the
walks outlasted those 5 s. The interrupt then landed inside the collector, in the
callback hypothesis adds to it to time examples (`gc.callbacks`), where Python prints
it (`Exception ignored in: <function ... gc_callback>`, `KeyboardInterrupt`) and
swallows it: a green run ended with that traceback, and execnet killed the worker 10 s
later.

So a worker collects once before it says its session finished (the controller waits
for that), while pytest's unraisable-exception hook still reports what a finalizer
raises, and then freezes what is alive (`gc.freeze`): the collections after it walk
only what the session's end makes.
"""

import gc
import os


def pytest_sessionfinish() -> None:
    if os.environ.get("PYTEST_XDIST_WORKER"):
        gc.collect()
        gc.freeze()
