from enum import StrEnum


class PendingDecision(StrEnum):
    ANSWER = "answer"
    CLAIM = "claim"
    DECIDE = "decide"
    DRAW = "draw"
    END_TURN = "end-turn"
    FLIP = "flip"
    JUDGE = "judge"
    LIMIT = "limit"
    PAY = "pay"
    PREDICT = "predict"
    REAPPRAISE = "reappraise"
    START = "start"
    STEAL = "steal"
    STORY = "story"
    VERDICT = "verdict"

    def __str__(self) -> str:
        return str(self.value)
