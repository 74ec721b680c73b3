"""Functions written once, as a Python expression of their operands: called where a
function is needed (xDSL's interpreter, a step), written inline into a block's code
by the block compiler (`block_source`), so that the rule they compute (a wrap-around,
a comparison) has one text for both.

`inline(lambda a, b: f"{a} + {b}")` is the function `lambda a, b: a + b`, and
`source_of` of it gives back the source maker. Objects the expression needs are
passed by keyword (`inline(lambda x, R: f"{R}({x})", R=round_to)`): they are globals of
the function, and the block compiler binds them in its code.
"""

import operator
from collections.abc import Callable
from functools import cache
from typing import Any

Source = Callable[..., str]
"""Makes the expression from the names of the operands (and of the objects passed
by keyword)."""

INFIX: dict[Callable[..., Any], str] = {
    operator.add: "+", operator.sub: "-", operator.mul: "*",
    operator.and_: "&", operator.or_: "|", operator.xor: "^",
    operator.eq: "==", operator.ne: "!=", operator.lt: "<", operator.le: "<=",
    operator.gt: ">", operator.ge: ">=",
}
"""Python's binary operators, written as such rather than called."""

_SOURCE = "inline_source"
_ENV = "inline_env"


def inline(source: Source, **env: Any) -> Callable[..., Any]:
    """The function whose result is the expression `source` makes of its operands."""
    arity = source.__code__.co_argcount - len(env)
    params = tuple(f"x{i}" for i in range(arity))
    function = _function(params, source(*params, **{name: name for name in env}),
                         tuple(env.items()))
    setattr(function, _SOURCE, source)
    setattr(function, _ENV, env)
    return function


@cache
def _function(params: tuple[str, ...], body: str, env: tuple[tuple[str, Any], ...]
              ) -> Callable[..., Any]:
    return eval(f"lambda {', '.join(params)}: {body}", dict(env))


def source_of(function: Callable[..., Any]) -> tuple[Source, dict[str, Any]] | None:
    """The source maker of a function made by `inline`, and its objects by name; for
    one of Python's binary operators, its infix form; else None."""
    source = getattr(function, _SOURCE, None)
    if source is not None:
        return source, getattr(function, _ENV)
    try:
        symbol = INFIX.get(function)
    except TypeError:  # unhashable
        return None
    if symbol is None:
        return None
    return (lambda a, b: f"{a} {symbol} {b}"), {}
