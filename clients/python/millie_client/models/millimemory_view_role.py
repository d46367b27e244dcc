from enum import StrEnum


class MillimemoryViewRole(StrEnum):
    HOST = "host"
    PLAYER = "player"
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
