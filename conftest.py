"""Test-wide set-up: Qt renders offscreen, slow tests run only when asked, and with
``TORITE_CORE=DIR`` the tests run on the compiled rules core built there
(``packaging/compile_core.py --into DIR``: CI runs the suite on both builds)."""

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

if os.environ.get("TORITE_CORE"):  # before anything imports rules_core
    sys.path.insert(0, str(Path(os.environ["TORITE_CORE"]).resolve()))
    from rules_core.version import engine

    if engine() != "compiled":
        raise pytest.UsageError(f"TORITE_CORE={os.environ['TORITE_CORE']} holds no compiled core")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--runslow", action="store_true", help="also run tests marked slow")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--runslow") or os.environ.get("TORITE_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow: run with --runslow or TORITE_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
