"""The replay viewer: a record stepped through on its game's table (see :mod:`.viewer`)."""
