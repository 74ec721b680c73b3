"""The command-line tools `acc-opt`, `acc-run` and `acc-import`: arguments, files,
messages and exit statuses; what they compute lives in the library.

Importing this package, before any dialect is defined, makes the tools' start-up
shorter: the methods `dataclasses` generates are compiled once and kept in the
user's cache (`compiled_methods`), and operations' assembly formats are compiled on
their first use (`deferred_formats`); docs/performance.md, "Start-up"."""

from accdialect.tools.compiled_methods import install as _install_compiled_methods

_install_compiled_methods()

from accdialect.tools.deferred_formats import install as _install_deferred_formats  # noqa: E402

_install_deferred_formats()
