from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_type import GameType
from ...models.get_leaderboard_players import GetLeaderboardPlayers
from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_type: GameType,
    *,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    players: GetLeaderboardPlayers | Unset = GetLeaderboardPlayers.ALL,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["page_size"] = page_size

    json_players: str | Unset = UNSET
    if not isinstance(players, Unset):
        json_players = players.value

    params["players"] = json_players

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/{game_type}/leaderboard".format(
            game_type=quote(str(game_type), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Leaderboard | Problem | None:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())

        return response_200

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Leaderboard | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_type: GameType,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    players: GetLeaderboardPlayers | Unset = GetLeaderboardPlayers.ALL,
) -> Response[Leaderboard | Problem]:
    """The leaderboard of a game type

     Every player with a rating in the game type, best first by `mu - 3 sigma` (the
    rating shown), humans and bots together or apart (`players`). A player is
    `provisional` until they have finished 10 rated games of the type.

    Args:
        game_type (GameType):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.
        players (GetLeaderboardPlayers | Unset):  Default: GetLeaderboardPlayers.ALL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        page=page,
        page_size=page_size,
        players=players,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_type: GameType,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    players: GetLeaderboardPlayers | Unset = GetLeaderboardPlayers.ALL,
) -> Leaderboard | Problem | None:
    """The leaderboard of a game type

     Every player with a rating in the game type, best first by `mu - 3 sigma` (the
    rating shown), humans and bots together or apart (`players`). A player is
    `provisional` until they have finished 10 rated games of the type.

    Args:
        game_type (GameType):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.
        players (GetLeaderboardPlayers | Unset):  Default: GetLeaderboardPlayers.ALL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return sync_detailed(
        game_type=game_type,
        client=client,
        page=page,
        page_size=page_size,
        players=players,
    ).parsed


async def asyncio_detailed(
    game_type: GameType,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    players: GetLeaderboardPlayers | Unset = GetLeaderboardPlayers.ALL,
) -> Response[Leaderboard | Problem]:
    """The leaderboard of a game type

     Every player with a rating in the game type, best first by `mu - 3 sigma` (the
    rating shown), humans and bots together or apart (`players`). A player is
    `provisional` until they have finished 10 rated games of the type.

    Args:
        game_type (GameType):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.
        players (GetLeaderboardPlayers | Unset):  Default: GetLeaderboardPlayers.ALL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        page=page,
        page_size=page_size,
        players=players,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: GameType,
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = 1,
    page_size: int | Unset = 20,
    players: GetLeaderboardPlayers | Unset = GetLeaderboardPlayers.ALL,
) -> Leaderboard | Problem | None:
    """The leaderboard of a game type

     Every player with a rating in the game type, best first by `mu - 3 sigma` (the
    rating shown), humans and bots together or apart (`players`). A player is
    `provisional` until they have finished 10 rated games of the type.

    Args:
        game_type (GameType):
        page (int | Unset):  Default: 1.
        page_size (int | Unset):  Default: 20.
        players (GetLeaderboardPlayers | Unset):  Default: GetLeaderboardPlayers.ALL.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            client=client,
            page=page,
            page_size=page_size,
            players=players,
        )
    ).parsed
