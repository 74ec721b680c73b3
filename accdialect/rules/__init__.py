"""Rules that the interpreter evaluates and the lowering passes emit, each written once.

A rule is written over a small arithmetic interface (`arithmetic.Arithmetic`): the
interpreter runs it on Python integers (`arithmetic.INTEGERS`), a pass runs it on a
builder that emits IR for what is not known at compile time and folds what is. No
IR here: the passes own their builders, the interpreter its values.

- `sections`: the bytes an array section covers (`acc.bounds`, `omp.map.bounds`).
- `map_plan`: clang's map-entry plan of one construct (combined struct entry,
  MEMBER_OF members, ATTACH entries last).
- `acc_order`: OpenACC 3.3 §2.7.2, the order of data actions and attachments.
- `data_clauses`: what each data-clause operation of the `acc` dialect does (its
  action, map type, pointer update), for the interpreter and the passes.
"""
