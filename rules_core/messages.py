"""Explanations the rules core gives in words, in English and Japanese.

The core has no Qt, so it cannot use ``tr()``.  Every explanation is a
:class:`Msg`: a catalogue key, parameters, and the kind of pieces its cards are
(so a tile game's messages show tiles).  ``str(msg)`` is English (logs, the CLI);
the desktop asks ``msg.text("ja")``.

The catalogue here holds what every game shares (turn order, refusals, action
words).  Each game module carries its own entries (``Game.messages``, added when
the game registers) and each AI module adds its hints with
:func:`add_catalogue`; adding a game never edits this file.

A parameter says what it is: a :class:`Param` (a piece, pieces, a suit, a seat, an
action … see :mod:`rules_core.pieces` and :mod:`rules_core.cards`) renders itself, by its
piece kind's own methods; any :class:`Msg` value renders as its own text; a :class:`Seat`
is a seat's name.  Every game, its bots and the shared trick rules pass typed values
(``tests/test_typed_params.py`` holds them to it); a number or a string is said as it is.
Only a caller that does not yet say what it passes is still read by the parameter's name
(a plain ``card`` … by the message's piece kind, a plain ``who`` as a seat): that reading
goes once the last such caller passes typed values.  This module knows no card: it finds
the piece kinds and the other catalogues through two late-bound tables (:data:`PLUGINS`),
so it imports nothing of the core.

Two more things a template may say, so one text serves every reader:

- *voice*: a bot's reason is written once, in the first person of the seat that
  decides, with the pronoun fields ``{I}``, ``{me}``, ``{my}``, ``{My}``, ``{mine}`` and
  ``{am}``.  Shown as a hint they read "you", "your", "are" (voice ``"you"``, the
  default); shown as a bot's own reason, "I", "my", "am" (voice ``"self"``).  A
  message's ``voice`` (or the one the caller asks for) carries into the messages it
  holds.
- *number*: ``{points|point|points}`` is the singular or the plural by the value of the
  parameter ``points`` (1 or not); ``en_one`` is a whole singular template for ``n == 1``.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

from mypy_extensions import mypyc_attr

from .clones import Sendable

LANGUAGES = ("en", "ja")

Voice = Literal["you", "self"]
VOICES: tuple[Voice, ...] = ("you", "self")
# The pronoun fields of a reason, by language and voice (see the module's docstring).
PRONOUNS: dict[str, dict[Voice, dict[str, str]]] = {
    "en": {
        "you": {"I": "you", "me": "you", "my": "your", "My": "Your", "mine": "yours", "am": "are"},
        "self": {"I": "I", "me": "me", "my": "my", "My": "My", "mine": "mine", "am": "am"},
    },
    "ja": {
        "you": {
            "I": "あなた",
            "me": "あなた",
            "my": "あなたの",
            "My": "あなたの",
            "mine": "あなたのもの",
            "am": "",
        },
        "self": {
            "I": "自分",
            "me": "自分",
            "my": "自分の",
            "My": "自分の",
            "mine": "自分のもの",
            "am": "",
        },
    },
}
# Japanese sets a space between a piece's label and its particle ("Q♥ を") but not after a
# word in kana or kanji ("ジョーカーを", "カード3枚を"): such a space is taken out.
JA_LOOSE_PARTICLE = re.compile(r"(?<=[\u3040-\u30ff\u4e00-\u9fff]) (?=[をがにでとへのは][^\s])")
_NUMBERED = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")

Catalogue = Mapping[str, Mapping[str, str]]

CATALOGUE: dict[str, dict[str, str]] = {}

# Set by rules_core.ai: imports every built-in game and AI module, whose catalogues
# a message from another process may need.
loader: Callable[[], None] | None = None


class Notation(Protocol):
    """What this module asks of a piece kind (:class:`rules_core.pieces.PieceKind`)."""

    name: str

    def render_action(self, action: str, lang: str) -> str: ...

    def render_word(self, word: str, lang: str) -> str: ...


# Set by rules_core.piece_kinds when imported: the piece kinds by name.
kinds: Callable[[str], Notation] | None = None
# The modules that set ``loader`` and ``kinds``, imported by name the first time one is
# needed and unset (a process that unpickled a message and rendered it first): this
# module, the lowest of the core, names them instead of importing them.
PLUGINS = {"loader": "rules_core.ai", "kinds": "rules_core.piece_kinds"}


def piece_kind(name: str) -> Notation:
    """The piece kind ``name`` ("french", "tiengow", "domino", "karuta")."""
    if kinds is None:
        importlib.import_module(PLUGINS["kinds"])
    assert kinds is not None, "rules_core.piece_kinds sets messages.kinds"
    return kinds(name)


@mypyc_attr(native_class=False)
class Param:
    """A message parameter that says what it is and renders itself."""

    __slots__ = ()

    def render(self, lang: str, seats: Sequence[str] | None = None, voice: Voice = "you") -> str:
        raise NotImplementedError


@mypyc_attr(native_class=False)
@dataclass(frozen=True, slots=True)
class DealWord(Param):
    """What a game calls one deal (a hand, a game), in the language read."""

    words: tuple[tuple[str, str], ...]  # (language, word), English first

    def render(self, lang: str, seats: Sequence[str] | None = None, voice: Voice = "you") -> str:
        found = dict(self.words)
        return found.get(lang) or found.get("en") or "deal"


@mypyc_attr(native_class=False)
class Seat(int, Param):
    """A seat: its name when the caller gives names, else "seat n".  Still the seat's
    number (``Seat(2) == 2``, ``Seat(2) + 2 == 4``), so code that reads the parameter as a
    seat may, as ``bool`` is still an ``int``."""

    __slots__ = ()

    @property
    def n(self) -> int:
        return int(self)

    def __repr__(self) -> str:
        return f"Seat({int(self)})"

    __str__ = int.__repr__  # formatted as its number, like any seat number

    def render(self, lang: str, seats: Sequence[str] | None = None, voice: Voice = "you") -> str:
        if seats is not None and 0 <= self.n < len(seats):
            return seats[self.n]
        return Msg("seat", {"n": self.n}).text(lang)


def add_catalogue(entries: Catalogue) -> None:
    """Add message templates; a key may be added again only with the same texts."""
    for key, templates in entries.items():
        if "en" not in templates:
            raise ValueError(f"message {key!r} has no English text")
        known = CATALOGUE.get(key)
        if known is not None and known != dict(templates):
            raise ValueError(f"message {key!r} is defined twice with different texts")
        CATALOGUE[key] = dict(templates)


add_catalogue(
    {
        "not_your_turn": {
            "en": "It is not {who}'s turn ({expected_who} is to act).",
            "ja": "{who}の手番ではありません（手番は{expected_who}）。",
        },
        "game_over": {
            "en": "The deal is over; no more actions are possible.",
            "ja": "この回は終了しています。これ以上の操作はできません。",
        },
        "unknown_action": {
            "en": "{text!r} is not an action of this game (it takes {expected}).",
            "ja": "「{text}」はこのゲームの操作ではありません（使えるのは {expected}）。",
        },
        "not_now": {
            "en": "{action!r} is not an action of this game now.",
            "ja": "いまは「{action}」はできません。",
        },
        "bad_piece_text": {
            "en": "{text!r} is not a {noun}.",
            "ja": "「{text}」は{noun}ではありません。",
        },
        "noun_french": {"en": "card", "ja": "カード"},
        "nouns_french": {"en": "cards", "ja": "カード"},
        "card_not_in_hand": {
            "en": "{card} is not in your hand.",
            "ja": "{card} は手札にありません。",
        },
        "must_follow": {
            "en": "You must follow suit: {lead_card} was led and you hold {suit}.",
            "ja": "マストフォローです。{lead_card} がリードされ、あなたは{suit}を持っています。",
        },
        "bid_too_low": {
            "en": "A bid of {bid} does not beat the highest bid so far ({high}).",
            "ja": "{bid} はこれまでの最高の宣言（{high}）より強くありません。",
        },
        "bid_range": {
            "en": "Bids run from {low} to {high}.",
            "ja": "宣言できるのは {low} から {high} までです。",
        },
        "seat": {"en": "seat {n}", "ja": "席 {n}"},
        "your_turn_play": {
            "en": "Your turn: play a card (click, drag, or arrows + Enter).",
            "ja": "あなたの番です。カードを出してください（クリック、ドラッグ、または矢印キー＋Enter）。",
        },
        "deal_over": {"en": "The {deal} is over.", "ja": "この{deal}は終わりました。"},
        "trick_joker": {"en": "{card} takes the trick.", "ja": "{card} がトリックを取ります。"},
        "trick_trump": {
            "en": "{card} takes the trick: the highest trump.",
            "ja": "{card} がトリックを取ります（いちばん強い切り札）。",
        },
        "trick_led": {
            "en": "{card} takes the trick: the highest card of the led suit.",
            "ja": "{card} がトリックを取ります（台札のマークでいちばん強いカード）。",
        },
        "deal_void": {
            "en": "Nobody could start the deal: it is dealt again.",
            "ja": "誰もディールを始められなかったので、配り直します。",
        },
        "trump_is": {"en": "Trump {mark}", "ja": "切り札 {mark}"},
        "match_to_target": {
            "en": "The match ends once someone reaches {target} points.",
            "ja": "誰かが {target} 点に達したらマッチ終了です。",
        },
        "match_of_deals": {
            "en": "The match is {deals} deals.",
            "ja": "マッチは {deals} ディールです。",
        },
        "tricks_n": {"en": "{n} tricks", "en_one": "1 trick", "ja": "{n} トリック"},
        # A view in words ("what the bots knew").
        "seen_hand": {"en": "Its hand: {cards}", "ja": "手札：{cards}"},
        "seen_trump": {"en": "Trump: {suit}", "ja": "切り札：{suit}"},
        "seen_no_trump": {"en": "No trump", "ja": "切り札なし"},
        "seen_contract": {"en": "Contract: {action}", "ja": "契約：{action}"},
        "seen_revealed": {
            "en": "Cards revealed for trump: {cards}",
            "ja": "切り札決めで公開されたカード：{cards}",
        },
        "seen_calls": {"en": "Bidding: {calls}", "ja": "ビッド：{calls}"},
        "seen_call": {"en": "{who}: {action}", "ja": "{who}：{action}"},
        "seen_open": {
            "en": "Dummy's face-up cards: {cards}",
            "ja": "ダミーの表向きのカード：{cards}",
        },
        "seen_other": {
            "en": "{who}: {n} {nouns}, faces unseen{more}",
            "en_one": "{who}: 1 {noun}, face unseen{more}",
            "ja": "{who}：{n} 枚（表は見えない）{more}",
        },
        "seen_backs": {"en": " (suits on the backs: {shape})", "ja": "（裏面のマーク：{shape}）"},
        "seen_drawn": {
            "en": " (seen drawing {cards})",
            "ja": "（引いたのが見えたカード：{cards}）",
        },
        "seen_table": {"en": "On the table: {plays}", "ja": "場に出ている{nouns}：{plays}"},
        "seen_play": {"en": "{who} {card}", "ja": "{who} {card}"},
        "seen_tricks": {
            "en": "Finished tricks: {n}; {nouns} seen in them: {cards}",
            "ja": "終わったトリック：{n} 回、そこで見えた{nouns}：{cards}",
        },
        "seen_counts": {
            "en": "Tricks taken (faces not viewable): {taken}",
            "ja": "取ったトリック数（表は見られない）：{taken}",
        },
        "seen_count": {"en": "{who} {n}", "ja": "{who} {n}"},
        "seen_talk": {"en": "Table talk: {talk}", "ja": "卓での相談：{talk}"},
        "seen_said": {"en": "{who}: {what}", "ja": "{who}：{what}"},
        "nothing": {"en": "—", "ja": "—"},
        "unseen_pieces": {"en": "{n} {nouns}", "en_one": "a {noun}", "ja": "{nouns}{n}枚"},
        # What the table says (rules_core.narration): a move, words said, a trick taken.
        "move_line": {"en": "{who}: {action}", "ja": "{who}：{action}"},
        "move_line_for": {
            "en": "{who} (for {for_who}): {action}",
            "ja": "{who}（{for_who}の代わりに）：{action}",
        },
        "move_line_shown": {
            "en": "{who}: {action} (face up: {cards})",
            "ja": "{who}：{action}（表向き：{cards}）",
        },
        "move_line_for_shown": {
            "en": "{who} (for {for_who}): {action} (face up: {cards})",
            "ja": "{who}（{for_who}の代わりに）：{action}（表向き：{cards}）",
        },
        "said_line": {"en": "{who}: {words}", "ja": "{who}：{words}"},
        "said_text": {"en": "{text}", "ja": "{text}"},
        "trick_taken": {"en": "The trick goes to {who}.", "ja": "{who}がトリックを取ります。"},
        "last_trick_line": {
            "en": "Trick {n}, as it lay: {leader} led, {who} took it.",
            "ja": "第{n}トリック（出されたとおり）：{leader}がリードし、{who}が取りました。",
        },
        "no_last_trick": {
            "en": "No trick has been taken yet.",
            "ja": "まだ取られたトリックはありません。",
        },
        "trick_line": {"en": "Trick to {who}: {words}", "ja": "{who}のトリック：{words}"},
        "took_line": {"en": "Face up to {who}: {cards}.", "ja": "{who}へ表向きで：{cards}"},
        "laid_line": {
            "en": "Laid face up by {who}: {cards}.",
            "ja": "{who}が表向きに置いたもの：{cards}",
        },
        "log_undone": {"en": "Taken back: {action}.", "ja": "取り消し：{action}"},
        "log_restarted": {
            "en": "The deal starts again from its first move.",
            "ja": "このディールを最初からやり直します。",
        },
        "log_practice": {
            "en": "This deal is practice now: it went back past cards already seen, so it counts in no statistics.",
            "ja": "このディールは練習になりました。カードが見えたあとで、それより前まで戻したので、成績には数えません。",
        },
        "hidden_piece": {"en": "(face down)", "ja": "（伏せ札）"},
        # A finished deal in one line, for the score sheet (rules_core.view.DealStory).
        "story_then": {"en": "{first} · {rest}", "ja": "{first}・{rest}"},
        "story_made": {"en": "made", "ja": "成功"},
        "story_failed": {"en": "failed", "ja": "失敗"},
        "story_won": {"en": "Won", "ja": "勝ち"},  # first in its line: there is no contract
        "story_lost": {"en": "Lost", "ja": "負け"},
        # Action words (render_action): "verb_" + the action's first word.
        "verb_play": {"en": "Play {0}", "ja": "{0} を出す"},
        "verb_bid": {"en": "Bid {0}", "ja": "{0} をビッド"},
        "verb_pass": {"en": "Pass", "ja": "パス"},
        "verb_trump": {"en": "Trump: {0}", "ja": "切り札：{0}"},
        "verb_trump_NT": {"en": "No trump", "ja": "切り札なし"},
    }
)


def catalogue_entry(key: str) -> Mapping[str, str] | None:
    entry = CATALOGUE.get(key)
    if entry is None:
        if loader is None:  # rules_core.ai sets it when first imported
            importlib.import_module(PLUGINS["loader"])
        if loader is not None:
            loader()
            entry = CATALOGUE.get(key)
    return entry


def render_param(
    value: object, lang: str, seats: Sequence[str] | None = None, voice: Voice = "you"
) -> str:
    """One parameter in words: a typed value (a piece, a seat, an action …) says itself, a
    message its text, anything else (a number, a word) as it is."""
    if isinstance(value, Param):
        return value.render(lang, seats, voice)
    if isinstance(value, Msg):
        return value.text(lang, seats, voice)
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Msg) for v in value):
        separator = "、" if lang == "ja" else ", "
        return separator.join(v.text(lang, seats, voice) for v in value)
    return str(value)


def render_action(action: str, lang: str, pieces: str = "french") -> str:
    """An action string in words, by the piece kind ``pieces``: ``play 10H`` → "Play 10♥";
    ``trump S`` → "Trump: spades"."""
    return piece_kind(pieces).render_action(action, lang)


def render_word(word: str, lang: str, pieces: str = "french") -> str:
    """One word of an action after its verb in words (see
    :meth:`rules_core.pieces.PieceKind.render_word`)."""
    return piece_kind(pieces).render_word(word, lang)


@dataclass(frozen=True)
class Msg(Sendable):
    """A translatable explanation: catalogue ``key`` with ``params``; cards in the params
    are pieces of the kind named ``pieces``.  ``voice``: the voice this message (and the
    messages it holds) is read in whatever the caller asks ("": the caller's)."""

    key: str
    params: Mapping[str, object] = field(default_factory=dict)
    pieces: str = "french"
    voice: Voice | Literal[""] = ""

    def text(
        self, lang: str = "en", seats: Sequence[str] | None = None, voice: Voice = "you"
    ) -> str:
        """The message in ``lang``; ``seats`` names the seats for ``who`` parameters;
        ``voice`` who the pronoun fields speak of (see the module's docstring)."""
        templates = catalogue_entry(self.key)
        if templates is None:
            return self.key
        voice = self.voice or voice
        template = templates.get(lang) or templates["en"]
        if self.params.get("n") == 1:  # a singular form where the language has one ("en_one")
            template = templates.get(f"{lang}_one", template)
        if "|" in template:
            template = _NUMBERED.sub(lambda m: self._number(m, lang, seats), template)
        rendered = {k: render_param(v, lang, seats, voice) for k, v in self.params.items()}
        if "{noun" in template:  # the game's word for its pieces: card, tile, reading card …
            for word in ("noun", "nouns"):
                entry = catalogue_entry(f"{word}_{self.pieces}") or {}
                rendered.setdefault(word, entry.get(lang) or entry.get("en", word))
        for name, word in PRONOUNS.get(lang, PRONOUNS["en"])[voice].items():
            rendered.setdefault(name, word)
        text = template.format(**rendered)
        return JA_LOOSE_PARTICLE.sub("", text) if lang == "ja" else text

    def _number(self, match: re.Match[str], lang: str, seats: Sequence[str] | None) -> str:
        """``{points|point|points}``: the form for the value of ``points``."""
        name, one, many = match.groups()
        value = self.params.get(name)
        try:
            single = float(str(value.text(lang, seats) if isinstance(value, Msg) else value)) == 1
        except ValueError:
            single = False
        return one if single else many

    def spoken_by_self(self) -> Msg:
        """This message read as the deciding seat's own words (a bot's reason)."""
        return Msg(self.key, self.params, self.pieces, "self")

    def __str__(self) -> str:
        return self.text("en")


__all__ = [
    "CATALOGUE",
    "LANGUAGES",
    "PRONOUNS",
    "VOICES",
    "Msg",
    "Notation",
    "Param",
    "Seat",
    "Voice",
    "piece_kind",
    "add_catalogue",
    "render_action",
    "render_word",
    "render_param",
    "DealWord",
]
