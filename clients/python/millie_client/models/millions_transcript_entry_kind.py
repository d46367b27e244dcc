from enum import StrEnum


class MillionsTranscriptEntryKind(StrEnum):
    ANSWER = "answer"
    QUESTION = "question"
    STORY = "story"

    def __str__(self) -> str:
        return str(self.value)
