"""Built-in games; importing this package registers each of them."""

from . import mustfollow_solitaire  # noqa: F401
