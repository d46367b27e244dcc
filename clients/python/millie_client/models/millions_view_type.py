from enum import StrEnum


class MillionsViewType(StrEnum):
    MILLIONS = "millions"

    def __str__(self) -> str:
        return str(self.value)
