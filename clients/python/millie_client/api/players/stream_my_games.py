from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/stream",
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
    *,
    client: AuthenticatedClient,
) -> Response[Problem | str]:
    """Follow all your games as Server-Sent Events (a player's token)

     One connection for every game you play, lichess-style: a seek matched (or a host
    started a game you sit in) is `game_started`; each time a game changes while it
    waits for a decision of yours, `your_turn` with those decisions (then `GET` the
    game, or act on its `legal_actions`); `game_finished` when it ends. Resume with `Last-Event-ID`:
    every game that changed since then is told again (at least once; tell repeats by
    the game's `id` and `version`). The stream closes after five minutes (EventSource
    reconnects). It counts as one waiting request (429 `too_many_waiting`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> Problem | str | None:
    """Follow all your games as Server-Sent Events (a player's token)

     One connection for every game you play, lichess-style: a seek matched (or a host
    started a game you sit in) is `game_started`; each time a game changes while it
    waits for a decision of yours, `your_turn` with those decisions (then `GET` the
    game, or act on its `legal_actions`); `game_finished` when it ends. Resume with `Last-Event-ID`:
    every game that changed since then is told again (at least once; tell repeats by
    the game's `id` and `version`). The stream closes after five minutes (EventSource
    reconnects). It counts as one waiting request (429 `too_many_waiting`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[Problem | str]:
    """Follow all your games as Server-Sent Events (a player's token)

     One connection for every game you play, lichess-style: a seek matched (or a host
    started a game you sit in) is `game_started`; each time a game changes while it
    waits for a decision of yours, `your_turn` with those decisions (then `GET` the
    game, or act on its `legal_actions`); `game_finished` when it ends. Resume with `Last-Event-ID`:
    every game that changed since then is told again (at least once; tell repeats by
    the game's `id` and `version`). The stream closes after five minutes (EventSource
    reconnects). It counts as one waiting request (429 `too_many_waiting`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> Problem | str | None:
    """Follow all your games as Server-Sent Events (a player's token)

     One connection for every game you play, lichess-style: a seek matched (or a host
    started a game you sit in) is `game_started`; each time a game changes while it
    waits for a decision of yours, `your_turn` with those decisions (then `GET` the
    game, or act on its `legal_actions`); `game_finished` when it ends. Resume with `Last-Event-ID`:
    every game that changed since then is told again (at least once; tell repeats by
    the game's `id` and `version`). The stream closes after five minutes (EventSource
    reconnects). It counts as one waiting request (429 `too_many_waiting`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
