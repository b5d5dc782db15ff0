"""Info.plist entries for Torite's macOS app bundle.

The PyInstaller spec passes ``info_plist(version)`` to ``BUNDLE(info_plist=...)``; PyInstaller
fills in the keys it owns (executable, icon file, package type) and these override or add
to them.  The localised names live in ``en.lproj`` and ``ja.lproj`` beside this file, which
the spec collects into ``Contents/Resources``.
"""

from __future__ import annotations

import re

BUNDLE_ID = "org.torite.Torite"
APP_NAME = "Torite"
COPYRIGHT = (
    "Copyright © 2026 The Torite authors. Free software under the GNU GPL, version 3 or later."
)
# Qt 6.11 supports macOS 13 (Ventura) and later.
MINIMUM_MACOS = "13.0"


def bundle_version(version: str) -> str:
    """The numeric part Apple's version keys accept: up to three dot-separated integers.

    A release version such as ``1.2.0`` is returned as it is; a pre-release such as
    ``1.3.0rc1`` gives ``1.3.0``.
    """
    match = re.match(r"\d+(\.\d+){0,2}", version)
    if match is None:
        raise ValueError(f"version {version!r} does not start with a number")
    return match.group(0)


def info_plist(version: str) -> dict[str, object]:
    """Info.plist keys for this version of the app."""
    numeric = bundle_version(version)
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": numeric,
        "CFBundleVersion": numeric,
        "CFBundleDevelopmentRegion": "en",
        # Lists the languages the app speaks, so macOS shows its own menu items (Hide,
        # Quit, the standard Edit entries Qt adds) in Japanese when the system is Japanese.
        "CFBundleLocalizations": ["en", "ja"],
        "CFBundlePackageType": "APPL",
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": MINIMUM_MACOS,
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": COPYRIGHT,
        # The standard application class; and a card table has no need to wake a second
        # (discrete) GPU on a Mac that has one.
        "NSPrincipalClass": "NSApplication",
        "NSSupportsAutomaticGraphicsSwitching": True,
    }


if __name__ == "__main__":  # print the plist for a look: python packaging/macos/info_plist.py
    import plistlib
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from rules_core.version import __version__

    sys.stdout.write(plistlib.dumps(info_plist(__version__)).decode())
