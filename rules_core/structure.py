"""How the code is built, in numbers anyone can rerun (issue 29).

``python -m rules_core.structure --package rules_core`` prints the ten largest files of a
package (lines, classes, functions and methods), the count of ``Any`` in each of the
project's packages, and the package's import circles: the strongly connected components of
its module-level imports.  An import inside a function, or under ``if TYPE_CHECKING:``,
does not run when the module is imported, so it does not count; ``--deep`` counts the
imports inside functions too (what runs by the time everything has been called once).

Only the standard library: it reads the source with :mod:`ast` and imports nothing it
measures.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rules_core", "desktop")


@dataclass(frozen=True)
class FileSize:
    """One source file: its lines, classes and functions (methods included)."""

    path: str
    lines: int
    classes: int
    functions: int


def modules(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` under ``root`` by its dotted name (a package by the name
    of its ``__init__``'s folder)."""
    base = root / package
    found: dict[str, Path] = {}
    for path in sorted(base.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if any(part.startswith(".") or part == "__pycache__" for part in parts):
            continue
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _imports(tree: ast.Module, deep: bool) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements that run when the module runs (``deep``: also those inside
    functions), never those under ``if TYPE_CHECKING:``."""

    def walk(body: Sequence[ast.stmt]) -> Iterator[ast.Import | ast.ImportFrom]:
        for node in body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                yield node
            elif isinstance(node, ast.If):
                if not _is_type_checking(node.test):
                    yield from walk(node.body)
                yield from walk(node.orelse)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if deep:
                    yield from walk(node.body)
            elif isinstance(node, ast.ClassDef):
                yield from walk(node.body)
            else:
                for name in ("body", "orelse", "finalbody", "handlers"):
                    inner = getattr(node, name, None)
                    if isinstance(inner, list):
                        yield from walk([n for n in inner if isinstance(n, ast.stmt)])
                        for handler in inner:
                            if isinstance(handler, ast.ExceptHandler):
                                yield from walk(handler.body)

    return walk(tree.body)


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute name a ``from … import`` names."""
    if not node.level:
        return node.module or ""
    parts = module.split(".")
    if not is_package:
        parts.pop()
    if node.level > 1:
        parts = parts[: len(parts) - (node.level - 1)]
    if node.module:
        parts.append(node.module)
    return ".".join(parts)


def import_graph(root: Path, package: str, deep: bool = False) -> dict[str, set[str]]:
    """Each module of ``package`` and the modules of the same package it imports: the named
    module, a submodule named in ``from … import``, and the packages on the way (their
    ``__init__`` runs too) save the importer's own parents, already under way."""
    known = modules(root, package)
    graph: dict[str, set[str]] = {name: set() for name in known}
    for name, path in known.items():
        is_package = path.name == "__init__.py"
        parents = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 1)}
        if is_package:
            parents.add(name)
        for node in _imports(_parse(path), deep):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = _resolve(name, is_package, node)
                targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
            for target in targets:
                parts = target.split(".")
                for i in range(1, len(parts) + 1):
                    step = ".".join(parts[:i])
                    if step in known and step not in parents and step != name:
                        graph[name].add(step)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module, each sorted, largest
    first (Tarjan's algorithm, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = []
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        work.append((start, iter(sorted(graph[start]))))
        while work:
            node, edges = work[-1]
            advanced = False
            for succ in edges:
                if succ not in graph:
                    continue
                if succ not in index:
                    index[succ] = low[succ] = counter
                    counter += 1
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(sorted(graph[succ]))))
                    advanced = True
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found, key=lambda c: (-len(c), c))


def file_size(path: Path, root: Path) -> FileSize:
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source, filename=str(path))
    classes = sum(isinstance(n, ast.ClassDef) for n in ast.walk(tree))
    functions = sum(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in ast.walk(tree))
    lines = source.count("\n") + (0 if source.endswith("\n") or not source else 1)
    return FileSize(str(path.relative_to(root)), lines, classes, functions)


def largest_files(root: Path, package: str, count: int = 10) -> list[FileSize]:
    sizes = [file_size(path, root) for path in modules(root, package).values()]
    return sorted(sizes, key=lambda s: (-s.lines, s.path))[:count]


def _names_any(node: ast.AST) -> int:
    if isinstance(node, ast.Name):
        return int(node.id == "Any")
    return int(isinstance(node, ast.Attribute) and node.attr == "Any")


def _annotations(tree: ast.AST) -> Iterator[ast.expr]:
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and node.annotation is not None:
            yield node.annotation
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns:
            yield node.returns
        elif isinstance(node, ast.AnnAssign):
            yield node.annotation


def _quoted_any(annotation: ast.expr) -> int:
    """``Any`` in a quoted annotation (``"dict[str, Any]"``)."""
    total = 0
    for node in ast.walk(annotation):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            try:
                inner = ast.parse(node.value, mode="eval")
            except SyntaxError:
                continue
            total += sum(_names_any(n) for n in ast.walk(inner))
    return total


def any_count(root: Path, package: str) -> int:
    """How many times ``Any`` is used (imports of it aside) in ``package``."""
    total = 0
    for path in modules(root, package).values():
        tree = _parse(path)
        total += sum(_names_any(node) for node in ast.walk(tree))
        total += sum(_quoted_any(note) for note in _annotations(tree))
    return total


def report(root: Path, package: str, deep: bool = False) -> str:
    lines = [f"The ten largest files of {package} (lines, classes, functions and methods):"]
    for size in largest_files(root, package):
        lines.append(f"  {size.lines:6}  {size.classes:3}  {size.functions:4}  {size.path}")
    lines.append("Any, by package:")
    for name in PACKAGES:
        if (root / name).is_dir():
            lines.append(f"  {name}: {any_count(root, name)}")
    for label, with_functions in (
        ("module-level imports", False),
        ("with imports in functions", True),
    ):
        if with_functions and not deep:
            continue
        found = circles(import_graph(root, package, with_functions))
        members = sum(len(c) for c in found)
        lines.append(f"Import circles in {package} ({label}): {len(found)}, {members} modules")
        for component in found:
            lines.append("  " + " ".join(component))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules_core.structure", description=__doc__)
    parser.add_argument("--package", default="rules_core", help="rules_core or desktop")
    parser.add_argument("--root", type=Path, default=ROOT, help="the folder holding the package")
    parser.add_argument(
        "--deep", action="store_true", help="also count the imports inside functions"
    )
    args = parser.parse_args(argv)
    print(report(args.root, args.package, args.deep))
    return 0


if __name__ == "__main__":
    sys.exit(main())
