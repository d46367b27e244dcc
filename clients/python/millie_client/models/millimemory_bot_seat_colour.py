from enum import StrEnum


class MillimemoryBotSeatColour(StrEnum):
    BLUE = "blue"
    GOLD = "gold"
    GREEN = "green"
    ORANGE = "orange"
    PURPLE = "purple"
    ROSE = "rose"

    def __str__(self) -> str:
        return str(self.value)
