from enum import StrEnum


class LegalActionAction(StrEnum):
    ANSWER = "answer"
    CLAIM = "claim"
    FLIP = "flip"
    JOIN = "join"
    JUDGE = "judge"
    PREDICT = "predict"
    QUESTION = "question"
    REAPPRAISE = "reappraise"
    SKIP = "skip"
    START = "start"
    STEAL = "steal"
    STORY = "story"
    VERDICT = "verdict"

    def __str__(self) -> str:
        return str(self.value)
