"""Each game's own bot: ``rules_core.ai.games.<game id>``, a module, or a package when the
game has more than its heuristic (``bot``, and an exact ``solver`` of a finished deal and
the ``search`` that plays with it).

A game's bot names its heuristic class ``HEURISTIC`` and may offer ``search_bot(level,
budget)`` for a level its own search plays better than the shared one
(:func:`rules_core.ai.ai_module` finds it by the game's id).  What several games use lives
one level up, in :mod:`rules_core.ai`: the bot interface (``base``), the determinizing
search (``search``), the levels, the review of a finished deal, the trick helpers
(``tricks``) and what the exact solvers share (``solving``).  Nothing here imports another
game's bot.
"""
