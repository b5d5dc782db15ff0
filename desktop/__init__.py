"""Torite's desktop application (PySide6).  It shows views and sends actions; the
rules live in :mod:`rules_core` only.

The rooms, one folder each:

- :mod:`desktop.table` — the table a game is played on: whose turn it is and the bots
  (``turns``), where every piece lies (``geometry``, ``piles``, pure), the pieces on the
  scene (``cards``, ``view``), the person's gestures (``input``), what the table says
  (``words``, ``labels``), the bar under it (``bar``, ``buttons``), and the game's own
  parts fitted to it (``fittings``, ``panel``).
- :mod:`desktop.games` — one desk per game (``desk`` is what a desk declares).
- :mod:`desktop.pieces` — how pieces are drawn: French cards, karuta, tiles.
- :mod:`desktop.sitting` — the match flow without Qt: the deal being played
  (``session``), matches and counting, the autosave, the statistics store, lessons.
- :mod:`desktop.window` — the main window and its parts, one instance per data folder.
- :mod:`desktop.dialogs` — every dialog and page, one module each.
- :mod:`desktop.replay` — the replay viewer: a record stepped through on a watching table.

At the top: ``app`` starts everything, ``settings`` the person's choices, ``bots`` the
search worker, ``paths`` the bundled files, ``self_test`` and ``bench`` the checks.
"""
