"""How the pieces are drawn: French cards, karuta cards and tiles, and the cache of their faces."""
