"""What reaches the wire, seen by a raw capture server: calls the layer cannot sign send nothing (no connection
is even opened); calls it signs send the contract's bytes and never the password."""

from __future__ import annotations

import asyncio
import json
from urllib.parse import quote_plus

import pytest
from conftest import env

from payment_gateway_client import AUTO, ContractRefusal, checkout_client, s2s_apm_client, s2s_card_client
from payment_gateway_client.checkout.api.checkout import create_session
from payment_gateway_client.checkout.models import Order, SessionRequest
from payment_gateway_client.s2s_apm.api.s2s_apm import post_s2_s_apm
from payment_gateway_client.s2s_apm.models import Credit2VirtualRequest, Credit2VirtualRequestOrderCurrency
from payment_gateway_client.s2s_card.api.s2s_card import post_s2_s_card
from payment_gateway_client.s2s_card.models import CaptureRequest, CreateScheduleRequest, GetTransStatusRequest

PASSWORD = "Wire-Test-Password-Ünïcode-42"
TRANS = "4f1c2e3a-0000-4000-8000-00000000a001"


def password_forms(password: str) -> list[bytes]:
    """Every way the password could appear in bytes sent: as is, upper-cased, form-encoded, JSON-escaped."""
    forms = {password, password.upper(), password.lower(), quote_plus(password), quote_plus(password.upper()), json.dumps(password)[1:-1], json.dumps(password, ensure_ascii=False)[1:-1]}
    return sorted({f.encode("utf-8") for f in forms})


def assert_no_password(received: bytes, password: str = PASSWORD) -> None:
    assert received, "nothing was received: the test would prove nothing"
    for form in password_forms(password):
        assert form not in received, f"the password was sent ({form!r})"


def refused(code: str, call) -> ContractRefusal:
    with pytest.raises(ContractRefusal) as err:
        call()
    assert err.value.code == code, str(err.value)
    return err.value


def test_calls_the_layer_cannot_sign_send_nothing(capture):
    card = s2s_card_client(capture.url, key="client-key-1", password=PASSWORD)
    apm = s2s_apm_client(capture.url, key="client-key-1", password=PASSWORD)
    checkout = checkout_client(capture.url, key="merchant-key-1", password=PASSWORD)
    raw = card.get_httpx_client()

    # no recipe (CREATE_SCHEDULE) and no hash: refused with the contract's gap
    e = refused("HASH_REQUIRED", lambda: post_s2_s_card.sync_detailed(client=card, body=CreateScheduleRequest(action="CREATE_SCHEDULE", client_key=AUTO, name="Monthly plan", interval_length="1", interval_unit="month", payments_count="12", hash_=AUTO)))
    assert "CREATE_SCHEDULE" in e.element and "not shown" in str(e)
    refused("HASH_REQUIRED", lambda: post_s2_s_apm.sync_detailed(client=apm, body=Credit2VirtualRequest(
        action="CREDIT2VIRTUAL", client_key=AUTO, brand="mobile-money-payout", order_id="payout-1", order_amount="150.00",
        order_currency=Credit2VirtualRequestOrderCurrency("GHS"), parametersmobile_money_operator="op", parametersmobile_number="233201234567",
        parameterscustomer_email="a@example.com", payee_first_name="Ama", payee_last_name="Mensah", payee_email="a@example.com", hash_=AUTO)))
    # a hashed field missing (the generated model requires trans_id, so through the same httpx client, untyped)
    e = refused("HASH_FIELD", lambda: raw.post("/post", data={"action": "CAPTURE"}))
    assert "trans_id" in str(e)
    e = refused("HASH_FIELD", lambda: create_session.sync_detailed(client=checkout, body=SessionRequest(merchant_key=AUTO, hash_=AUTO, operation="purchase", order=Order(number="o-1", amount="1.00", currency="USD"))))
    assert "/order/description" in str(e)
    # a hashed JSON member that is not the string sent
    refused("HASH_FIELD", lambda: checkout.get_httpx_client().post("/api/v1/session", json={"operation": "purchase", "order": {"number": "o-1", "amount": 10.5, "currency": "USD", "description": "d"}}))
    # a hash that is not the recipe's
    refused("HASH_MISMATCH", lambda: post_s2_s_card.sync_detailed(client=card, body=CaptureRequest(action="CAPTURE", client_key=AUTO, trans_id=TRANS, hash_="0" * 40)))
    # what the contract does not have
    refused("UNKNOWN_BRANCH", lambda: raw.post("/post", data={"action": "REFUND", "trans_id": TRANS}))
    refused("UNKNOWN_OPERATION", lambda: raw.post("/refund", data={"action": "CAPTURE", "trans_id": TRANS}))
    refused("MISSING_BODY", lambda: raw.post("/post"))
    refused("INVALID_BODY", lambda: raw.post("/post", json={"action": "CAPTURE", "trans_id": TRANS}))
    refused("INVALID_BODY", lambda: raw.post("/post", content=b"action=CAPTURE&action=VOID", headers={"content-type": "application/x-www-form-urlencoded"}))
    # the password put in a body by mistake
    refused("PASSWORD_IN_BODY", lambda: raw.post("/post", data={"action": "GET_TRANS_STATUS", "trans_id": PASSWORD}))

    assert capture.connections == [], "a refused call opened a connection"


def test_signed_calls_send_the_contract_s_bytes_and_never_the_password(capture):
    card = s2s_card_client(capture.url, key="client-key-1", password=PASSWORD)
    checkout = checkout_client(capture.url, key="merchant-key-1", password=PASSWORD)
    apm = s2s_apm_client(capture.url, key="client-key-1", password=PASSWORD)
    r = post_s2_s_card.sync_detailed(client=card, body=CaptureRequest(action="CAPTURE", client_key=AUTO, trans_id=TRANS, hash_=AUTO))
    assert r.status_code == 200
    create_session.sync_detailed(client=checkout, body=SessionRequest(merchant_key=AUTO, hash_=AUTO, operation="purchase", order=Order(number="o-1", amount="1.00", currency="USD", description="Zoë ß")))
    # bracket keys: written as the literal member names, then form-encoded like any text
    post_s2_s_apm.sync_detailed(client=apm, body=Credit2VirtualRequest(
        action="CREDIT2VIRTUAL", client_key=AUTO, brand="mobile-money-payout", order_id="payout-1", order_amount="150.00",
        order_currency=Credit2VirtualRequestOrderCurrency("GHS"), parametersmobile_money_operator="op", parametersmobile_number="233201234567",
        parameterscustomer_email="a@example.com", payee_first_name="Ama", payee_last_name="Mensah", payee_email="a@example.com", hash_="0f7d1e8a5c3b2a190817263544536271809a0b1c"))
    received = capture.received
    assert b"action=CAPTURE&client_key=client-key-1&trans_id=" + TRANS.encode() + b"&hash=" in received
    assert b"content-type: application/x-www-form-urlencoded" in received.lower()
    assert b'"merchant_key":"merchant-key-1"' in received
    assert b"&parameters%5Bmobile_money_operator%5D=op&parameters%5Bmobile_number%5D=233201234567&" in received
    assert_no_password(received)


def test_a_base_path_before_the_operation_s_path(capture):
    card = s2s_card_client(f"{capture.url}/gateway/v1", key="client-key-1", password=PASSWORD)
    r = post_s2_s_card.sync_detailed(client=card, body=CaptureRequest(action="CAPTURE", client_key=AUTO, trans_id=TRANS, hash_=AUTO))
    assert r.status_code == 200
    assert capture.received.startswith(b"POST /gateway/v1/post HTTP/1.1\r\n")
    assert b"&hash=" in capture.received


def test_async_clients_sign_too(capture):
    card = s2s_card_client(capture.url, key="client-key-1", password=PASSWORD)

    async def main():
        ok = await post_s2_s_card.asyncio_detailed(client=card, body=GetTransStatusRequest(action="GET_TRANS_STATUS", client_key=AUTO, trans_id=TRANS, hash_=AUTO))
        with pytest.raises(ContractRefusal):
            await card.get_async_httpx_client().post("/post", data={"action": "GET_TRANS_STATUS"})
        await card.get_async_httpx_client().aclose()
        return ok

    assert asyncio.run(main()).status_code == 200
    assert len(capture.connections) == 1
    assert b"action=GET_TRANS_STATUS&client_key=client-key-1&trans_id=" in capture.received
    assert_no_password(capture.received)


def test_every_vector_sent_without_the_password(capture, vectors):
    # every signed vector, sent by a client of its host with the vector's password
    from test_vectors import RECIPES, _host_and_route, _without_hash

    senders = {}
    for vector in vectors["vectors"]:
        host, method, path = _host_and_route(vector["recipe"])
        body = _without_hash(vector)
        make = {"checkout": checkout_client, "s2s-card": s2s_card_client, "s2s-apm": s2s_apm_client}[host]
        credentials = (host, body[RECIPES[vector["recipe"]]["keyMember"]], vector["password"])
        if credentials not in senders:
            senders[credentials] = make(capture.url, key=credentials[1], password=credentials[2]).get_httpx_client()
        sender = senders[credentials]
        before = capture.mark()
        r = sender.post(path, data=body) if "form" in vector else sender.post(path, json=body)
        assert r.status_code == 200
        sent = capture.since(before)
        if "form" in vector:
            assert sent.endswith(vector["form"].encode()), vector["id"]
        else:
            assert f'"hash":"{vector["sha1"]}"'.encode() in sent, vector["id"]
        assert_no_password(sent, vector["password"])


def test_the_factories_and_the_auth_take_only_non_empty_credentials():
    for bad in ("", None):
        with pytest.raises(TypeError):
            s2s_card_client("http://127.0.0.1:1", key=bad, password=PASSWORD)
        with pytest.raises(TypeError):
            s2s_card_client("http://127.0.0.1:1", key="k", password=bad)
    with pytest.raises(ValueError):
        from payment_gateway_client import GatewayAuth

        GatewayAuth("s2s-cards", key="k", password="p")
    auth = s2s_card_client("http://127.0.0.1:1", key="k", password=PASSWORD).get_httpx_client().auth
    assert PASSWORD not in repr(auth)
    env("GATEWAY_VECTORS")  # this module runs under npm run clients:test, like the others


def test_form_encoding_is_the_url_standard_s():
    from payment_gateway_client import form_encode

    # URLSearchParams: letters, digits and *-._ as they are, space as +, anything else %XX of UTF-8 (also ~!'())
    assert form_encode({"parameters[mobile_number]": "a b~!'()*-._", "é": "ß\U0001f600\ud800"}) == (
        "parameters%5Bmobile_number%5D=a+b%7E%21%27%28%29*-._&%C3%A9=%C3%9F%F0%9F%98%80%EF%BF%BD"
    )
    assert form_encode({"b": "2", "a": "1", "c": "3"}, ("a", "b")) == "a=1&b=2&c=3"


def test_signed_forms_are_written_by_the_url_standard_whatever_their_members_hold():
    # The layer joins a form as it is when every name and value is text the encoding keeps (checked once on
    # the whole body); each case below holds something that is not, and must still be written as the URL
    # Standard writes it, in the contract's member order, members it does not name after its own.
    import httpx

    from payment_gateway_client import GatewayAuth

    cases = [  # (key, the form sent, the form expected before "&hash=...")
        ("k&y", "action=CAPTURE&trans_id=t-1", "action=CAPTURE&client_key=k%26y&trans_id=t-1"),
        ("ck", "action=CAPTURE&trans_id=a%3Db", "action=CAPTURE&client_key=ck&trans_id=a%3Db"),
        ("k~y", "action=CAPTURE&trans_id=t-1", "action=CAPTURE&client_key=k%7Ey&trans_id=t-1"),
        ("ck", "action=CAPTURE&trans_id=a b", "action=CAPTURE&client_key=ck&trans_id=a+b"),
        ("ck", "action=CAPTURE&trans_id=a+b%7E", "action=CAPTURE&client_key=ck&trans_id=a+b%7E"),
        ("k\u00e9y", "action=CAPTURE&trans_id=t-1", "action=CAPTURE&client_key=k%C3%A9y&trans_id=t-1"),
        ("ck", "trans_id=a*b.c_d-e&action=CAPTURE", "action=CAPTURE&client_key=ck&trans_id=a*b.c_d-e"),
    ]
    # the same with every member sent, in the contract's order (key and hash left empty, as AUTO sends them)
    cases += [(key, sent.replace("&trans_id=", "&client_key=&trans_id=") + "&hash=", expected) for key, sent, expected in cases if sent.startswith("action=")]
    for key, sent, expected in cases:
        auth = GatewayAuth("s2s-card", key=key, password=PASSWORD)
        request = auth.sign(httpx.Request("POST", "http://gateway.test/post", content=sent.encode(), headers={"content-type": "application/x-www-form-urlencoded"}))
        written, _, hash_ = request.content.decode("ascii").rpartition("&hash=")
        assert (written, len(hash_)) == (expected, 40), (key, sent)
        assert request.headers["content-length"] == str(len(request.content))
    # a member the contract does not name: after the contract's own, as the URL Standard writes it
    auth = GatewayAuth("s2s-card", key="ck", password=PASSWORD)
    request = auth.sign(httpx.Request("POST", "http://gateway.test/post", content=b"zz=1&action=CAPTURE&trans_id=t-1", headers={"content-type": "application/x-www-form-urlencoded"}))
    assert request.content.decode("ascii").startswith("action=CAPTURE&client_key=ck&trans_id=t-1&hash=")
    assert request.content.endswith(b"&zz=1")


def test_the_usual_form_is_signed_as_any_other():
    # sign() signs the form a generated client usually sends in one function of its own; a Content-Type with a
    # parameter takes the general way, which must give the same body, or the same refusal, for every request.
    import dataclasses

    import httpx

    from payment_gateway_client import GatewayAuth

    def signed(auth, content: bytes, media: str, headers=()):
        request = httpx.Request("POST", "http://gateway.test/post", content=content, headers=[("content-type", media), *headers])
        try:
            auth.sign(request)
        except ContractRefusal as refusal:
            return refusal.code, str(refusal)
        return request.content, request.headers["content-length"]

    auth = GatewayAuth("s2s-card", key="client-key-1", password=PASSWORD)
    route = ("POST", b"/post")
    signed(auth, b"action=CAPTURE&trans_id=t", "application/x-www-form-urlencoded")  # the route, remembered
    capture = auth._routes[route]
    # the same operation with a recipe that hashes the key too, which the layer fills before it hashes
    recipe = capture.branches["CAPTURE"].recipes[0]
    with_key = dataclasses.replace(recipe, fields=(("client_key",), *recipe.fields), pointers=("client_key", *recipe.pointers))
    element = dataclasses.replace(capture.branches["CAPTURE"], recipes=[with_key])
    hashing_key = dataclasses.replace(capture, branches={**capture.branches, "CAPTURE": element})
    # and with a recipe whose condition ("when") holds only for one trans_id
    from payment_gateway_client._contract import Condition

    conditional = dataclasses.replace(recipe, when=(Condition(("trans_id",), "t-2"),))
    element = dataclasses.replace(capture.branches["CAPTURE"], recipes=[conditional])
    with_condition = dataclasses.replace(capture, branches={**capture.branches, "CAPTURE": element})
    good = signed(auth, b"action=CAPTURE&client_key=client-key-1&trans_id=t-1", "application/x-www-form-urlencoded")[0].decode()
    bodies = [
        "action=CAPTURE&client_key=&trans_id=t-1&hash=",
        "action=CAPTURE&trans_id=t-1",
        "trans_id=t-1&action=CAPTURE&hash=",
        "action=CAPTURE&client_key=other&trans_id=t-1",
        good,
        good.upper().replace("ACTION=CAPTURE", "action=CAPTURE").replace("TRANS_ID=T-1", "trans_id=t-1").replace("CLIENT_KEY=CLIENT-KEY-1", "client_key=client-key-1").replace("HASH=", "hash="),
        "action=CAPTURE&client_key=&trans_id=t-1&hash=" + "0" * 40,
        "action=CAPTURE&client_key=&trans_id=&hash=",
        "action=CAPTURE&client_key=",
        "action=CAPTURE&trans_id=a=b",
        "action=CAPTURE&trans_id=a b",
        "action=CAPTURE&trans_id=x&trans_id=y",
        "action=CAPTURE&trans_id=t-1&&",
        "action=CAPTURE&trans_id=t-1&extra=1",
        "action=CAPTURE&trans_id=t-1&flag",
        "action=CAPTURE&trans_id=" + PASSWORD.encode("utf-8").decode("latin-1"),
        "action=CAPTURE&trans_id=plain-password-1",
        "action=CAPTURE&trans_id=t-2&hash=",
        "action=GET_TRANS_STATUS&trans_id=t-1",
        "action=CREATE_SCHEDULE&name=n&hash=",
        "action=REFUND&trans_id=t-1",
        "trans_id=t-1",
    ]
    for auth in (auth, GatewayAuth("s2s-card", key="client-key-1", password="plain-password-1")):
        for operation in (capture, hashing_key, with_condition):
            auth._routes[route] = operation
            for body in bodies:
                content = body.encode("latin-1")
                usual = signed(auth, content, "application/x-www-form-urlencoded")
                general = signed(auth, content, "application/x-www-form-urlencoded; charset=utf-8")
                assert usual == general, (operation.branches["CAPTURE"].recipes, body)
    # headers the usual way does not take: each refused, or written, as the general way does it
    auth._routes[route] = capture
    form, charset = "application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=utf-8"
    twice = signed(auth, bodies[0].encode(), form, [("content-type", form)])
    assert twice == signed(auth, bodies[0].encode(), form, [("content-type", charset)])
    assert twice[0] == "INVALID_BODY"  # two Content-Types read as one: "application/x-www-form-urlencoded, ..."
    assert signed(auth, bodies[0].encode(), form + "x")[0] == "INVALID_BODY"
    length = [("content-length", "5"), ("content-length", "6")]
    assert signed(auth, bodies[0].encode(), form, length) == signed(auth, bodies[0].encode(), charset, length)
