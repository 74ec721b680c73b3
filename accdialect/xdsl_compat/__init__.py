"""The one door to xDSL's internals: every use the project makes of what xDSL 0.74 does
not publish.

xDSL's public interface is slow or closed where the project needs it most: a module of
10^5 operations is walked through a generator frame per step, an operation is built
through setters and a generic post-init, the parser's and printer's steps are private
methods, a verifier's declared check and an `op_type_rewrite_pattern`'s operation type
are only in closures. The modules of this package hold every read of a private name of
xDSL (one leading underscore), every override of one, every object built around its
constructor and every closure read; nothing else in the project touches them
(`test/xdsl_compat/test_private_names.py`). Each helper does what its public
counterpart does, which a test under `test/xdsl_compat/` checks against it.

- `links`: operations, blocks and fields read along xDSL's links (the verifier's walks);
- `identities`: an operation's shape by the identities of what it holds (the
  verifier's and the printer's memos);
- `construction`: operations and symbol references built without their generic
  constructor (the lowerings), and an operation spliced into a block;
- `parsing`, `printing`: xDSL's parser and printer with their private steps as public
  hooks;
- `verifiers`, `rewriting`, `interpreter`: what xDSL keeps in closures and private
  tables: an operation class's declared verifier, a pattern's operation classes, a
  worklist filled by class, an interpreter's implementations;
- `operand_groups`: operand groups sized by `operandSegmentSizes` read without
  unpacking the sizes at each read.

Private names change without notice between xDSL releases, so this package is written
for one: importing it checks that the installed xDSL is `PINNED` and fails, naming both
versions, when it is not. What belongs upstream instead: `docs/xdsl-upstream.md`.
"""

from pathlib import Path

import xdsl

PINNED = "0.74.0"
"""The xDSL release whose internals this package reads (`pyproject.toml` pins it)."""


class XDSLVersionError(ImportError):
    """The installed xDSL is not the release `accdialect.xdsl_compat` was written for."""


def check_version(installed: str) -> None:
    """Raise `XDSLVersionError` unless `installed` (the version `xdsl.__version__`
    reports: its distribution's metadata) is `PINNED`."""
    if installed != PINNED:
        raise XDSLVersionError(
            f"accdialect reads the internals of xDSL {PINNED} (accdialect/xdsl_compat), but "
            f"xDSL {installed} is installed: install xdsl=={PINNED}")


def installed_version() -> str:
    """The installed xDSL's version: the name of its distribution's metadata directory
    beside the package (`xdsl-0.74.0.dist-info`, the binary distribution format's
    `{name}-{version}.dist-info`), or, where there is not exactly one,
    `xdsl.__version__`, which reads the metadata with `importlib.metadata`; that
    module imports the `email` package, 50 ms of every tool's start-up."""
    found = list(Path(xdsl.__file__).parents[1].glob("xdsl-*.dist-info"))
    if len(found) == 1:
        return found[0].name.removeprefix("xdsl-").removesuffix(".dist-info")
    return str(xdsl.__version__)


check_version(installed_version())
