from enum import StrEnum


class MillionsScoreType(StrEnum):
    MILLIONS = "millions"

    def __str__(self) -> str:
        return str(self.value)
