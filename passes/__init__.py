"""The project's passes, as one table of lazy factories by pass name.

Installed as `accdialect_passes` (from the repository's `passes/` folder) and
published to xDSL through the `xdsl.universe` entry point `accdialect`, so stock
`xdsl-opt` runs them and `acc-opt` finds them there. Only passes are published:
the project's `acc`/`omp`/`llvm` dialects replace xDSL's own under the same names,
which the multiverse would report as a clash.
"""

from collections.abc import Callable
from importlib import import_module

from xdsl.passes import ModulePass
from xdsl.universe import Universe

_PASSES = {
    "acc-order-data-actions": ("acc_order_data_actions", "AccOrderDataActions"),
    "omp-order-maps": ("omp_order_maps", "OmpOrderMaps"),
    "acc-descriptor-attach": ("acc_descriptor_attach", "AccDescriptorAttach"),
    "expand-attach-recipes": ("expand_attach_recipes", "ExpandAttachRecipes"),
    "lower-acc-to-runtime": ("lower_acc_to_runtime", "LowerAccToRuntime"),
    "lower-omp-to-runtime": ("lower_omp_to_runtime", "LowerOmpToRuntime"),
    "lower-declare-target-indirect": ("lower_declare_target_indirect", "LowerDeclareTargetIndirect"),
}


def _factory(module: str, name: str) -> Callable[[], type[ModulePass]]:
    return lambda: getattr(import_module(f"{__name__}.{module}"), name)


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """The project's passes by name, each imported when first used."""
    return {pass_name: _factory(module, name) for pass_name, (module, name) in _PASSES.items()}


UNIVERSE = Universe(all_passes=get_all_passes())
"""What the `xdsl.universe` entry point `accdialect` publishes."""
