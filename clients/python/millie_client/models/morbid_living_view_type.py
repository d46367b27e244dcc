from enum import StrEnum


class MorbidLivingViewType(StrEnum):
    MORBID_LIVING = "morbid-living"

    def __str__(self) -> str:
        return str(self.value)
