"""The main window: the game chooser, the table of the game on show, and the menus wired
to the dialogs (``desktop/dialogs``).  The match flow is the sitting's
(``desktop/sitting``: matches, counting finished deals, saving, games kept aside); the
menus, the waiting requests and the notices have their rooms in ``desktop/window``.
Games come from their desks (``desktop/games``); the window compares no game ids."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QTimer, QTranslator
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
)

from rules_core.game import BadDeal
from rules_core.record import Record, load, loads, save
from rules_core.registry import get_game
from rules_core.version import __version__

from .autosave import Autosave, Resumed, ResumeKind
from .dialogs.chooser import ChooserPage
from .folders import RECORDS, remember_folder, start_folder
from .games import load_desk
from .paths import asset
from .session import Session
from .settings import TEXT_SIZES, Settings
from .sitting import MAX_DEAL_NUMBER, SaveProblem, Sitting, record_name
from .statistics import Opened, OpenKind, Statistics
from .tables import LEVELS_KEY, PLAYABLE_GAMES, VARIANT_KEY
from .window import notices, status
from .window.menus import Menus
from .window.notices import MAX_SHOWN, Notices, delete_on_close, message, shown_text
from .window.requests import MAX_WAITING_REQUESTS, RequestQueue

if TYPE_CHECKING:  # imported when first needed: the app opens on the chooser, and its
    # first paint does not wait for the card scene, the bots or the dialogs
    from PySide6.QtGui import QAction

    from rules_core.tutorial import Coach

    from .desk import GameDesk
    from .dialogs.end_of_deal import EndOfDealDialog
    from .dialogs.help import HelpDialog
    from .dialogs.options import OptionsDialog
    from .dialogs.statistics import StatisticsDialog
    from .instance import Request
    from .table_base import TableBase

__all__ = ["MAX_DEAL_NUMBER", "MAX_SHOWN", "MAX_WAITING_REQUESTS", "MainWindow", "shown_text"]
MIN_SIZE = (720, 480)  # below this the table cannot show a hand of thirteen
IGNORE_KEY = "autosave/ignore"  # the fingerprint of a damaged autosave that could not move
STATISTICS_IGNORE_KEY = "statistics/ignore"  # the same for a damaged statistics file
# The About box's licence paragraph (tests/test_licence.py checks it against the other
# files that state the licence).
ABOUT_LICENCE = str(
    QT_TRANSLATE_NOOP(
        "MainWindow",
        "Torite is free software under the GNU General Public License, version 3 or later "
        "(GPL-3.0-or-later): you may share and change it under its terms. It comes with no "
        "warranty. Bundled: Qt and Qt for Python (GNU LGPL 3), Noto Sans JP (SIL Open Font "
        "License 1.1).",
    )
)


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
        self.autosave, self.matches, self.kept = (
            self.sitting.autosave,
            self.sitting.matches,
            self.sitting.kept,
        )
        self.stats_opened: Opened | None = None
        self.statistics_dialog: StatisticsDialog | None = None
        self.statistics_message: QMessageBox | None = None
        self.resume_message: QMessageBox | None = None
        self.claim_message: QMessageBox | None = None
        self.queue = RequestQueue(self._carry_out, self)
        self.requests = self.queue.waiting  # command lines waiting their turn
        self.notices = Notices()  # start-up problems, told one at a time
        self.session_label = QLabel()
        self.translator, self.qt_translator = QTranslator(self), QTranslator(self)
        self.rng = random.Random()
        self._base_font_size: float | None = None  # the app's own, before any text size
        self.game_id = PLAYABLE_GAMES[0]
        self.pages = QStackedWidget()
        self.chooser = ChooserPage(self.settings)
        self.chooser.chosen.connect(self.ask_options_then_play)
        self.chooser.learn.connect(self.learn)
        self.options_dialog: OptionsDialog | None = None
        self.tables: dict[str, TableBase] = {}
        self._table: TableBase | None = None  # the table on show or last shown
        self.pages.addWidget(self.chooser)
        self.setCentralWidget(self.pages)
        self.end_dialog: EndOfDealDialog | None = None
        self._summarised: Session | None = None  # the last deal whose summary was shown
        self.menus = Menus(
            self,
            self.settings,
            self._menu_slots(),
            {
                "four_colour": lambda on: self._each_table(lambda t: t.set_four_colour(on)),
                "kind_labels": lambda on: self._each_table(lambda t: t.set_kind_labels(on)),
                "memory_aid": self.set_memory_aid,
                "show_legal": self.set_show_legal,
                "reduce_motion": lambda on: setattr(self.settings, "reduce_motion", on),
            },
            {
                "speed": lambda name: setattr(self.settings, "animation", name),
                "pause": lambda name: setattr(self.settings, "trick_pause", name),
                "language": self.apply_language,
                "text_size": self.set_text_size,
            },
        )
        self.statusBar().addPermanentWidget(self.session_label)
        self.fingerprint_label = QLabel()  # the deal's commitment, shown before its first move
        self.statusBar().addPermanentWidget(self.fingerprint_label)
        self.apply_language(self.settings.language)
        if self.settings.text_size != "normal":
            self.set_text_size(self.settings.text_size)
        self.setMinimumSize(*MIN_SIZE)
        self.resize(1100, 760)
        self.chooser.set_under_way(self.sitting.kept_games())
        self.pages.setCurrentWidget(self.chooser)
        if statistics is not None:
            self.open_statistics(statistics)

    def _menu_slots(self) -> dict[str, Callable[[], object]]:
        return {
            **{"new": self.ask_new_game, "next": self._next_requested},
            **{"restart": self.restart_deal, "number": self.ask_deal_number},
            **{"open": self.open_record, "save": self.save_record, "copy": self.copy_record},
            **{"paste": self.paste_record, "chooser": self.show_chooser},
            **{"options": self.edit_options, "sheet": self.show_score_sheet},
            **{"log": self.show_log, "statistics": self.show_statistics, "quit": self.close},
            **{"undo": lambda: self.table.undo(), "redo": lambda: self.table.redo()},
            **{"hint": lambda: self.table.hint(), "why": lambda: self.table.explain_bots()},
            **{"learn": lambda: self.learn(self.game_id), "rules": self.show_rules},
            "about": self.show_about,
        }

    def __getattr__(self, name: str) -> QAction | dict[str, QAction]:
        """``act_…`` and ``…_actions``: the menus' actions (as the window once held them)."""
        menus = self.__dict__.get("menus")
        if menus is not None and (name.startswith("act_") or name.endswith("_actions")):
            found: QAction | dict[str, QAction] = getattr(menus, name)
            return found
        raise AttributeError(name)

    @property
    def stats(self) -> Statistics | None:
        return self.sitting.stats

    # -- tables ---------------------------------------------------------------------------

    def desk(self, game_id: str | None = None) -> GameDesk:
        return load_desk(game_id or self.game_id)

    def _table_for(self, game_id: str) -> TableBase:
        """The table of ``game_id`` (made the first time the game is played)."""
        table = self.tables.get(game_id)
        if table is None:
            table = self.desk(game_id).make_table(self.settings)
            table.finished.connect(lambda t=table: self._table_finished(t))
            table.changed.connect(self._update_actions)
            table.changed.connect(lambda t=table: self._table_changed(t))
            table.next_requested.connect(self._next_requested)
            table.changed.connect(self._deal_reopened)
            table.ask_practice = self.ask_practice
            self.pages.addWidget(table)
            self.tables[game_id] = table
        return table

    @property
    def table(self) -> TableBase:
        """The table on show or last shown; before any game, the first game's (made when
        first asked for: the app opens on the chooser without building a table)."""
        if self._table is None:
            self._table = self._table_for(self.game_id)
        return self._table

    @table.setter
    def table(self, table: TableBase) -> None:
        self._table = table

    @property
    def on_table(self) -> bool:
        table = self._table
        return table is not None and self.pages.currentWidget() is table and bool(table.session)

    def _shown(self) -> tuple[Session | None, bool]:
        """The deal on the table on show (or last shown), and whether it is a lesson's."""
        table = self._table
        if table is None:
            return None, False
        return table.session, table.coach is not None

    def _each_table(self, change: Callable[[TableBase], None]) -> None:
        for table in self.tables.values():
            change(table)

    # -- settings -------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.menus.retranslate()
        self.chooser.retranslate()
        self._each_table(lambda table: table.retranslate())
        self._update_session_label()
        self._update_actions()

    def apply_language(self, code: str) -> None:
        """Switch the interface language now: our texts and Qt's own (OK, Cancel …)."""
        self.settings.language = code
        app = QCoreApplication.instance()
        if app is not None:
            app.removeTranslator(self.translator)
            app.removeTranslator(self.qt_translator)
            if code == "ja":
                if self.translator.load(str(asset("i18n", "torite_ja.qm"))):
                    app.installTranslator(self.translator)
                if load_qt_translations(self.qt_translator, code):
                    app.installTranslator(self.qt_translator)
        self.menus.lang_actions[code].setChecked(True)
        self.retranslate()

    def set_show_legal(self, on: bool) -> None:
        """The practice switch of the game on the table (remembered per game)."""
        self.settings.set_show_legal(self.game_id, on)
        if self._table is not None:
            self._table.relayout_now()

    def set_text_size(self, name: str) -> None:
        """Scale the interface's text (menus, bars, dialogs, the lesson panel)."""
        self.settings.text_size = name
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        if self._base_font_size is None:
            self._base_font_size = app.font().pointSizeF()
        font = app.font()
        font.setPointSizeF(self._base_font_size * TEXT_SIZES.get(name, 1.0))
        app.setFont(font)

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
        self.chooser.set_under_way(self.games_under_way())
        self.pages.setCurrentWidget(self.chooser)
        self._update_actions()
        self._update_session_label()

    def choose_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.new_game()

    def ask_options_then_play(self, game_id: str) -> None:
        """From the chooser: the game's match or deal under way goes on; else a game with
        options, variants or computer players opens its new-game dialog first."""
        from .dialogs.options import OptionsDialog

        if self.resume_game(game_id):
            return
        game = get_game(game_id)
        if not (game.options or game.variants or max(game.player_counts) > 1):
            self.choose_game(game_id)
            return
        lang = self.settings.language
        dialog = OptionsDialog(
            game_id, self.settings.game_options(game_id), lang, self, new_game=True
        )
        dialog.setWindowTitle(self.tr("New game: {game}").format(game=game.titles[lang]))

        def closed(code: int) -> None:
            if code == QDialog.DialogCode.Accepted:
                self.settings.set_game_options(game_id, dialog.values())
                self.choose_game(game_id)

        self._open_options(dialog, closed)

    def edit_options(self) -> None:
        from .dialogs.options import OptionsDialog

        game_id, lang = self.game_id, self.settings.language
        dialog = OptionsDialog(game_id, self.settings.game_options(game_id), lang, self)
        dialog.accepted.connect(lambda: self.settings.set_game_options(game_id, dialog.values()))
        self._open_options(dialog, lambda _code: None)

    def _open_options(self, dialog: OptionsDialog, closed: Callable[[int], None]) -> None:
        def finished(code: int) -> None:
            self.options_dialog = None
            closed(code)

        self.options_dialog = dialog
        self._open(dialog, finished)

    def in_progress(self) -> bool:
        """Whether a new match of the game on the table (or last shown) would give
        something up: a deal or match under way, or a game of its kind kept aside."""
        session, lesson = self._shown()
        if session is None:
            return False
        return self.sitting.room_for(session.game_id, session, lesson).ask

    def make_room(self, game_id: str) -> bool:
        """Before a new deal or match of ``game_id`` takes the table: that game under way
        (on show or kept aside) is given up only if the person says so; a game of another
        kind on show is kept aside (nothing asked, nothing lost)."""
        session, lesson = self._shown()
        room = self.sitting.room_for(game_id, session, lesson)
        if room.ask:
            answer = self._ask(
                self.tr("Leave this game?"),
                self.tr("The deal or match on the table will be given up. Go on?"),
            )
            if not answer:
                return False
            self.sitting.forget_kept(game_id)
        if room.keep_shown and self._table is not None:
            self.keep_aside(self._table)
        return True

    def kept_games(self) -> set[str]:
        return self.sitting.kept_games()

    def games_under_way(self) -> set[str]:
        """The games with a deal or match to go back to: at their tables, or kept aside."""
        at_tables = {
            game_id
            for game_id, table in self.tables.items()
            if self.sitting.under_way(table.session, table.coach is not None)
        }
        return at_tables | self.sitting.kept_games()

    def keep_aside(self, table: TableBase) -> bool:
        """Keep the game on ``table`` to come back to (True if it was under way)."""
        kept, problem = self.sitting.keep_aside(table.session, table.coach is not None)
        self._tell_save_problem(problem)
        return kept

    def resume_game(self, game_id: str) -> bool:
        """Show the game of ``game_id`` under way again, from its table, from memory, or
        from its file kept aside; False when there is none (or it cannot be read: then
        it is set aside as broken, and the person is told)."""
        table = self.tables.get(game_id)
        if table is not None and self.sitting.under_way(table.session, table.coach is not None):
            self._show_table(table)
        elif game_id in self.sitting.kept:
            self.start_session(self.sitting.kept[game_id])
        else:
            result = self.sitting.read_kept(game_id)
            if result is None or result.kind is not ResumeKind.RESUMED or not result.record:
                if result is not None:
                    self._tell_resume_problem(result)
                return False
            try:
                self._play_record(result.record, from_autosave=True)
            except Exception as exc:  # noqa: BLE001 - any failure: set aside, tell
                self.sitting.matches.pop(game_id, None)
                kept = self.sitting.kept_file(game_id)
                assert kept is not None
                self._tell_resume_problem(kept.set_aside(exc))
                return False
        self.write_autosave()  # the game is in autosave.json again before its kept copy goes
        self.sitting.forget_kept(game_id)
        self.statusBar().showMessage(self.tr("Resumed the game you left."), 6000)
        return True

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
            self.open_record(request.open)
        elif request.tutorial in PLAYABLE_GAMES:
            self.start_tutorial(request.tutorial)
        elif request.game in PLAYABLE_GAMES:
            self.play_game(request.game, request.seed)

    def play_game(self, game_id: str, number: int | None = None) -> None:
        """``torite --game ID [--seed N]``: the game of ``game_id`` under way, else a new
        match; with a deal number, that deal (after asking, if a match is under way)."""
        if self.resume_game(game_id):
            if number is not None and self.make_room(game_id):
                self.new_game(number)
            return
        self.game_id = game_id
        self.new_game(number)

    def ask_new_game(self) -> None:
        if self.make_room(self.game_id):
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
        self._focus_back()
        if ok and self.make_room(self.game_id):
            self.new_game(number)

    def new_game(self, number: int | None = None) -> None:
        """A new match (a new deal where deals do not form a match)."""
        self.book_finished_deal()  # a deal just finished belongs to the match it ends
        self.sitting.new_match(self.game_id, self.settings.game_options(self.game_id))
        self.next_deal(number)

    def next_deal(self, number: int | None = None) -> None:
        """The match's next deal.  A deal just finished is counted first (Enter may come
        before its last trick is shown)."""
        if self.end_dialog is not None:
            self.end_dialog.close()
        self.book_finished_deal()
        if self.sitting.needs_new_match(self.game_id):
            self.new_game(number)
            return
        number = number if number is not None else self.rng.randrange(1, MAX_DEAL_NUMBER)
        try:
            session = self.sitting.deal(self.game_id, number)
        except BadDeal as exc:  # e.g. options edited by hand: say so, keep the table as it is
            QMessageBox.warning(self, self.tr("Cannot start the deal"), shown_text(str(exc)))
            return
        self.start_session(session)

    def _next_requested(self) -> None:
        """Enter, Ctrl+Return or the button on a finished deal: its summary first if it
        has not been shown (Enter during the last trick never skips it unseen), then the
        match's next deal; in a tutorial its next lesson, and after the last a real game."""
        coach = self.table.coach
        if coach is None:
            session = self.table.session
            finished = session is not None and session.state.is_terminal
            if finished and self.on_table and session is not self._summarised:
                self.show_end_dialog()
                return
            self.next_deal()
        elif not coach.last:
            self.start_tutorial(coach.tutorial.game, coach.number + 1)
        else:
            self.ask_options_then_play(coach.tutorial.game)

    def learn(self, game_id: str) -> None:
        """The game's guided first deal (a game under way is kept aside, to come back to)."""
        self.start_tutorial(game_id)

    def start_tutorial(self, game_id: str, lesson: int = 0) -> bool:
        """Play ``game_id``'s guided first deal (its lesson ``lesson``) at the real table; a
        missing or broken tutorial file is told, and the table stays as it was."""
        from rules_core.tutorial import BadTutorial, Coach

        from .tutorials import load_tutorial

        try:
            coach = Coach(load_tutorial(game_id), lesson)
        except BadTutorial as exc:
            self._open(message(self, self.tr("Cannot start the tutorial"), str(exc)))
            return False
        start = dataclasses.replace(coach.lesson.record, actions=[])  # the deal, unplayed
        self.start_session(Session.from_record(start), coach)
        return True

    def start_session(self, session: Session, coach: Coach | None = None) -> None:
        """Put ``session`` on its game's table (see ``_show_table``)."""
        self._show_table(self._table_for(session.game_id), session, coach)

    def _show_table(
        self, table: TableBase, session: Session | None = None, coach: Coach | None = None
    ) -> None:
        """Show ``table``, started on ``session`` (a lesson's with its ``coach``) or as it
        stands.  The game it displaces (another game's, or this game's real one making
        way for a lesson) is kept aside."""
        previous = self._table
        left = previous.session if previous is not None else None
        if previous is not None and previous is not table:
            self.book_finished_deal(previous)  # its last trick may still be on show
        kept = (
            previous is not None
            and (previous is not table or coach is not None)
            and self.keep_aside(previous)
        )
        shown = session if session is not None else table.session
        assert shown is not None
        self.game_id = shown.game_id
        self.table = table
        self.menus.act_show_legal.setChecked(self.settings.show_legal(self.game_id))
        self.pages.setCurrentWidget(table)
        if session is not None:
            table.coach = coach  # a lesson, or None: a real deal
            table.start(session)
        table.setFocus()
        self._update_session_label()
        self._update_actions()
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
        return self._ask(
            self.tr("Practise this deal?"),
            self.tr(
                "You have seen cards since then. Going back makes this deal practice: "
                "it will not count in your statistics. Go back?"
            ),
        )

    def _deal_reopened(self) -> None:
        """A finished deal undone: taken back out of its match and the statistics."""
        session = self.table.session
        if session is self._summarised and session is not None and not session.state.is_terminal:
            self._summarised = None  # finished again, it is summed up again
        if session is not None and self.sitting.reopened(session):
            if self.statistics_dialog is not None:
                self.statistics_dialog.refresh()
            self._update_session_label()

    def restart_deal(self) -> None:
        if self.on_table and self.table.session is not None:
            if self.end_dialog is not None:
                self.end_dialog.close()
            self.table.restart()

    def book_finished_deal(self, table: TableBase | None = None) -> None:
        """Count the finished deal on ``table`` (the one on show) once in its match and
        the statistics.  Called when the table says the deal is over, and before anything
        replaces or leaves a table whose last trick is still on show (Enter, New game,
        another game), so no deal is ever dropped."""
        table = table if table is not None else self._table
        if table is None or table.session is None:
            return
        levels = lambda: self._bot_levels(table)  # noqa: E731 - asked only when it is booked
        counted = self.sitting.count(table.session, table.coach is not None, levels)
        if counted is None:
            return
        if counted.stats_problem is not None:
            text = self.tr("The finished deal could not be added to the statistics: {error}")
            self._open(
                message(self, self.tr("Statistics"), text.format(error=counted.stats_problem))
            )
        if self.statistics_dialog is not None:
            self.statistics_dialog.refresh()
        if table is self._table:
            self._update_session_label()
            self.write_autosave()

    def _bot_levels(self, table: TableBase) -> str:
        """The levels of the computer seats at ``table``, seat 1 first, joined by commas."""
        from rules_core.ai.levels import DEFAULT_LEVEL

        from .trick_table import TrickTable

        assert table.session is not None
        state = table.session.state
        bots = [s for s in range(state.num_players) if state.decider(s) != 0]
        if isinstance(table, TrickTable):
            return ",".join(table.level_of(s) for s in bots)
        levels = self.settings.bot_levels(state.game.id)
        return ",".join(levels[s - 1] if s <= len(levels) else DEFAULT_LEVEL for s in bots)

    # -- the end of a deal ----------------------------------------------------------------

    def _table_finished(self, table: TableBase) -> None:
        """A deal's last trick has been shown: its end dialog, if the table is still the
        one on show (a table left meanwhile had its deal counted when it was left)."""
        if table is self._table:
            self.show_end_dialog()
        else:
            self.book_finished_deal(table)

    def show_end_dialog(self) -> None:
        """The finished deal's summary, once (also when Enter asked for it first), placed
        inside the table's area."""
        from .dialogs.end_of_deal import EndOfDealDialog

        if self.table.coach is not None:  # a lesson ends in its own words, uncounted
            return
        self.book_finished_deal()
        session = self.table.session
        if self.end_dialog is not None or session is None or not session.state.is_terminal:
            return
        if session is self._summarised:
            return  # shown already (Enter came before the last trick was shown)
        self._summarised = session
        match = self.sitting.matches[session.game_id]
        table = self.table
        desk = self.desk(session.game_id)
        dialog = EndOfDealDialog(session, match, desk, table.seat_name, table.lang, self)
        self.end_dialog = dialog
        self._open(dialog, self._end_dialog_closed)
        dialog.place_within(table)

    def _end_dialog_closed(self, code: int) -> None:
        from .dialogs.end_of_deal import EndOfDealDialog

        self.end_dialog = None
        if code == EndOfDealDialog.NEW:
            self.new_game()
        elif code == EndOfDealDialog.RESTART:
            self.restart_deal()
        elif code == EndOfDealDialog.NEXT:
            self.next_deal()
        self._update_actions()

    def show_score_sheet(self) -> QDialog | None:
        """The current match's score sheet and graph, at any time during the match."""
        from .dialogs.score_sheet import ScoreSheetDialog, score_names

        match = self.sitting.matches.get(self.game_id)
        session = self.table.session
        if match is None or session is None or not self.on_table:
            self.statusBar().showMessage(self.tr("No deal of this game has finished yet."), 4000)
            return None
        names = score_names(self.game_id, session.state.num_players, self.table.seat_name)
        dialog = ScoreSheetDialog(match, names, self.settings.language, self)
        self._open(dialog)
        return dialog

    def show_log(self) -> QDialog | None:
        """Everything the table said this deal, in order (it follows the deal while open)."""
        from .dialogs.log import LogDialog

        if not self.on_table:
            return None
        dialog = LogDialog(self.table, self)
        delete_on_close(dialog)
        dialog.finished.connect(lambda _code: self._focus_back())
        dialog.show()
        return dialog

    # -- statistics -------------------------------------------------------------------------

    def open_statistics(self, path: Path) -> None:
        """Open the statistics file; a problem with it is told once the window shows."""
        ignore = str(self.settings.store.value(STATISTICS_IGNORE_KEY, "") or "") or None
        opened = self.sitting.open_statistics(path, ignore)
        self.settings.store.setValue(STATISTICS_IGNORE_KEY, opened.ignore or "")
        self.stats_opened = opened
        if opened.kind not in (OpenKind.READY, OpenKind.IGNORED):
            QTimer.singleShot(0, self, self._tell_statistics_problem)
        self._update_actions()

    def _tell_statistics_problem(self) -> None:
        if self.stats_opened is not None:
            text = notices.statistics_problem_text(self.stats_opened)
            self.statistics_message = self._tell(self.tr("Statistics"), text)

    def show_statistics(self) -> StatisticsDialog | None:
        """The statistics window, on the game being played (or chosen last)."""
        if self.stats is None:
            return None
        from .dialogs.statistics import StatisticsDialog

        if self.statistics_dialog is not None:
            self.statistics_dialog.close()
        dialog = StatisticsDialog(
            self.stats, self.game_id, self.settings.language, self, folders=self.settings.store
        )
        dialog.replay_requested.connect(self.replay_deal)
        dialog.destroyed.connect(lambda _=None: setattr(self, "statistics_dialog", None))
        self.statistics_dialog = dialog
        self._open(dialog)
        return dialog

    def replay_deal(self, game_id: str, variant: str, number: int) -> None:
        """Play a deal again from the statistics (as Play deal number…, in its variant)."""
        if not self.make_room(game_id):
            return
        if variant in get_game(game_id).variants:
            options = self.settings.game_options(game_id)
            if options.get(VARIANT_KEY) != variant:
                options[VARIANT_KEY] = variant
                self.settings.set_game_options(game_id, options)
        self.game_id = game_id
        self.new_game(number)

    # -- saving -----------------------------------------------------------------------------

    def _table_changed(self, table: TableBase) -> None:
        """A move on ``table``: saved as the game on show, or as a game kept aside (a bot
        may still move at a table left a moment ago)."""
        if table is self._table:
            self.write_autosave()
        elif table.session is not None and table.session is self.kept.get(table.session.game_id):
            self.keep_aside(table)

    def write_autosave(self) -> None:
        """Keep the deal on the table on disk (a failure is told once)."""
        self._tell_save_problem(self.sitting.write_autosave(*self._shown()))

    def _tell_save_problem(self, problem: SaveProblem | None) -> None:
        if problem is not None:
            text = notices.save_problem_text(problem)
            self._open(message(self, self.tr("Could not autosave"), text))

    def resume_autosave(self) -> bool:
        """Continue the game on the table last time (a finished deal: its match goes on).
        Whatever goes wrong, the file is set aside, the player is told, and the app starts."""
        autosave = self.sitting.autosave
        result = self.sitting.read_autosave()
        if autosave is None or result is None:
            return False
        record = result.record
        if result.kind is ResumeKind.RESUMED and record is not None:
            try:
                self._play_record(record, from_autosave=True)
            except Exception as exc:  # noqa: BLE001 - any failure: set aside, tell, start
                self.sitting.matches.pop(record.game, None)
                self.show_chooser()
                result = autosave.set_aside(exc)
            else:
                kept = self.sitting.kept_file(record.game)
                if kept is not None:  # a copy kept aside of the same game is older
                    kept.remove()
                self.statusBar().showMessage(self.tr("Resumed the game you left."), 6000)
                return True
        self.settings.store.setValue(IGNORE_KEY, result.ignore or "")
        self._tell_resume_problem(result)
        return False

    def _tell_resume_problem(self, result: Resumed) -> None:
        text = notices.resume_problem_text(result)
        if text is not None:
            self.resume_message = self._tell(self.tr("Saved game"), text)

    def tell_claim_problem(self, problem: str) -> None:
        """The data folder could not be claimed for this Torite alone: it plays on, and
        the person knows a second start could write over the same saved game."""
        text = notices.claim_problem_text(problem)
        self.claim_message = self._tell(self.tr("Data folder"), text)

    # -- records --------------------------------------------------------------------------

    def _play_record(self, record: Record, from_autosave: bool = False, ask: bool = False) -> bool:
        """Play on from ``record``, its match rebuilt from its context (``ask``: first make
        room for it; False if the person keeps the game under way).  Raises on any failure
        (a broken record; KeyError for a game the app has no table for)."""
        session = self.sitting.session_of(record)
        if ask and not self.make_room(session.game_id):
            return False
        self.sitting.adopt(session, from_autosave)
        self.start_session(session)
        return True

    def save_record(self) -> None:
        if not self.on_table or self.table.session is None:
            return
        session = self.table.session
        suggested = start_folder(self.settings.store, RECORDS) / record_name(session)
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save game record"), str(suggested), self.tr("Game records (*.json)")
        )
        self._focus_back()
        if path:
            remember_folder(self.settings.store, RECORDS, path)
            try:
                save(session.record(), path)
            except (OSError, ValueError) as exc:
                QMessageBox.warning(self, self.tr("Could not save"), shown_text(str(exc)))

    def open_record(self, path: str | None = None) -> bool:
        if not path:
            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Open game record"),
                str(start_folder(self.settings.store, RECORDS)),
                self.tr("Game records (*.json)"),
            )
            self._focus_back()
            if not path:
                return False
            remember_folder(self.settings.store, RECORDS, path)
        return self._start_record(lambda: load(path))

    def copy_record(self) -> None:
        if self.on_table and self.table.session is not None:
            QGuiApplication.clipboard().setText(self.table.session.record().dumps())
            self.statusBar().showMessage(self.tr("Game record copied to the clipboard."), 4000)

    def paste_record(self, text: str | None = None) -> bool:
        """Continue the game whose record is on the clipboard (or in ``text``)."""
        if text is None:
            text = QGuiApplication.clipboard().text()
        return self._start_record(lambda: loads(text))

    def _start_record(self, read: Callable[[], Record]) -> bool:
        """Replay a record and play on from it; a broken one is explained, and the game on
        the table stays as it was.  Any failure is a message, never a traceback."""
        try:
            return self._play_record(read(), ask=True)
        except KeyError as exc:
            text = self.tr("This version of Torite has no table for the game {game}.").format(
                game=exc.args[0] if exc.args else "?"
            )
        except Exception as exc:  # noqa: BLE001 - a hostile record is a message, not a crash
            text = shown_text(str(exc))
        QMessageBox.warning(self, self.tr("Cannot open this record"), text)
        self._focus_back()
        return False

    # -- help -----------------------------------------------------------------------------

    def show_rules(self) -> HelpDialog:
        from .dialogs.help import HelpDialog

        dialog = HelpDialog(self.game_id if self.on_table else None, self.settings.language, self)
        dialog.learn.connect(self.learn)
        self._open(dialog)
        return dialog

    def show_about(self) -> None:
        text = "\n".join(
            (
                self.tr("Torite {version}").format(version=__version__),
                self.tr("Torite — trick-taking card and tile games, played offline."),
                "",
                self.tr(ABOUT_LICENCE),
            )
        )
        self._open(message(self, self.tr("About Torite"), text, QMessageBox.Icon.Information))

    # -- dialogs, and the keyboard after them ---------------------------------------------

    def _open(self, dialog: QDialog, finished: Callable[[int], None] | None = None) -> None:
        """Open ``dialog`` beside the window; when it closes, ``finished`` is told, then the
        keyboard is given back to the window (see ``_focus_back``)."""
        if finished is not None:
            dialog.finished.connect(finished)
        dialog.finished.connect(lambda _code: self._focus_back())
        dialog.open()

    def _tell(self, title: str, text: str) -> QMessageBox:
        """A problem found at the start, told in turn after those found before it."""
        box = message(self, title, text)
        box.finished.connect(lambda _code: self._focus_back())
        self.notices.open_in_turn(box)
        return box

    def _message(self, title: str, text: str) -> QMessageBox:
        return message(self, title, text)

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        self._focus_back()
        return answer == QMessageBox.StandardButton.Yes

    def _focus_back(self) -> None:
        """A dialog or box closed: the window is active again and the keyboard on the page
        on show (the table), so its shortcuts and keys work at once.  Without this no
        window was active after a dialog closed, and Ctrl+Z, Ctrl+S, Ctrl+I and F1 did
        nothing until the table was clicked."""
        modal = QApplication.activeModalWidget()
        if (modal is not None and modal.isVisible()) or not self.isVisible():
            return  # another dialog still holds the keyboard
        page = self.pages.currentWidget()
        if page is not None:
            page.setFocus()
        self.activateWindow()

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
        self.write_autosave()
        super().closeEvent(event)

    def _update_actions(self) -> None:
        on_table = self.on_table
        session = self.table.session if on_table else None
        self.menus.update(
            on_table=on_table,
            can_undo=session is not None and session.can_undo,
            can_redo=session is not None and session.can_redo,
            finished=session is not None and session.state.is_terminal,
            bots=on_table and self.table.has_bots(),
            match=on_table and get_game(self.game_id).deals_form_match,
            statistics=self.stats is not None,
        )
        lesson = on_table and self.table.coach is not None
        self.setWindowTitle(status.title(session, lesson, self.settings.language))
        status.show_fingerprint(self.fingerprint_label, None if lesson else session)

    def _update_session_label(self) -> None:
        match = self.sitting.matches.get(self.game_id)
        lesson = self._table is not None and self._table.coach is not None
        session = self.table.session if self.on_table and not lesson else None
        text = ""
        if match is not None and match.deals and session is not None:
            text = status.match_line(match, session, self.table.seat_name, self.settings.language)
        self.session_label.setText(text)


def load_qt_translations(translator: QTranslator, code: str) -> bool:
    """Qt's own texts (OK, Cancel, Yes …) in ``code``: from Qt's translations folder, or
    the copy bundled with the app."""
    folders = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), str(asset("i18n"))]
    return any(translator.load(f"qtbase_{code}", folder) for folder in folders)
