"""The score sheet tells each booked deal (declarer, contract, made or failed, marriages and
calls) in the table's language with the seats as the table names them, wraps the stories
within its room, and says what a resumed match kept of its earlier deals."""

from __future__ import annotations

import random

from gui_helpers import quiet_window

from desktop.dialogs.end_of_deal import EndOfDealDialog
from desktop.dialogs.score_sheet import ScoreSheet, ScoreSheetDialog, score_names
from desktop.sitting.session import Session
from rules_core.ai import heuristic_bot
from rules_core.match import Match

SEATS = {"en": ["Ann", "Bob", "Cleo", "Dai"], "ja": ["あん", "ぼぶ", "くれお", "だい"]}


def play_match(game_id: str, deals: int, match: Match | None = None) -> tuple[Match, Session]:
    """``deals`` deals of ``game_id`` booked in ``match``, the heuristic in every seat."""
    match = match or Match(game_id)
    bot = heuristic_bot(game_id)
    session = None
    for n in range(deals):
        session = Session(
            game_id, 40 + n, dict(match.options), dealer=match.dealer, context=match.context()
        )
        rng = random.Random(n)
        while not session.state.is_terminal:
            state = session.state
            session.apply(bot.choose(state.view(state.current_player), state.legal(), rng).action)
        match.finish_deal(session.number, session.state, list(session.actions))
    assert session is not None
    return match, session


def test_each_booked_deal_is_told_in_the_tables_words(qtbot, tmp_path):
    window = quiet_window(qtbot, tmp_path)
    match, _ = play_match("huutopussi", 3)
    for lang in ("en", "ja"):
        window.apply_language(lang)
        seats = SEATS[lang]
        names = score_names("huutopussi", 4, lambda s, seats=seats: seats[s])
        sheet = ScoreSheet(match, names, lang, seats)
        assert sheet.columnCount() == 3 and sheet.rowCount() == 4
        title = sheet.horizontalHeaderItem(2).text()
        assert title == ("How the deal went" if lang == "en" else "ディールの経過")
        for row, deal in enumerate(match.deals):
            told = sheet.story(row)
            line = deal.story.line()
            assert line is not None and told == line.text(lang, seats)
            declarer = deal.story.declarer
            assert declarer is not None and told.startswith(seats[declarer])
            made = "made" if deal.story.made else "failed"
            assert (made if lang == "en" else {"made": "成功", "failed": "失敗"}[made]) in told
        assert sheet.story(3) == ""  # the totals row tells nothing
        sheet.deleteLater()
    window.apply_language("en")  # Qt's translator is the application's


def test_a_resumed_match_keeps_its_earlier_deals_in_one_row(qapp):
    context = {"scores_before": [12, 0, -5], "deals_before": 3}
    match = Match.resumed("crescendo", {}, 0, context)
    match, _ = play_match("crescendo", 1, match)
    names = SEATS["en"][:3]
    sheet = ScoreSheet(match, names, "en", names)
    labels = [sheet.verticalHeaderItem(r).text() for r in range(sheet.rowCount())]
    assert labels == ["1–3", "4", "Total"]
    assert [sheet.item(0, c).text() for c in range(3)] == ["+12", "+0", "-5"]
    assert "only their totals were kept" in sheet.story(0)
    line = match.deals[0].story.line()
    assert line is not None and sheet.story(1) == line.text("en", names)
    totals = [int(sheet.item(2, c).text()) for c in range(3)]
    assert totals == [a + b for a, b in zip([12, 0, -5], match.deals[0].points, strict=True)]
    sheet.deleteLater()


def test_the_end_of_deal_sheet_names_the_seats_as_the_table_does_and_fits_800_by_600(
    qtbot, tmp_path
):
    window = quiet_window(qtbot, tmp_path)
    window.resize(800, 600)
    window.choose_game("truco")
    match, session = play_match("truco", 4)
    table = window.table
    dialog = EndOfDealDialog(session, match, window.desk("truco"), table.seat_name, "en", window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.place_within(table)
    seats = [table.seat_name(s) for s in range(4)]
    assert dialog.sheet is not None
    for row, deal in enumerate(match.deals):
        line = deal.story.line()
        assert line is not None and dialog.sheet.story(row) == line.text("en", seats)
        assert dialog.sheet.story(row).startswith("Stake ")
    assert dialog.width() <= table.width()
    sheet = ScoreSheetDialog(match, score_names("truco", 4, table.seat_name), "en", window, seats)
    qtbot.addWidget(sheet)
    room = sheet.screen().availableGeometry()
    assert sheet.width() <= room.width() and sheet.height() <= room.height()
    assert sheet.sheet.story(0) == dialog.sheet.story(0)


def test_the_stories_wrap_anew_when_the_sheet_narrows(qtbot):
    match, _ = play_match("huutopussi", 3)
    dialog = ScoreSheetDialog(match, ["A & C", "B & D"], "en", None, ["A", "B", "C", "D"])
    qtbot.addWidget(dialog)
    dialog.show()
    sheet = dialog.sheet
    longest = max(range(3), key=lambda r: len(sheet.story(r)))
    qtbot.waitUntil(lambda: sheet.rowHeight(longest) > sheet.rowHeight(3))  # wrapped
    wide = sheet.rowHeight(longest)
    dialog.resize(dialog.minimumSizeHint().width(), dialog.height())
    qtbot.waitUntil(lambda: sheet.rowHeight(longest) > wide)
    assert sheet.horizontalScrollBar().maximum() == 0  # wrapped, never scrolled sideways
