"""The match flow without Qt: the deal being played (``session``), the sitting (matches,
counting finished deals, saving and games kept aside), what it books into the statistics
(``booking``), the autosave (``autosave``), the statistics store (``statistics``) and the
lessons shipped with the app (``tutorials``)."""

from .sitting import MAX_DEAL_NUMBER, Counted, Problem, Room, SaveProblem, Sitting, record_name

__all__ = ["MAX_DEAL_NUMBER", "Counted", "Problem", "Room", "SaveProblem", "Sitting", "record_name"]
