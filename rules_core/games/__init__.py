"""Built-in games; importing this package registers each of them."""

from . import allmighty, ando_coop, crescendo, hamlet, mustfollow_solitaire  # noqa: F401
