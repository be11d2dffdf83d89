"""The README's complete example, run as written against the sandbox `npm run clients:test` started (a merchant
whose credentials are not the defaults, and this test's callback port): the README shows the file unchanged
and the output it prints. Then the sandbox's own record (admin API, the merchant's token) of the callbacks it
delivered: each answered 2xx by the example's receiver, each signature and payload checked by the helpers. The
same example again through a recording proxy: the password is in no byte the clients sent."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import httpx
from conftest import PACKAGE_DIR, RecordingProxy, env
from test_wire import assert_no_password

from payment_gateway_client import callback_errors, verify_sandbox_signature

EXAMPLE = PACKAGE_DIR / "examples" / "complete_example.py"
README = (PACKAGE_DIR / "README.md").read_text(encoding="utf-8")


def _block(marker: str, lang: str) -> str:
    m = re.search(re.escape(marker) + r"\n```" + lang + r"\n(.*?)```\n", README, re.S)
    assert m, f"README.md has no ```{lang} block after {marker}"
    return m.group(1)


def _run(overrides: dict[str, str] | None = None) -> str:
    names = ("GATEWAY_CHECKOUT_URL", "GATEWAY_S2S_CARD_URL", "GATEWAY_MERCHANT_KEY", "GATEWAY_CLIENT_KEY", "GATEWAY_PASSWORD", "GATEWAY_CALLBACK_PORT")
    run_env = {**os.environ, **{n: env(n) for n in names}, **(overrides or {}), "PYTHONPATH": str(PACKAGE_DIR / "src")}
    r = subprocess.run([sys.executable, str(EXAMPLE)], env=run_env, capture_output=True, text=True, timeout=120, cwd=PACKAGE_DIR)
    assert r.returncode == 0, f"the example failed:\n{r.stdout}\n{r.stderr}"
    return r.stdout


def test_the_readme_shows_the_example_file_unchanged():
    assert _block("<!-- example: examples/complete_example.py -->", "python") == EXAMPLE.read_text(encoding="utf-8")


def test_the_example_against_the_sandbox():
    assert _run() == _block("<!-- output -->", "text")

    # The sandbox's record, seen with the merchant's admin token: the example's payment and its callbacks.
    admin = httpx.Client(base_url=env("GATEWAY_CHECKOUT_URL"), headers={"Authorization": f"Bearer {env('SANDBOX_ADMIN_TOKEN')}"})
    payment = admin.get("/sandbox/payments", params={"limit": 1}).raise_for_status().json()["payments"][0]
    assert payment["merchant_key"] == env("GATEWAY_MERCHANT_KEY")
    assert payment["state"] == "settled"
    delivered = admin.get("/sandbox/callbacks", params={"payment_id": payment["id"]}).raise_for_status().json()["callbacks"]
    assert {json.loads(c["body"])["order_status"] for c in delivered} >= {"settled"}
    settled = [c for c in delivered if json.loads(c["body"])["order_status"] == "settled"]
    assert all(any(d["http_status"] == 200 for d in c["deliveries"]) for c in settled), settled  # the receiver answered it
    for c in delivered:
        raw = c["body"].encode("utf-8")
        assert verify_sandbox_signature(raw, c["signature"], env("GATEWAY_PASSWORD"))
        assert not verify_sandbox_signature(raw, c["signature"], env("GATEWAY_PASSWORD") + "x")
        assert not verify_sandbox_signature(raw + b" ", c["signature"], env("GATEWAY_PASSWORD"))
        assert callback_errors(json.loads(raw), c["webhook"]) == []


def test_the_example_sends_no_byte_of_the_password():
    proxies = {name: RecordingProxy(env(name)) for name in ("GATEWAY_CHECKOUT_URL", "GATEWAY_S2S_CARD_URL")}
    try:
        out = _run({name: p.url for name, p in proxies.items()})
    finally:
        for p in proxies.values():
            p.close()
    assert out == _block("<!-- output -->", "text")
    sent = b"".join(bytes(p.sent) for p in proxies.values())
    assert b"POST /api/v1/session " in sent and sent.count(b"action=CAPTURE&client_key=" + env("GATEWAY_CLIENT_KEY").encode()) == 2
    assert_no_password(sent, env("GATEWAY_PASSWORD"))
