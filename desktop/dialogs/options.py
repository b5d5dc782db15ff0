"""A game's options, built from its metadata: a check box per on/off option, a list per
multiple choice (each choice in the reader's words where the game gives them), the
variant, and a level per computer seat — only for the seats the chosen player count and
variant really have."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from rules_core.ai.levels import DEFAULT_LEVEL, LEVELS
from rules_core.game import BadDeal
from rules_core.registry import get_game

from ..games.playable import LEVELS_KEY, VARIANT_KEY


class OptionsDialog(QDialog):
    """``new_game``: the dialog that starts a new game with these options (the chooser's),
    where "the options apply from the next new game" would not be true; without it, the
    Game ▸ Game options dialog of a game under way, which says so."""

    def __init__(
        self,
        game_id: str,
        current: dict[str, object],
        lang: str,
        parent: QWidget | None = None,
        *,
        new_game: bool = False,
    ) -> None:
        super().__init__(parent)
        game = self.game = get_game(game_id)
        self.lang = lang
        self.setWindowTitle(self.tr("Options: {game}").format(game=game.titles[lang]))
        self.editors: dict[str, QCheckBox | QComboBox] = {}
        form = self.form = QFormLayout()
        try:
            values = game.resolve_options(
                {k: v for k, v in current.items() if k in {o.name for o in game.options}}
            )
        except (ValueError, BadDeal):
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
                    combo.addItem(spec.choice_title(choice, lang), choice)
                combo.setCurrentIndex(list(spec.choices).index(values[spec.name]))
                combo.currentIndexChanged.connect(self._show_seats)
                form.addRow(spec.title[lang], combo)
                self.editors[spec.name] = combo
        if game.variants:
            variant = QComboBox()
            for name in game.variants:
                titles = game.variant_titles.get(name, {})
                variant.addItem(titles.get(lang, name), name)
            chosen = current.get(VARIANT_KEY)
            variant.setCurrentIndex(
                list(game.variants).index(chosen) if chosen in game.variants else 0
            )
            variant.currentIndexChanged.connect(self._show_seats)
            form.insertRow(0, self.tr("Variant"), variant)
            self.editors[VARIANT_KEY] = variant
        self.level_boxes: list[QComboBox] = []
        self.level_labels: list[QLabel] = []
        self._add_level_rows(current.get(LEVELS_KEY))
        if not game.options and not game.variants and not self.level_boxes:
            form.addRow(QLabel(self.tr("This game has no options.")))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        self.note: QLabel | None = None
        if not new_game:
            self.note = QLabel(self.tr("The options apply from the next new game."))
            layout.addWidget(self.note)
        layout.addWidget(buttons)
        self._show_seats()

    def _add_level_rows(self, chosen: object) -> None:
        """One level list per computer seat of the largest table the game can have."""
        most = max(self._seat_plan(v, o) for v, o in self._every_setting())
        levels = chosen if isinstance(chosen, list) else []
        names = {
            "easy": self.tr("Easy (forgets cards, slips now and then)"),
            "normal": self.tr("Normal (looks ahead briefly)"),
            "strong": self.tr("Strong (reads the others' play, about a second)"),
            "expert": self.tr("Expert (weighs the most, up to two seconds)"),
        }
        for seat in range(1, most):
            combo = QComboBox()
            for level in LEVELS:
                combo.addItem(names[level], level)
            level = levels[seat - 1] if seat - 1 < len(levels) else DEFAULT_LEVEL
            combo.setCurrentIndex(LEVELS.index(level) if level in LEVELS else 1)
            label = QLabel()
            self.form.addRow(label, combo)
            self.level_boxes.append(combo)
            self.level_labels.append(label)

    def _every_setting(self) -> list[tuple[str | None, dict[str, Any]]]:
        """Each variant with each player count the options allow (for the most seats)."""
        counts = next((o for o in self.game.options if o.name == "players"), None)
        option_sets: list[dict[str, Any]] = (
            [{"players": n} for n in counts.choices] if counts is not None else [{}]
        )
        variants: list[str | None] = list(self.game.variants) or [None]
        return [(v, o) for v in variants for o in option_sets]

    def _seat_plan(self, variant: str | None, options: dict[str, Any]) -> int:
        try:
            return self.game.new_deal(variant=variant, options=options, seed=0).num_players
        except (BadDeal, ValueError):
            return 1

    def _show_seats(self) -> None:
        """Show a level row for each computer seat of the table chosen now, named as the
        seat is: a partner or an opponent."""
        values = self.values()
        variant = values.pop(VARIANT_KEY, None)
        values.pop(LEVELS_KEY, None)
        try:
            state = self.game.new_deal(
                variant=variant if isinstance(variant, str) else None, options=values, seed=0
            )
        except (BadDeal, ValueError):
            state = None
        bots = (
            [s for s in range(1, state.num_players) if state.decider(s) != 0]
            if state is not None
            else []
        )
        partners = set(state.teams[0]) if state is not None and state.teams else set()
        for index, (label, combo) in enumerate(
            zip(self.level_labels, self.level_boxes, strict=True)
        ):
            seat = index + 1
            shown = seat in bots
            label.setVisible(shown)
            combo.setVisible(shown)
            if self.game.cooperative or seat in partners:
                label.setText(self.tr("Bot {seat} (partner)").format(seat=seat))
            else:
                label.setText(self.tr("Bot {seat} (opponent)").format(seat=seat))

    def values(self) -> dict[str, object]:
        values: dict[str, object] = {
            name: editor.isChecked() if isinstance(editor, QCheckBox) else editor.currentData()
            for name, editor in self.editors.items()
        }
        if self.level_boxes:
            values[LEVELS_KEY] = [box.currentData() for box in self.level_boxes]
        return values
