"""Which games have a table in the app (Qt-free, so the command line can check ``--game``
before Qt starts).  A game joins the chooser when its table is added here."""

PLAYABLE_GAMES: tuple[str, ...] = (
    "mustfollow_solitaire",
    "crescendo",
    "hamlet",
    "allmighty",
    "ando_coop",
)
TRICK_TABLE_GAMES: tuple[str, ...] = ("crescendo", "hamlet", "allmighty", "ando_coop")
COOP_GAMES: tuple[str, ...] = ("ando_coop",)  # on the co-op table (a kind of trick table)
LEVELS_KEY = "_levels"  # stored with a game's options: the bots' levels, seat 1 first
HINT_LEVEL = "normal"  # the hint key asks the search (the solitaire asks its solver)
SOLITAIRE_HINT_LEVEL = "strong"
VARIANT_KEY = "_variant"  # stored with a game's options: the variant chosen last
