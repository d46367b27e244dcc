from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.export import Export
from ...models.game_type import GameType
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_type: GameType,
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/{game_type}/games/{game_id}/export".format(
            game_type=quote(str(game_type), safe=""),
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Export | Problem | None:
    if response.status_code == 200:
        response_200 = Export.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Export | Problem]:
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
) -> Response[Export | Problem]:
    """Export a finished game (G2)

     Everything: options, seed, seats, every engine call with its time (`actions`),
    every event with its secret part, and the final state. `millie replay FILE` replays
    the seed and the actions and checks that they give the same final state (G1).
    Anyone may export a finished game. It shows what no view does, even at the end (the
    out-of-play cards, the appraisal deck's order): G2's full record, which the seed and
    the actions would reveal anyway.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Export | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        game_id=game_id,
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
) -> Export | Problem | None:
    """Export a finished game (G2)

     Everything: options, seed, seats, every engine call with its time (`actions`),
    every event with its secret part, and the final state. `millie replay FILE` replays
    the seed and the actions and checks that they give the same final state (G1).
    Anyone may export a finished game. It shows what no view does, even at the end (the
    out-of-play cards, the appraisal deck's order): G2's full record, which the seed and
    the actions would reveal anyway.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Export | Problem
    """

    return sync_detailed(
        game_type=game_type,
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Export | Problem]:
    """Export a finished game (G2)

     Everything: options, seed, seats, every engine call with its time (`actions`),
    every event with its secret part, and the final state. `millie replay FILE` replays
    the seed and the actions and checks that they give the same final state (G1).
    Anyone may export a finished game. It shows what no view does, even at the end (the
    out-of-play cards, the appraisal deck's order): G2's full record, which the seed and
    the actions would reveal anyway.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Export | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Export | Problem | None:
    """Export a finished game (G2)

     Everything: options, seed, seats, every engine call with its time (`actions`),
    every event with its secret part, and the final state. `millie replay FILE` replays
    the seed and the actions and checks that they give the same final state (G1).
    Anyone may export a finished game. It shows what no view does, even at the end (the
    out-of-play cards, the appraisal deck's order): G2's full record, which the seed and
    the actions would reveal anyway.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Export | Problem
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            game_id=game_id,
            client=client,
        )
    ).parsed
