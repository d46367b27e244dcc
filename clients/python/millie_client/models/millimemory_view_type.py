from enum import StrEnum


class MillimemoryViewType(StrEnum):
    MILLIMEMORY = "millimemory"

    def __str__(self) -> str:
        return str(self.value)
