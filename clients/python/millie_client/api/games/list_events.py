from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.event_page import EventPage
from ...models.game_type import GameType
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_type: GameType,
    game_id: str,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    wait: float | Unset = 0.0,
    view: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params["wait"] = wait

    params["view"] = view

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/{game_type}/games/{game_id}/events".format(
            game_type=quote(str(game_type), safe=""),
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EventPage | Problem | None:
    if response.status_code == 200:
        response_200 = EventPage.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[EventPage | Problem]:
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
    limit: int | Unset = 500,
    wait: float | Unset = 0.0,
    view: bool | Unset = False,
) -> Response[EventPage | Problem]:
    """The game's events

     Events with a sequence number above `after`, as the caller may see them, oldest
    first, at most `limit`. A secret part (the value of an appraisal you drew) is
    included only for the seat it belongs to. With `wait` (seconds, at most 30), when
    no event is newer than `after`, the answer comes as soon as one is committed, by
    any server process, or after `wait` seconds with an empty list (long-poll). A
    client may hold a few dozen waiting requests at once (429 `too_many_waiting`).

    Args:
        game_type (GameType):
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        wait (float | Unset):  Default: 0.0.
        view (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventPage | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        game_id=game_id,
        after=after,
        limit=limit,
        wait=wait,
        view=view,
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
    limit: int | Unset = 500,
    wait: float | Unset = 0.0,
    view: bool | Unset = False,
) -> EventPage | Problem | None:
    """The game's events

     Events with a sequence number above `after`, as the caller may see them, oldest
    first, at most `limit`. A secret part (the value of an appraisal you drew) is
    included only for the seat it belongs to. With `wait` (seconds, at most 30), when
    no event is newer than `after`, the answer comes as soon as one is committed, by
    any server process, or after `wait` seconds with an empty list (long-poll). A
    client may hold a few dozen waiting requests at once (429 `too_many_waiting`).

    Args:
        game_type (GameType):
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        wait (float | Unset):  Default: 0.0.
        view (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventPage | Problem
    """

    return sync_detailed(
        game_type=game_type,
        game_id=game_id,
        client=client,
        after=after,
        limit=limit,
        wait=wait,
        view=view,
    ).parsed


async def asyncio_detailed(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    wait: float | Unset = 0.0,
    view: bool | Unset = False,
) -> Response[EventPage | Problem]:
    """The game's events

     Events with a sequence number above `after`, as the caller may see them, oldest
    first, at most `limit`. A secret part (the value of an appraisal you drew) is
    included only for the seat it belongs to. With `wait` (seconds, at most 30), when
    no event is newer than `after`, the answer comes as soon as one is committed, by
    any server process, or after `wait` seconds with an empty list (long-poll). A
    client may hold a few dozen waiting requests at once (429 `too_many_waiting`).

    Args:
        game_type (GameType):
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        wait (float | Unset):  Default: 0.0.
        view (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventPage | Problem]
    """

    kwargs = _get_kwargs(
        game_type=game_type,
        game_id=game_id,
        after=after,
        limit=limit,
        wait=wait,
        view=view,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_type: GameType,
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 500,
    wait: float | Unset = 0.0,
    view: bool | Unset = False,
) -> EventPage | Problem | None:
    """The game's events

     Events with a sequence number above `after`, as the caller may see them, oldest
    first, at most `limit`. A secret part (the value of an appraisal you drew) is
    included only for the seat it belongs to. With `wait` (seconds, at most 30), when
    no event is newer than `after`, the answer comes as soon as one is committed, by
    any server process, or after `wait` seconds with an empty list (long-poll). A
    client may hold a few dozen waiting requests at once (429 `too_many_waiting`).

    Args:
        game_type (GameType):
        game_id (str):
        after (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 500.
        wait (float | Unset):  Default: 0.0.
        view (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventPage | Problem
    """

    return (
        await asyncio_detailed(
            game_type=game_type,
            game_id=game_id,
            client=client,
            after=after,
            limit=limit,
            wait=wait,
            view=view,
        )
    ).parsed
