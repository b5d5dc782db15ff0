"""A small card-scene layer shared by every game's table (after KDE's libkcardgame).

- :class:`CardItem`: a card or an anonymous back, showing a cached pixmap.
- :class:`CardLayer`: the items of a scene kept in step with the table's placements
  (:mod:`desktop.table.piles` works them out, without Qt).
- :class:`StepQueue`: runs animation steps in order, with a speed setting
  (0 = no animation) and fast-forward when the player acts during a move.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from ..pieces.renderers import PieceRenderer
from .geometry import Placement, Point, Rect

HIGHLIGHT_LEGAL = QColor("#f9a825")
HIGHLIGHT_SELECTED = QColor("#1e88e5")
HIGHLIGHT_FOCUS = QColor("#00acc1")
HIGHLIGHT_HINT = QColor("#43a047")
TAG_COLOUR = "#6a1b9a"  # the label across a piece the rules give a word for


class CardItem(QGraphicsPixmapItem):
    """A card on the table.  ``card`` None is an anonymous back (e.g. the dummy's stock)."""

    def __init__(
        self, key: Hashable, card: int | None, renderer: PieceRenderer, back_suit: int | None = None
    ) -> None:
        super().__init__()
        self.key = key
        self.card = card
        self.back_suit = back_suit  # the practice deck's backs show the suit
        self.face_up = card is not None
        self._renderer = renderer
        self._size = (0, 0, 1.0)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self._outline = QGraphicsPathItem(self)
        self._outline.setVisible(False)
        self._outline.setZValue(1)
        # The keyboard's place: a dashed ring outside the outline, so a focused card still
        # shows whether it may be played (the outline's colour says that).
        self._tag: QGraphicsSimpleTextItem | None = None
        self._tag_box: QGraphicsRectItem | None = None
        self._focus_mark = QGraphicsPathItem(self)
        self._focus_mark.setVisible(False)
        self._focus_mark.setZValue(2)
        pen = QPen(HIGHLIGHT_FOCUS, 3.0, Qt.PenStyle.DashLine)
        self._focus_mark.setPen(pen)

    def set_size(self, width: int, height: int, ratio: float) -> None:
        if self._size != (width, height, ratio):
            self._size = (width, height, ratio)
            self._refresh()
            path = QPainterPath()
            path.addRoundedRect(
                QRectF(-1.5, -1.5, width + 3, height + 3), width * 0.08, width * 0.08
            )
            self._outline.setPath(path)
            ring = QPainterPath()
            ring.addRoundedRect(
                QRectF(-6.5, -6.5, width + 13, height + 13), width * 0.1, width * 0.1
            )
            self._focus_mark.setPath(ring)
            self.setTransformOriginPoint(width / 2, height / 2)
            self._place_tag()

    def refresh(self) -> None:
        """Show the renderer's current picture (after a change of colour scheme)."""
        self._refresh()

    def set_face_up(self, face_up: bool) -> None:
        face_up = face_up and self.card is not None
        if face_up != self.face_up:
            self.face_up = face_up
            self._refresh()

    def flip_animation(self, face_up: bool, duration_ms: int, parent: QObject) -> QVariantAnimation:
        """Turn the card over: it narrows to an edge, changes side, and widens again."""
        animation = QVariantAnimation(parent)
        animation.setDuration(duration_ms)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        half_width = self._size[0] / 2

        def step(t: float) -> None:
            if t >= 0.5:
                self.set_face_up(face_up)
            scale = max(0.02, abs(1.0 - 2.0 * t))
            self.setTransform(
                QTransform().translate(half_width, 0).scale(scale, 1).translate(-half_width, 0)
            )

        def done() -> None:
            self.set_face_up(face_up)
            self.setTransform(QTransform())

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        return animation

    def set_outline(self, colour: QColor | None, width: float = 3.0) -> None:
        if colour is None:
            self._outline.setVisible(False)
            return
        self._outline.setPen(QPen(colour, width))
        self._outline.setVisible(True)

    def set_focus_mark(self, on: bool) -> None:
        self._focus_mark.setVisible(on)

    def set_tag(self, text: str) -> None:
        """A small band down the card's left edge, the part a fan always shows ("" for
        none): a word the rules give for this piece of a hand (received in an exchange)."""
        if text == self.tag():
            return
        if self._tag is None:
            self._tag = QGraphicsSimpleTextItem(self)
            self._tag.setZValue(3)
            self._tag.setBrush(QColor("#ffffff"))
            self._tag_box = QGraphicsRectItem(self)
            self._tag_box.setZValue(2.5)
            self._tag_box.setBrush(QColor(TAG_COLOUR))
            self._tag_box.setPen(QPen(Qt.PenStyle.NoPen))
        self._tag.setText(text)
        self._place_tag()

    def tag(self) -> str:
        return self._tag.text() if self._tag is not None and self._tag.isVisible() else ""

    def _place_tag(self) -> None:
        if self._tag is None or self._tag_box is None:
            return
        text = self._tag.text()
        self._tag.setVisible(bool(text))
        self._tag_box.setVisible(bool(text))
        if not text:
            return
        width, height = self._size[0], self._size[1]
        font = self._tag.font()
        size = max(8, round(width * 0.15))
        font.setPixelSize(size)
        self._tag.setFont(font)
        bottom = height * 0.94  # the text reads upward, from near the card's foot
        room = bottom - height * 0.3 - 6  # the band's length, below the card's corner
        if self._tag.boundingRect().width() > room:  # a long word: a smaller type, whole
            font.setPixelSize(max(6, int(size * room / self._tag.boundingRect().width())))
            self._tag.setFont(font)
        box = self._tag.boundingRect()
        band = box.height() + 2
        top = max(height * 0.3, bottom - box.width() - 6)
        self._tag_box.setRect(QRectF(1.5, top, band, bottom - top))
        self._tag.setRotation(-90)
        self._tag.setPos(2.5, bottom - 3)

    def has_focus_mark(self) -> bool:
        return self._focus_mark.isVisible()

    def outline_colour(self) -> QColor | None:
        return self._outline.pen().color() if self._outline.isVisible() else None

    def _refresh(self) -> None:
        width, height, ratio = self._size
        if width <= 0:
            return
        if self.face_up and self.card is not None:
            self.setPixmap(self._renderer.face(self.card, width, height, ratio))
        else:
            self.setPixmap(self._renderer.back(width, height, ratio, self.back_suit))


Step = Callable[[], tuple[QAbstractAnimation | None, int]]
"""A change to the scene returning the animation to wait for (or None) and a pause in ms."""


class StepQueue(QObject):
    """Runs steps one after another.  A step is a callable that changes the scene and
    returns the animation group to wait for (or None) plus a pause in ms."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: list[Step] = []
        self._running: QAbstractAnimation | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    @property
    def busy(self) -> bool:
        return bool(self._steps) or self._running is not None or self._timer.isActive()

    def push(self, *steps: Step) -> None:
        """Queue the steps of one action together, so that the queue cannot fall idle (and
        the table settle on the final view) between two of them."""
        self._steps.extend(steps)
        if not self._running and not self._timer.isActive():
            self._next()

    def fast_forward(self) -> None:
        """Finish the current animation and every pending step at once."""
        self._timer.stop()
        if self._running is not None:
            running, self._running = self._running, None
            running.finished.disconnect()
            running.setCurrentTime(running.totalDuration())
            running.stop()
        while self._steps:
            animation, _ = self._steps.pop(0)()
            if animation is not None:
                animation.setCurrentTime(animation.totalDuration())
                animation.stop()
        self.idle.emit()

    def clear(self) -> None:
        self._steps.clear()
        self._timer.stop()
        if self._running is not None:
            self._running.finished.disconnect()
            self._running.stop()
            self._running = None

    def _next(self) -> None:
        # Instant steps (no animation, no pause) run synchronously, so with animations
        # off an action's whole effect is on the table when perform() returns.
        while self._steps:
            animation, pause = self._steps.pop(0)()
            if animation is not None and animation.totalDuration() > 0:
                self._running = animation

                def done(animation: QAbstractAnimation = animation, pause: int = pause) -> None:
                    self._running = None
                    self._timer.start(pause)

                animation.finished.connect(done)
                animation.start()
                return
            if animation is not None:
                animation.setCurrentTime(animation.totalDuration())
            if pause > 0:
                self._timer.start(pause)
                return
        self.idle.emit()


def animate_items(
    moves: Iterable[tuple[QGraphicsItem, QPointF, float]], duration_ms: int, parent: QObject
) -> QParallelAnimationGroup:
    """A group moving each item to its position and rotation (not yet started)."""
    group = QParallelAnimationGroup(parent)
    for item, target, rotation in moves:
        start, start_rotation = item.pos(), item.rotation()
        if start == target and start_rotation == rotation:
            continue
        animation = QVariantAnimation(group)
        animation.setDuration(duration_ms)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)

        def step(
            t: float,
            item: QGraphicsItem = item,
            a: QPointF = start,
            b: QPointF = target,
            ra: float = start_rotation,
            rb: float = rotation,
        ) -> None:
            item.setPos(a + (b - a) * t)
            item.setRotation(ra + (rb - ra) * t)

        animation.valueChanged.connect(step)
        group.addAnimation(animation)
    return group


def card_of_key(key: Hashable) -> int | None:
    """The card an item key shows: a card id, ``("reveal", card)``, or None for a back."""
    if isinstance(key, int) and key >= 0:
        return key
    if isinstance(key, tuple) and len(key) == 2 and key[0] == "reveal" and isinstance(key[1], int):
        return key[1]
    return None


def back_suit_of_key(key: Hashable) -> int | None:
    """Keys ``("sback", seat, suit, n)`` are suit-showing backs of unknown cards."""
    if isinstance(key, tuple) and len(key) == 4 and key[0] == "sback" and isinstance(key[2], int):
        return key[2]
    return None


class CardLayer:
    """The card items of one scene, kept in step with a table's placements: items are
    created (face down, where the card comes from), resized, turned over, moved and
    removed — the same for every game's table."""

    def __init__(self, scene: QGraphicsScene, renderer: PieceRenderer, owner: QObject) -> None:
        self.scene = scene
        self.renderer = renderer
        self.owner = owner
        self.items: dict[Hashable, CardItem] = {}
        self.suit_backs = False  # the must-follow practice deck: every back shows its suit

    def apply(
        self,
        placements: dict[Hashable, Placement],
        size_of: Callable[[Hashable], tuple[int, int]],
        spawn_of: Callable[[Hashable, Placement], Point],
        ratio: float,
        duration_ms: int,
    ) -> QParallelAnimationGroup | None:
        """Move every item to its placement; animated when ``duration_ms`` > 0."""
        moves = []
        flips: list[tuple[CardItem, bool]] = []
        for key, place in placements.items():
            item = self.items.get(key)
            if item is None:
                card = card_of_key(key)
                back_suit = back_suit_of_key(key)
                if back_suit is None and self.suit_backs and card is not None:
                    back_suit = self.renderer.mark_of(card)
                item = CardItem(key, card, self.renderer, back_suit)
                item.face_up = False  # new cards arrive face down and turn over as they move
                item.setPos(qpoint(spawn_of(key, place)))
                self.scene.addItem(item)
                self.items[key] = item
            item.set_size(*size_of(key), ratio)
            if duration_ms and item.face_up != place.face_up and item.card is not None:
                flips.append((item, place.face_up))
            else:
                item.set_face_up(place.face_up)
            item.setZValue(place.z)
            moves.append((item, qpoint(place.pos), place.rotation))
        for key in [k for k in self.items if k not in placements]:
            self.scene.removeItem(self.items.pop(key))
        if duration_ms == 0:
            for item, pos, rotation in moves:
                item.setPos(pos)
                item.setRotation(rotation)
                item.setTransform(QTransform())  # ends any flip an undo interrupted
            return None
        group = animate_items(moves, duration_ms, self.owner)
        for item, face_up in flips:
            group.addAnimation(item.flip_animation(face_up, duration_ms, group))
        return group

    def refresh(self) -> None:
        """Repaint every card (after the renderer's colours changed)."""
        for item in self.items.values():
            item.refresh()


def qpoint(point: Point) -> QPointF:
    """A table point as Qt's."""
    return QPointF(point.x, point.y)


def qrect(rect: Rect) -> QRectF:
    """A table rectangle as Qt's."""
    return QRectF(rect.x, rect.y, rect.width, rect.height)
