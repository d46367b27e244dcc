from enum import StrEnum


class GameType(StrEnum):
    MILLIONS = "millions"

    def __str__(self) -> str:
        return str(self.value)
