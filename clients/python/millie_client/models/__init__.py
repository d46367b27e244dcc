"""Contains all the data models used in inputs/outputs"""

from .action_body import ActionBody
from .appraisal import Appraisal
from .card_face import CardFace
from .card_face_colour import CardFaceColour
from .card_face_kind import CardFaceKind
from .charity import Charity
from .claim import Claim
from .created_game import CreatedGame
from .empty import Empty
from .event import Event
from .event_data import EventData
from .event_page import EventPage
from .free_field import FreeField
from .game_type import GameType
from .joined import Joined
from .judge import Judge
from .legal_action import LegalAction
from .legal_action_action import LegalActionAction
from .legal_action_free import LegalActionFree
from .legal_action_method import LegalActionMethod
from .millions_create_game import MillionsCreateGame
from .millions_join import MillionsJoin
from .millions_join_character import MillionsJoinCharacter
from .millions_options import MillionsOptions
from .millions_options_view import MillionsOptionsView
from .millions_view import MillionsView
from .millions_view_phase import MillionsViewPhase
from .millions_view_role import MillionsViewRole
from .millions_view_status import MillionsViewStatus
from .millions_view_type import MillionsViewType
from .pending import Pending
from .pending_decision import PendingDecision
from .player import Player
from .problem import Problem
from .problem_errors import ProblemErrors
from .question import Question
from .reappraise import Reappraise
from .result import Result
from .revealed_row import RevealedRow
from .row import Row
from .score import Score
from .score_line import ScoreLine
from .score_status import ScoreStatus
from .seat import Seat
from .seat_cards import SeatCards
from .seat_score import SeatScore
from .secret import Secret
from .slot import Slot
from .squabble import Squabble
from .steal import Steal
from .story import Story
from .table_entry import TableEntry
from .transcript_entry import TranscriptEntry
from .transcript_entry_kind import TranscriptEntryKind
from .verdict import Verdict

__all__ = (
    "ActionBody",
    "Appraisal",
    "CardFace",
    "CardFaceColour",
    "CardFaceKind",
    "Charity",
    "Claim",
    "CreatedGame",
    "Empty",
    "Event",
    "EventData",
    "EventPage",
    "FreeField",
    "GameType",
    "Joined",
    "Judge",
    "LegalAction",
    "LegalActionAction",
    "LegalActionFree",
    "LegalActionMethod",
    "MillionsCreateGame",
    "MillionsJoin",
    "MillionsJoinCharacter",
    "MillionsOptions",
    "MillionsOptionsView",
    "MillionsView",
    "MillionsViewPhase",
    "MillionsViewRole",
    "MillionsViewStatus",
    "MillionsViewType",
    "Pending",
    "PendingDecision",
    "Player",
    "Problem",
    "ProblemErrors",
    "Question",
    "Reappraise",
    "Result",
    "RevealedRow",
    "Row",
    "Score",
    "ScoreLine",
    "ScoreStatus",
    "Seat",
    "SeatCards",
    "SeatScore",
    "Secret",
    "Slot",
    "Squabble",
    "Steal",
    "Story",
    "TableEntry",
    "TranscriptEntry",
    "TranscriptEntryKind",
    "Verdict",
)
