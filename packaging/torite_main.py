"""Entry script of the frozen app (PyInstaller)."""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a spawn process pool re-enters here when frozen
    from desktop.app import main

    raise SystemExit(main())
