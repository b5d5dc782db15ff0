"""The main window's parts: its menus, the requests handed to it, its notices and what
its title and status bar say (the window itself is ``desktop/main_window.py``)."""
