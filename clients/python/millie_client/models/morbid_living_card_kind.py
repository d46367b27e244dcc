from enum import StrEnum


class MorbidLivingCardKind(StrEnum):
    BANKRUPT = "bankrupt"
    CREDIT = "credit"
    JOB = "job"
    NUMBERED = "numbered"
    PAYDAY = "payday"
    RESIDENCE = "residence"
    SPECIFIC = "specific"
    STEAL = "steal"
    VEHICLE = "vehicle"

    def __str__(self) -> str:
        return str(self.value)
