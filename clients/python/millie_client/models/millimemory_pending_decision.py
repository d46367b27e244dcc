from enum import StrEnum


class MillimemoryPendingDecision(StrEnum):
    PREDICT = "predict"
    START = "start"

    def __str__(self) -> str:
        return str(self.value)
