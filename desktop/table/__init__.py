"""The table a game is played on, room by room: its measures (:mod:`.geometry`) and
where every piece lies (:mod:`.piles`), both without Qt."""
