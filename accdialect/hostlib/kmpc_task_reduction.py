"""Task reductions (OpenMP 5.2 §5.5.9-5.5.11: `task_reduction`, `in_reduction`, and the
`task` modifier of `reduction`) as libomp's entry points see them.

libomp gives each thread a private copy of every reduction item
(`__kmpc_task_reduction_get_th_data`), initialized with the operation's identity, and
combines the copies into the original at the end of the taskgroup or region. Here a task
runs to completion when it is created, and the threads of a team one after the other
(`kmpc_team`): the contributions reach an item one at a time, so each is applied to the
item itself. For an associative and commutative combiner (what OpenMP requires of a
reduction) that is the value the private copies combine to, whatever the order.
"""

from collections.abc import Callable
from typing import Any


def task_reduction_externals() -> dict[str, Callable[..., Any]]:
    """libomp's task reduction entry points: each item's "thread data" is the item."""
    def begin(*args: int) -> int:
        """`__kmpc_taskred_init(gtid, num, data)` and the modifier's
        `(loc, gtid, is_ws, num, data)`: the taskgroup's handle (its input array)."""
        return args[-1]

    return {
        "__kmpc_taskred_init": begin,
        "__kmpc_task_reduction_init": begin,
        "__kmpc_taskred_modifier_init": begin,
        "__kmpc_task_reduction_modifier_init": begin,
        "__kmpc_task_reduction_get_th_data": lambda _gtid, _group, item: item,
        "__kmpc_task_reduction_modifier_fini": lambda _loc, _gtid, _is_ws: None,
    }
