"""Test-wide set-up: Qt renders offscreen, and slow tests run only when asked."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--runslow", action="store_true", help="also run tests marked slow")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--runslow") or os.environ.get("TORITE_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow: run with --runslow or TORITE_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
