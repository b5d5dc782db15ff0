"""Which games have a table in the app (Qt-free, so the command line can check ``--game``
before Qt starts): every game with a module in ``desktop/games``."""

from . import desk_ids

PLAYABLE_GAMES: tuple[str, ...] = desk_ids()
LEVELS_KEY = "_levels"  # stored with a game's options: the bots' levels, seat 1 first
HINT_LEVEL = "normal"  # the level the hint key asks (a game's desk may ask another)
VARIANT_KEY = "_variant"  # stored with a game's options: the variant chosen last
