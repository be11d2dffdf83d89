"""The error catalogue helpers and the callback helpers, on the contract's own rows and webhook schemas."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from conftest import env

from payment_gateway_client import (
    SANDBOX_SIGNATURE_HEADER,
    callback_errors,
    errors,
    identify_error,
    matches_error,
    receive_callback,
    sandbox_signature,
    verify_sandbox_signature,
    webhook_names,
)
from payment_gateway_client.s2s_card.models import ErrorBody

CATALOGUE = json.loads((Path(env("GATEWAY_VECTORS")).resolve().parent.parent / "schemas" / "errors.json").read_text(encoding="utf-8"))


def test_the_catalogue_is_every_row_of_errors_json():
    assert [r.name for r in errors] == [r["name"] for r in CATALOGUE["rows"]]
    for raw in CATALOGUE["rows"]:
        row = getattr(errors, raw["constant"])
        assert row is errors[raw["name"]]
        assert (row.status, row.code, list(row.codes), row.message) == (raw["status"], raw["code"], raw["codes"], raw["message"])


@pytest.mark.parametrize("raw", CATALOGUE["rows"], ids=lambda r: r["name"])
def test_each_row_is_identified_by_its_code_and_message(raw):
    row = errors[raw["name"]]
    for code in raw["codes"] or [100000]:
        body = {"result": "ERROR", "error_code": code, "error_message": raw["message"] if raw["message"] is not None else raw["summary"]}
        assert matches_error(body, row, raw["status"])
        assert identify_error(body, raw["status"]) is row
        # the code as text, as the source sometimes shows it; and the generated ErrorBody model
        assert identify_error({**body, "error_code": str(code)}, raw["status"]) is row
        assert identify_error(ErrorBody.from_dict(body), raw["status"]) is row
        if raw["status"] is not None:
            assert not matches_error(body, row, raw["status"] + 1)
    if raw["code"] is not None and raw["message"] is not None:
        # never by the code alone
        assert not matches_error({"error_code": raw["code"], "error_message": raw["message"] + "!"}, row)
        assert not matches_error({"error_code": 999999, "error_message": raw["message"]}, row)


def test_the_not_found_rule_s_codes_are_both_accepted():
    row = errors.PAYMENT_DOES_NOT_EXIST
    assert len(row.codes) > 1
    for code in row.codes:
        assert identify_error({"error_code": code, "error_message": row.message}) is row
    # the message alone is not enough
    assert not matches_error({"error_code": errors.CAPTURE_NOT_PENDING.code, "error_message": row.message}, row)
    # and the payment's code with the transaction's message is the transaction's row
    assert identify_error({"error_code": errors.TRANSACTION_DOES_NOT_EXIST.code, "error_message": errors.TRANSACTION_DOES_NOT_EXIST.message}) is errors.TRANSACTION_DOES_NOT_EXIST


def test_rows_that_show_code_and_message_are_tried_first():
    from payment_gateway_client.errors import Catalogue

    row = lambda name, code, message: {"name": name, "constant": name.upper(), "status": 400, "code": code, "codes": [code], "message": message}  # noqa: E731
    catalogue = Catalogue({"rows": [row("code-only", 100000, None), row("both", 100000, "Hash is not valid")]})
    assert catalogue.identify({"error_code": 100000, "error_message": "Hash is not valid"}).name == "both"
    assert catalogue.identify({"error_code": 100000, "error_message": "another"}).name == "code-only"


def test_identify_error_takes_responses():
    body = {"result": "ERROR", "error_code": 101000, "error_message": "Transaction does not exist."}
    response = httpx.Response(400, json=body)
    assert identify_error(response) is errors.TRANSACTION_DOES_NOT_EXIST
    assert identify_error(httpx.Response(404, json=body)) is None
    assert identify_error(httpx.Response(200, json={"order_status": "settled"})) is None
    assert identify_error("not a body") is None


def test_sandbox_signature_verification():
    raw = json.dumps({"trans_id": "t-1", "order_id": "Zoë-ß", "order_status": "settled"}, ensure_ascii=False).encode("utf-8")
    password = "Callback-Pässword"
    sig = sandbox_signature(raw, password)
    # the sandbox's recipe: sha1(md5(UPPER(raw body + password))), hex
    import hashlib

    md5 = hashlib.md5((raw.decode("utf-8") + password).upper().encode("utf-8")).hexdigest()
    assert sig == hashlib.sha1(md5.encode()).hexdigest()
    assert verify_sandbox_signature(raw, sig, password)
    assert verify_sandbox_signature(raw, sig.upper(), password)
    assert not verify_sandbox_signature(raw, sig, password + "x")
    assert not verify_sandbox_signature(raw.replace(b"t-1", b"t-2"), sig, password)
    assert not verify_sandbox_signature(raw, None, password)
    assert not verify_sandbox_signature(raw, sig[:-1], password)
    assert not verify_sandbox_signature(raw, "é" * 40, password)
    assert not verify_sandbox_signature(b"\xff" + raw, sig, password)
    with pytest.raises(TypeError):
        verify_sandbox_signature(raw.decode(), sig, password)  # the raw bytes, not a parsed or decoded body


def test_callback_payloads_against_the_webhook_schemas():
    assert "payment-outcome" in webhook_names()
    good = {"payment_id": "pay-1", "trans_id": "4f1c2e3a-0000-4000-8000-00000000a001", "order_id": "order-1001", "order_status": "settled"}
    assert callback_errors(good, "payment-outcome") == []
    issues = callback_errors({k: v for k, v in good.items() if k != "order_status"}, "payment-outcome")
    assert [(i.pointer, i.keyword) for i in issues] == [("", "required")]
    assert "order_status" in str(issues[0])
    with pytest.raises(ValueError):
        callback_errors(good, "no-such-webhook")


def test_receive_callback_checks_the_signature_before_the_schema():
    password = "pw-0123456789"
    raw = json.dumps({"trans_id": "t", "order_id": "o"}).encode()
    receipt = receive_callback(raw, {SANDBOX_SIGNATURE_HEADER.lower(): sandbox_signature(raw, password), "Content-Type": "application/json"}, password)
    assert receipt.signature_valid and receipt.errors and not receipt.valid
    receipt = receive_callback(b"{", {SANDBOX_SIGNATURE_HEADER: sandbox_signature(b"{", password)}, password)
    assert receipt.signature_valid and receipt.payload is None and receipt.errors[0].keyword == "parse"
    form = b"trans_id=t&order_id=o&order_status=settled"
    receipt = receive_callback(form, {SANDBOX_SIGNATURE_HEADER: "0" * 40, "content-type": "application/x-www-form-urlencoded"}, password)
    assert not receipt.signature_valid and receipt.payload["order_status"] == "settled" and receipt.errors == [] and not receipt.valid
