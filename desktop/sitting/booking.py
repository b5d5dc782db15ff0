"""What a finished deal books into the statistics: a line for the deal (none for a void
deal) and, when it ended its match, a line for the match.  Pure Python, no Qt."""

from __future__ import annotations

import json

from rules_core.match import Match

from .session import Session
from .statistics import DealLine, MatchLine, record_key


def statistics_lines(
    session: Session, match: Match, levels: str
) -> tuple[DealLine | None, MatchLine | None, str]:
    """The deal's line (with the deal's record, to replay it from the statistics), the
    match's line (when the deal ended it) and the key both are booked under (a mark of
    the deal's record).  ``levels``: the computer seats' levels, seat 1 first, joined by
    commas."""
    state = session.state
    game = state.game
    text = session.record().dumps()
    key = record_key(text)
    variant = session.variant or ""
    options = json.dumps(session.options, sort_keys=True)
    outcome = state.outcome(0)
    deal = None
    if outcome is not None:
        deal = DealLine(
            game=game.id,
            variant=variant,
            levels=levels,
            number=session.number,
            won=outcome.won,
            place=outcome.place,
            sides=outcome.sides,
            score=outcome.score,
            scores=tuple(state.scores()),
            options=options,
            key=key,
            fingerprint=session.fingerprint or "",
            record=text,
        )
    ended = match.outcome(0) if game.deals_form_match and match.is_over else None
    line = None
    if ended is not None:
        line = MatchLine(
            game=game.id,
            variant=variant,
            levels=levels,
            deals=match.deals_completed,
            won=ended.won,
            place=ended.place,
            sides=ended.sides,
            score=ended.score,
            totals=tuple(match.totals),
            options=options,
            key=key,
        )
    return deal, line, key
