from enum import StrEnum


class TranscriptEntryKind(StrEnum):
    ANSWER = "answer"
    QUESTION = "question"
    STORY = "story"

    def __str__(self) -> str:
        return str(self.value)
