"""Compile the rules core with mypyc, in place, beside its Python sources.

    python packaging/compile_core.py              # build in place (needs mypy and a C compiler)
    python packaging/compile_core.py --clean      # back to the pure-Python core
    python packaging/compile_core.py --into DIR   # build a copy in DIR/rules_core instead
    python packaging/compile_core.py --list       # the modules that are compiled

The pure-Python package is the reference and runs everywhere; the compiled build is the
same code made into C extensions (``rules_core/**/*.so`` or ``*.pyd``), which Python
imports in place of the ``.py`` files beside them.  The bundle and the installers use it;
developers may.  ``rules_core.version.engine()`` says which build runs.  ``--into`` leaves
the source tree pure: the bundle is built from such a copy, and CI runs the rules tests and
``python -m rules_core.fingerprint`` on both builds with ``PYTHONPATH=DIR``.

Left as Python: the packages' ``__init__`` modules (they load names lazily), the modules
one runs (``__main__``, the bench, the fingerprint, the catalogue and structure reports:
Python runs only source with ``-m``), and the bots' protocols, which ``isinstance`` asks
at run time (``rules_core/ai/protocols.py``).
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import sys
import sysconfig
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# Besides every module that is run (``python -m rules_core.bench``: it has a __main__ block,
# and Python runs only source that way):
LEFT_AS_PYTHON = {"__init__.py", "__main__.py", "protocols.py"}
SUFFIX = sysconfig.get_config_var("EXT_SUFFIX") or ".so"


def modules(root: Path = ROOT) -> list[Path]:
    """The core's modules that are compiled, as paths relative to ``root``."""
    found = []
    for path in sorted((root / "rules_core").rglob("*.py")):
        if path.name in LEFT_AS_PYTHON or path.name.startswith("bench") or _is_run(path):
            continue
        found.append(path.relative_to(root))
    return found


def imports(root: Path = ROOT) -> list[str]:
    """The modules outside the core that its compiled modules import (a bundler cannot read
    them inside the extensions): from the sources, by their import statements."""
    found = {"mypy_extensions"}
    for path in modules(root):
        tree = ast.parse((root / path).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module)
    return sorted(name for name in found if name.split(".")[0] not in ("rules_core", "__future__"))


def _is_run(path: Path) -> bool:
    return 'if __name__ == "__main__":' in path.read_text(encoding="utf-8")


def built(root: Path = ROOT) -> list[Path]:
    """The extension files a build left: one a module, and ``engine__mypyc`` with the code
    of all."""
    return sorted((root / "rules_core").rglob(f"*{SUFFIX}"))


def clean(root: Path = ROOT) -> None:
    for path in built(root):
        path.unlink()
    shutil.rmtree(root / "build" / "mypyc", ignore_errors=True)


def copy_sources(into: Path) -> Path:
    """A fresh copy of the core's sources (no extension files) in ``into``."""
    shutil.rmtree(into / "rules_core", ignore_errors=True)
    shutil.copytree(
        ROOT / "rules_core",
        into / "rules_core",
        ignore=shutil.ignore_patterns("__pycache__", f"*{SUFFIX}", "*.pyd"),
    )
    return into


def build(root: Path, opt_level: str, jobs: int) -> None:
    """Compile the core under ``root`` in place (its old extension files first removed)."""
    from mypyc.build import mypycify  # only the build needs mypy
    from setuptools import Distribution

    clean(root)
    here = Path.cwd()
    os.chdir(root)  # mypycify reads the sources and writes its C relative to here
    try:
        extensions = mypycify(
            [str(path) for path in modules(root)],
            opt_level=opt_level,
            multi_file=True,  # one C file a module, compiled side by side (see _parallel)
            target_dir="build/mypyc",
            group_name="rules_core.engine",  # its runtime library: rules_core/engine__mypyc
        )
        for extension in extensions:  # mypyc writes the group's headers under its package
            extension.include_dirs.append("build/mypyc/rules_core")
        distribution = Distribution({"name": "torite-core", "ext_modules": extensions})
        command = distribution.get_command_obj("build_ext")
        command.inplace = True
        command.build_temp = "build/mypyc/temp"
        with _parallel(jobs):
            distribution.run_command("build_ext")
    finally:
        os.chdir(here)


def compiled_copy(into: Path, opt_level: str = "3", jobs: int = os.cpu_count() or 1) -> Path:
    """A compiled copy of the core in ``into``/rules_core; returns ``into``."""
    build(copy_sources(into.resolve()), opt_level, jobs)
    return into.resolve()


@contextmanager
def _parallel(jobs: int) -> Iterator[None]:
    """The C files of one extension compiled ``jobs`` at a time (setuptools compiles them
    one by one; nearly all of the core is one extension, the runtime library)."""
    from setuptools._distutils.ccompiler import CCompiler

    serial = CCompiler.compile

    def compile_all(self: Any, sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
        if jobs < 2 or len(sources) < 2:
            return list(serial(self, sources, *args, **kwargs))
        with ThreadPoolExecutor(jobs) as pool:
            done = pool.map(lambda source: serial(self, [source], *args, **kwargs), sources)
            return [obj for objects in done for obj in objects]

    CCompiler.compile = compile_all
    try:
        yield
    finally:
        CCompiler.compile = serial


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clean", action="store_true", help="remove the compiled build")
    parser.add_argument("--list", action="store_true", help="print the modules compiled")
    parser.add_argument("--opt-level", default="3", help="the C compiler's level (0-3)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--into", type=Path, help="build a copy of the core in this folder")
    args = parser.parse_args(argv)
    root = copy_sources(args.into.resolve()) if args.into and not args.list else ROOT
    if args.list:
        print("\n".join(str(path) for path in modules()))
    elif args.clean:
        clean(args.into.resolve() if args.into else ROOT)
    else:
        build(root, args.opt_level, args.jobs)
        print(f"compiled {len(modules(root))} modules into {len(built(root))} extension files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
