"""The command-line tools `acc-opt`, `acc-run` and `acc-import`: arguments, files,
messages and exit statuses; what they compute lives in the library."""
