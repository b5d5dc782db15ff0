"""Must-Follow Solitaire's bots: the fast heuristic with the hint's reasons (:mod:`.bot`),
the strong player over orders of the unseen cards (:mod:`.search`), and the exact solver of
a known stock order (:mod:`.solver`)."""

from .bot import HEURISTIC, search_bot

__all__ = ["HEURISTIC", "search_bot"]
