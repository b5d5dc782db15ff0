"""Co-op Must-Follow's bots: the plan every seat can work out and its table talk
(:mod:`.bot`), the search's tie-breaks on the way to a win (:mod:`.search`), and the exact
solver that says whether a finished solo deal was winnable (:mod:`.solver`)."""

from .bot import HEURISTIC
from .search import search_bot

__all__ = ["HEURISTIC", "search_bot"]
