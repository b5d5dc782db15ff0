"""Built-in games; importing this package registers each of them."""

from . import allmighty, crescendo, hamlet, mustfollow_solitaire  # noqa: F401
