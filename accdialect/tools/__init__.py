"""The command-line tools `acc-opt`, `acc-run` and `acc-import`: arguments, files,
messages and exit statuses; what they compute lives in the library.

Importing this package defers the compilation of operations' assembly formats to
their first use (`deferred_formats`), before any dialect is defined: start-up time."""

from accdialect.tools.deferred_formats import install as _install_deferred_formats

_install_deferred_formats()
