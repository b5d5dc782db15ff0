"""The match flow without Qt: the sitting (matches, counting finished deals, saving and
games kept aside) and what it books into the statistics."""

from .sitting import MAX_DEAL_NUMBER, Counted, Problem, Room, SaveProblem, Sitting, record_name

__all__ = ["MAX_DEAL_NUMBER", "Counted", "Problem", "Room", "SaveProblem", "Sitting", "record_name"]
