"""The catalogue of games a first window shows without importing the games."""

import subprocess
import sys
from pathlib import Path

import pytest

from rules_core import catalogue
from rules_core.registry import all_games

ROOT = Path(__file__).resolve().parents[1]


def test_the_catalogue_says_what_the_registry_says():
    infos = catalogue.from_registry()
    assert [i.id for i in infos] == [g.id for g in all_games()]
    for info, game in zip(infos, all_games(), strict=True):
        assert dict(info.titles) == dict(game.titles)
        assert info.player_counts == tuple(game.player_counts)
    assert catalogue.loads(catalogue.dumps(infos)) == infos


def test_a_source_checkout_has_no_catalogue_file_and_asks_the_registry():
    # beside the core imported: the sources', or a compiled copy's (TORITE_CORE in CI)
    package = Path(catalogue.__file__).parent
    assert catalogue.packed_file() == package / "data" / catalogue.FILE
    assert not catalogue.packed_file().exists()
    assert catalogue.catalogue() == catalogue.from_registry()


def test_the_build_writes_the_file_the_app_reads(tmp_path):
    path = tmp_path / catalogue.FILE
    done = subprocess.run(
        [sys.executable, "-m", "rules_core.catalogue", str(path)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert catalogue.loads(path.read_text(encoding="utf-8")) == catalogue.from_registry()
    assert "オールマイティ" in path.read_text(encoding="utf-8")  # readable Japanese


def test_with_the_file_the_app_lists_the_games_without_importing_them(tmp_path):
    path = tmp_path / catalogue.FILE
    catalogue.write(path)
    code = (
        "import sys, pathlib; import rules_core.catalogue as c; "
        f"c.catalogue = lambda: c.loads(pathlib.Path({str(path)!r}).read_text('utf-8')); "
        "from desktop.games.playable import PLAYABLE_GAMES; "
        "from desktop.dialogs.chooser import playable_games; "
        "assert [g.id for g in playable_games()] == list(PLAYABLE_GAMES); "
        "print(sorted(m for m in sys.modules if m.startswith('rules_core.games')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize(
    "text",
    [
        "[]",
        '{"games": []}',
        '{"games": [{"id": "x", "titles": {"en": "X"}}]}',
        '{"games": [{"id": "x", "titles": {"en": 1}, "player_counts": [2]}]}',
        '{"games": [{"id": "x", "titles": {"en": "X"}, "player_counts": [true]}]}',
    ],
)
def test_a_broken_catalogue_is_refused(text):
    with pytest.raises(ValueError):
        catalogue.loads(text)
