from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.credit_2_virtual_request import Credit2VirtualRequest
from ...models.error_body import ErrorBody
from ...models.s2s_apm_response import S2SApmResponse
from ...types import Response


def _get_kwargs(
    *,
    body: Credit2VirtualRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/post",
    }

    _kwargs["data"] = body.to_dict()
    headers["Content-Type"] = "application/x-www-form-urlencoded"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorBody | S2SApmResponse | None:
    if response.status_code == 200:
        response_200 = S2SApmResponse.from_dict(response.json())

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
) -> Response[ErrorBody | S2SApmResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Credit2VirtualRequest,
) -> Response[ErrorBody | S2SApmResponse]:
    """Call an S2S APM action

     Every S2S APM call is one form-encoded POST whose `action` picks the operation.
    Bracket keys such as `parameters[mobile_number]` are literal flat form keys; the catalogue rows that
    can occur for an action are its branch's `x-errors`.

    Args:
        body (Credit2VirtualRequest): Mobile-money payout.
            Bracket keys such as `parameters[mobile_number]` are literal flat form keys, as PHP's
            http_build_query, Python requests and URLSearchParams send them (percent-encoded as
            `parameters%5Bmobile_number%5D` or not).
            The payout creates a payment, so its order_id is unique and deduplicated within the
            duplicate window (section 8; written once, as `x-duplicate-window` of the catalogue row
            duplicate-payment in spec/errors.yaml); later reuse may give 'order_id: Duplicate
            payment.'.
            Since 6.7.0 custom_data is accepted on credit requests of S2S APM (section 9); as on S2S
            CARD RECURRING_SALE, it is written as literal bracket keys `custom_data[key]` with string
            values (FormCustomDataMember), since the source does not show how a form carries that
            free-form object.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | S2SApmResponse]
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
    body: Credit2VirtualRequest,
) -> ErrorBody | S2SApmResponse | None:
    """Call an S2S APM action

     Every S2S APM call is one form-encoded POST whose `action` picks the operation.
    Bracket keys such as `parameters[mobile_number]` are literal flat form keys; the catalogue rows that
    can occur for an action are its branch's `x-errors`.

    Args:
        body (Credit2VirtualRequest): Mobile-money payout.
            Bracket keys such as `parameters[mobile_number]` are literal flat form keys, as PHP's
            http_build_query, Python requests and URLSearchParams send them (percent-encoded as
            `parameters%5Bmobile_number%5D` or not).
            The payout creates a payment, so its order_id is unique and deduplicated within the
            duplicate window (section 8; written once, as `x-duplicate-window` of the catalogue row
            duplicate-payment in spec/errors.yaml); later reuse may give 'order_id: Duplicate
            payment.'.
            Since 6.7.0 custom_data is accepted on credit requests of S2S APM (section 9); as on S2S
            CARD RECURRING_SALE, it is written as literal bracket keys `custom_data[key]` with string
            values (FormCustomDataMember), since the source does not show how a form carries that
            free-form object.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | S2SApmResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Credit2VirtualRequest,
) -> Response[ErrorBody | S2SApmResponse]:
    """Call an S2S APM action

     Every S2S APM call is one form-encoded POST whose `action` picks the operation.
    Bracket keys such as `parameters[mobile_number]` are literal flat form keys; the catalogue rows that
    can occur for an action are its branch's `x-errors`.

    Args:
        body (Credit2VirtualRequest): Mobile-money payout.
            Bracket keys such as `parameters[mobile_number]` are literal flat form keys, as PHP's
            http_build_query, Python requests and URLSearchParams send them (percent-encoded as
            `parameters%5Bmobile_number%5D` or not).
            The payout creates a payment, so its order_id is unique and deduplicated within the
            duplicate window (section 8; written once, as `x-duplicate-window` of the catalogue row
            duplicate-payment in spec/errors.yaml); later reuse may give 'order_id: Duplicate
            payment.'.
            Since 6.7.0 custom_data is accepted on credit requests of S2S APM (section 9); as on S2S
            CARD RECURRING_SALE, it is written as literal bracket keys `custom_data[key]` with string
            values (FormCustomDataMember), since the source does not show how a form carries that
            free-form object.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorBody | S2SApmResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: Credit2VirtualRequest,
) -> ErrorBody | S2SApmResponse | None:
    """Call an S2S APM action

     Every S2S APM call is one form-encoded POST whose `action` picks the operation.
    Bracket keys such as `parameters[mobile_number]` are literal flat form keys; the catalogue rows that
    can occur for an action are its branch's `x-errors`.

    Args:
        body (Credit2VirtualRequest): Mobile-money payout.
            Bracket keys such as `parameters[mobile_number]` are literal flat form keys, as PHP's
            http_build_query, Python requests and URLSearchParams send them (percent-encoded as
            `parameters%5Bmobile_number%5D` or not).
            The payout creates a payment, so its order_id is unique and deduplicated within the
            duplicate window (section 8; written once, as `x-duplicate-window` of the catalogue row
            duplicate-payment in spec/errors.yaml); later reuse may give 'order_id: Duplicate
            payment.'.
            Since 6.7.0 custom_data is accepted on credit requests of S2S APM (section 9); as on S2S
            CARD RECURRING_SALE, it is written as literal bracket keys `custom_data[key]` with string
            values (FormCustomDataMember), since the source does not show how a form carries that
            free-form object.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorBody | S2SApmResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
