from enum import StrEnum


class ListGamesType(StrEnum):
    MILLIMEMORY = "millimemory"
    MILLIONS = "millions"
    MORBID_LIVING = "morbid-living"

    def __str__(self) -> str:
        return str(self.value)
