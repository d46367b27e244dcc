from enum import StrEnum


class MillionsCardFaceKind(StrEnum):
    ITEM = "item"
    REAPPRAISE = "reappraise"
    STEAL = "steal"

    def __str__(self) -> str:
        return str(self.value)
