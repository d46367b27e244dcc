from enum import StrEnum


class MillionsPendingDecision(StrEnum):
    ANSWER = "answer"
    CLAIM = "claim"
    FLIP = "flip"
    JUDGE = "judge"
    REAPPRAISE = "reappraise"
    START = "start"
    STEAL = "steal"
    STORY = "story"
    VERDICT = "verdict"

    def __str__(self) -> str:
        return str(self.value)
