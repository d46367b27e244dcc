from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_type import GameType
from ...models.problem import Problem
from ...models.rating_history import RatingHistory
from ...types import Response


def _get_kwargs(
    player_id: str,
    game_type: GameType,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player_id}/ratings/{game_type}".format(
            player_id=quote(str(player_id), safe=""),
            game_type=quote(str(game_type), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RatingHistory | None:
    if response.status_code == 200:
        response_200 = RatingHistory.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
) -> Response[Problem | RatingHistory]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    game_type: GameType,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | RatingHistory]:
    """A player's rating history in one game type

     Their rating after each of their last 50 rated games of the type, newest first,
    with the rank they finished at.

    Args:
        player_id (str):
        game_type (GameType):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RatingHistory]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        game_type=game_type,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: str,
    game_type: GameType,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | RatingHistory | None:
    """A player's rating history in one game type

     Their rating after each of their last 50 rated games of the type, newest first,
    with the rank they finished at.

    Args:
        player_id (str):
        game_type (GameType):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RatingHistory
    """

    return sync_detailed(
        player_id=player_id,
        game_type=game_type,
        client=client,
    ).parsed


async def asyncio_detailed(
    player_id: str,
    game_type: GameType,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | RatingHistory]:
    """A player's rating history in one game type

     Their rating after each of their last 50 rated games of the type, newest first,
    with the rank they finished at.

    Args:
        player_id (str):
        game_type (GameType):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RatingHistory]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        game_type=game_type,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: str,
    game_type: GameType,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | RatingHistory | None:
    """A player's rating history in one game type

     Their rating after each of their last 50 rated games of the type, newest first,
    with the rank they finished at.

    Args:
        player_id (str):
        game_type (GameType):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RatingHistory
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            game_type=game_type,
            client=client,
        )
    ).parsed
