from enum import StrEnum


class MillimemoryResultEndedBy(StrEnum):
    DECK_EMPTY = "deck_empty"
    PLAYOFF = "playoff"
    TARGET = "target"

    def __str__(self) -> str:
        return str(self.value)
