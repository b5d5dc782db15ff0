"""Provably fair deals: a hash commitment to a deal, made before its first move.

Before the first move the app draws a secret random *salt* and shows the deal's
*fingerprint*: the SHA-256 digest of a canonical JSON text (sorted keys, no spaces,
ASCII only) of::

    {"format": "torite-deal/1", "game", "variant", "options", "dealer", "context",
     "seed", "deal": every dealt piece (Game.explicit_deal of the deal's first state),
     "salt"}

The record keeps the full digest (``"fairness": {"fingerprint": ...}``) and, once the
deal is over, the salt.  Anyone can then recompute the digest from the record
(:func:`verify`, ``python -m rules_core verify FILE``).

What this proves: the deal, hidden pieces included, was fixed before the first move and
never changed afterwards (no seat can have been dealt other cards in answer to the
person's play).  The salt keeps the fingerprint from giving the deal away while it is
played.  It does not prove that the shuffle was random.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .clones import Sendable
from .game import BadDeal, State
from .messages import Msg, add_catalogue
from .record_errors import BadRecord

if TYPE_CHECKING:
    from .record import Record

FORMAT = "torite-deal/1"
SALT_BYTES = 16
_FINGERPRINT = re.compile(r"[0-9a-f]{64}")
_SALT = re.compile(rf"[0-9a-f]{{{2 * SALT_BYTES}}}")

# Why a record does not verify: a code (for programs) and the words (for people).
NO_FINGERPRINT = "no-fingerprint"
NO_SALT = "no-salt"
SEED_MISMATCH = "seed-mismatch"
MISMATCH = "mismatch"
REASONS = {
    NO_FINGERPRINT: "the record has no fingerprint: nothing was committed before its first move",
    NO_SALT: (
        "the record has the fingerprint but not its salt (the salt is written once the"
        " deal is over)"
    ),
    SEED_MISMATCH: "the record's explicit deal is not the deal its seed gives",
    MISMATCH: (
        "the fingerprint does not match: the deal, its settings or the salt are not"
        " what was committed to"
    ),
}


@dataclass(frozen=True)
class Fairness(Sendable):
    """A deal's commitment: the full ``fingerprint`` (64 hex digits) and the ``salt``
    (32 hex digits), None where the salt is not revealed (a deal in play)."""

    fingerprint: str
    salt: str | None = None

    @property
    def short(self) -> str:
        """The form shown to people: "3f9a 0c1d 77e2 51b0"."""
        return short_form(self.fingerprint)

    def without_salt(self) -> Fairness:
        return Fairness(self.fingerprint)

    def to_json(self) -> dict[str, str]:
        data = {"fingerprint": self.fingerprint}
        if self.salt is not None:
            data["salt"] = self.salt
        return data


def new_salt() -> str:
    """A fresh secret salt: 16 random bytes as 32 hex digits."""
    return secrets.token_hex(SALT_BYTES)


def short_form(fingerprint: str) -> str:
    """The first 16 hex digits in groups of four."""
    head = fingerprint[:16]
    return " ".join(head[i : i + 4] for i in range(0, len(head), 4))


def canonical(payload: Mapping[str, Any]) -> bytes:
    """The one text of ``payload`` that is hashed (sorted keys, no spaces, ASCII)."""
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return text.encode("ascii")


def fingerprint_of(
    *,
    game: str,
    variant: str | None,
    options: Mapping[str, Any],
    dealer: int,
    context: Mapping[str, Any],
    seed: int | None,
    deal: Mapping[str, Any],
    salt: str,
) -> str:
    """The SHA-256 digest (64 hex digits) of the deal's canonical text."""
    payload = {
        "format": FORMAT,
        "game": game,
        "variant": variant,
        "options": dict(options),
        "dealer": dealer,
        "context": dict(context),
        "seed": seed,
        "deal": dict(deal),
        "salt": salt,
    }
    return hashlib.sha256(canonical(payload)).hexdigest()


def commit(
    first: State,
    *,
    seed: int | None,
    options: Mapping[str, Any],
    variant: str | None,
    dealer: int,
    context: Mapping[str, Any],
    salt: str | None = None,
) -> Fairness:
    """The commitment to the deal whose first state is ``first`` (before any move), with
    ``salt`` (a fresh one when None).  The other fields are the record's, as written."""
    salt = new_salt() if salt is None else salt
    digest = fingerprint_of(
        game=first.game.id,
        variant=variant,
        options=options,
        dealer=dealer,
        context=context,
        seed=seed,
        deal=first.game.explicit_deal(first),
        salt=salt,
    )
    return Fairness(digest, salt)


def parse_fairness(data: Any) -> Fairness:
    """The ``"fairness"`` object of a record (ValueError, in words, if malformed)."""
    if not isinstance(data, Mapping):
        raise ValueError('"fairness" must be an object')
    fingerprint = data.get("fingerprint")
    if not isinstance(fingerprint, str) or not _FINGERPRINT.fullmatch(fingerprint):
        raise ValueError('"fairness.fingerprint" must be 64 lower-case hex digits')
    salt = data.get("salt")
    if salt is not None and (not isinstance(salt, str) or not _SALT.fullmatch(salt)):
        raise ValueError(f'"fairness.salt" must be {2 * SALT_BYTES} lower-case hex digits')
    return Fairness(fingerprint, salt)


def _same(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    return canonical(a) == canonical(b)


def verify(record: Record) -> dict[str, Any]:
    """Whether ``record``'s deal is the one its fingerprint committed to.

    Returns ``{"verified": bool, "fingerprint": hex or None, "short": "3f9a …" or None,
    "problem": a code or None, "reason": words or None}``.  Raises BadRecord for an
    impossible deal, exactly as a replay would."""
    first = record.new_state()  # BadRecord for an impossible deal or bad options
    game = first.game
    fairness = record.fairness
    answer: dict[str, Any] = {
        "verified": False,
        "fingerprint": fairness.fingerprint if fairness is not None else None,
        "short": fairness.short if fairness is not None else None,
        "problem": None,
        "reason": None,
    }

    def refused(problem: str) -> dict[str, Any]:
        answer["problem"], answer["reason"] = problem, REASONS[problem]
        return answer

    if fairness is None:
        return refused(NO_FINGERPRINT)
    deal = game.explicit_deal(first)
    if record.seed is not None and record.deal is not None:
        try:
            seeded = game.new_deal(
                variant=record.variant,
                options=record.options,
                seed=record.seed,
                dealer=record.dealer,
                context=record.context,
            )
        except BadDeal:  # e.g. a player count that only the explicit deal gives
            return refused(SEED_MISMATCH)
        if not _same(game.explicit_deal(seeded), deal):
            return refused(SEED_MISMATCH)
    if fairness.salt is None:
        return refused(NO_SALT)
    try:
        digest = fingerprint_of(
            game=record.game,
            variant=record.variant,
            options=record.options,
            dealer=record.dealer,
            context=record.context,
            seed=record.seed,
            deal=deal,
            salt=fairness.salt,
        )
    except (TypeError, ValueError) as exc:  # a value JSON cannot write (never from a file)
        raise BadRecord(f"the deal cannot be encoded: {exc}") from None
    if digest != fairness.fingerprint:
        return refused(MISMATCH)
    answer["verified"] = True
    return answer


def announced(fairness: Fairness) -> Msg:
    """What the table says before a deal's first move: its short fingerprint."""
    return Msg("deal_fingerprint", {"fingerprint": fairness.short})


add_catalogue(
    {
        "deal_fingerprint": {
            "en": "Deal fingerprint: {fingerprint} (fixed before the first move; the record "
            "proves it after the deal).",
            "ja": "ディールのフィンガープリント：{fingerprint}（最初の手の前に決まっています。"
            "ディールのあと、棋譜で確かめられます）",
        },
    }
)

__all__ = [
    "FORMAT",
    "REASONS",
    "Fairness",
    "announced",
    "canonical",
    "commit",
    "fingerprint_of",
    "new_salt",
    "parse_fairness",
    "short_form",
    "verify",
]
