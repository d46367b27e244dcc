from enum import StrEnum


class MorbidLivingScoreType(StrEnum):
    MORBID_LIVING = "morbid-living"

    def __str__(self) -> str:
        return str(self.value)
