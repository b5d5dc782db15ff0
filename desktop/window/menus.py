"""The main window's menus: their actions (with shortcuts), the menus built from them,
their texts in the language shown, and which are enabled.  The window hands each action
its slot; the texts keep the window's translation context ("MainWindow")."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow

from ..settings import ANIMATION_SPEEDS, TEXT_SIZES, TRICK_PAUSES, Settings

Slot = Callable[[], object]
Shortcut = QKeySequence | QKeySequence.StandardKey | str | None


class Menus:
    """The actions of ``window``'s menus.  ``slots``: what each menu entry does, by its
    key (``new``, ``next`` … ``about``); ``toggles``: what each switch does when turned
    (``four_colour`` … ``reduce_motion``); ``choose``: what a choice does (``speed``,
    ``pause``, ``language``, ``text_size``) with the name chosen."""

    def __init__(
        self,
        window: QMainWindow,
        settings: Settings,
        slots: dict[str, Slot],
        toggles: dict[str, Callable[[bool], None]],
        choose: dict[str, Callable[[str], None]],
    ) -> None:
        self.window = window

        def action(key: str, shortcut: Shortcut = None) -> QAction:
            act = QAction(window)
            act.triggered.connect(lambda _checked=False: slots[key]())  # slots take no arguments
            if shortcut is not None:
                # As a property: setShortcut's overloads make PySide build the Python enums
                # of the whole Qt namespace (25 ms), which the first window does not need.
                act.setProperty("shortcut", QKeySequence(shortcut))
            act.setData(key)
            return act

        keys = QKeySequence.StandardKey
        self.act_new = action("new", keys.New)
        self.act_next = action("next", "Ctrl+Return")
        self.act_restart = action("restart", "Ctrl+R")
        self.act_number = action("number", "Ctrl+G")
        self.act_open = action("open", keys.Open)
        self.act_save = action("save", keys.Save)
        self.act_copy = action("copy", "Ctrl+Shift+C")
        self.act_paste = action("paste", "Ctrl+Shift+V")
        self.act_replay = action("replay", "Ctrl+Shift+R")
        self.act_replay_file = action("replay_file")
        self.act_replay_pasted = action("replay_pasted")
        self.act_chooser = action("chooser", "Ctrl+Shift+N")
        self.act_options = action("options", "Ctrl+,")
        self.act_sheet = action("sheet", "Ctrl+T")
        self.act_log = action("log", "Ctrl+L")
        self.act_stats = action("statistics", "Ctrl+I")
        self.act_quit = action("quit", keys.Quit)
        self.act_undo = action("undo", "Ctrl+Z")
        self.act_redo = action("redo", "Ctrl+Shift+Z")
        # Ctrl+Y redoes too, as on Windows: a second action of the window's, in no menu
        self.act_redo_y = action("redo", "Ctrl+Y")
        window.addAction(self.act_redo_y)
        self.act_hint = action("hint")
        self.act_why = action("why")
        self.act_learn = action("learn")
        self.act_rules = action("rules", keys.HelpContents)
        self.act_about = action("about")
        self.speed_actions = self._choices(ANIMATION_SPEEDS, settings.animation, choose["speed"])
        self.pause_actions = self._choices(TRICK_PAUSES, settings.trick_pause, choose["pause"])
        self.lang_actions = self._choices(("en", "ja"), settings.language, choose["language"])
        self.text_size_actions = self._choices(TEXT_SIZES, settings.text_size, choose["text_size"])
        self.lang_actions["en"].setText("English")
        self.lang_actions["ja"].setText("日本語")

        def switch(key: str, on: bool, signal: str = "toggled") -> QAction:
            act = QAction(window, checkable=True)
            act.setChecked(on)
            getattr(act, signal).connect(toggles[key])
            return act

        self.act_four_colour = switch("four_colour", settings.four_colour)
        self.act_kind_labels = switch("kind_labels", settings.kind_labels)
        self.act_memory_aid = switch("memory_aid", settings.memory_aid)
        # Per game: set on each start; only the person's click changes the game's setting.
        self.act_show_legal = switch("show_legal", True, "triggered")
        self.act_check_play = switch("check_play", False, "triggered")
        self.act_reduce_motion = switch("reduce_motion", settings.reduce_motion)

    def _choices(
        self, names: Iterable[str], current: str, choose: Callable[[str], None]
    ) -> dict[str, QAction]:
        """Checkable actions of which exactly one is on (texts are set by retranslate)."""
        group = QActionGroup(self.window)
        actions: dict[str, QAction] = {}
        for name in names:
            act = QAction(self.window, checkable=True)
            act.setChecked(name == current)
            act.triggered.connect(lambda _=False, n=name: choose(n))
            group.addAction(act)
            actions[name] = act
        return actions

    def build(self) -> None:
        """The menu bar, in the language shown."""
        bar = self.window.menuBar()
        bar.clear()
        game = bar.addMenu(QCoreApplication.translate("MainWindow", "&Game"))
        for act in (
            *(self.act_new, self.act_next, self.act_restart, self.act_number),
            *(self.act_options, self.act_sheet, self.act_log, self.act_stats, None),
            *(self.act_open, self.act_save, self.act_copy, self.act_paste, None),
            *(self.act_replay, self.act_replay_file, self.act_replay_pasted, None),
            *(self.act_chooser, None, self.act_quit),
        ):
            game.addSeparator() if act is None else game.addAction(act)
        edit = bar.addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
        edit.addActions([self.act_undo, self.act_redo])
        edit.addSeparator()
        edit.addActions([self.act_hint, self.act_why])
        settings = bar.addMenu(QCoreApplication.translate("MainWindow", "&Settings"))
        settings.addMenu(QCoreApplication.translate("MainWindow", "&Animation speed")).addActions(
            list(self.speed_actions.values())
        )
        settings.addMenu(
            QCoreApplication.translate("MainWindow", "&Pause after a trick")
        ).addActions(list(self.pause_actions.values()))
        settings.addActions(
            [
                *(self.act_four_colour, self.act_kind_labels, self.act_show_legal),
                *(self.act_check_play, self.act_memory_aid),
            ]
        )
        settings.addSeparator()
        sizes = settings.addMenu(QCoreApplication.translate("MainWindow", "&Text size"))
        sizes.addActions(list(self.text_size_actions.values()))
        settings.addAction(self.act_reduce_motion)
        settings.addSeparator()
        settings.addMenu("&Language / 言語").addActions(list(self.lang_actions.values()))
        help_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        help_menu.addActions([self.act_rules, self.act_learn, self.act_about])

    def retranslate(self) -> None:
        texts = {
            self.act_new: QCoreApplication.translate("MainWindow", "&New game"),
            self.act_next: QCoreApplication.translate("MainWindow", "Ne&xt deal"),
            self.act_restart: QCoreApplication.translate("MainWindow", "&Restart this deal"),
            self.act_number: QCoreApplication.translate("MainWindow", "Play deal n&umber…"),
            self.act_open: QCoreApplication.translate("MainWindow", "&Open record…"),
            self.act_save: QCoreApplication.translate("MainWindow", "&Save record…"),
            self.act_copy: QCoreApplication.translate("MainWindow", "&Copy game record"),
            self.act_paste: QCoreApplication.translate("MainWindow", "&Paste game record"),
            self.act_replay: QCoreApplication.translate("MainWindow", "Repla&y this deal…"),
            self.act_replay_file: QCoreApplication.translate(
                "MainWindow", "Replay a record &file…"
            ),
            self.act_replay_pasted: QCoreApplication.translate(
                "MainWindow", "Replay the copied recor&d"
            ),
            self.act_chooser: QCoreApplication.translate("MainWindow", "Choose another &game"),
            self.act_options: QCoreApplication.translate("MainWindow", "Game opt&ions…"),
            self.act_sheet: QCoreApplication.translate("MainWindow", "Score shee&t…"),
            self.act_log: QCoreApplication.translate("MainWindow", "Table &log…"),
            self.act_stats: QCoreApplication.translate("MainWindow", "St&atistics…"),
            self.act_quit: QCoreApplication.translate("MainWindow", "&Quit"),
            self.act_undo: QCoreApplication.translate("MainWindow", "&Undo"),
            self.act_redo: QCoreApplication.translate("MainWindow", "&Redo"),
            self.act_hint: QCoreApplication.translate("MainWindow", "&Hint"),
            self.act_why: QCoreApplication.translate(
                "MainWindow", "&What the computer players did (and why, after the deal)"
            ),
            self.act_learn: QCoreApplication.translate(
                "MainWindow", "&Learn this game (guided deal)"
            ),
            self.act_rules: QCoreApplication.translate("MainWindow", "&Rules and glossary"),
            self.act_about: QCoreApplication.translate("MainWindow", "&About Torite"),
            self.act_four_colour: QCoreApplication.translate(
                "MainWindow", "&Four-colour suits (♣ green, ♦ blue)"
            ),
            self.act_kind_labels: QCoreApplication.translate(
                "MainWindow", "Show &kind labels on reading cards"
            ),
            self.act_memory_aid: QCoreApplication.translate(
                "MainWindow", "&Memory aid (practice): keep the count a careful player keeps"
            ),
            self.act_show_legal: QCoreApplication.translate(
                "MainWindow", "Outline the &playable pieces (practice, this game)"
            ),
            self.act_check_play: QCoreApplication.translate(
                "MainWindow", "&Check my play as I go (practice, this game)"
            ),
            self.act_reduce_motion: QCoreApplication.translate(
                "MainWindow", "&Reduce motion (pieces jump, no sliding)"
            ),
        }
        for act, text in texts.items():
            act.setText(text)
        # The table handles H and W itself: the menu only shows the key (after a tab, in
        # the shortcut column), so no window-wide shortcut competes with the table's.
        self.act_hint.setText(self.act_hint.text() + "\tH")
        self.act_why.setText(self.act_why.text() + "\tW")
        names = {
            "off": QCoreApplication.translate("MainWindow", "Off"),
            "fast": QCoreApplication.translate("MainWindow", "Fast"),
            "normal": QCoreApplication.translate("MainWindow", "Normal"),
            "slow": QCoreApplication.translate("MainWindow", "Slow"),
        }
        for name, act in self.speed_actions.items():
            act.setText(names[name])
        pauses = {
            "off": QCoreApplication.translate("MainWindow", "None"),
            "short": QCoreApplication.translate("MainWindow", "Short"),
            "long": QCoreApplication.translate("MainWindow", "Long"),
        }
        for name, act in self.pause_actions.items():
            act.setText(pauses[name])
        sizes = {
            "normal": QCoreApplication.translate("MainWindow", "Normal"),
            "large": QCoreApplication.translate("MainWindow", "Large"),
            "larger": QCoreApplication.translate("MainWindow", "Larger"),
        }
        for name, act in self.text_size_actions.items():
            act.setText(sizes[name])
        self.build()

    def update(
        self,
        *,
        on_table: bool,
        can_undo: bool,
        can_redo: bool,
        finished: bool,
        bots: bool,
        match: bool,
        statistics: bool,
    ) -> None:
        """Enable what applies to the table on show (``on_table``: a deal is on show)."""
        self.act_undo.setEnabled(can_undo)
        self.act_redo.setEnabled(can_redo)
        self.act_redo_y.setEnabled(can_redo)
        for act in (self.act_restart, self.act_save, self.act_copy, self.act_hint, self.act_log):
            act.setEnabled(on_table)
        self.act_replay.setEnabled(on_table)
        self.act_why.setEnabled(on_table and bots)
        self.act_learn.setEnabled(on_table)
        self.act_next.setEnabled(finished)
        self.act_sheet.setEnabled(on_table and match)
        self.act_options.setEnabled(on_table)
        self.act_stats.setEnabled(statistics)
