from enum import StrEnum


class MillimemoryScoreType(StrEnum):
    MILLIMEMORY = "millimemory"

    def __str__(self) -> str:
        return str(self.value)
