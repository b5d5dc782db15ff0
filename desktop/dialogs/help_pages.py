"""The pages of the help window, without Qt: each game's rules, the glossary, search.

Pages are HTML from ``assets/help`` (``<game id>.<lang>.html``, followed by the page on
playing against the computer).  The glossary is data (``assets/help/glossary.json``:
for each term, in each language, its title, the word forms that name it in running text,
and its explanation); a rules page links the first mention of each term to it, with a
``glossary:<id>`` address the help window follows.
"""

from __future__ import annotations

import html
import json
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ..games.playable import PLAYABLE_GAMES
from ..paths import asset

GLOSSARY = "glossary"  # the glossary page's key, beside the games' ids
KEYS = "keys"  # the page of keys and settings
LINK_SCHEME = "glossary:"
TUTORIAL_SCHEME = "tutorial:"  # a rules page's link to its game's guided first deal

_TITLES = {
    GLOSSARY: {"en": "Glossary", "ja": "用語集"},
    KEYS: {"en": "Keys and settings", "ja": "キー操作と設定"},
}
_LEARN = {
    "en": "▶ Learn by playing: a guided first deal, every step explained",
    "ja": "▶ 遊んで学ぶ：手順ごとに説明のあるガイド付きの最初のディール",
}


@dataclass(frozen=True)
class Term:
    id: str
    title: str
    forms: tuple[str, ...]  # how running text names it, longest first
    text: str
    reading: str  # what it sorts by: the title, or its kana reading where it has kanji


def _sort_key(reading: str) -> str:
    """English alphabetically; Japanese in kana order (katakana read as hiragana, the long
    vowel mark left out: パス before パートナー, as a dictionary has them)."""
    kana = (chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in reading if c != "ー")
    return "".join(kana).casefold()


@cache
def glossary(lang: str) -> tuple[Term, ...]:
    """The glossary's terms in ``lang``, in dictionary order (Japanese by reading)."""
    data = json.loads(asset("help", "glossary.json").read_text(encoding="utf-8"))
    terms = []
    for entry in data["terms"]:
        words = entry[lang]
        forms = tuple(sorted(words["forms"], key=len, reverse=True))
        reading = words.get("reading", words["term"])
        terms.append(Term(entry["id"], words["term"], forms, words["text"], reading))
    return tuple(sorted(terms, key=lambda t: _sort_key(t.reading)))


def page_keys() -> tuple[str, ...]:
    """Every page, in the order the help window lists them: the games, the glossary, then
    the keys."""
    return (*PLAYABLE_GAMES, GLOSSARY, KEYS)


def page_title(key: str, lang: str) -> str:
    if key in _TITLES:
        return _TITLES[key][lang]
    from rules_core.catalogue import catalogue

    titles = {game.id: game.titles for game in catalogue()}
    return titles[key][lang]


@cache
def page_html(key: str, lang: str) -> str:
    if key == GLOSSARY:
        return glossary_html(lang)
    if key == KEYS:
        return asset("help", f"_keys.{lang}.html").read_text(encoding="utf-8")
    learn = f'<p><a href="{TUTORIAL_SCHEME}{key}">{html.escape(_LEARN[lang])}</a></p>'
    return learn + link_terms(rules_html(key, lang), lang)


def rules_html(game_id: str, lang: str) -> str:
    """A game's rules page and the page on playing against the computer."""
    parts = [asset("help", f"{game_id}.{lang}.html"), asset("help", f"_computer.{lang}.html")]
    return "\n".join(p.read_text(encoding="utf-8") for p in parts if p.exists())


def rules_lead(game_id: str, lang: str) -> str:
    """The one-line introduction a rules page opens with (its italic lead), as plain text;
    empty when the page has none."""
    path = asset("help", f"{game_id}.{lang}.html")
    if not path.exists():
        return ""
    match = re.search(r"<p><i>(.*?)</i></p>", path.read_text(encoding="utf-8"), re.DOTALL)
    if match is None:
        return ""
    return html.unescape(re.sub(r"<[^>]+>", "", match.group(1))).strip()


def glossary_html(lang: str) -> str:
    heading = _TITLES[GLOSSARY][lang]
    items = "".join(
        f'<dt><a name="{t.id}"></a><b>{html.escape(t.title)}</b></dt><dd>{html.escape(t.text)}</dd>'
        for t in glossary(lang)
    )
    return f"<h2>{heading}</h2><dl>{items}</dl>"


_TAG = re.compile(r"(<[^>]*>)")
_NO_LINKS = {"a", "h1", "h2", "h3"}  # never link inside a link or a heading


def link_terms(page: str, lang: str) -> str:
    """``page`` with the first mention of each glossary term made a link to it."""
    patterns = []
    for term in glossary(lang):
        words = "|".join(re.escape(form) for form in term.forms)
        if lang == "en":  # whole words, any case; Japanese has no spaces to bound words
            patterns.append((term.id, re.compile(rf"(?<![\w-])({words})(?![\w])", re.IGNORECASE)))
        else:
            patterns.append((term.id, re.compile(f"({words})")))
    linked: set[str] = set()
    inside: list[str] = []
    out: list[str] = []
    for chunk in _TAG.split(page):
        if chunk.startswith("<"):
            name = re.match(r"</?\s*([a-zA-Z0-9]+)", chunk)
            tag = name.group(1).lower() if name else ""
            if tag in _NO_LINKS:
                if chunk.startswith("</"):
                    if tag in inside:
                        inside.remove(tag)
                elif not chunk.endswith("/>"):
                    inside.append(tag)
            out.append(chunk)
            continue
        if not inside:
            chunk = _link_chunk(chunk, patterns, linked)
        out.append(chunk)
    return "".join(out)


def _link_chunk(
    text: str, patterns: Sequence[tuple[str, re.Pattern[str]]], linked: set[str]
) -> str:
    """``text`` with the first mention of each term not yet linked made a link (the
    earliest mention wins where two overlap)."""
    found = []
    for term_id, pattern in patterns:
        if term_id not in linked and (match := pattern.search(text)) is not None:
            found.append((match.start(), match.end(), term_id))
    out, at = [], 0
    for start, end, term_id in sorted(found):
        if start < at:
            continue
        linked.add(term_id)
        out += [text[at:start], f'<a href="{LINK_SCHEME}{term_id}">{text[start:end]}</a>']
        at = end
    return "".join(out) + text[at:]


def plain_text(page: str) -> str:
    return html.unescape(_TAG.sub(" ", page))


def _fold_char(char: str) -> str:
    """One character as the search compares it: its compatibility form (full-width
    Ｊ is J, half-width ｶ is カ), a Latin letter without its accents (ō is o, é is e;
    a kana keeps its voicing mark: ガ is never カ), and case folded."""
    parts = unicodedata.normalize("NFKD", char)
    if parts[:1].isascii() and parts[:1].isalpha():
        parts = "".join(c for c in parts if not unicodedata.combining(c))
    return parts.casefold()


def fold(text: str) -> str:
    """``text`` as the search compares it (see :func:`_fold_char`)."""
    return "".join(_fold_char(char) for char in text)


def find_all(needle: str, text: str) -> list[tuple[int, int]]:
    """Where ``needle`` occurs in ``text`` as the search compares them: (start, end) in
    ``text``'s own characters, to mark on the page as it is written."""
    target = fold(needle.strip())
    if not target:
        return []
    folded: list[str] = []
    origin: list[int] = []  # for each folded character, the character it came from
    for index, char in enumerate(text):
        for part in _fold_char(char):
            folded.append(part)
            origin.append(index)
    joined = "".join(folded)
    spans: list[tuple[int, int]] = []
    at = joined.find(target)
    while at >= 0:
        end = at + len(target)
        whole = (at == 0 or origin[at - 1] != origin[at]) and (
            end == len(joined) or origin[end] != origin[end - 1]
        )
        if whole:  # never half a character: カ is not found in ガ (カ and its mark)
            spans.append((origin[at], origin[end - 1] + 1))
            at = joined.find(target, end)
        else:
            at = joined.find(target, at + 1)
    return spans


def matching_pages(query: str, lang: str, keys: Sequence[str] | None = None) -> list[str]:
    """The pages whose text holds ``query`` (ignoring case, width and Latin accents:
    "jito" finds "Jitō"), in list order."""
    needle = query.strip()
    keys = page_keys() if keys is None else keys
    if not needle:
        return list(keys)
    folded = fold(needle)
    return [
        key
        for key in keys
        if folded in _searchable(key, lang) and find_all(needle, _plain(key, lang))
    ]


@cache
def _plain(key: str, lang: str) -> str:
    """A page's words (worked out once, not per keystroke)."""
    return plain_text(page_html(key, lang))


@cache
def _searchable(key: str, lang: str) -> str:
    """A page's words as the search compares them, for a quick first look."""
    return fold(_plain(key, lang))
