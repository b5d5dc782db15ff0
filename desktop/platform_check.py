"""Explain a missing display stack before Qt prints its misleading plugin error.

Qt's xcb plugin fails with "could not load the Qt platform plugin xcb … needs
xcb-cursor0" even when the real culprit is another library.  We probe the
libraries ourselves and name the Debian/Ubuntu packages to install.
"""

from __future__ import annotations

import ctypes
import os
import sys

# shared library -> Debian/Ubuntu package providing it
XCB_LIBRARIES = {
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libEGL.so.1": "libegl1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
}


def missing_packages(libraries: dict[str, str] = XCB_LIBRARIES) -> list[str]:
    missing = []
    for library, package in libraries.items():
        try:
            ctypes.CDLL(library)
        except OSError:
            missing.append(package)
    return missing


def check_display(platform_override: str | None = None) -> str | None:
    """A message explaining why no window can open, or None when all is well."""
    if not sys.platform.startswith("linux"):
        return None
    platform = platform_override or os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith("xcb"):
        return None  # offscreen, wayland, vnc …: Qt reports its own problems clearly
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return (
            "Torite needs a graphical display, and none was found (DISPLAY is not set).\n"
            "Start it from a desktop session, or render a picture without one:\n"
            "  torite --screenshot table.png"
        )
    if os.environ.get("WAYLAND_DISPLAY") and not platform:
        return None
    missing = missing_packages()
    if missing:
        return (
            "Torite cannot open a window: the X11 (xcb) display libraries are missing.\n"
            "On Debian or Ubuntu install them with:\n"
            f"  sudo apt-get install {' '.join(missing)}"
        )
    return None
