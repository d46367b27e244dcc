from enum import StrEnum


class MillimemoryViewPhase(StrEnum):
    FINISHED = "finished"
    LOBBY = "lobby"
    PLAYOFF = "playoff"
    PREDICT = "predict"

    def __str__(self) -> str:
        return str(self.value)
