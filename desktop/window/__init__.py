"""The main window's parts, one room each (the window itself is ``desktop/window/main_window.py``
and wires them): its menus (``menus``), the requests handed to it (``requests``), the
notices it tells (``notices``), dialogs opened beside it and the keyboard given back
(``opener``), game records in and out (``records``), saving and resuming (``saving``),
the end of a deal (``deal_end``), the statistics (``statistics``), a game's options
(``options``), the Help menu (``help_menu``), the language and text size
(``language``), and what its title and status bar say (``status``)."""
