from enum import StrEnum


class GameType(StrEnum):
    MILLIMEMORY = "millimemory"
    MILLIONS = "millions"

    def __str__(self) -> str:
        return str(self.value)
