"""A game's fixed action space: small ints for the engine, strings at the edge.

Every decision of a game is an int below :attr:`ActionSpace.size` (OpenSpiel's
shape).  The engine lists legal ids and applies ids; records, the command line
and the table speak the spec's action strings, which :meth:`ActionSpace.text`
and :meth:`ActionSpace.parse` translate.  A space is built from verbs:

- :class:`PieceVerb` — a word and one piece: ``play QH`` is ``base + face`` (a fixed
  last word may follow: ``lead QH table``);
- :class:`Words` — an explicit table of whole texts in id order: ``pass``, the
  ``trump S`` choices, an auction's bids from weakest to strongest;
- :class:`Reserved` — ids whose text depends on the state; the state formats and
  parses those;
- :class:`PieceSet` — reserved ids that each name a set of pieces chosen together
  (the solitaire's exchange); :meth:`State.action_pieces` says which.

Parsing never guesses: text outside the vocabulary is an :class:`IllegalAction`
that names the forms this game accepts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mypy_extensions import mypyc_attr

from .messages import Msg
from .pieces import PieceKind, PieceSyntaxError

ActionId = int


class IllegalAction(Exception):
    """An action the rules do not allow now.  ``msg`` says why, in words."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(str(msg))
        self.msg = msg


@mypyc_attr(native_class=False)
class Verb:
    """One form of action; the space assigns ``base`` (its first id)."""

    word: str  # the first word of its texts
    size: int
    form: str  # how the form reads in a message ("play CARD")
    base: int = 0

    def text(self, payload: int) -> str | None:
        """The text of id ``base + payload`` (None: no such action)."""
        raise NotImplementedError

    def parse(self, text: str) -> int | None:
        """The payload ``text`` names, None if it is not this form; IllegalAction when it is
        this form with a bad argument (``play 11H``)."""
        raise NotImplementedError


@mypyc_attr(native_class=False)
@dataclass
class PieceVerb(Verb):
    """``WORD PIECE`` or ``WORD PIECE SUFFIX`` (``lead QH table``); ids are ``base + face``."""

    word: str
    kind: PieceKind
    noun: str = "CARD"
    suffix: str = ""  # a fixed last word that tells this form from another on the same word

    def __post_init__(self) -> None:
        self.size = self.kind.stride
        self.form = f"{self.word} {self.noun}" + (f" {self.suffix}" if self.suffix else "")
        self.base = 0

    def text(self, payload: int) -> str | None:
        try:
            piece = self.kind.text(payload)
        except (ValueError, IndexError, KeyError):
            return None
        return f"{self.word} {piece}" + (f" {self.suffix}" if self.suffix else "")

    def parse(self, text: str) -> int | None:
        word, _, rest = text.partition(" ")
        if self.suffix:
            rest, _, last = rest.rpartition(" ")
            if last != self.suffix:
                return None
        if word != self.word or not rest or " " in rest:
            return None
        try:
            return self.kind.parse(rest)
        except PieceSyntaxError:
            noun = Msg(f"noun_{self.kind.name}")
            raise IllegalAction(
                Msg("bad_piece_text", {"text": rest, "noun": noun}, pieces=self.kind.name)
            ) from None


@mypyc_attr(native_class=False)
@dataclass
class Words(Verb):
    """An explicit, ordered table of whole action texts (``pass``; ``bid 15 C`` …).

    ``explain`` may give a better reason than "unknown action" for a text that starts
    with this form's word but is not in the table (a bid out of range)."""

    texts: Sequence[str]
    form: str = ""
    explain: Callable[[str], Msg | None] | None = None
    piece: int | None = None  # the piece every text of this table acts on (``play JK C``)
    index: dict[str, int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.word = self.texts[0].split(" ", 1)[0]
        self.size = len(self.texts)
        self.form = self.form or self.texts[0]
        self.base = 0
        self.index = {text: i for i, text in enumerate(self.texts)}
        if len(self.index) != len(self.texts):
            raise ValueError("action texts must be distinct")

    def text(self, payload: int) -> str | None:
        return self.texts[payload] if 0 <= payload < len(self.texts) else None

    def parse(self, text: str) -> int | None:
        found = self.index.get(text)
        if found is None and self.explain is not None and text.split(" ", 1)[0] == self.word:
            reason = self.explain(text)
            if reason is not None:
                raise IllegalAction(reason)
        return found


@mypyc_attr(native_class=False)
@dataclass
class Reserved(Verb):
    """``size`` ids whose texts only the state can write (and read)."""

    word: str
    size: int
    form: str

    def text(self, payload: int) -> str | None:
        return None

    def parse(self, text: str) -> int | None:
        return None


@mypyc_attr(native_class=False)
@dataclass
class PieceSet(Reserved):
    """Several pieces chosen together (``exchange 2H 3S``; none at all is a choice too).
    A table lets the player pick them one by one and confirm; the state writes the text
    and names the pieces of each id (:meth:`State.action_pieces`)."""


class ActionSpace:
    """The verbs of one game, laid out one after another from id 0."""

    def __init__(self, *verbs: Verb) -> None:
        self.verbs = verbs
        base = 0
        for verb in verbs:
            verb.base = base
            base += verb.size
        self.size = base
        self._texts: list[str | None] = [
            verb.text(payload) for verb in verbs for payload in range(verb.size)
        ]
        self._exact: dict[str, int] = {t: i for i, t in enumerate(self._texts) if t is not None}
        self.forms = " / ".join(dict.fromkeys(v.form for v in verbs))

    def text(self, action: ActionId) -> str:
        text = self._texts[action] if 0 <= action < self.size else None
        if text is None:
            raise ValueError(f"{action} is not an action id with a fixed text")
        return text

    def piece_of(self, action: ActionId) -> int | None:
        """The piece ``action`` acts on (``play QH`` → QH), None for a decision that names no
        single piece (a bid, a pass, an exchange of several)."""
        verb = self.verb_of(action)
        if isinstance(verb, PieceVerb):
            return action - verb.base
        if isinstance(verb, Words):
            return verb.piece
        return None

    def selects(self, action: ActionId) -> bool:
        """Whether ``action`` is a set of pieces chosen together (a :class:`PieceSet`)."""
        return isinstance(self.verb_of(action), PieceSet)

    def verb_of(self, action: ActionId) -> Verb:
        for verb in self.verbs:
            if verb.base <= action < verb.base + verb.size:
                return verb
        raise ValueError(f"{action} is not an action id")

    def parse(self, text: object) -> ActionId:
        """The id of ``text``; IllegalAction when it is not in this game's vocabulary."""
        if not isinstance(text, str):
            raise IllegalAction(self.unknown(repr(text)))
        found = self._exact.get(text)
        if found is not None:
            return found
        for verb in self.verbs:
            payload = verb.parse(text)
            if payload is not None and 0 <= payload < verb.size:
                if self._texts[verb.base + payload] is None and not isinstance(verb, Reserved):
                    break
                return verb.base + payload
        raise IllegalAction(self.unknown(text))

    def unknown(self, text: str) -> Msg:
        return Msg("unknown_action", {"text": text, "expected": self.forms})


__all__ = [
    "ActionId",
    "ActionSpace",
    "IllegalAction",
    "PieceSet",
    "PieceVerb",
    "Reserved",
    "Verb",
    "Words",
]
