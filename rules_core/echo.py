"""Echoed input, cut: a message that quotes what a file, a record or a command line said
never carries megabytes of it (a message box lays text out in time that grows with its
length; a JSON error is read by people and scripts).  Pure Python, imported by every
module that quotes input back (records, options, the CLI, the desktop's messages)."""

from __future__ import annotations

# What an error message may say of a record: a message a record can make longer (an
# action, a game name, an option or context key of megabytes, echoed by whoever refused
# it) is cut to MAX_MESSAGE characters, a value quoted in it to ECHO_LIMIT.
MAX_MESSAGE = 300
ECHO_LIMIT = 80


def bounded(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` when it has at most ``limit`` characters, else its first third and its
    last two thirds joined by "…" (``limit`` characters in all): the start says what
    was refused, the end usually why ("… is not a card.", "(it takes play CARD …)")."""
    if len(text) <= limit:
        return text
    head = limit // 3
    tail = limit - 1 - head
    return text[:head] + "…" + (text[-tail:] if tail > 0 else "")


def echo(value: object, limit: int = ECHO_LIMIT) -> str:
    """``value`` quoted as a message shows it (its ``repr``), cut to ``limit`` characters
    with "…" when longer: a record's text is never echoed whole."""
    if isinstance(value, str) and len(value) > 4 * limit:
        value = value[: 2 * limit] + value[-2 * limit :]  # repr of megabytes is slow
    return bounded(repr(value), limit)
