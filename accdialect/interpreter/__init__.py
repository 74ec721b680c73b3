"""The execution engine: xDSL's interpreter made fast and exact for whole programs.

`core.OffloadInterpreter` runs a module on the host of an `OffloadRuntime`;
`decoded` and `block_source` decode each region once and compile each block into
a Python function; `by_name` implements operations that xDSL has no class for;
`linker` is what the engine knows of the symbols of the running module; `errors`
the located errors of a run. The engine knows no dialect: the function set of
each dialect (`accdialect.interpreters`) and the host libraries
(`accdialect.hostlib`) register themselves on it.
"""
