"""The main window: the game chooser, the table of the game being played, and menus
wired to the dialogs (``desktop/dialogs``).  Games come from their desks
(``desktop/games``); the window compares no game ids.

The autosave keeps the deal on the table at every moment — also a finished one, whose
record carries the match so far — so closing the app at any moment and starting
again resumes the match where it was.

The statistics file (``desktop/statistics.py``) gets a line per finished deal and per
finished match, booked once, when the deal is counted in its match.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QTimer,
    QTranslator,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from rules_core.echo import bounded
from rules_core.game import BadDeal, State
from rules_core.match import Match
from rules_core.record import Record, load, loads, save
from rules_core.registry import get_game
from rules_core.version import __version__

from .autosave import Autosave, Resumed, ResumeKind
from .dialogs.chooser import ChooserPage
from .folders import RECORDS, remember_folder, start_folder
from .games import load_desk
from .paths import asset
from .session import Session
from .settings import ANIMATION_SPEEDS, TEXT_SIZES, TRICK_PAUSES, Settings
from .statistics import DealLine, MatchLine, Opened, OpenKind, Statistics, record_key
from .tables import LEVELS_KEY, PLAYABLE_GAMES, VARIANT_KEY

if TYPE_CHECKING:  # the tables and dialogs are imported when first needed: the app opens on
    # the chooser, and its first paint does not wait for the card scene, the bots or the
    # dialogs (packaging/startup.py times it)
    from rules_core.tutorial import Coach

    from .desk import GameDesk
    from .dialogs.end_of_deal import EndOfDealDialog
    from .dialogs.help import HelpDialog
    from .dialogs.options import OptionsDialog
    from .dialogs.statistics import StatisticsDialog
    from .instance import Request
    from .table_base import TableBase

MAX_DEAL_NUMBER = 999_999_999
MIN_SIZE = (720, 480)  # below this the table cannot show a hand of thirteen
IGNORE_KEY = "autosave/ignore"  # the fingerprint of a damaged autosave that could not move
STATISTICS_IGNORE_KEY = "statistics/ignore"  # the same for a damaged statistics file
MAX_SHOWN = 600  # characters of a message's text (see shown_text)
MAX_WAITING_REQUESTS = 8  # command lines handed over and waiting (see handle_request)
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


def delete_on_close(widget: QWidget) -> None:
    """A window made for one use is deleted when closed (a hidden one leaked ~1 MB a deal).
    Qt's namespace is imported here, not with the module: making its Python enums takes
    25 ms, and the app's first window does not need them."""
    from PySide6.QtCore import Qt

    widget.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)


UNBROKEN = re.compile(r"\S{100}")  # a run no line could break (a giant path)


def shown_text(text: str) -> str:
    """``text`` cut for a message box: a box lays its text out in time that grows with
    its length, and an echoed hostile file must not freeze the app.  A long run without
    a space gets a zero-width break every 100 characters, so it wraps inside the box
    (a path of a usual length is left whole, to be copied as it is)."""
    return UNBROKEN.sub("\\g<0>\u200b", bounded(text, MAX_SHOWN))


def app_version() -> str:
    return __version__


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
        self.autosave = Autosave(autosave, ignore=ignore) if autosave is not None else None
        self._autosave_error: str | None = None
        self.stats: Statistics | None = None
        self.stats_opened: Opened | None = None
        self._stats_error: str | None = None
        # A deal already finished when it was loaded, and whether from the autosave.
        self._loaded_finished: tuple[Session, bool] | None = None
        self.statistics_dialog: StatisticsDialog | None = None
        self.statistics_message: QMessageBox | None = None
        self.matches: dict[str, Match] = {}
        self.kept: dict[str, Session] = {}  # games kept aside in memory (see keep_aside)
        self.requests: list[Request] = []  # command lines waiting their turn
        self.notices: list[QMessageBox] = []  # start-up problems, told one at a time
        self._carrying_out = False
        self.request_timer = QTimer(self)
        self.request_timer.setInterval(250)
        self.request_timer.timeout.connect(self._next_request)
        self.session_label = QLabel()
        self.translator = QTranslator(self)
        self.qt_translator = QTranslator(self)
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
        self._build_actions()
        self.statusBar().addPermanentWidget(self.session_label)
        self.fingerprint_label = QLabel()  # the deal's commitment, shown before its first move
        self.statusBar().addPermanentWidget(self.fingerprint_label)
        self.apply_language(self.settings.language)
        if self.settings.text_size != "normal":
            self.set_text_size(self.settings.text_size)
        self.setMinimumSize(*MIN_SIZE)
        self.resize(1100, 760)
        self.chooser.set_under_way(self.kept_games())
        self.pages.setCurrentWidget(self.chooser)
        if statistics is not None:
            self.open_statistics(statistics)

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
        return (
            table is not None and self.pages.currentWidget() is table and table.session is not None
        )

    # -- menus ----------------------------------------------------------------------------

    def _action(
        self,
        menu_key: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(self)
        action.triggered.connect(lambda _checked=False: slot())  # menu slots take no arguments
        if shortcut is not None:
            # As a property: setShortcut's overloads make PySide build the Python enums of
            # the whole Qt namespace (25 ms), which the first window does not otherwise need.
            action.setProperty("shortcut", QKeySequence(shortcut))
        action.setData(menu_key)
        return action

    def _build_actions(self) -> None:
        self.act_new = self._action("new", self.ask_new_game, QKeySequence.StandardKey.New)
        self.act_next = self._action("next", self._next_requested, "Ctrl+Return")
        self.act_restart = self._action("restart", self.restart_deal, "Ctrl+R")
        self.act_number = self._action("number", self.ask_deal_number, "Ctrl+G")
        self.act_open = self._action("open", self.ask_open_record, QKeySequence.StandardKey.Open)
        self.act_save = self._action("save", self.save_record, QKeySequence.StandardKey.Save)
        self.act_copy = self._action("copy", self.copy_record, "Ctrl+Shift+C")
        self.act_paste = self._action("paste", self.ask_paste_record, "Ctrl+Shift+V")
        self.act_chooser = self._action("chooser", self.show_chooser, "Ctrl+Shift+N")
        self.act_options = self._action("options", self.edit_options, "Ctrl+,")
        self.act_sheet = self._action("sheet", self.show_score_sheet, "Ctrl+T")
        self.act_log = self._action("log", self.show_log, "Ctrl+L")
        self.act_stats = self._action("statistics", self.show_statistics, "Ctrl+I")
        self.act_quit = self._action("quit", self.close, QKeySequence.StandardKey.Quit)
        self.act_undo = self._action("undo", lambda: self.table.undo(), "Ctrl+Z")
        self.act_redo = self._action("redo", lambda: self.table.redo(), "Ctrl+Shift+Z")
        self.act_hint = self._action("hint", lambda: self.table.hint())
        self.act_why = self._action("why", lambda: self.table.explain_bots())
        self.act_learn = self._action("learn", lambda: self.learn(self.game_id))
        self.act_rules = self._action(
            "rules", self.show_rules, QKeySequence.StandardKey.HelpContents
        )
        self.act_about = self._action("about", self.show_about)
        self.speed_actions = self._choice_actions(
            ANIMATION_SPEEDS, self.settings.animation, self.set_speed
        )
        self.pause_actions = self._choice_actions(
            TRICK_PAUSES, self.settings.trick_pause, self.set_pause
        )
        self.lang_actions = self._choice_actions(
            ("en", "ja"), self.settings.language, self.apply_language
        )
        self.act_four_colour = QAction(self, checkable=True)
        self.act_four_colour.setChecked(self.settings.four_colour)
        self.act_four_colour.toggled.connect(self.set_four_colour)
        self.act_kind_labels = QAction(self, checkable=True)
        self.act_kind_labels.setChecked(self.settings.kind_labels)
        self.act_kind_labels.toggled.connect(self.set_kind_labels)
        self.act_memory_aid = QAction(self, checkable=True)
        self.act_memory_aid.setChecked(self.settings.memory_aid)
        self.act_memory_aid.toggled.connect(self.set_memory_aid)
        self.act_show_legal = QAction(self, checkable=True)  # per game: set on each start
        self.act_show_legal.setChecked(True)
        self.act_show_legal.triggered.connect(self.set_show_legal)
        self.act_reduce_motion = QAction(self, checkable=True)
        self.act_reduce_motion.setChecked(self.settings.reduce_motion)
        self.act_reduce_motion.toggled.connect(self.set_reduce_motion)
        self.text_size_actions = self._choice_actions(
            TEXT_SIZES, self.settings.text_size, self.set_text_size
        )
        self.lang_actions["en"].setText("English")
        self.lang_actions["ja"].setText("日本語")

    def _choice_actions(
        self, names: Iterable[str], current: str, choose: Callable[[str], None]
    ) -> dict[str, QAction]:
        """Checkable menu actions of which exactly one is on (texts are set by retranslate)."""
        group = QActionGroup(self)
        actions: dict[str, QAction] = {}
        for name in names:
            act = QAction(self, checkable=True)
            act.setChecked(name == current)
            act.triggered.connect(lambda _=False, n=name: choose(n))
            group.addAction(act)
            actions[name] = act
        return actions

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.clear()
        game = bar.addMenu(self.tr("&Game"))
        for act in (
            self.act_new,
            self.act_next,
            self.act_restart,
            self.act_number,
            self.act_options,
            self.act_sheet,
            self.act_log,
            self.act_stats,
            None,
            self.act_open,
            self.act_save,
            self.act_copy,
            self.act_paste,
            None,
            self.act_chooser,
            None,
            self.act_quit,
        ):
            game.addSeparator() if act is None else game.addAction(act)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addAction(self.act_undo)
        edit.addAction(self.act_redo)
        edit.addSeparator()
        edit.addAction(self.act_hint)
        edit.addAction(self.act_why)
        settings = bar.addMenu(self.tr("&Settings"))
        speed = settings.addMenu(self.tr("&Animation speed"))
        for act in self.speed_actions.values():
            speed.addAction(act)
        pause = settings.addMenu(self.tr("&Pause after a trick"))
        for act in self.pause_actions.values():
            pause.addAction(act)
        settings.addAction(self.act_four_colour)
        settings.addAction(self.act_kind_labels)
        settings.addAction(self.act_show_legal)
        settings.addAction(self.act_memory_aid)
        settings.addSeparator()
        text_size = settings.addMenu(self.tr("&Text size"))
        for act in self.text_size_actions.values():
            text_size.addAction(act)
        settings.addAction(self.act_reduce_motion)
        settings.addSeparator()
        language = settings.addMenu("&Language / 言語")
        for act in self.lang_actions.values():
            language.addAction(act)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.act_rules)
        help_menu.addAction(self.act_learn)
        help_menu.addAction(self.act_about)

    def retranslate(self) -> None:
        texts = {
            self.act_new: self.tr("&New game"),
            self.act_next: self.tr("Ne&xt deal"),
            self.act_restart: self.tr("&Restart this deal"),
            self.act_number: self.tr("Play deal n&umber…"),
            self.act_open: self.tr("&Open record…"),
            self.act_save: self.tr("&Save record…"),
            self.act_copy: self.tr("&Copy game record"),
            self.act_paste: self.tr("&Paste game record"),
            self.act_chooser: self.tr("Choose another &game"),
            self.act_options: self.tr("Game opt&ions…"),
            self.act_sheet: self.tr("Score shee&t…"),
            self.act_log: self.tr("Table &log…"),
            self.act_stats: self.tr("St&atistics…"),
            self.act_quit: self.tr("&Quit"),
            self.act_undo: self.tr("&Undo"),
            self.act_redo: self.tr("&Redo"),
            self.act_hint: self.tr("&Hint"),
            self.act_why: self.tr("&What the computer players did (and why, after the deal)"),
            self.act_learn: self.tr("&Learn this game (guided deal)"),
            self.act_rules: self.tr("&Rules and glossary"),
            self.act_about: self.tr("&About Torite"),
            self.act_four_colour: self.tr("&Four-colour suits (♣ green, ♦ blue)"),
            self.act_kind_labels: self.tr("Show &kind labels on reading cards"),
            self.act_memory_aid: self.tr(
                "&Memory aid (practice): keep the count a careful player keeps"
            ),
            self.act_show_legal: self.tr("Outline the &playable pieces (practice, this game)"),
            self.act_reduce_motion: self.tr("&Reduce motion (pieces jump, no sliding)"),
        }
        for act, text in texts.items():
            act.setText(text)
        # The table handles H itself: the menu only shows the key (after a tab, in the
        # shortcut column), so no window-wide shortcut competes with the table's.
        self.act_hint.setText(self.act_hint.text() + "\tH")
        self.act_why.setText(self.act_why.text() + "\tW")
        speed_names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for name, act in self.speed_actions.items():
            act.setText(speed_names[name])
        pause_names = {"off": self.tr("None"), "short": self.tr("Short"), "long": self.tr("Long")}
        size_names = {
            "normal": self.tr("Normal"),
            "large": self.tr("Large"),
            "larger": self.tr("Larger"),
        }
        for name, act in self.text_size_actions.items():
            act.setText(size_names[name])
        for name, act in self.pause_actions.items():
            act.setText(pause_names[name])
        self._build_menus()
        self.chooser.retranslate()
        for table in self.tables.values():
            table.retranslate()
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
        self.lang_actions[code].setChecked(True)
        self.retranslate()

    def set_speed(self, name: str) -> None:
        self.settings.animation = name

    def set_pause(self, name: str) -> None:
        self.settings.trick_pause = name

    def set_four_colour(self, on: bool) -> None:
        for table in self.tables.values():
            table.set_four_colour(on)

    def set_kind_labels(self, on: bool) -> None:
        for table in self.tables.values():
            table.set_kind_labels(on)

    def set_show_legal(self, on: bool) -> None:
        """The practice switch of the game on the table (remembered per game)."""
        self.settings.set_show_legal(self.game_id, on)
        if self._table is not None:
            self._table.relayout_now()

    def set_reduce_motion(self, on: bool) -> None:
        self.settings.reduce_motion = on

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
        dialog = OptionsDialog(
            game_id,
            self.settings.game_options(game_id),
            self.settings.language,
            self,
            new_game=True,
        )
        delete_on_close(dialog)
        dialog.setWindowTitle(
            self.tr("New game: {game}").format(game=game.titles[self.settings.language])
        )

        def closed(code: int) -> None:
            self.options_dialog = None
            if code == QDialog.DialogCode.Accepted:
                self.settings.set_game_options(game_id, dialog.values())
                self.choose_game(game_id)

        dialog.finished.connect(closed)
        self.options_dialog = dialog
        dialog.open()

    def in_progress(self) -> bool:
        """Whether starting another match of the game on the table (or last shown) would
        give something up: a deal under way, a match with deals played and not over, or
        a game of the same kind kept aside (a lesson was played at its table)."""
        table = self._table
        if table is None or table.session is None:
            return False
        return self._in_progress(table) or table.session.game_id in self.kept_games()

    def _in_progress(self, table: TableBase) -> bool:
        """Whether ``table`` holds a real deal under way or a match not over."""
        session = table.session
        if session is None or table.coach is not None:
            return False  # a lesson loses nothing when left
        match = self.matches.get(session.game_id)
        game = get_game(session.game_id)
        # A match is given up only where it has an end to reach (a target, a number of
        # deals): a game whose deals each stand on their own (the co-op game) loses nothing
        # between two deals.
        match_open = (
            match is not None
            and game.deals_form_match
            and game.match_rule(match.options) is not None
            and match.deals_completed > 0
            and not match.is_over
        )
        return (not session.state.is_terminal and bool(session.actions)) or match_open

    def confirm_leave(self) -> bool:
        """Ask before a new match, an opened or pasted record replaces the game of the same
        kind under way; yes gives that game up (also a copy kept aside)."""
        if not self.in_progress():
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Leave this game?"),
            self.tr("The deal or match on the table will be given up. Go on?"),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        if self._table is not None and self._table.session is not None:
            self.forget_kept(self._table.session.game_id)
        return True

    def make_room(self, game_id: str) -> bool:
        """Before a new deal or match of ``game_id`` takes the table: a game of another
        kind under way is kept aside (nothing asked, nothing lost; choosing it again
        resumes it); one of the same kind is given up only if the person says so."""
        table = self._table
        if table is None or table.session is None or table.coach is not None:
            return self.confirm_leave() if game_id in self.kept_games() else True
        if table.session.game_id != game_id:
            self.keep_aside(table)
            return True
        return self.confirm_leave()

    # -- games kept aside -----------------------------------------------------------------
    # Every game has its own table (``self.tables``) and match (``self.matches``); the one
    # on show is autosaved as ``autosave.json``.  A game left for another one, or for a
    # lesson, is *kept aside*: in memory (``self.kept``: a session a lesson displaced) and
    # on disk as ``kept/<game>.json`` beside the autosave, written when it is left and
    # whenever a bot moves there.  Choosing that game again resumes it, also after a
    # restart; a game of the same kind started anew asks first and then forgets it.

    def _kept_file(self, game_id: str) -> Autosave | None:
        if self.autosave is None:
            return None
        return Autosave(self.autosave.path.parent / "kept" / f"{game_id}.json")

    def kept_games(self) -> set[str]:
        """The games kept aside, in memory or on disk."""
        games = set(self.kept)
        if self.autosave is not None:
            folder = self.autosave.path.parent / "kept"
            games.update(
                game_id for game_id in PLAYABLE_GAMES if (folder / f"{game_id}.json").is_file()
            )
        return games

    def games_under_way(self) -> set[str]:
        """The games with a deal or match to go back to: at their tables, or kept aside."""
        at_tables = {gid for gid, table in self.tables.items() if self._in_progress(table)}
        return at_tables | self.kept_games()

    def keep_aside(self, table: TableBase) -> bool:
        """Keep the game on ``table`` to come back to: True if it was under way (a game
        with nothing under way needs no keeping: its kept copy, if any, is removed)."""
        session = table.session
        if session is None or table.coach is not None:
            return False
        if not self._in_progress(table):
            self.forget_kept(session.game_id)
            return False
        self.kept[session.game_id] = session
        kept = self._kept_file(session.game_id)
        if kept is not None:
            self._save(kept, session)
        return True

    def forget_kept(self, game_id: str) -> None:
        """The game of ``game_id`` kept aside is given up (the person said so)."""
        self.kept.pop(game_id, None)
        kept = self._kept_file(game_id)
        if kept is not None:
            kept.remove()

    def resume_game(self, game_id: str) -> bool:
        """Show the game of ``game_id`` under way again, from its table, from memory, or
        from its file kept aside; False when there is none (or it cannot be read: then
        it is set aside as broken, and the person is told)."""
        table = self.tables.get(game_id)
        kept = self._kept_file(game_id)
        if table is not None and table.coach is None and self._in_progress(table):
            self._show_table(table)
        elif game_id in self.kept:
            self.start_session(self.kept[game_id])
        else:
            if kept is None:
                return False
            result = kept.read()
            if result.kind is not ResumeKind.RESUMED or result.record is None:
                self._tell_resume_problem(result)
                return False
            try:
                self._play_record(result.record, from_autosave=True)
            except Exception as exc:  # noqa: BLE001 - any failure: set aside, tell
                self.matches.pop(game_id, None)
                self._tell_resume_problem(kept.set_aside(exc))
                return False
        self.write_autosave()  # the game is in autosave.json again before its kept copy goes
        self.forget_kept(game_id)
        self.statusBar().showMessage(self.tr("Resumed the game you left."), 6000)
        return True

    def handle_request(self, request: Request, raise_window: bool = True) -> None:
        """What a command line asked for — this app's own, or a later start's handed
        over (desktop/instance.py): a record, a lesson, a game (a deal of it).  It goes
        through the menus' own paths: a game under way is kept aside or asked about.
        While a dialog or question is open, or another request is being carried out,
        it waits its turn (an answer given to one game never lands on another); a flood
        keeps only the last few, in order."""
        if raise_window:
            if self.isMinimized():
                self.showNormal()
            self.show()
            self.raise_()
            self.activateWindow()
        if not self.requests or self.requests[-1] != request:
            self.requests.append(request)
        del self.requests[:-MAX_WAITING_REQUESTS]
        self._next_request()

    def _next_request(self) -> None:
        """Carry out the oldest waiting request once nothing else holds the window."""
        if not self.requests:
            self.request_timer.stop()
            return
        if self._carrying_out or QApplication.activeModalWidget() is not None:
            self.request_timer.start()  # look again in a moment
            return
        request = self.requests.pop(0)
        self._carrying_out = True
        try:
            self._carry_out(request)
        finally:
            self._carrying_out = False
        if self.requests:
            self.request_timer.start()

    def _carry_out(self, request: Request) -> None:
        if request.open:
            self.open_record(request.open)
        elif request.tutorial in PLAYABLE_GAMES:
            self.start_tutorial(request.tutorial)
        elif request.game in PLAYABLE_GAMES:
            self.play_game(request.game, request.seed)

    def tell_claim_problem(self, problem: str) -> None:
        """The data folder could not be claimed for this Torite alone: it plays on, and
        the person knows a second start could write over the same saved game."""
        box = self._message(
            self.tr("Data folder"),
            self.tr(
                "Torite could not make sure it runs only once with its data folder ({problem}). "
                "If you start it a second time, the two windows may write over each other's "
                "saved game."
            ).format(problem=problem),
        )
        self.claim_message = box
        self._open_in_turn(box)

    def play_game(self, game_id: str, number: int | None = None) -> None:
        """``torite --game ID [--seed N]``: the game of ``game_id`` under way, else a new
        match; with a deal number, that deal (after asking, if a match is under way)."""
        if self.resume_game(game_id):
            if number is not None and self.confirm_leave():
                self.new_game(number)
            return
        self.game_id = game_id
        self.new_game(number)

    def ask_new_game(self) -> None:
        if self.make_room(self.game_id):
            self.new_game()

    def new_game(self, number: int | None = None) -> None:
        """A new match (a new deal where deals do not form a match)."""
        self.book_finished_deal()  # a deal just finished belongs to the match it ends
        game = get_game(self.game_id)
        options = self.settings.game_options(self.game_id)
        variant = options.pop(VARIANT_KEY, None)
        options.pop(LEVELS_KEY, None)  # read by the table, not a rule option
        if not isinstance(variant, str) or variant not in game.variants:
            variant = game.variants[0] if game.variants else None
        try:
            game.resolve_options(options)
        except (ValueError, BadDeal):
            options = {}  # stale or hand-edited settings: fall back to the defaults
        match = self.matches.get(self.game_id)
        same = match is not None and match.variant == variant and match.options == options
        if game.deals_form_match or not same:
            self.matches[self.game_id] = Match(self.game_id, variant=variant, options=dict(options))
        self.next_deal(number)

    def next_deal(self, number: int | None = None) -> None:
        """The match's next deal, dealt by the match's dealer with its context.  A deal
        just finished is counted first (Enter may come before its last trick is shown)."""
        if self.end_dialog is not None:
            self.end_dialog.close()
        self.book_finished_deal()  # Enter may come before the last trick is shown
        match = self.matches.get(self.game_id)
        if match is None or match.is_over:
            self.new_game(number)
            return
        if number is None:
            number = self.rng.randrange(1, MAX_DEAL_NUMBER)
        try:
            session = Session(
                self.game_id,
                int(number),
                dict(match.options),
                dealer=match.dealer,
                context=match.context(),
                variant=match.variant,
            )
        except BadDeal as exc:  # e.g. options edited by hand: say so, keep the table as it is
            QMessageBox.warning(self, self.tr("Cannot start the deal"), shown_text(str(exc)))
            return
        self.start_session(session)

    def edit_options(self) -> None:
        from .dialogs.options import OptionsDialog

        dialog = OptionsDialog(
            self.game_id, self.settings.game_options(self.game_id), self.settings.language, self
        )
        delete_on_close(dialog)
        dialog.accepted.connect(
            lambda: self.settings.set_game_options(self.game_id, dialog.values())
        )
        self.options_dialog = dialog
        dialog.finished.connect(lambda _code: setattr(self, "options_dialog", None))
        dialog.open()

    def _next_requested(self) -> None:
        """Enter or the button on a finished deal: the match's next deal, or in a
        tutorial its next lesson, and after the last a real game."""
        coach = self.table.coach
        if coach is None:
            self.next_deal()
        elif not coach.last:
            self.start_tutorial(coach.tutorial.game, coach.number + 1)
        else:
            self.ask_options_then_play(coach.tutorial.game)

    def learn(self, game_id: str) -> None:
        """The chooser's Learn, or the Help menu's: the game's guided first deal (a game
        under way is kept aside, to come back to)."""
        self.start_tutorial(game_id)

    def start_tutorial(self, game_id: str, lesson: int = 0) -> bool:
        """Play ``game_id``'s guided first deal (its lesson ``lesson``) at the real table; a
        missing or broken tutorial file is told, and the table stays as it was."""
        from rules_core.tutorial import BadTutorial, Coach

        from .tutorials import load_tutorial

        try:
            coach = Coach(load_tutorial(game_id), lesson)
        except BadTutorial as exc:
            self._message(self.tr("Cannot start the tutorial"), str(exc)).open()
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
        self.act_show_legal.setChecked(self.settings.show_legal(self.game_id))
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
        answer = QMessageBox.question(
            self,
            self.tr("Practise this deal?"),
            self.tr(
                "You have seen cards since then. Going back makes this deal practice: "
                "it will not count in your statistics. Go back?"
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def _deal_reopened(self) -> None:
        """A finished deal undone: it is taken back out of its match and the statistics
        (from now on it is practice), so replaying it books the new result."""
        session = self.table.session
        if session is None or not session.booked or session.state.is_terminal:
            return
        match = self.matches.get(session.game_id)
        if match is not None:
            match.withdraw_last_deal()
        if self.stats is not None and session.booked_key:
            self.stats.withdraw(session.booked_key)
            if self.statistics_dialog is not None:
                self.statistics_dialog.refresh()
        session.booked, session.booked_key = False, None
        self._update_session_label()

    def set_bot_level(self, game_id: str, level: str) -> None:
        """Every computer seat of ``game_id`` plays at ``level`` from its next deal on."""
        options = self.settings.game_options(game_id)
        options[LEVELS_KEY] = [level] * (max(get_game(game_id).player_counts) - 1)
        self.settings.set_game_options(game_id, options)

    def restart_deal(self) -> None:
        if self.on_table and self.table.session is not None:
            if self.end_dialog is not None:
                self.end_dialog.close()
            self.table.restart()

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
        if ok and self.make_room(self.game_id):
            self.new_game(number)

    def _table_finished(self, table: TableBase) -> None:
        """A deal's last trick has been shown: its end dialog, if the table is still the
        one on show (a table left meanwhile had its deal counted when it was left)."""
        if table is self._table:
            self.show_end_dialog()
        else:
            self.book_finished_deal(table)

    def show_end_dialog(self) -> None:
        from .dialogs.end_of_deal import EndOfDealDialog

        if self.table.coach is not None:  # a lesson ends in its own words, uncounted
            return
        self.book_finished_deal()
        session = self.table.session
        if self.end_dialog is not None or session is None or not session.state.is_terminal:
            return
        match = self.matches[session.game_id]
        dialog = EndOfDealDialog(
            session, match, self.desk(session.game_id), self.table.seat_name, self.table.lang, self
        )
        dialog.finished.connect(self._end_dialog_closed)
        self.end_dialog = dialog
        dialog.open()

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

        match = self.matches.get(self.game_id)
        session = self.table.session
        if match is None or session is None or not self.on_table:
            self.statusBar().showMessage(self.tr("No deal of this game has finished yet."), 4000)
            return None
        names = score_names(self.game_id, session.state.num_players, self.table.seat_name)
        dialog = ScoreSheetDialog(match, names, self.settings.language, self)
        dialog.open()
        return dialog

    def show_log(self) -> QDialog | None:
        """Everything the table said this deal, in order (it follows the deal while open)."""
        from .dialogs.log import LogDialog

        if not self.on_table:
            return None
        dialog = LogDialog(self.table, self)
        delete_on_close(dialog)
        dialog.show()
        return dialog

    def book_finished_deal(self, table: TableBase | None = None) -> None:
        """Count the finished deal on ``table`` (the one on show) once in its match (undo
        and replay don't recount; a lesson counts nowhere).  Called when the table says
        the deal is over, and before anything replaces or leaves a table whose last trick
        is still on show (Enter, New game, another game), so no deal is ever dropped."""
        table = table if table is not None else self._table
        session = table.session if table is not None else None
        if table is None or session is None or table.coach is not None:
            return
        if session.booked or not session.state.is_terminal:
            return
        match = self.matches.setdefault(session.game_id, session.match())
        match.finish_deal(session.number, session.state, list(session.actions))
        session.booked = True
        self.book_statistics(session, match)
        if table is self._table:
            self._update_session_label()
            self.write_autosave()

    # -- statistics -------------------------------------------------------------------------

    def open_statistics(self, path: Path) -> None:
        """Open the statistics file; a problem with it is told once the window shows."""
        ignore = str(self.settings.store.value(STATISTICS_IGNORE_KEY, "") or "") or None
        opened = Statistics.open(path, ignore=ignore)
        self.settings.store.setValue(STATISTICS_IGNORE_KEY, opened.ignore or "")
        self.stats_opened = opened
        self.stats = opened.store
        if opened.kind not in (OpenKind.READY, OpenKind.IGNORED):
            QTimer.singleShot(0, self, self._tell_statistics_problem)
        self._update_actions()

    def _tell_statistics_problem(self) -> None:
        opened = self.stats_opened
        if opened is None:
            return
        if opened.kind is OpenKind.SET_ASIDE:
            text = self.tr(
                "The statistics file could not be read ({error}); it was kept as {path} and a new one was started."
            ).format(error=opened.error, path=opened.kept)
        elif opened.kind is OpenKind.NOT_MOVED:
            text = self.tr(
                "The statistics file could not be read ({error}) nor moved aside; statistics are off."
            ).format(error=opened.error)
        elif opened.kind is OpenKind.NEWER:
            text = self.tr(
                "The statistics file {path} was written by a newer version of Torite; statistics are off and the file is left as it is."
            ).format(path=opened.path)
        else:
            text = self.tr("Statistics are off: {path} cannot be written ({error}).").format(
                path=opened.path, error=opened.error
            )
        box = self._message(self.tr("Statistics"), text)
        self.statistics_message = box
        self._open_in_turn(box)

    def _message(
        self, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning
    ) -> QMessageBox:
        """A message with an OK button, open beside the window (not blocking it) and
        deleted when closed."""
        box = QMessageBox(icon, title, shown_text(text), QMessageBox.StandardButton.Ok, self)
        delete_on_close(box)
        return box

    def _open_in_turn(self, box: QMessageBox) -> None:
        """Open ``box`` now, or once the notices opened before it are closed: several
        problems found at the start (the data folder, the saved game, the statistics)
        are read one after the other, never one hidden under another."""
        self.notices.append(box)
        box.finished.connect(lambda _code, b=box: self._notice_closed(b))
        if len(self.notices) == 1:
            box.open()

    def _notice_closed(self, box: QMessageBox) -> None:
        if box in self.notices:
            self.notices.remove(box)
        if self.notices:
            self.notices[0].open()

    def _bot_levels(self, state: State) -> str:
        """The levels of the deal's computer seats, seat 1 first, joined by commas."""
        from rules_core.ai.levels import DEFAULT_LEVEL

        from .trick_table import TrickTable

        bots = [s for s in range(state.num_players) if state.decider(s) != 0]
        table = self.table
        if isinstance(table, TrickTable):
            return ",".join(table.level_of(s) for s in bots)
        levels = self.settings.bot_levels(state.game.id)
        return ",".join(levels[s - 1] if s <= len(levels) else DEFAULT_LEVEL for s in bots)

    def book_statistics(self, session: Session, match: Match) -> None:
        """A line for the deal just counted in ``match`` (none for a void deal), and one
        for the match when it ended.  A deal already finished when its record was opened
        or pasted was not played here: no line.  One resumed finished from the autosave
        gets its line only if it lacks one (a kill between the autosave and the booking).
        A practice deal (undone past pieces already seen) counts nowhere."""
        if self.stats is None or session.practice:
            return
        once = False
        if self._loaded_finished is not None and self._loaded_finished[0] is session:
            if not self._loaded_finished[1]:
                return
            once = True
        state = session.state
        game = state.game
        key = record_key(session.record().dumps())
        session.booked_key = key
        levels = self._bot_levels(state)
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
        if deal is None and line is None:
            return
        error = self.stats.book(deal, line, once=once)
        if error is not None and error != self._stats_error:
            box = self._message(
                self.tr("Statistics"),
                self.tr("The finished deal could not be added to the statistics: {error}").format(
                    error=error
                ),
            )
            box.open()
        self._stats_error = error
        if self.statistics_dialog is not None:
            self.statistics_dialog.refresh()

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
        dialog.open()
        return dialog

    def replay_deal(self, game_id: str, variant: str, number: int) -> None:
        """Play a deal again from the statistics (as Play deal number…, in its variant)."""
        if not self.make_room(game_id):
            return
        game = get_game(game_id)
        if variant in game.variants:
            options = self.settings.game_options(game_id)
            if options.get(VARIANT_KEY) != variant:
                options[VARIANT_KEY] = variant
                self.settings.set_game_options(game_id, options)
        self.game_id = game_id
        self.new_game(number)

    def _update_session_label(self) -> None:
        match = self.matches.get(self.game_id)
        lesson = self._table is not None and self._table.coach is not None
        if match is None or not match.deals or not self.on_table or lesson:
            self.session_label.setText("")
            return
        stats = match.statistics()
        game = get_game(self.game_id)
        if game.deals_form_match:  # a match: everyone's running total
            from .dialogs.score_sheet import score_names

            session = self.table.session
            assert session is not None
            names = score_names(self.game_id, session.state.num_players, self.table.seat_name)
            totals = " · ".join(f"{n} {t:+d}" for n, t in zip(names, match.totals, strict=False))
            self.session_label.setText(
                self.tr("Match after {n} {deals}: {totals}").format(
                    n=match.deals_completed,
                    deals=game.deal_word(self.settings.language, match.deals_completed),
                    totals=totals,
                )
            )
            return
        self.session_label.setText(
            self.tr("This session: played {deals}, won {wins}, total score {total:+d}").format(
                deals=stats["deals"], wins=stats["wins"], total=stats["totals"][0]
            )
        )

    # -- autosave ---------------------------------------------------------------------------

    def _table_changed(self, table: TableBase) -> None:
        """A move on ``table``: saved as the game on show, or as a game kept aside (a bot
        may still move at a table left a moment ago)."""
        if table is self._table:
            self.write_autosave()
        elif table.session is not None and table.session is self.kept.get(table.session.game_id):
            self.keep_aside(table)

    def write_autosave(self) -> None:
        """Keep the deal on the table on disk, finished or not (a finished deal's record
        carries the match so far); a failure is shown once in a dialog."""
        table = self._table
        session = table.session if table is not None else None
        if self.autosave is None or table is None or session is None or table.coach is not None:
            return  # a lesson is started again from the chooser, not resumed
        self._save(self.autosave, session)

    def _save(self, file: Autosave, session: Session) -> None:
        """Write ``session`` to ``file``; a failure is shown once in a dialog (until saving
        works again).  A damaged saved game that could not be moved is never written
        over: the person is told where it is."""
        error = file.write(session.record(autosave=True))
        if error is not None and error != self._autosave_error:
            if file.blocked():
                text = self.tr(
                    "The damaged saved game {path} could not be moved out of the way, so it "
                    "is kept as it is. Saving is off until you move or remove that file."
                ).format(path=file.path)
            else:
                text = self.tr("The game could not be saved for the next start: {error}").format(
                    error=error
                )
            self._message(self.tr("Could not autosave"), text).open()
        self._autosave_error = error

    def resume_autosave(self) -> bool:
        """Continue the game on the table last time (a finished deal: its match goes on).
        Whatever goes wrong, the file is set aside, the player is told, and the app starts."""
        if self.autosave is None:
            return False
        result = self.autosave.read()
        record = result.record
        if result.kind is ResumeKind.RESUMED and record is not None:
            try:
                self._play_record(record, from_autosave=True)
            except Exception as exc:  # noqa: BLE001 - any failure: set aside, tell, start
                self.matches.pop(record.game, None)
                self.show_chooser()
                result = self.autosave.set_aside(exc)
            else:
                kept = self._kept_file(record.game)
                if kept is not None:  # a copy kept aside of the same game is older
                    kept.remove()
                self.statusBar().showMessage(self.tr("Resumed the game you left."), 6000)
                return True
        self.settings.store.setValue(IGNORE_KEY, result.ignore or "")
        self._tell_resume_problem(result)
        return False

    def _play_record(self, record: Record, from_autosave: bool = False, ask: bool = False) -> bool:
        """Play on from ``record``, its match rebuilt from its context (``ask``: first make
        room for it, see ``make_room``; False if the person keeps the game under way).
        Raises on any failure (a broken record; KeyError for a game the app has no table
        for)."""
        session = Session.from_record(record)
        load_desk(session.game_id)
        if ask and not self.make_room(session.game_id):
            return False
        self.matches[session.game_id] = session.match()
        finished = session.state.is_terminal
        self._loaded_finished = (session, from_autosave) if finished else None
        self.start_session(session)
        return True

    def _tell_resume_problem(self, result: Resumed) -> None:
        if result.kind is ResumeKind.SET_ASIDE:
            text = self.tr(
                "The saved game could not be resumed ({error}); it was kept as {path}."
            ).format(error=result.error, path=result.kept)
        elif result.kind is ResumeKind.NOT_MOVED:
            text = self.tr(
                "The saved game could not be resumed ({error}) nor moved aside ({reason}); it is kept as it is, and saving is off until you move or remove it."
            ).format(error=result.error, reason=result.move_error)
        else:
            return
        box = self._message(self.tr("Saved game"), text)
        self.resume_message = box
        self._open_in_turn(box)

    # -- records --------------------------------------------------------------------------

    def record_name(self, session: Session) -> str:
        """A record's file name from its game and deal: ``truco-deal-123456.json``."""
        number = f"-deal-{session.seed}" if session.seed is not None else ""
        return f"{session.game_id}{number}.json"

    def save_record(self) -> None:
        if not self.on_table or self.table.session is None:
            return
        session = self.table.session
        suggested = start_folder(self.settings.store, RECORDS) / self.record_name(session)
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save game record"), str(suggested), self.tr("Game records (*.json)")
        )
        if path:
            remember_folder(self.settings.store, RECORDS, path)
            try:
                save(session.record(), path)
            except (OSError, ValueError) as exc:
                QMessageBox.warning(self, self.tr("Could not save"), shown_text(str(exc)))

    def ask_open_record(self) -> None:
        self.open_record()

    def open_record(self, path: str | None = None) -> bool:
        if not path:
            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Open game record"),
                str(start_folder(self.settings.store, RECORDS)),
                self.tr("Game records (*.json)"),
            )
            if not path:
                return False
            remember_folder(self.settings.store, RECORDS, path)
        return self._start_record(lambda: load(path))

    def copy_record(self) -> None:
        if self.on_table and self.table.session is not None:
            QGuiApplication.clipboard().setText(self.table.session.record().dumps())
            self.statusBar().showMessage(self.tr("Game record copied to the clipboard."), 4000)

    def ask_paste_record(self) -> None:
        self.paste_record()

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
            QMessageBox.warning(
                self,
                self.tr("Cannot open this record"),
                self.tr("This version of Torite has no table for the game {game}.").format(
                    game=exc.args[0] if exc.args else "?"
                ),
            )
            return False
        except Exception as exc:  # noqa: BLE001 - a hostile record is a message, not a crash
            QMessageBox.warning(self, self.tr("Cannot open this record"), shown_text(str(exc)))
            return False

    # -- help -----------------------------------------------------------------------------

    def show_rules(self) -> HelpDialog:
        from .dialogs.help import HelpDialog

        game = self.game_id if self.on_table else None
        dialog = HelpDialog(game, self.settings.language, self)
        dialog.learn.connect(self.learn)
        dialog.open()
        return dialog

    def show_about(self) -> None:
        box = self._message(
            self.tr("About Torite"),
            self.tr("Torite {version}").format(version=app_version())
            + "\n"
            + self.tr("Torite — trick-taking card and tile games, played offline.")
            + "\n\n"
            + self.tr(ABOUT_LICENCE),
            QMessageBox.Icon.Information,
        )
        box.open()

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
        self.act_undo.setEnabled(session is not None and session.can_undo)
        self.act_redo.setEnabled(session is not None and session.can_redo)
        for act in (
            self.act_restart,
            self.act_save,
            self.act_copy,
            self.act_hint,
            self.act_log,
        ):
            act.setEnabled(on_table)
        self.act_why.setEnabled(on_table and self.table.has_bots())
        self.act_learn.setEnabled(on_table)
        self.act_next.setEnabled(session is not None and session.state.is_terminal)
        self.act_sheet.setEnabled(on_table and get_game(self.game_id).deals_form_match)
        self.act_options.setEnabled(on_table)
        self.act_stats.setEnabled(self.stats is not None)
        self._update_title()
        self._update_fingerprint()

    def _update_fingerprint(self) -> None:
        """The deal's short fingerprint in the status bar, from before its first move (a
        lesson or an opened record made before one was shown has none)."""
        session = self.table.session if self.on_table else None
        short = session.short_fingerprint if session is not None else None
        if short is None or self.table.coach is not None:
            self.fingerprint_label.setText("")
            self.fingerprint_label.setToolTip("")
            return
        self.fingerprint_label.setText(self.tr("Fingerprint {code}").format(code=short))
        self.fingerprint_label.setToolTip(
            self.tr(
                "This deal's fingerprint, fixed before its first move. Once the deal is over, "
                "its saved record shows that the cards were never changed (Help ▸ Rules and "
                "glossary, computer players)."
            )
        )

    def _update_title(self) -> None:
        title = "Torite"
        session = self.table.session if self.on_table else None
        if session is not None:
            game = get_game(session.game_id)
            title = game.titles[self.settings.language]
            if self.table.coach is not None:
                title += " — " + self.tr("guided deal")
            elif session.number > 0:
                title += " — " + self.tr("deal {n}").format(n=session.number)
            if session.practice:
                title += " — " + self.tr("practice")
            title += " — Torite"
        self.setWindowTitle(title)


def load_qt_translations(translator: QTranslator, code: str) -> bool:
    """Qt's own texts (OK, Cancel, Yes …) in ``code``: from Qt's translations folder, or
    the copy bundled with the app."""
    folders = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), str(asset("i18n"))]
    return any(translator.load(f"qtbase_{code}", folder) for folder in folders)
