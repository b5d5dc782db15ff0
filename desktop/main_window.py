"""The main window: game chooser, the table, menus, end-of-deal dialog and help."""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTranslator, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QColor,
    QFont,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rules_core.ai.coop_solver import CoopSolution
from rules_core.ai.coop_solver import solve_state as solve_coop_state
from rules_core.ai.levels import DEFAULT_LEVEL, LEVELS
from rules_core.ai.solitaire_solver import SolitaireSolution, solve_deal
from rules_core.cards import card_label, parse_card
from rules_core.game import BadDeal, Game, State
from rules_core.games.mustfollow_solitaire import SolitaireState
from rules_core.match import Match
from rules_core.messages import render_action
from rules_core.record import BadRecord, IllegalRecordAction, Record, load, loads, save
from rules_core.registry import all_games, get_game

from .bots import BackgroundRunner
from .coop_table import CoopTable
from .paths import asset
from .review import KnowledgeDialog, ReviewDialog
from .session import Session
from .settings import ANIMATION_SPEEDS, TRICK_PAUSES, Settings
from .solitaire_table import SolitaireTable
from .tables import COOP_GAMES, LEVELS_KEY, PLAYABLE_GAMES, TRICK_TABLE_GAMES, VARIANT_KEY
from .trick_table import TrickTable

MAX_DEAL_NUMBER = 999_999_999


def playable_games() -> list[Game]:
    """Registered games that have a table in the app (the chooser offers only these)."""
    return [game for game in all_games() if game.id in PLAYABLE_GAMES]


class ChooserPage(QWidget):
    """One button per registered game, titled in the current language."""

    chosen = Signal(str)

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.heading = QLabel()
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont()
        font.setPointSize(20)
        self.heading.setFont(font)
        self.grid = QGridLayout()
        self.buttons: dict[str, QPushButton] = {}
        for index, game in enumerate(playable_games()):
            button = QPushButton()
            button.setMinimumSize(220, 84)
            button.clicked.connect(lambda _=False, gid=game.id: self.chosen.emit(gid))
            self.buttons[game.id] = button
            self.grid.addWidget(button, index // 3, index % 3)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.heading)
        layout.addSpacing(24)
        layout.addLayout(self.grid)
        layout.addStretch(2)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        lang = self.settings.language
        for game in playable_games():
            other = "ja" if lang == "en" else "en"
            players = "–".join(map(str, (min(game.player_counts), max(game.player_counts))))
            if min(game.player_counts) == max(game.player_counts):
                players = str(game.player_counts[0])
            self.buttons[game.id].setText(
                f"{game.titles[lang]}\n{game.titles[other]}\n"
                + self.tr("{n} player(s)").format(n=players)
            )


SOLVE_SECONDS = 30


def describe_line(actions: tuple[str, ...], lang: str) -> str:
    """A solver line, short: exchange, trump, then the cards played, in card symbols."""
    return " · ".join(render_action(a, lang) for a in actions)


def coop_line(actions: tuple[tuple[int, str], ...], lang: str) -> str:
    """A 1p co-op solver line, short: each round's tricks as pairs of cards."""
    rounds: list[list[str]] = []
    plays: list[str] = []
    for _seat, action in actions:
        verb, _, card = action.partition(" ")
        if verb == "reveal":
            if plays:
                rounds.append(plays)
                plays = []
            continue
        plays.append(card_label(parse_card(card)))
    rounds.append(plays)
    tricks = [
        " · ".join(f"{r[i]} {r[i + 1]}" for i in range(0, len(r) - 1, 2)) for r in rounds if r
    ]
    return " / ".join(tricks)


class SolverAnswer(QLabel):
    """The answer to "Was it winnable?": a solver runs in the search process while the
    label says so, then it shows the verdict and the best line."""

    def __init__(self, button: QPushButton, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.button, self.lang = button, lang
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.runner = BackgroundRunner(self)
        self.runner.failed.connect(self.setText)

    def solve(self, function: Callable[..., object], *args: object) -> None:
        self.button.setEnabled(False)
        self.setText(self.tr("Solving… (up to {n} seconds)").format(n=SOLVE_SECONDS))
        self.runner.run(function, *args, float(SOLVE_SECONDS))

    def answer(self, winnable: bool | None, score: int | None, complete: bool, line: str) -> None:
        """Show the solver's verdict, and its best line when it has one."""
        text = self._verdict(winnable, score, complete)
        if line:
            text += "\n" + self.tr("Best line: {line}").format(line=line)
        self.setText(text)

    def _verdict(self, winnable: bool | None, score: int | None, complete: bool) -> str:
        if winnable is None:
            return self.tr("Unknown: the solver could not settle it in {n} seconds.").format(
                n=SOLVE_SECONDS
            )
        if winnable and score is None:
            return self.tr("Yes, it could be won (time ran out before the best score).")
        if winnable:
            text = self.tr("Yes. Perfect play wins with a score of {score:+d}.").format(score=score)
            if not complete:
                text += " " + self.tr("(A higher score may exist: time ran out.)")
            return text
        if score is None:
            return self.tr("No. Even with every card known, the deal cannot be won.")
        return self.tr("No. Even perfect play loses; the best score is {score:+d}.").format(
            score=score
        )


class ReviewButton(QPushButton):
    """ "Review my play" in an end-of-deal dialog: opens the review of ``player``'s
    decisions (kept in ``review`` while open)."""

    def __init__(
        self,
        buttons: QDialogButtonBox,
        dialog: QDialog,
        record: Callable[[], Record],
        player: int,
        seat_name: Callable[[int], str],
        lang: str,
        seed: int,
    ) -> None:
        super().__init__(self.tr("Review my play"))
        buttons.addButton(self, QDialogButtonBox.ButtonRole.ActionRole)
        self.review: ReviewDialog | None = None

        def review() -> None:
            self.review = ReviewDialog(record(), player, seat_name, lang, dialog, seed)
            self.review.open()

        self.clicked.connect(review)


class EndDialog(QDialog):
    """Win or loss, with the score's arithmetic spelled out."""

    NEW, RESTART = 10, 11

    def __init__(self, table: SolitaireTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        view = table.state_view
        session = table.session
        assert session is not None
        self.setWindowTitle(self.tr("End of the deal"))
        self.lang = table.lang
        title = QLabel(self.tr("You won!") if view.win else self.tr("You lost"))
        font = QFont()
        font.setPointSize(18)
        font.setBold(True)
        title.setFont(font)
        if view.win:
            reason = self.tr("Your last card won the last trick: your hand is empty.")
        else:
            reason = self.tr("The dummy ran out of cards with {n} still in your hand.").format(
                n=len(view.hand)
            )
        lines = [reason]
        score = session.state.explain_score()
        if score is not None and session.options.get("scored", True):
            lines.append(score.text(table.lang))
        won_tricks = sum(1 for t in view.history if t.won)
        lines.append(
            self.tr("Tricks: {won} won, {lost} lost · exchanged {d} · deal number {number}").format(
                won=won_tricks,
                lost=len(view.history) - won_tricks,
                d=len(view.discards),
                number=session.number,
            )
        )
        self.summary = QLabel("\n".join(lines))
        self.summary.setWordWrap(True)
        buttons = QDialogButtonBox()
        new = buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        again = buttons.addButton(
            self.tr("Restart this deal"), QDialogButtonBox.ButtonRole.ActionRole
        )
        close = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        self.winnable_button = buttons.addButton(
            self.tr("Was it winnable?"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.winnable_button.clicked.connect(self.analyse)
        you = self.tr("You")
        self.review_button = ReviewButton(
            buttons, self, lambda: session.record(), 0, lambda _s: you, table.lang, session.number
        )
        new.clicked.connect(lambda: self.done(self.NEW))
        again.clicked.connect(lambda: self.done(self.RESTART))
        close.clicked.connect(self.reject)
        self.analysis = SolverAnswer(self.winnable_button, table.lang, self)
        self.analysis.runner.finished.connect(self._solved)
        state = session.state
        self.pack = (
            state.pack_order() if isinstance(state, SolitaireState) and state.is_terminal else []
        )
        self.winnable_button.setEnabled(bool(self.pack))
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.summary)
        layout.addWidget(self.analysis)
        layout.addWidget(buttons)

    def analyse(self) -> None:
        """Solve the deal with the stock order now known (in the search process)."""
        self.analysis.solve(solve_deal, self.pack)

    def _solved(self, solution: SolitaireSolution) -> None:
        line = describe_line(solution.actions, self.lang)
        self.analysis.answer(solution.winnable, solution.score, solution.complete, line)


class OptionsDialog(QDialog):
    """The options of one game, built from its metadata: a check box per on/off option,
    a list per multiple choice."""

    def __init__(
        self, game_id: str, current: dict[str, object], lang: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        game = get_game(game_id)
        self.setWindowTitle(self.tr("Options: {game}").format(game=game.titles[lang]))
        self.editors: dict[str, QCheckBox | QComboBox] = {}
        form = QFormLayout()
        try:
            values = game.resolve_options(
                {k: v for k, v in current.items() if k in {o.name for o in game.options}}
            )
        except ValueError:
            values = game.resolve_options({})
        for spec in game.options:
            if set(spec.choices) == {True, False}:
                box = QCheckBox(spec.title[lang])
                box.setChecked(bool(values[spec.name]))
                form.addRow(box)
                self.editors[spec.name] = box
            else:
                combo = QComboBox()
                for choice in spec.choices:
                    combo.addItem(str(choice), choice)
                combo.setCurrentIndex(list(spec.choices).index(values[spec.name]))
                form.addRow(spec.title[lang], combo)
                self.editors[spec.name] = combo
        if game.variants:
            variant = QComboBox()
            for name in game.variants:
                variant.addItem(self.variant_title(name), name)
            chosen = current.get(VARIANT_KEY)
            variant.setCurrentIndex(
                list(game.variants).index(chosen) if chosen in game.variants else 0
            )
            form.insertRow(0, self.tr("Variant"), variant)
            self.editors[VARIANT_KEY] = variant
        self.level_boxes: list[QComboBox] = []
        if game_id in TRICK_TABLE_GAMES:
            self._add_level_rows(form, game, current.get(LEVELS_KEY))
        if not game.options and not game.variants and not self.level_boxes:
            form.addRow(QLabel(self.tr("This game has no options.")))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("The options apply from the next new game.")))
        layout.addWidget(buttons)

    def _add_level_rows(self, form: QFormLayout, game: Game, chosen: object) -> None:
        """One level list per computer seat (the most seats the game can have)."""
        levels = chosen if isinstance(chosen, list) else []
        names = {
            "easy": self.tr("Easy (forgets cards, slips now and then)"),
            "normal": self.tr("Normal (looks ahead briefly)"),
            "strong": self.tr("Strong (looks ahead for a second)"),
        }
        partner = game.cooperative
        for seat in range(1, max(game.player_counts)):
            combo = QComboBox()
            for level in LEVELS:
                combo.addItem(names[level], level)
            level = levels[seat - 1] if seat - 1 < len(levels) else DEFAULT_LEVEL
            combo.setCurrentIndex(LEVELS.index(level) if level in LEVELS else 1)
            label = (
                self.tr("Partner {seat}").format(seat=seat)
                if partner
                else self.tr("Opponent {seat}").format(seat=seat)
            )
            form.addRow(label, combo)
            self.level_boxes.append(combo)

    def variant_title(self, name: str) -> str:
        titles = {
            "4p": self.tr("4 players"),
            "3p": self.tr("3 players"),
            "2p": self.tr("2 players"),
            "1p": self.tr("1 player with a dummy hand"),
        }
        return titles.get(name, name)

    def values(self) -> dict[str, object]:
        values: dict[str, object] = {
            name: editor.isChecked() if isinstance(editor, QCheckBox) else editor.currentData()
            for name, editor in self.editors.items()
        }
        if self.level_boxes:
            values[LEVELS_KEY] = [box.currentData() for box in self.level_boxes]
        return values


def score_graph(match: Match, names: list[str], width: int = 420, height: int = 160) -> QPixmap:
    """Running totals of the match as a small line chart (painted once, shown as a picture)."""
    pixmap = QPixmap(width, height)
    pixmap.fill(QColor("white"))
    totals = [[0] * len(names)]
    for deal in match.deals:
        totals.append([t + s for t, s in zip(totals[-1], deal.scores, strict=True)])
    low = min(min(row) for row in totals)
    high = max(max(row) for row in totals)
    span = max(1, high - low)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    left, right, top, bottom = 36, width - 10, 10, height - 22
    painter.setPen(QPen(QColor("#9e9e9e"), 1))
    zero_y = bottom - (0 - low) / span * (bottom - top)
    painter.drawLine(QPointF(left, zero_y), QPointF(right, zero_y))
    painter.drawText(QPointF(4, top + 8), str(high))
    painter.drawText(QPointF(4, bottom), str(low))
    colours = ["#1e88e5", "#e53935", "#43a047", "#8e24aa", "#fb8c00", "#00897b", "#6d4c41"]
    steps = max(1, len(totals) - 1)
    for seat, name in enumerate(names):
        pen = QPen(QColor(colours[seat % len(colours)]), 2.5 if seat == 0 else 1.8)
        painter.setPen(pen)
        points = [
            QPointF(
                left + (right - left) * i / steps,
                bottom - (row[seat] - low) / span * (bottom - top),
            )
            for i, row in enumerate(totals)
        ]
        for a, b in zip(points, points[1:], strict=False):
            painter.drawLine(a, b)
        painter.drawText(QPointF(left + 4 + seat * (right - left) / len(names), height - 6), name)
    painter.end()
    return pixmap


class ScoreSheet(QTableWidget):
    """The match so far: a row per deal, a column per seat, totals in bold; ``graph``
    shows the running totals."""

    def __init__(self, match: Match, names: list[str]) -> None:
        super().__init__(len(match.deals) + 1, len(names))
        self.setHorizontalHeaderLabels(names)
        self.setVerticalHeaderLabels(
            [str(i + 1) for i in range(len(match.deals))] + [self.tr("Total")]
        )
        for row, deal in enumerate(match.deals):
            for seat, score in enumerate(deal.scores):
                self.setItem(row, seat, QTableWidgetItem(f"{score:+d}"))
        for seat, total in enumerate(match.totals or [0] * len(names)):
            item = QTableWidgetItem(f"{total:+d}")
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            self.setItem(len(match.deals), seat, item)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setMinimumHeight(140)
        self.graph = QLabel()
        self.graph.setPixmap(score_graph(match, names))


class DealSummaryDialog(QDialog):
    """End of a deal in a match: the result in words, the score sheet and its graph."""

    NEXT = 12

    def __init__(self, table: TrickTable, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        session = table.session
        assert session is not None
        state = session.state
        names = [table.seat_name(s) for s in range(state.num_players)]
        self.setWindowTitle(self.tr("End of the deal"))
        why = state.explain_score()
        lines = []
        if state.result().get("redeal"):
            lines.append(self.tr("Nobody could start the deal: it is dealt again."))
        elif why is not None:
            lines.append(why.text(table.lang))
        for condition, ok in state.conditions():
            lines.append(("✓ " if ok else "✗ ") + condition.text(table.lang))
        scores = state.scores()
        lines.append(
            " · ".join(f"{name} {score:+d}" for name, score in zip(names, scores, strict=True))
        )
        if match.is_over:
            best = max(match.totals)
            winners = [names[s] for s, t in enumerate(match.totals) if t == best]
            lines.append(
                self.tr("Match over: {names} win(s) with {total}.").format(
                    names=", ".join(winners), total=best
                )
            )
        self.summary = QLabel("\n".join(lines))
        self.summary.setWordWrap(True)
        self.sheet = ScoreSheet(match, names)
        buttons = QDialogButtonBox()
        label = self.tr("New match") if match.is_over else self.tr("Next deal")
        go = buttons.addButton(label, QDialogButtonBox.ButtonRole.AcceptRole)
        close = buttons.addButton(self.tr("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        go.clicked.connect(lambda: self.done(EndDialog.NEW if match.is_over else self.NEXT))
        close.clicked.connect(self.reject)
        record, lang, human = session.record(), table.lang, table.human
        self.review_button = ReviewButton(
            buttons, self, lambda: record, human, table.seat_name, lang, session.number
        )
        self.knew_button = buttons.addButton(
            self.tr("What the bots knew"), QDialogButtonBox.ButtonRole.ActionRole
        )
        bots = [s for s in range(state.num_players) if state.decider(s) != human]
        self.knew_button.setEnabled(bool(bots))
        self.knowledge: KnowledgeDialog | None = None

        def knowledge() -> None:
            self.knowledge = KnowledgeDialog(record, bots, table.seat_name, lang, self)
            self.knowledge.open()

        self.knew_button.clicked.connect(knowledge)
        self.winnable_button: QPushButton | None = None
        self.analysis: SolverAnswer | None = None
        if getattr(state, "variant", None) == "1p" and state.is_terminal:
            self._offer_solver(buttons, state, lang)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        if self.analysis is not None:
            layout.addWidget(self.analysis)
        layout.addWidget(self.sheet)
        layout.addWidget(self.sheet.graph)
        layout.addWidget(buttons)

    def _offer_solver(self, buttons: QDialogButtonBox, state: State, lang: str) -> None:
        """Solo co-op: with every rank known after the deal, could it have been won?"""
        button = buttons.addButton(
            self.tr("Was it winnable?"), QDialogButtonBox.ButtonRole.ActionRole
        )
        analysis = SolverAnswer(button, lang, self)

        def solved(solution: CoopSolution) -> None:
            line = coop_line(solution.actions, lang)
            analysis.answer(solution.winnable, solution.score, solution.complete, line)

        analysis.runner.finished.connect(solved)
        button.clicked.connect(lambda: analysis.solve(solve_coop_state, state.clone()))
        self.winnable_button, self.analysis = button, analysis


class HelpDialog(QDialog):
    def __init__(self, game_id: str, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(640, 700)
        browser = QTextBrowser()
        parts = [asset("help", f"{game_id}.{lang}.html"), asset("help", f"_computer.{lang}.html")]
        browser.setHtml("\n".join(p.read_text(encoding="utf-8") for p in parts if p.exists()))
        layout = QVBoxLayout(self)
        layout.addWidget(browser)
        self.browser = browser


class MainWindow(QMainWindow):
    """``autosave``: the file that keeps an unfinished game across restarts (None: off)."""

    def __init__(self, settings: Settings | None = None, autosave: Path | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.autosave = autosave
        self.matches: dict[str, Match] = {}
        self.session_label = QLabel()
        self.translator = QTranslator(self)
        self.rng = random.Random()
        self.game_id = "mustfollow_solitaire"
        self.pages = QStackedWidget()
        self.chooser = ChooserPage(self.settings)
        self.chooser.chosen.connect(self.ask_options_then_play)
        self.options_dialog: OptionsDialog | None = None
        self.solitaire_table = SolitaireTable(self.settings)
        self.trick_table = TrickTable(self.settings)
        self.coop_table = CoopTable(self.settings)
        self.table: SolitaireTable | TrickTable = self.solitaire_table
        self.pages.addWidget(self.chooser)
        for table in (self.solitaire_table, self.trick_table, self.coop_table):
            table.finished.connect(self.show_end_dialog)
            table.changed.connect(self._update_actions)
            table.changed.connect(self.write_autosave)
            self.pages.addWidget(table)
        self.setCentralWidget(self.pages)
        self.end_dialog: EndDialog | DealSummaryDialog | None = None
        self._build_actions()
        self.statusBar().addPermanentWidget(self.session_label)
        self.apply_language(self.settings.language)
        self.resize(1100, 760)

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
            action.setShortcut(QKeySequence(shortcut))
        action.setData(menu_key)
        return action

    def _build_actions(self) -> None:
        self.act_new = self._action("new", self.new_game, QKeySequence.StandardKey.New)
        self.act_restart = self._action("restart", self.restart_deal, "Ctrl+R")
        self.act_number = self._action("number", self.ask_deal_number, "Ctrl+G")
        self.act_open = self._action("open", self.open_record, QKeySequence.StandardKey.Open)
        self.act_save = self._action("save", self.save_record, QKeySequence.StandardKey.Save)
        self.act_copy = self._action("copy", self.copy_record, "Ctrl+Shift+C")
        self.act_paste = self._action("paste", self.paste_record, "Ctrl+Shift+V")
        self.act_chooser = self._action("chooser", self.show_chooser, "Ctrl+Shift+N")
        self.act_options = self._action("options", self.edit_options, "Ctrl+,")
        self.act_sheet = self._action("sheet", self.show_score_sheet, "Ctrl+T")
        self.act_quit = self._action("quit", self.close, QKeySequence.StandardKey.Quit)
        self.act_undo = self._action("undo", lambda: self.table.undo(), "Ctrl+Z")
        self.act_redo = self._action("redo", lambda: self.table.redo(), "Ctrl+Shift+Z")
        self.act_hint = self._action("hint", lambda: self.table.hint())
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
        self.act_memory_aid = QAction(self, checkable=True)
        self.act_memory_aid.setChecked(self.settings.memory_aid)
        self.act_memory_aid.toggled.connect(self.set_memory_aid)
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
            self.act_restart,
            self.act_number,
            self.act_options,
            self.act_sheet,
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
        settings = bar.addMenu(self.tr("&Settings"))
        speed = settings.addMenu(self.tr("Animation speed"))
        for act in self.speed_actions.values():
            speed.addAction(act)
        settings.addAction(self.act_four_colour)
        settings.addAction(self.act_memory_aid)
        pause = settings.addMenu(self.tr("Pause after a trick"))
        for act in self.pause_actions.values():
            pause.addAction(act)
        language = settings.addMenu("Language / 言語")
        for act in self.lang_actions.values():
            language.addAction(act)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.act_rules)
        help_menu.addAction(self.act_about)

    def retranslate(self) -> None:
        texts = {
            self.act_new: self.tr("&New game"),
            self.act_restart: self.tr("&Restart this deal"),
            self.act_number: self.tr("Play deal &number…"),
            self.act_open: self.tr("&Open record…"),
            self.act_save: self.tr("&Save record…"),
            self.act_copy: self.tr("&Copy game record"),
            self.act_paste: self.tr("&Paste game record"),
            self.act_chooser: self.tr("Choose another &game"),
            self.act_options: self.tr("Game &options…"),
            self.act_sheet: self.tr("Score &sheet…"),
            self.act_quit: self.tr("&Quit"),
            self.act_undo: self.tr("&Undo"),
            self.act_redo: self.tr("&Redo"),
            self.act_hint: self.tr("&Hint"),
            self.act_rules: self.tr("&Rules of this game"),
            self.act_about: self.tr("&About Torite"),
            self.act_four_colour: self.tr("&Four-colour suits (♣ green, ♦ blue)"),
            self.act_memory_aid: self.tr("&Memory aid: show played cards (practice, co-op)"),
        }
        for act, text in texts.items():
            act.setText(text)
        self.act_hint.setShortcut(QKeySequence("H"))
        self.act_hint.setShortcutContext(
            Qt.ShortcutContext.WidgetShortcut
        )  # the table handles H itself
        speed_names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for name, act in self.speed_actions.items():
            act.setText(speed_names[name])
        pause_names = {"off": self.tr("None"), "short": self.tr("Short"), "long": self.tr("Long")}
        for name, act in self.pause_actions.items():
            act.setText(pause_names[name])
        self._build_menus()
        self.chooser.retranslate()
        self.solitaire_table.retranslate()
        self.trick_table.retranslate()
        self.coop_table.retranslate()
        self._update_session_label()
        self._update_title()

    def apply_language(self, code: str) -> None:
        self.settings.language = code
        app = QCoreApplication.instance()
        if app is not None:
            app.removeTranslator(self.translator)
            if code == "ja" and self.translator.load(str(asset("i18n", "torite_ja.qm"))):
                app.installTranslator(self.translator)
        self.lang_actions[code].setChecked(True)
        self.retranslate()

    def set_speed(self, name: str) -> None:
        self.settings.animation = name

    def set_pause(self, name: str) -> None:
        self.settings.trick_pause = name

    # -- games and deals ------------------------------------------------------------------

    def show_chooser(self) -> None:
        self.pages.setCurrentWidget(self.chooser)
        self._update_actions()
        self._update_title()

    def choose_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.new_game()

    def ask_options_then_play(self, game_id: str) -> None:
        """From the chooser: a game with options or computer players opens its new-game
        dialog first."""
        game = get_game(game_id)
        if not (game.options or game.variants or game_id in TRICK_TABLE_GAMES):
            self.choose_game(game_id)
            return
        dialog = OptionsDialog(
            game_id, self.settings.game_options(game_id), self.settings.language, self
        )
        dialog.setWindowTitle(
            self.tr("New game: {game}").format(
                game=get_game(game_id).titles[self.settings.language]
            )
        )

        def closed(code: int) -> None:
            self.options_dialog = None
            if code == QDialog.DialogCode.Accepted:
                self.settings.set_game_options(game_id, dialog.values())
                self.choose_game(game_id)

        dialog.finished.connect(closed)
        self.options_dialog = dialog
        dialog.open()

    def set_four_colour(self, on: bool) -> None:
        self.solitaire_table.set_four_colour(on)
        self.trick_table.set_four_colour(on)
        self.coop_table.set_four_colour(on)

    def set_memory_aid(self, on: bool) -> None:
        self.settings.memory_aid = on
        self.coop_table.relayout_now()

    def new_game(self, number: int | None = None) -> None:
        """A new deal (solitaire) or a new match (the other games)."""
        game = get_game(self.game_id)
        options = self.settings.game_options(self.game_id)
        variant = options.pop(VARIANT_KEY, None)
        options.pop(LEVELS_KEY, None)  # read by the table, not a rule option
        if game.variants and variant not in game.variants:
            variant = game.variants[0]
        try:
            game.resolve_options(options)
        except ValueError:
            options = {}  # stale or hand-edited settings: fall back to the defaults
        if self.game_id in TRICK_TABLE_GAMES:
            self.matches[self.game_id] = Match(self.game_id, variant=variant, options=dict(options))
            self.next_deal(number)
            return
        if number is None:
            number = self.rng.randrange(1, MAX_DEAL_NUMBER)
        self.start_session(Session(self.game_id, int(number), options))

    def next_deal(self, number: int | None = None) -> None:
        """The match's next deal, dealt by the match's dealer with its context."""
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
            QMessageBox.warning(self, self.tr("Cannot start the deal"), str(exc))
            return
        self.start_session(session)

    def edit_options(self) -> None:
        dialog = OptionsDialog(
            self.game_id, self.settings.game_options(self.game_id), self.settings.language, self
        )
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.settings.set_game_options(self.game_id, dialog.values())

    def start_session(self, session: Session) -> None:
        self.game_id = session.game_id
        self.table = (
            self.coop_table
            if session.game_id in COOP_GAMES
            else self.trick_table
            if session.game_id in TRICK_TABLE_GAMES
            else self.solitaire_table
        )
        self.pages.setCurrentWidget(self.table)
        self.table.start(session)
        self.table.setFocus()
        self._update_title()

    def restart_deal(self) -> None:
        if self.table.session is not None:
            self.table.session.restart()
            self.table.start(self.table.session)

    def ask_deal_number(self) -> None:
        number, ok = QInputDialog.getInt(
            self,
            self.tr("Play deal number"),
            self.tr("Deal number (the same number gives the same deal):"),
            self.table.session.number if self.table.session else 1,
            1,
            MAX_DEAL_NUMBER,
        )
        if ok:
            self.new_game(number)

    def show_end_dialog(self) -> None:
        self.book_finished_deal()
        if self.end_dialog is not None:
            return
        if isinstance(self.table, TrickTable):
            assert self.table.session is not None
            match = self.matches[self.table.session.game_id]
            self.end_dialog = DealSummaryDialog(self.table, match, self)
        else:
            self.end_dialog = EndDialog(self.table, self)
        self.end_dialog.finished.connect(self._end_dialog_closed)
        self.end_dialog.open()

    def _end_dialog_closed(self, code: int) -> None:
        self.end_dialog = None
        if code == EndDialog.NEW:
            self.new_game()
        elif code == EndDialog.RESTART:
            self.restart_deal()
        elif code == DealSummaryDialog.NEXT:
            self.next_deal()

    def show_score_sheet(self) -> QDialog | None:
        """The current match's score sheet and graph, at any time during the match."""
        match = self.matches.get(self.game_id)
        if match is None:
            self.statusBar().showMessage(self.tr("No deal of this game has finished yet."), 4000)
            return None
        session = self.table.session
        seats = len(match.totals) or (session.state.num_players if session else 1)
        names = [self._seat_name(s) for s in range(seats)]
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Score sheet"))
        sheet = ScoreSheet(match, names)
        layout = QVBoxLayout(dialog)
        layout.addWidget(sheet)
        layout.addWidget(sheet.graph)
        dialog.open()
        return dialog

    def _seat_name(self, seat: int) -> str:
        table = self.table if isinstance(self.table, TrickTable) else self.trick_table
        return table.seat_name(seat)

    def book_finished_deal(self) -> None:
        """Count a finished deal once in this session's match (undo and replay don't recount)."""
        session = self.table.session
        if session is None or session.booked or not session.state.is_terminal:
            return
        match = self.matches.setdefault(
            session.game_id, Match(session.game_id, options=dict(session.options))
        )
        match.finish_deal(session.number, session.state, list(session.actions))
        session.booked = True
        self._update_session_label()

    def _update_session_label(self) -> None:
        match = self.matches.get(self.game_id)
        if match is None or not match.deals:
            self.session_label.setText("")
            return
        stats = match.statistics()
        if len(match.totals) > 1:  # a match against bots: everyone's running total
            names = [self._seat_name(s) for s in range(len(match.totals))]
            totals = " · ".join(f"{n} {t:+d}" for n, t in zip(names, match.totals, strict=True))
            self.session_label.setText(
                self.tr("Match after {deals} deal(s): {totals}").format(
                    deals=stats["deals"], totals=totals
                )
            )
            return
        self.session_label.setText(
            self.tr("This session: played {deals}, won {wins}, total score {total:+d}").format(
                deals=stats["deals"], wins=stats["wins"], total=stats["totals"][0]
            )
        )

    # -- autosave ---------------------------------------------------------------------------

    def write_autosave(self) -> None:
        """Keep the unfinished game on disk (atomically); a finished game needs no keeping."""
        session = self.table.session
        if self.autosave is None or session is None:
            return
        try:
            if session.state.is_terminal:
                self.autosave.unlink(missing_ok=True)
            else:
                self.autosave.parent.mkdir(parents=True, exist_ok=True)
                save(session.record(), self.autosave)
        except OSError as exc:
            self.statusBar().showMessage(
                self.tr("Could not autosave: {error}").format(error=exc), 6000
            )

    def resume_autosave(self) -> bool:
        """Continue the game left unfinished last time.  A damaged file is set aside, not lost."""
        if self.autosave is None or not self.autosave.exists():
            return False
        try:
            session = Session.from_record(load(self.autosave))
        except (BadRecord, IllegalRecordAction) as exc:
            broken = self.autosave.with_name(self.autosave.stem + ".broken.json")
            os.replace(self.autosave, broken)
            self.statusBar().showMessage(
                self.tr(
                    "The saved game could not be resumed ({error}); it was kept as {path}."
                ).format(error=exc, path=broken),
                15000,
            )
            return False
        if session.state.is_terminal:
            return False
        if session.game_id in TRICK_TABLE_GAMES:  # the match goes on where it was
            self.matches[session.game_id] = Match.resumed(
                session.game_id, session.options, session.dealer, session.context
            )
            self.matches[session.game_id].variant = session.variant
        self.start_session(session)
        self.statusBar().showMessage(self.tr("Resumed the game you left unfinished."), 6000)
        return True

    # -- records --------------------------------------------------------------------------

    def save_record(self) -> None:
        if self.table.session is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save game record"), "torite-game.json", self.tr("Game records (*.json)")
        )
        if path:
            try:
                save(self.table.session.record(), path)
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Could not save"), str(exc))

    def open_record(self, path: str | None = None) -> bool:
        if not path:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open game record"), "", self.tr("Game records (*.json)")
            )
            if not path:
                return False
        return self._start_record(lambda: load(path))

    def copy_record(self) -> None:
        if self.table.session is not None:
            QGuiApplication.clipboard().setText(self.table.session.record().dumps())
            self.statusBar().showMessage(self.tr("Game record copied to the clipboard."), 4000)

    def paste_record(self, text: str | None = None) -> bool:
        """Continue the game whose record is on the clipboard (or in ``text``)."""
        if text is None:
            text = QGuiApplication.clipboard().text()
        return self._start_record(lambda: loads(text))

    def _start_record(self, read: Callable[[], Record]) -> bool:
        """Replay a record and play on from it; a broken one is explained, and the
        game on the table stays as it was."""
        try:
            session = Session.from_record(read())
        except (BadRecord, IllegalRecordAction) as exc:
            QMessageBox.warning(self, self.tr("Cannot open this record"), str(exc))
            return False
        self.start_session(session)
        return True

    # -- help -----------------------------------------------------------------------------

    def show_rules(self) -> None:
        HelpDialog(self.game_id, self.settings.language, self).exec()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Torite"),
            self.tr(
                "Torite — trick-taking card and tile games, played offline.\nJapanese text uses Noto Sans JP (SIL Open Font License 1.1)."
            ),
        )

    # -- state of the window --------------------------------------------------------------

    def restore_geometry(self) -> None:
        saved = self.settings.store.value("window/geometry")
        if saved is None or not self.restoreGeometry(saved):
            self.resize(1100, 760)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.settings.store.setValue("window/geometry", self.saveGeometry())
        self.write_autosave()
        super().closeEvent(event)

    def _update_actions(self) -> None:
        session = self.table.session if self.pages.currentWidget() is self.table else None
        on_table = session is not None
        self.act_undo.setEnabled(session is not None and session.can_undo)
        self.act_redo.setEnabled(session is not None and session.can_redo)
        for act in (self.act_restart, self.act_save, self.act_copy, self.act_hint):
            act.setEnabled(on_table)
        self._update_title()

    def _update_title(self) -> None:
        title = "Torite"
        session = self.table.session
        if self.pages.currentWidget() is self.table and session is not None:
            game = get_game(session.game_id)
            title = f"{game.titles[self.settings.language]} — " + self.tr("deal {n}").format(
                n=session.number
            )
            title += " — Torite"
        self.setWindowTitle(title)
