from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_card_credit_response_200 import CreateCardCreditResponse200
from ...models.credit_request import CreditRequest
from ...models.error_body import ErrorBody
from ...types import Response


def _get_kwargs(
    *,
    body: CreditRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/payment/card/credit",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateCardCreditResponse200 | ErrorBody | None:
    if response.status_code == 200:
        response_200 = CreateCardCreditResponse200.from_dict(response.json())

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
) -> Response[CreateCardCreditResponse200 | ErrorBody]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreditRequest,
) -> Response[CreateCardCreditResponse200 | ErrorBody]:
    """Credit a card from its token

     A credit (payout or refund) to the card behind a card token, with a flat body.
    A nested `order` object or an array `card_token` is rejected with 100000 'Request data is invalid.';
    a bad card_token with 205005.
    `payee_first_name` and `payee_last_name`, when sent, override the payee name prefilled from the
    token.
    S2S CARD has no refund action: card refunds use this endpoint; a refund needs a settled payment.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml).
    order_id is unique per merchant; reuse after the window may be rejected with 'order_id: Duplicate
    payment.'

    Args:
        body (CreditRequest): A card credit (payout or refund) from a card token, as a flat body.
            A nested `order` object or an array `card_token` is rejected with 100000 'Request data is
            invalid.'
            With a card_token the payer is asked only for the month and year of expiry, never for the
            security code.
            S2S CARD has no refund action: card refunds use this endpoint.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCardCreditResponse200 | ErrorBody]
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
    body: CreditRequest,
) -> CreateCardCreditResponse200 | ErrorBody | None:
    """Credit a card from its token

     A credit (payout or refund) to the card behind a card token, with a flat body.
    A nested `order` object or an array `card_token` is rejected with 100000 'Request data is invalid.';
    a bad card_token with 205005.
    `payee_first_name` and `payee_last_name`, when sent, override the payee name prefilled from the
    token.
    S2S CARD has no refund action: card refunds use this endpoint; a refund needs a settled payment.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml).
    order_id is unique per merchant; reuse after the window may be rejected with 'order_id: Duplicate
    payment.'

    Args:
        body (CreditRequest): A card credit (payout or refund) from a card token, as a flat body.
            A nested `order` object or an array `card_token` is rejected with 100000 'Request data is
            invalid.'
            With a card_token the payer is asked only for the month and year of expiry, never for the
            security code.
            S2S CARD has no refund action: card refunds use this endpoint.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCardCreditResponse200 | ErrorBody
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreditRequest,
) -> Response[CreateCardCreditResponse200 | ErrorBody]:
    """Credit a card from its token

     A credit (payout or refund) to the card behind a card token, with a flat body.
    A nested `order` object or an array `card_token` is rejected with 100000 'Request data is invalid.';
    a bad card_token with 205005.
    `payee_first_name` and `payee_last_name`, when sent, override the payee name prefilled from the
    token.
    S2S CARD has no refund action: card refunds use this endpoint; a refund needs a settled payment.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml).
    order_id is unique per merchant; reuse after the window may be rejected with 'order_id: Duplicate
    payment.'

    Args:
        body (CreditRequest): A card credit (payout or refund) from a card token, as a flat body.
            A nested `order` object or an array `card_token` is rejected with 100000 'Request data is
            invalid.'
            With a card_token the payer is asked only for the month and year of expiry, never for the
            security code.
            S2S CARD has no refund action: card refunds use this endpoint.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCardCreditResponse200 | ErrorBody]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreditRequest,
) -> CreateCardCreditResponse200 | ErrorBody | None:
    """Credit a card from its token

     A credit (payout or refund) to the card behind a card token, with a flat body.
    A nested `order` object or an array `card_token` is rejected with 100000 'Request data is invalid.';
    a bad card_token with 205005.
    `payee_first_name` and `payee_last_name`, when sent, override the payee name prefilled from the
    token.
    S2S CARD has no refund action: card refunds use this endpoint; a refund needs a settled payment.
    Any payment creation is deduplicated within the duplicate window (section 8; written once, as
    `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml).
    order_id is unique per merchant; reuse after the window may be rejected with 'order_id: Duplicate
    payment.'

    Args:
        body (CreditRequest): A card credit (payout or refund) from a card token, as a flat body.
            A nested `order` object or an array `card_token` is rejected with 100000 'Request data is
            invalid.'
            With a card_token the payer is asked only for the month and year of expiry, never for the
            security code.
            S2S CARD has no refund action: card refunds use this endpoint.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCardCreditResponse200 | ErrorBody
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
