from enum import StrEnum


class SeekViewStatus(StrEnum):
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    MATCHED = "matched"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
