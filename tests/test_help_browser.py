"""The help window: every game's rules and a glossary, linked, searchable, in English and
Japanese; F1 opens the game being played."""

from __future__ import annotations

import json
import re

import pytest
from gui_helpers import quiet_window
from PySide6.QtCore import Qt, QUrl

from desktop.dialogs import help_pages
from desktop.dialogs.help import HelpDialog
from desktop.games import desk_ids
from desktop.paths import asset

LINK = re.compile(r'<a href="glossary:([^"]+)">([^<]+)</a>')


def test_every_glossary_term_speaks_both_languages_in_our_own_words():
    data = json.loads(asset("help", "glossary.json").read_text(encoding="utf-8"))
    assert data["format"] == "torite-glossary/1"
    ids = [t["id"] for t in data["terms"]]
    assert len(ids) == len(set(ids)) >= 25
    for term in data["terms"]:
        for lang in ("en", "ja"):
            words = term[lang]
            assert words["term"] and words["forms"] and len(words["text"]) > 30, (term["id"], lang)
    for needed in ("trick", "lead", "follow", "trump", "manilha", "marriage", "nello"):
        assert needed in ids
    titles = [t.title for t in help_pages.glossary("ja")]  # kana order, kanji by reading
    assert titles.index("切り札") < titles.index("ジョーカー") < titles.index("山札")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_rules_pages_link_terms_to_the_glossary_once_and_never_inside_headings(lang):
    known = {t.id for t in help_pages.glossary(lang)}
    for game_id in desk_ids():
        page = help_pages.page_html(game_id, lang)
        links = LINK.findall(page)
        assert links, game_id
        ids = [term_id for term_id, _ in links]
        assert len(ids) == len(set(ids)) and set(ids) <= known, (game_id, ids)
        for heading in re.findall(r"<h[23]>(.*?)</h[23]>", page, re.DOTALL):
            assert "glossary:" not in heading
        # linking adds links and changes nothing else; the page opens with its guided deal
        learn, _, rest = page.partition("</p>")
        assert f'href="tutorial:{game_id}"' in learn
        assert LINK.sub(r"\2", rest) == help_pages.rules_html(game_id, lang)


def test_linking_finds_whole_words_only():
    page = "<h3>Tricks</h3><p>The dealer deals; a trick-taking game of tricks.</p>"
    linked = help_pages.link_terms(page, "en")
    assert "<h3>Tricks</h3>" in linked
    assert 'dealer <a href="glossary:deal">deals</a>' in linked  # not "dealer"
    assert '<a href="glossary:trick">trick</a>-taking' in linked
    assert linked.count("glossary:trick") == 1


def test_search_keeps_the_pages_that_mention_a_word():
    assert help_pages.matching_pages("manilha", "en") == ["truco", help_pages.GLOSSARY]
    assert help_pages.matching_pages("マリッジ", "ja") == ["huutopussi", help_pages.GLOSSARY]
    assert help_pages.matching_pages("  ", "en") == list(help_pages.page_keys())
    assert help_pages.matching_pages("no such word anywhere", "en") == []


@pytest.fixture
def window(qtbot, tmp_path):
    return quiet_window(qtbot, tmp_path)


def shown(dialog: HelpDialog) -> list[str]:
    return [
        dialog.games.item(r).data(Qt.ItemDataRole.UserRole)
        for r in range(dialog.games.count())
        if not dialog.games.item(r).isHidden()
    ]


def test_the_help_window_searches_marks_and_follows_glossary_links(qtbot, window):
    dialog = HelpDialog("hamlet", "en", window)
    qtbot.addWidget(dialog)
    assert dialog.game_shown == "hamlet"
    assert shown(dialog) == [*desk_ids(), help_pages.GLOSSARY, help_pages.KEYS]

    dialog.search.setText("Polonius")  # Hamlet's joker, and the glossary's joker entry
    assert shown(dialog) == ["hamlet", help_pages.GLOSSARY]
    assert dialog.found.text() == "2 page(s) found"
    marks = dialog.browser.extraSelections()
    assert marks and all(m.cursor.selectedText() == "Polonius" for m in marks)

    dialog.search.setText("manilha")  # Hamlet no longer matches: the first match shows
    assert dialog.page_shown == "truco"
    qtbot.keyClick(dialog.search, Qt.Key.Key_Down)
    assert dialog.page_shown == help_pages.GLOSSARY and dialog.game_shown == ""
    qtbot.keyClick(dialog.search, Qt.Key.Key_Up)
    assert dialog.page_shown == "truco"

    dialog.search.clear()
    dialog.browser.anchorClicked.emit(QUrl("glossary:marriage"))
    assert dialog.page_shown == help_pages.GLOSSARY
    assert "Huutopussi: the king and queen" in dialog.browser.toPlainText()


def test_the_help_window_switches_language_and_keeps_the_page(qtbot, window):
    dialog = HelpDialog("reveille", "en", window)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(1)
    assert dialog.page_shown == "reveille"
    assert "レバリ" in dialog.games.currentItem().text()
    assert "ネロ" in dialog.browser.toPlainText()
    dialog.search.setText("ネロ")
    assert shown(dialog) == ["reveille", help_pages.GLOSSARY]


def test_f1_at_the_table_opens_that_game_s_page(qtbot, window):
    window.game_id = "shikagari"
    window.new_game(3)
    dialog = window.help.show_rules()
    assert dialog.game_shown == "shikagari"
    assert "red pips" in dialog.browser.toPlainText()
    dialog.close()


def test_the_keys_page_lists_every_shortcut_of_the_menus_and_the_table(qtbot, window):
    from PySide6.QtGui import QAction, QKeySequence

    for lang in ("en", "ja"):
        page = help_pages.plain_text(help_pages.page_html(help_pages.KEYS, lang))
        for action in window.findChildren(QAction):
            for sequence in action.shortcuts():
                keys = sequence.toString(QKeySequence.SequenceFormat.PortableText)
                keys = keys.replace("Return", "Enter").replace("Del", "Delete")
                assert keys in page, (lang, action.text(), keys)
            hint = action.text().partition("\t")[2]  # a key the table handles (H, W)
            assert not hint or f"\n{hint}" in "\n" + page.replace(" ", "\n"), hint
        for key in ("← →", "Enter", "Space", "1", "P", "H", "W", "F1", "Ctrl+F"):
            assert key in page, (lang, key)


def test_each_rules_page_starts_its_game_s_guided_deal(qtbot, window):
    dialog = window.help.show_rules()
    dialog.open_page("crescendo")
    assert "guided first deal" in dialog.browser.toPlainText()
    with qtbot.waitSignal(dialog.learn) as blocker:
        dialog.browser.anchorClicked.emit(QUrl("tutorial:crescendo"))
    assert blocker.args == ["crescendo"]
    qtbot.waitUntil(lambda: window.table.coach is not None)
    assert window.table.session.game_id == "crescendo"


def test_search_folds_accents_width_and_case_but_never_kana_voicing():
    assert "irokanmuri" in help_pages.matching_pages("Jito", "en")
    assert "irokanmuri" in help_pages.matching_pages("ＪＩＴＯ", "en")  # full-width letters
    assert help_pages.find_all("jito", "Empress Jitō wins") == [(8, 12)]
    assert help_pages.find_all("カ", "ガ") == []  # a voiced kana is another letter
    assert help_pages.find_all("ｶｰﾄﾞ", "カード") == [(0, 3)]  # half-width katakana


def test_a_search_finds_marks_what_the_page_writes_and_says_when_nothing_matches(qtbot, window):
    dialog = HelpDialog("irokanmuri", "en", window)
    qtbot.addWidget(dialog)
    dialog.resize(700, 500)
    dialog.show()
    dialog.search.setText("jito")
    assert dialog.page_shown == "irokanmuri"
    marks = dialog.browser.extraSelections()
    assert marks and all(m.cursor.selectedText() == "Jitō" for m in marks)
    first = dialog.browser.cursorRect(marks[0].cursor)
    assert 0 <= first.top() <= dialog.browser.viewport().height() // 2  # not at the edge

    dialog.search.setText("no page says this")
    assert dialog.page_shown == "" and not dialog.browser.extraSelections()
    assert "No page mentions" in dialog.browser.toPlainText()
    dialog.search.setText("manilha")
    assert dialog.page_shown == "truco"
