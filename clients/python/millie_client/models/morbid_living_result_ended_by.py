from enum import StrEnum


class MorbidLivingResultEndedBy(StrEnum):
    DECLARATION = "declaration"
    TURN_LIMIT = "turn_limit"

    def __str__(self) -> str:
        return str(self.value)
