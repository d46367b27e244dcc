from enum import StrEnum


class ListMyGamesStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    LOBBY = "lobby"

    def __str__(self) -> str:
        return str(self.value)
