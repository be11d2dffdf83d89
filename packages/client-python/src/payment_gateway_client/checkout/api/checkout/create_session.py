from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_session_response_200 import CreateSessionResponse200
from ...models.error_body import ErrorBody
from ...models.session_request import SessionRequest
from ...types import Response


def _get_kwargs(
    *,
    body: SessionRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/session",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateSessionResponse200 | ErrorBody | None:
    if response.status_code == 200:
        response_200 = CreateSessionResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorBody.from_dict(response.json())

        return response_400

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreateSessionResponse200 | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionRequest,
) -> Response[CreateSessionResponse200 | ErrorBody]:
    """Create a Checkout session

     Creates a Checkout session (the authentication request); the payer then completes the payment on the
    hosted form.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml); here order.number
    is the order_id.
    order.number is unique per merchant; reuse after the window may be rejected with 'order_id:
    Duplicate payment.'

    Args:
        body (SessionRequest): The Checkout session (authentication) request.
            `auth: true` requests authentication only (authorize now, capture later) and is valid for
            purchase only.
            MID Payment Mode routing by `auth`: false (default) is eligible for SMS and SMS/DMS MIDs
            and issues a Sale; true is eligible for DMS and SMS/DMS MIDs and issues an Auth, captured
            later.
            `order` is required; a purchase carries all four of its members (its hash is computed over
            them), and for other operations the source does not say which members are required.
            `fine` is the instant-payment-key payin's mandatory member (section 4.4); it is optional
            here because the method cannot be told from its identifier.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSessionResponse200 | ErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: SessionRequest,
) -> CreateSessionResponse200 | ErrorBody | None:
    """Create a Checkout session

     Creates a Checkout session (the authentication request); the payer then completes the payment on the
    hosted form.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml); here order.number
    is the order_id.
    order.number is unique per merchant; reuse after the window may be rejected with 'order_id:
    Duplicate payment.'

    Args:
        body (SessionRequest): The Checkout session (authentication) request.
            `auth: true` requests authentication only (authorize now, capture later) and is valid for
            purchase only.
            MID Payment Mode routing by `auth`: false (default) is eligible for SMS and SMS/DMS MIDs
            and issues a Sale; true is eligible for DMS and SMS/DMS MIDs and issues an Auth, captured
            later.
            `order` is required; a purchase carries all four of its members (its hash is computed over
            them), and for other operations the source does not say which members are required.
            `fine` is the instant-payment-key payin's mandatory member (section 4.4); it is optional
            here because the method cannot be told from its identifier.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSessionResponse200 | ErrorBody
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SessionRequest,
) -> Response[CreateSessionResponse200 | ErrorBody]:
    """Create a Checkout session

     Creates a Checkout session (the authentication request); the payer then completes the payment on the
    hosted form.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml); here order.number
    is the order_id.
    order.number is unique per merchant; reuse after the window may be rejected with 'order_id:
    Duplicate payment.'

    Args:
        body (SessionRequest): The Checkout session (authentication) request.
            `auth: true` requests authentication only (authorize now, capture later) and is valid for
            purchase only.
            MID Payment Mode routing by `auth`: false (default) is eligible for SMS and SMS/DMS MIDs
            and issues a Sale; true is eligible for DMS and SMS/DMS MIDs and issues an Auth, captured
            later.
            `order` is required; a purchase carries all four of its members (its hash is computed over
            them), and for other operations the source does not say which members are required.
            `fine` is the instant-payment-key payin's mandatory member (section 4.4); it is optional
            here because the method cannot be told from its identifier.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateSessionResponse200 | ErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: SessionRequest,
) -> CreateSessionResponse200 | ErrorBody | None:
    """Create a Checkout session

     Creates a Checkout session (the authentication request); the payer then completes the payment on the
    hosted form.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml); here order.number
    is the order_id.
    order.number is unique per merchant; reuse after the window may be rejected with 'order_id:
    Duplicate payment.'

    Args:
        body (SessionRequest): The Checkout session (authentication) request.
            `auth: true` requests authentication only (authorize now, capture later) and is valid for
            purchase only.
            MID Payment Mode routing by `auth`: false (default) is eligible for SMS and SMS/DMS MIDs
            and issues a Sale; true is eligible for DMS and SMS/DMS MIDs and issues an Auth, captured
            later.
            `order` is required; a purchase carries all four of its members (its hash is computed over
            them), and for other operations the source does not say which members are required.
            `fine` is the instant-payment-key payin's mandatory member (section 4.4); it is optional
            here because the method cannot be told from its identifier.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateSessionResponse200 | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
