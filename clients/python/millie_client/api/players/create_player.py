from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.new_player import NewPlayer
from ...models.new_player_answer import NewPlayerAnswer
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: NewPlayer,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> NewPlayerAnswer | Problem | None:
    if response.status_code == 201:
        response_201 = NewPlayerAnswer.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())

        return response_408

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

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
) -> Response[NewPlayerAnswer | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NewPlayer,
    idempotency_key: str | Unset = UNSET,
) -> Response[NewPlayerAnswer | Problem]:
    """Make a player

     A player plays many games under one name and one token: with it, join any game
    (the seat is yours; the seat's own token works too), act in every game you are
    seated in, seek games (matchmaking) and be rated. The token is shown once and
    stored only as a hash. `bot: true` marks a program: every listing shows it. An
    address may make `PLAYERS_PER_IP_PER_HOUR` players an hour (429 `rate_limited`).

    Args:
        idempotency_key (str | Unset):
        body (NewPlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewPlayerAnswer | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: NewPlayer,
    idempotency_key: str | Unset = UNSET,
) -> NewPlayerAnswer | Problem | None:
    """Make a player

     A player plays many games under one name and one token: with it, join any game
    (the seat is yours; the seat's own token works too), act in every game you are
    seated in, seek games (matchmaking) and be rated. The token is shown once and
    stored only as a hash. `bot: true` marks a program: every listing shows it. An
    address may make `PLAYERS_PER_IP_PER_HOUR` players an hour (429 `rate_limited`).

    Args:
        idempotency_key (str | Unset):
        body (NewPlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewPlayerAnswer | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: NewPlayer,
    idempotency_key: str | Unset = UNSET,
) -> Response[NewPlayerAnswer | Problem]:
    """Make a player

     A player plays many games under one name and one token: with it, join any game
    (the seat is yours; the seat's own token works too), act in every game you are
    seated in, seek games (matchmaking) and be rated. The token is shown once and
    stored only as a hash. `bot: true` marks a program: every listing shows it. An
    address may make `PLAYERS_PER_IP_PER_HOUR` players an hour (429 `rate_limited`).

    Args:
        idempotency_key (str | Unset):
        body (NewPlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NewPlayerAnswer | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: NewPlayer,
    idempotency_key: str | Unset = UNSET,
) -> NewPlayerAnswer | Problem | None:
    """Make a player

     A player plays many games under one name and one token: with it, join any game
    (the seat is yours; the seat's own token works too), act in every game you are
    seated in, seek games (matchmaking) and be rated. The token is shown once and
    stored only as a hash. `bot: true` marks a program: every listing shows it. An
    address may make `PLAYERS_PER_IP_PER_HOUR` players an hour (429 `rate_limited`).

    Args:
        idempotency_key (str | Unset):
        body (NewPlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NewPlayerAnswer | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
