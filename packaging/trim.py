"""What the bundle leaves out of PySide6: the parts of Qt that Torite never loads.

Used by ``torite.spec`` on the lists PyInstaller's analysis collected.  Each entry of
those lists is ``(dest_name, src_name, typecode)``; a dropped entry is simply not
copied.  Measured on Linux (PySide6 6.11.3), see ``python packaging/build.py --sizes``:

- Qt's own translations: only ``qtbase_ja`` is loaded (Japanese OK/Cancel/Yes …);
  the other 98 files are 7 MiB.
- Plugins for hardware or formats the app never meets: embedded platforms (eglfs,
  linuxfb, vkkhrdisplay, vnc, minimal), input devices read straight from ``/dev``
  (evdev, tuio), image formats (the app draws its pieces and saves PNG, which QtGui
  reads without a plugin), the SVG icon engine, OpenGL glue (nothing draws with GL),
  the GTK 3 theme (it pulls in GTK, cairo, pango and gdk-pixbuf: about 10 MiB; Qt's
  own Fusion style is used instead; file dialogs still follow the desktop through the
  XDG portal theme), and Wayland shells other than xdg-shell.
- Kept on purpose: the xcb, Wayland and offscreen platforms; the compose and IBus input
  contexts (Japanese input); Qt DBus (accessibility reaches screen readers through
  AT-SPI over D-Bus, and the portal uses it); the Wayland window decorations, Adwaita
  among them (it needs Qt SVG, about 1 MiB) so windows look native on GNOME.

:func:`prune_orphans` then drops the shared libraries that only the dropped plugins
needed (Qt Network, Qt OpenGL, GTK's stack …), following the libraries' own import
lists, so nothing that a kept file links against can go missing.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterable
from pathlib import PurePosixPath

Entry = tuple[str, str, str]

QT_TRANSLATIONS_KEPT = frozenset({"qtbase_ja.qm"})

# plugins/<folder>: every file of the folder is left out ...
DROPPED_PLUGIN_FOLDERS = frozenset(
    {
        "egldeviceintegrations",
        "generic",
        "imageformats",
        "iconengines",
        "xcbglintegrations",
        "wayland-graphics-integration-client",
        "networkinformation",
        "tls",
    }
)
# ... or only the files whose stem (without "lib" and the extension) matches.
DROPPED_PLUGINS: dict[str, re.Pattern[str]] = {
    "platforms": re.compile(r"q(eglfs|linuxfb|minimal|minimalegl|vkkhrdisplay|vnc|direct2d)"),
    "platformthemes": re.compile(r"qgtk3"),
    "wayland-shell-integration": re.compile(r"(?!xdg-shell$).*"),
}


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def _stem(name: str) -> str:
    stem = name.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


# Files of the Windows wheel the app never loads: Mesa's software OpenGL (20 MiB), which
# Qt falls back to only for OpenGL drawing, and Torite draws none.
DROPPED_FILES = frozenset({"opengl32sw.dll"})


def keep(dest: str) -> bool:
    """Whether the file bundled at ``dest`` stays in the bundle."""
    parts = _parts(dest)
    if not parts or parts[0] != "PySide6":
        return True
    name = parts[-1]
    if name.lower() in DROPPED_FILES:
        return False
    if "translations" in parts[:-1]:
        return name in QT_TRANSLATIONS_KEPT
    if "plugins" in parts[:-2]:
        folder = parts[-2]
        if folder in DROPPED_PLUGIN_FOLDERS:
            return False
        pattern = DROPPED_PLUGINS.get(folder)
        return pattern is None or not pattern.fullmatch(_stem(name))
    return True


def is_plugin(dest: str) -> bool:
    return "plugins" in _parts(dest)[:-2]


PYTHON_LIBRARY = re.compile(r"(lib)?python3[0-9.]*(\.so.*|\.dll|\.dylib)?", re.IGNORECASE)


def is_root(entry: Entry) -> bool:
    """Extension modules, plugins and the Python library (the bootloader loads it)."""
    dest, _, typecode = entry
    return (
        typecode == "EXTENSION"
        or is_plugin(dest)
        or PYTHON_LIBRARY.fullmatch(PurePosixPath(dest).name) is not None
    )


def trimmed(entries: Iterable[Entry]) -> list[Entry]:
    return [entry for entry in entries if keep(entry[0])]


def prune_orphans(binaries: list[Entry], imports_of: Callable[[str], Iterable[str]]) -> list[Entry]:
    """Drop the shared libraries that no kept extension module, plugin or other root
    needs.  ``imports_of(src)`` names the libraries a binary links against (by file
    name or path; transitive lists are fine).  Python extension modules and plugins are
    the roots; a plain library stays only when a root reaches it."""
    by_name: dict[str, Entry] = {}
    for entry in binaries:
        if entry[2] != "SYMLINK":
            by_name.setdefault(_name(entry), entry)
    roots = [e for e in binaries if is_root(e)]
    reached: set[str] = set()
    stack = [_name(e) for e in roots]
    while stack:
        name = stack.pop()
        if name in reached or name not in by_name:
            continue
        reached.add(name)
        stack.extend(PurePosixPath(needed).name for needed in imports_of(by_name[name][1]))
    return [e for e in binaries if e[2] == "SYMLINK" or is_root(e) or _name(e) in reached]


def without_dangling_links(*lists: list[Entry]) -> tuple[list[Entry], ...]:
    """The lists without the symbolic links (PyInstaller's ``SYMLINK`` entries: ``src``
    is the target, relative to the link's folder) whose target is bundled by none of
    them any more."""
    dests = {_path(e[0]) for entries in lists for e in entries if e[2] != "SYMLINK"}

    def target(entry: Entry) -> str:
        return posixpath.normpath(posixpath.join(posixpath.dirname(_path(entry[0])), entry[1]))

    return tuple(
        [e for e in entries if e[2] != "SYMLINK" or target(e) in dests] for entries in lists
    )


def _path(dest: str) -> str:
    return posixpath.normpath(dest.replace("\\", "/"))


def _name(entry: Entry) -> str:
    return PurePosixPath(entry[0]).name
