"""The app's dialogs and pages, one module each; the main window only wires menus to them.

Every dialog made per deal or per request is deleted when closed
(``WA_DeleteOnClose``), so none stays alive as a hidden child of the window.
"""
