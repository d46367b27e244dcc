from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_type import GameType
from ...models.millimemory_score import MillimemoryScore
from ...models.millions_score import MillionsScore
from ...models.morbid_living_score import MorbidLivingScore
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_type: GameType,
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/{game_type}/games/{game_id}/score".format(
            game_type=quote(str(game_type), safe=""),
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MillimemoryScore | MillionsScore | MorbidLivingScore | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> MillimemoryScore | MillionsScore | MorbidLivingScore:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = MillionsScore.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = MillimemoryScore.from_dict(data)

                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_2 = MorbidLivingScore.from_dict(data)

            return response_200_type_2

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[MillimemoryScore | MillionsScore | MorbidLivingScore | Problem]:
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
) -> Response[MillimemoryScore | MillionsScore | MorbidLivingScore | Problem]:
    """The score

     What the caller may know of the scores: each game's score (its `<Game>Score`
    schema) says what that is.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MillimemoryScore | MillionsScore | MorbidLivingScore | Problem]
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
) -> MillimemoryScore | MillionsScore | MorbidLivingScore | Problem | None:
    """The score

     What the caller may know of the scores: each game's score (its `<Game>Score`
    schema) says what that is.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MillimemoryScore | MillionsScore | MorbidLivingScore | Problem
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
) -> Response[MillimemoryScore | MillionsScore | MorbidLivingScore | Problem]:
    """The score

     What the caller may know of the scores: each game's score (its `<Game>Score`
    schema) says what that is.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MillimemoryScore | MillionsScore | MorbidLivingScore | Problem]
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
) -> MillimemoryScore | MillionsScore | MorbidLivingScore | Problem | None:
    """The score

     What the caller may know of the scores: each game's score (its `<Game>Score`
    schema) says what that is.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MillimemoryScore | MillionsScore | MorbidLivingScore | Problem
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            game_id=game_id,
            client=client,
        )
    ).parsed
