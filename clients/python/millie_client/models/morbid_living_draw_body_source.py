from enum import StrEnum


class MorbidLivingDrawBodySource(StrEnum):
    DECK = "deck"
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
