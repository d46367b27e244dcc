from enum import StrEnum


class MorbidLivingViewPhase(StrEnum):
    DRAWN = "drawn"
    END = "end"
    FINISHED = "finished"
    LIMIT = "limit"
    LOBBY = "lobby"
    PAY = "pay"
    START = "start"

    def __str__(self) -> str:
        return str(self.value)
