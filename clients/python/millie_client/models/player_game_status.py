from enum import StrEnum


class PlayerGameStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    LOBBY = "lobby"

    def __str__(self) -> str:
        return str(self.value)
