from enum import StrEnum


class MorbidLivingPendingDecision(StrEnum):
    DECIDE = "decide"
    DRAW = "draw"
    END_TURN = "end-turn"
    LIMIT = "limit"
    PAY = "pay"
    START = "start"

    def __str__(self) -> str:
        return str(self.value)
