from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_type import GameType
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_type: GameType,
    game_id: str,
    *,
    after: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/{game_type}/games/{game_id}/stream".format(
            game_type=quote(str(game_type), safe=""),
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
) -> Response[Problem | str]:
    """Follow the game as Server-Sent Events

     The stream opens with a `snapshot` message holding your view of the game, then
    sends the events after `Last-Event-ID` (or `after`) as they are committed, each with
    `id` = its sequence number, so a reconnecting EventSource misses and repeats none.
    It closes after five minutes, or when the game is over and every event is sent. A
    client may hold a few dozen streams at once (429 `too_many_waiting`).

    Args:
        game_type (GameType):
        game_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        game_id=game_id,
        after=after,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
) -> Problem | str | None:
    """Follow the game as Server-Sent Events

     The stream opens with a `snapshot` message holding your view of the game, then
    sends the events after `Last-Event-ID` (or `after`) as they are committed, each with
    `id` = its sequence number, so a reconnecting EventSource misses and repeats none.
    It closes after five minutes, or when the game is over and every event is sent. A
    client may hold a few dozen streams at once (429 `too_many_waiting`).

    Args:
        game_type (GameType):
        game_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        game_type=game_type,
        game_id=game_id,
        client=client,
        after=after,
    ).parsed


async def asyncio_detailed(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
) -> Response[Problem | str]:
    """Follow the game as Server-Sent Events

     The stream opens with a `snapshot` message holding your view of the game, then
    sends the events after `Last-Event-ID` (or `after`) as they are committed, each with
    `id` = its sequence number, so a reconnecting EventSource misses and repeats none.
    It closes after five minutes, or when the game is over and every event is sent. A
    client may hold a few dozen streams at once (429 `too_many_waiting`).

    Args:
        game_type (GameType):
        game_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        game_id=game_id,
        after=after,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
) -> Problem | str | None:
    """Follow the game as Server-Sent Events

     The stream opens with a `snapshot` message holding your view of the game, then
    sends the events after `Last-Event-ID` (or `after`) as they are committed, each with
    `id` = its sequence number, so a reconnecting EventSource misses and repeats none.
    It closes after five minutes, or when the game is over and every event is sent. A
    client may hold a few dozen streams at once (429 `too_many_waiting`).

    Args:
        game_type (GameType):
        game_id (str):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            game_id=game_id,
            client=client,
            after=after,
        )
    ).parsed
