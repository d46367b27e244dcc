from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_type import GameType
from ...models.millimemory_view import MillimemoryView
from ...models.millions_view import MillionsView
from ...models.morbid_living_view import MorbidLivingView
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_type: GameType,
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/{game_type}/games/{game_id}".format(
            game_type=quote(str(game_type), safe=""),
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | MillimemoryView | MillionsView | MorbidLivingView | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> MillimemoryView | MillionsView | MorbidLivingView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = MillionsView.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = MillimemoryView.from_dict(data)

                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_2 = MorbidLivingView.from_dict(data)

            return response_200_type_2

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[Any | MillimemoryView | MillionsView | MorbidLivingView | Problem]:
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
) -> Response[Any | MillimemoryView | MillionsView | MorbidLivingView | Problem]:
    """The game as the caller may see it

     With a player's token: that seat's view, with what only that seat may see,
    `pending` and `legal_actions`. With the host's token or none: the public view.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MillimemoryView | MillionsView | MorbidLivingView | Problem]
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
) -> Any | MillimemoryView | MillionsView | MorbidLivingView | Problem | None:
    """The game as the caller may see it

     With a player's token: that seat's view, with what only that seat may see,
    `pending` and `legal_actions`. With the host's token or none: the public view.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MillimemoryView | MillionsView | MorbidLivingView | Problem
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
) -> Response[Any | MillimemoryView | MillionsView | MorbidLivingView | Problem]:
    """The game as the caller may see it

     With a player's token: that seat's view, with what only that seat may see,
    `pending` and `legal_actions`. With the host's token or none: the public view.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MillimemoryView | MillionsView | MorbidLivingView | Problem]
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
) -> Any | MillimemoryView | MillionsView | MorbidLivingView | Problem | None:
    """The game as the caller may see it

     With a player's token: that seat's view, with what only that seat may see,
    `pending` and `legal_actions`. With the host's token or none: the public view.

    Args:
        game_type (GameType):
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MillimemoryView | MillionsView | MorbidLivingView | Problem
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            game_id=game_id,
            client=client,
        )
    ).parsed
