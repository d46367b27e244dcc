from enum import StrEnum


class MillionsLegalActionAction(StrEnum):
    ADD_BOT = "add_bot"
    ANSWER = "answer"
    CLAIM = "claim"
    FLIP = "flip"
    JOIN = "join"
    JUDGE = "judge"
    QUESTION = "question"
    REAPPRAISE = "reappraise"
    START = "start"
    STEAL = "steal"
    STORY = "story"
    VERDICT = "verdict"

    def __str__(self) -> str:
        return str(self.value)
