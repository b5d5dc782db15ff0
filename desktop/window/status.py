"""What the main window's title and status bar say of the deal on show: the game and
deal number, the match so far (or this session's deals), and the deal's fingerprint.
Texts keep the window's translation context ("MainWindow")."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from rules_core.match import Match
from rules_core.registry import get_game

from ..sitting.session import Session


def title(session: Session | None, lesson: bool, lang: str) -> str:
    """The window's title: the game, the deal (or "guided deal"), practice."""
    if session is None:
        return "Torite"
    text = get_game(session.game_id).titles[lang]
    if lesson:
        text += " — " + QCoreApplication.translate("MainWindow", "guided deal")
    elif session.number > 0:
        text += " — " + QCoreApplication.translate("MainWindow", "deal {n}").format(
            n=session.number
        )
    if session.practice:
        text += " — " + QCoreApplication.translate("MainWindow", "practice")
    return text + " — Torite"


def show_fingerprint(label: QLabel, session: Session | None) -> None:
    """The deal's short fingerprint, from before its first move (a lesson or an opened
    record made before one was shown has none: pass None)."""
    short = session.short_fingerprint if session is not None else None
    if short is None:
        label.setText("")
        label.setToolTip("")
        return
    label.setText(QCoreApplication.translate("MainWindow", "Fingerprint {code}").format(code=short))
    label.setToolTip(
        QCoreApplication.translate(
            "MainWindow",
            "This deal's fingerprint, fixed before its first move. Once the deal is over, "
            "its saved record shows that the cards were never changed (Help ▸ Rules and "
            "glossary, computer players).",
        )
    )


def match_line(match: Match, session: Session, seat_name: Callable[[int], str], lang: str) -> str:
    """The match so far: everyone's running total; where deals form no match, this
    session's deals played, won and the total score."""
    game = get_game(match.game_id)
    if game.deals_form_match:
        from ..dialogs.score_sheet import score_names

        names = score_names(match.game_id, session.state.num_players, seat_name)
        totals = " · ".join(f"{n} {t:+d}" for n, t in zip(names, match.totals, strict=False))
        return QCoreApplication.translate("MainWindow", "Match after {n} {deals}: {totals}").format(
            n=match.deals_completed,
            deals=game.deal_word(lang, match.deals_completed),
            totals=totals,
        )
    stats = match.statistics()
    return QCoreApplication.translate(
        "MainWindow", "This session: played {deals}, won {wins}, total score {total:+d}"
    ).format(deals=stats["deals"], wins=stats["wins"], total=stats["totals"][0])
