"""Every module of the project: the packages `accdialect` and `accdialect_passes`."""

import importlib
import pkgutil
from types import ModuleType

PACKAGES = ("accdialect", "accdialect_passes")


def module_names() -> list[str]:
    """The names of the project's modules and packages, in `pkgutil`'s order."""
    names: list[str] = []
    for package_name in PACKAGES:
        package = importlib.import_module(package_name)
        names.append(package_name)
        names += [info.name for info in pkgutil.walk_packages(package.__path__, f"{package_name}.")]
    return names


def import_every_module() -> list[ModuleType]:
    """Imports every module of the project. A module whose import fails because it is
    imported in the middle of a cycle (a name not yet defined in a partly initialized
    module) is imported again after the others, as the tools import it; one that still
    fails raises its error."""
    pending = module_names()
    while pending:
        failed: list[tuple[str, ImportError]] = []
        for name in pending:
            try:
                importlib.import_module(name)
            except ImportError as error:
                failed.append((name, error))
        if len(failed) == len(pending):
            raise failed[0][1]
        pending = [name for name, _ in failed]
    return [importlib.import_module(name) for name in module_names()]
