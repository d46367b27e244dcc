from enum import StrEnum


class MorbidLivingViewRole(StrEnum):
    HOST = "host"
    PLAYER = "player"
    SPECTATOR = "spectator"

    def __str__(self) -> str:
        return str(self.value)
