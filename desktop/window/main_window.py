"""The main window: the game chooser, the table of the game on show, and the menus wired
to what they do; it starts matches, deals and lessons through the sitting
(``desktop/sitting``, the match flow without Qt).  Its parts have their rooms in
``desktop/window``: the menus, the requests handed over, the notices, dialogs opened
beside it, game records, saving and resuming, the end of a deal, the statistics, a
game's options, the Help menu, the language and text size.  Games come from their desks
(``desktop/games``); the window compares no game ids."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QInputDialog, QLabel, QMainWindow, QStackedWidget

from rules_core.game import BadDeal
from rules_core.registry import get_game

from ..dialogs.chooser import ChooserPage
from ..games import load_desk
from ..games.playable import LEVELS_KEY, PLAYABLE_GAMES
from ..settings import Settings
from ..sitting import MAX_DEAL_NUMBER, Sitting
from ..sitting.autosave import Autosave
from ..sitting.session import Session
from . import status
from .deal_end import DealEnd
from .help_menu import HelpMenu
from .language import Language
from .menus import Menus
from .notices import shown_text
from .opener import Opener
from .options import GameOptions
from .records import Records
from .requests import RequestQueue
from .saving import IGNORE_KEY, Saving
from .statistics import StatisticsView

if TYPE_CHECKING:  # imported when first needed: the app opens on the chooser, and its
    # first paint does not wait for the card scene, the bots or the dialogs
    from rules_core.tutorial import Coach

    from ..games.desk import GameDesk
    from ..table.table import Table
    from .instance import Request

__all__ = ["MIN_SIZE", "MainWindow"]
MIN_SIZE = (720, 480)  # below this the table cannot show a hand of thirteen


class MainWindow(QMainWindow):
    """``autosave``: the file that keeps the game on the table across restarts (None: off).
    ``statistics``: the statistics file (None: no statistics, as in tests and screenshots)."""

    def __init__(
        self,
        settings: Settings | None = None,
        autosave: Path | None = None,
        statistics: Path | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or Settings()
        ignore = str(self.settings.store.value(IGNORE_KEY, "") or "") or None
        self.sitting = Sitting(Autosave(autosave, ignore=ignore) if autosave else None)
        self.pages = QStackedWidget()
        self.opener = Opener(self, self.pages)
        self.records = Records(self)
        self.saving = Saving(self)
        self.deal_end = DealEnd(self)
        self.statistics = StatisticsView(self)
        self.game_options = GameOptions(self)
        self.help = HelpMenu(self)
        self.queue = RequestQueue(self._carry_out, self)  # command lines, one at a time
        self.session_label = QLabel()
        self.language = Language(self, self.settings)
        self.rng = random.Random()
        self.game_id = PLAYABLE_GAMES[0]
        self.chooser = ChooserPage(self.settings)
        self.chooser.chosen.connect(self.game_options.ask_then_play)
        self.chooser.learn.connect(self.start_tutorial)
        self.tables: dict[str, Table] = {}
        self.current_table: Table | None = None  # the table on show or last shown
        self.pages.addWidget(self.chooser)
        self.setCentralWidget(self.pages)
        self.menus = Menus(
            self,
            self.settings,
            self._menu_slots(),
            {
                "four_colour": lambda on: self._each_table(lambda t: t.set_four_colour(on)),
                "kind_labels": lambda on: self._each_table(lambda t: t.set_kind_labels(on)),
                "memory_aid": self.set_memory_aid,
                "show_legal": self.set_show_legal,
                "check_play": self.set_check_play,
                "reduce_motion": lambda on: setattr(self.settings, "reduce_motion", on),
            },
            {
                "speed": lambda name: setattr(self.settings, "animation", name),
                "pause": lambda name: setattr(self.settings, "trick_pause", name),
                "language": self.apply_language,
                "text_size": self.language.set_text_size,
            },
        )
        self.statusBar().addPermanentWidget(self.session_label)
        self.fingerprint_label = QLabel()  # the deal's commitment, shown before its first move
        self.statusBar().addPermanentWidget(self.fingerprint_label)
        self.apply_language(self.settings.language)
        if self.settings.text_size != "normal":
            self.language.set_text_size(self.settings.text_size)
        self.setMinimumSize(*MIN_SIZE)
        self.resize(1100, 760)
        self.chooser.set_under_way(self.sitting.kept_games())
        self.pages.setCurrentWidget(self.chooser)
        if statistics is not None:
            self.statistics.open_file(statistics)

    def _menu_slots(self) -> dict[str, Callable[[], object]]:
        records, deal_end = self.records, self.deal_end
        return {
            **{"new": self.ask_new_game, "next": self._next_requested},
            **{"restart": self.restart_deal, "number": self.ask_deal_number},
            **{"open": records.open, "save": records.save, "copy": records.copy},
            **{"paste": records.paste, "chooser": self.show_chooser},
            **{"replay": records.replay_table, "replay_file": records.replay_file},
            "replay_pasted": records.replay_pasted,
            **{"options": self.game_options.edit, "sheet": deal_end.show_score_sheet},
            **{"log": deal_end.show_log, "statistics": self.statistics.show, "quit": self.close},
            **{"undo": lambda: self.table.undo(), "redo": lambda: self.table.redo()},
            **{"hint": lambda: self.table.hint(), "why": lambda: self.table.explain_bots()},
            **{"learn": lambda: self.start_tutorial(self.game_id), "rules": self.help.show_rules},
            "about": self.help.show_about,
        }

    # -- tables ---------------------------------------------------------------------------

    def desk(self, game_id: str | None = None) -> GameDesk:
        return load_desk(game_id or self.game_id)

    def _table_for(self, game_id: str) -> Table:
        """The table of ``game_id`` (made the first time the game is played)."""
        table = self.tables.get(game_id)
        if table is None:
            from ..table.table import Table  # the first table: after the first paint

            table = Table(self.settings, self.desk(game_id))
            table.finished.connect(lambda t=table: self.deal_end.table_finished(t))
            table.changed.connect(self.update_actions)
            table.changed.connect(lambda t=table: self.saving.table_changed(t))
            table.next_requested.connect(self._next_requested)
            table.changed.connect(self.deal_end.reopened)
            table.ask_practice = self.ask_practice
            self.pages.addWidget(table)
            self.tables[game_id] = table
        return table

    @property
    def table(self) -> Table:
        """The table on show or last shown; before any game, the first game's (made when
        first asked for: the app opens on the chooser without building a table)."""
        if self.current_table is None:
            self.current_table = self._table_for(self.game_id)
        return self.current_table

    @property
    def on_table(self) -> bool:
        table = self.current_table
        return table is not None and self.pages.currentWidget() is table and bool(table.session)

    def shown(self) -> tuple[Session | None, bool]:
        """The deal on the table on show (or last shown), and whether it is a lesson's."""
        table = self.current_table
        if table is None:
            return None, False
        return table.session, table.coach is not None

    def _each_table(self, change: Callable[[Table], None]) -> None:
        for table in self.tables.values():
            change(table)

    # -- settings -------------------------------------------------------------------------

    def apply_language(self, code: str) -> None:
        """Switch the interface language now: our texts and Qt's own (OK, Cancel …)."""
        self.language.install(code)
        self.menus.lang_actions[code].setChecked(True)
        self.menus.retranslate()
        self.chooser.retranslate()
        self._each_table(lambda table: table.retranslate())
        self.update_session_label()
        self.update_actions()

    def set_check_play(self, on: bool) -> None:
        """The live play checker of the game on the table (remembered per game)."""
        self.settings.set_check_play(self.game_id, on)
        if self.current_table is not None:
            self.current_table.update_controls()

    def set_show_legal(self, on: bool) -> None:
        """The practice switch of the game on the table (remembered per game)."""
        self.settings.set_show_legal(self.game_id, on)
        if self.current_table is not None:
            self.current_table.relayout_now()

    def set_memory_aid(self, on: bool) -> None:
        self.settings.memory_aid = on
        self.table.relayout_now()

    def set_bot_level(self, game_id: str, level: str) -> None:
        """Every computer seat of ``game_id`` plays at ``level`` from its next deal on."""
        options = self.settings.game_options(game_id)
        options[LEVELS_KEY] = [level] * (max(get_game(game_id).player_counts) - 1)
        self.settings.set_game_options(game_id, options)

    # -- games and deals ------------------------------------------------------------------

    def show_chooser(self) -> None:
        self.chooser.set_under_way(self.saving.games_under_way())
        self.pages.setCurrentWidget(self.chooser)
        self.update_actions()
        self.update_session_label()

    def choose_game(self, game_id: str) -> None:
        """A new match of ``game_id`` (nothing asked: see ``ask_new_game``)."""
        self.game_id = game_id
        self.new_game()

    def handle_request(self, request: Request, raise_window: bool = True) -> None:
        """What a command line asked for (desktop/window/requests.py): a record, a lesson,
        a game (a deal of it), through the menus' own paths, each in its turn."""
        if raise_window:
            if self.isMinimized():
                self.showNormal()
            self.show()
            self.raise_()
            self.activateWindow()
        self.queue.add(request)

    def _carry_out(self, request: Request) -> None:
        if request.open:
            self.records.open(request.open)
        elif request.tutorial in PLAYABLE_GAMES:
            self.start_tutorial(request.tutorial)
        elif request.game in PLAYABLE_GAMES:
            self.play_game(request.game, request.seed)

    def play_game(self, game_id: str, number: int | None = None) -> None:
        """``torite --game ID [--seed N]``: the game of ``game_id`` under way, else a new
        match; with a deal number, that deal (after asking, if a match is under way)."""
        if self.saving.resume_game(game_id):
            if number is not None and self.saving.make_room(game_id):
                self.new_game(number)
            return
        self.game_id = game_id
        self.new_game(number)

    def ask_new_game(self) -> None:
        if self.saving.make_room(self.game_id):
            self.new_game()

    def ask_deal_number(self) -> None:
        session = self.table.session if self.on_table else None
        number, ok = QInputDialog.getInt(
            self,
            self.tr("Play deal number"),
            self.tr("Deal number (the same number gives the same deal):"),
            session.number if session is not None and session.number > 0 else 1,
            1,
            MAX_DEAL_NUMBER,
        )
        self.opener.focus_back()
        if ok and self.saving.make_room(self.game_id):
            self.new_game(number)

    def new_game(self, number: int | None = None) -> None:
        """A new match (a new deal where deals do not form a match)."""
        self.deal_end.book()  # a deal just finished belongs to the match it ends
        self.sitting.new_match(self.game_id, self.settings.game_options(self.game_id))
        self.next_deal(number)

    def next_deal(self, number: int | None = None) -> None:
        """The match's next deal.  A deal just finished is counted first (Enter may come
        before its last trick is shown)."""
        self.deal_end.close_summary()
        self.deal_end.book()
        if self.sitting.needs_new_match(self.game_id):
            self.new_game(number)
            return
        number = number if number is not None else self.rng.randrange(1, MAX_DEAL_NUMBER)
        try:
            session = self.sitting.deal(self.game_id, number)
        except BadDeal as exc:  # e.g. options edited by hand: say so, keep the table as it is
            self.opener.warn(self.tr("Cannot start the deal"), shown_text(str(exc)))
            return
        self.start_session(session)

    def _next_requested(self) -> None:
        """Enter, Ctrl+Return or the button on a finished deal: its summary first if it
        has not been shown, then the match's next deal; in a tutorial its next lesson,
        and after the last a real game."""
        coach = self.table.coach
        if coach is None:
            if not self.deal_end.summary_first():
                self.next_deal()
        elif not coach.last:
            self.start_tutorial(coach.tutorial.game, coach.number + 1)
        else:
            self.game_options.ask_then_play(coach.tutorial.game)

    def start_tutorial(self, game_id: str, lesson: int = 0) -> bool:
        """Play ``game_id``'s guided first deal (its lesson ``lesson``) at the real table (a
        game under way is kept aside, to come back to); a missing or broken tutorial file
        is told, and the table stays as it was."""
        from rules_core.tutorial import BadTutorial, Coach

        from ..sitting.tutorials import load_tutorial

        try:
            coach = Coach(load_tutorial(game_id), lesson)
        except BadTutorial as exc:
            self.opener.show_message(self.tr("Cannot start the tutorial"), str(exc))
            return False
        start = dataclasses.replace(coach.lesson.record, actions=[])  # the deal, unplayed
        self.start_session(Session.from_record(start), coach)
        return True

    def start_session(self, session: Session, coach: Coach | None = None) -> None:
        """Put ``session`` on its game's table (see ``show_table``)."""
        self.show_table(self._table_for(session.game_id), session, coach)

    def show_table(
        self, table: Table, session: Session | None = None, coach: Coach | None = None
    ) -> None:
        """Show ``table``, started on ``session`` (a lesson's with its ``coach``) or as it
        stands.  The game it displaces (another game's, or this game's real one making
        way for a lesson) is kept aside."""
        previous = self.current_table
        left = previous.session if previous is not None else None
        if previous is not None and previous is not table:
            self.deal_end.book(previous)  # its last trick may still be on show
        kept = (
            previous is not None
            and (previous is not table or coach is not None)
            and self.saving.keep_aside(previous)
        )
        shown = session if session is not None else table.session
        assert shown is not None
        self.game_id = shown.game_id
        self.current_table = table
        self.menus.act_show_legal.setChecked(self.settings.show_legal(self.game_id))
        self.menus.act_check_play.setChecked(self.settings.check_play(self.game_id))
        self.pages.setCurrentWidget(table)
        if session is not None:
            table.coach = coach  # a lesson, or None: a real deal
            table.start(session)
        table.setFocus()
        self.update_session_label()
        self.update_actions()
        if kept and left is not None:
            title = get_game(left.game_id).titles[self.settings.language]
            self.statusBar().showMessage(
                self.tr("{game} is kept: choose it again to go on where you left it.").format(
                    game=title
                ),
                8000,
            )

    def ask_practice(self) -> bool:
        """Before going back past pieces the person has seen: the deal would be practice."""
        return self.opener.ask(
            self.tr("Practise this deal?"),
            self.tr(
                "You have seen cards since then. Going back makes this deal practice: "
                "it will not count in your statistics. Go back?"
            ),
        )

    def restart_deal(self) -> None:
        if self.on_table and self.table.session is not None:
            self.deal_end.close_summary()
            self.table.restart()

    # -- state of the window --------------------------------------------------------------

    def restore_geometry(self) -> None:
        saved = self.settings.store.value("window/geometry")
        try:
            restored = saved is not None and self.restoreGeometry(saved)
        except (TypeError, ValueError):
            restored = False
        if not restored:
            self.resize(1100, 760)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.settings.store.setValue("window/geometry", self.saveGeometry())
        self.saving.write()
        super().closeEvent(event)

    def update_actions(self) -> None:
        """The menus, the title and the fingerprint follow the table on show."""
        on_table = self.on_table
        session = self.table.session if on_table else None
        self.menus.update(
            on_table=on_table,
            can_undo=session is not None and session.can_undo,
            can_redo=session is not None and session.can_redo,
            finished=session is not None and session.state.is_terminal,
            bots=on_table and self.table.has_bots(),
            match=on_table and get_game(self.game_id).deals_form_match,
            statistics=self.sitting.stats is not None,
        )
        lesson = on_table and self.table.coach is not None
        self.setWindowTitle(status.title(session, lesson, self.settings.language))
        status.show_fingerprint(self.fingerprint_label, None if lesson else session)

    def update_session_label(self) -> None:
        match = self.sitting.matches.get(self.game_id)
        lesson = self.current_table is not None and self.current_table.coach is not None
        session = self.table.session if self.on_table and not lesson else None
        text = ""
        if match is not None and match.deals and session is not None:
            text = status.match_line(match, session, self.table.seat_name, self.settings.language)
        self.session_label.setText(text)
