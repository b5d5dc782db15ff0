"""The structure report (issue 29): it finds import circles where they are and only there."""

from __future__ import annotations

from pathlib import Path

from rules_core.structure import any_count, circles, import_graph, largest_files, main


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_a_circle_of_module_level_imports_is_found(tmp_path):
    write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "from . import b\n",
            "pkg/b.py": "from .c import thing\n",
            "pkg/c.py": "import pkg.a\nthing = 1\n",
            "pkg/d.py": "from .a import b\n",
        },
    )
    assert circles(import_graph(tmp_path, "pkg")) == [["pkg.a", "pkg.b", "pkg.c"]]


def test_imports_in_functions_and_for_type_checking_only_count_when_asked(tmp_path):
    write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "from typing import TYPE_CHECKING\n"
            "from . import b\n"
            "if TYPE_CHECKING:\n    from .c import C\n",
            "pkg/b.py": "def late():\n    from . import a\n    return a\n",
            "pkg/c.py": "from .a import b\n",
        },
    )
    assert circles(import_graph(tmp_path, "pkg")) == []
    assert circles(import_graph(tmp_path, "pkg", deep=True)) == [["pkg.a", "pkg.b"]]


def test_a_package_whose_init_imports_a_module_that_imports_its_sibling_package(tmp_path):
    write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/sub/__init__.py": "from .x import X\n",
            "pkg/sub/x.py": "from ..y import Y\nX = 1\n",
            "pkg/y.py": "from .sub.x import X\nY = 2\n",
        },
    )
    found = circles(import_graph(tmp_path, "pkg"))
    assert found == [["pkg.sub", "pkg.sub.x", "pkg.y"]]


def test_sizes_and_any_are_counted(tmp_path, capsys):
    write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/big.py": "from typing import Any\n\nclass A:\n    def f(self, x: Any) -> 'list[Any]':\n"
            "        return [x]\n\ndef g() -> None:\n    pass\n",
        },
    )
    big = largest_files(tmp_path, "pkg")[0]
    assert (big.path, big.lines, big.classes, big.functions) == ("pkg/big.py", 8, 1, 2)
    assert any_count(tmp_path, "pkg") == 2
    assert main(["--package", "pkg", "--root", str(tmp_path)]) == 0
    assert "Import circles in pkg (module-level imports): 0" in capsys.readouterr().out


def test_the_rules_core_has_no_import_circle_not_even_through_imports_in_functions():
    """Piece kinds are an explicit table, messages import nothing of the core, the
    solitaire's search is handed its fallback, a bad record's error sits below both."""
    root = Path(__file__).resolve().parents[1]
    assert circles(import_graph(root, "rules_core")) == []
    assert circles(import_graph(root, "rules_core", deep=True)) == []
