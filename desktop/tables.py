"""Which games have a table in the app (Qt-free, so the command line can check ``--game``
before Qt starts).  A game joins the chooser when its table is added here."""

PLAYABLE_GAMES: tuple[str, ...] = ("mustfollow_solitaire", "crescendo", "hamlet", "allmighty")
TRICK_TABLE_GAMES: tuple[str, ...] = ("crescendo", "hamlet", "allmighty")
