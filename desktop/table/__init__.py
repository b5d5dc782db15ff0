"""The table a game is played on, room by room.

``table`` puts the rooms together; ``turns`` says whose turn it is and asks the bots and
hints (no scene); ``geometry`` and ``piles`` work out where every piece lies (no Qt);
``cards`` keeps the scene's items in step and animates them, ``view`` shows the scene;
``input`` turns clicks, drags and keys into actions; ``words`` says everything in words,
``labels`` puts the words on the felt; ``bar``, ``buttons`` and ``choices`` are the strip
under the scene and the decisions on it; ``fittings`` and ``panel`` are what a game's desk
adds; ``layout`` is a game's zones as data, ``style`` the colours.
"""
