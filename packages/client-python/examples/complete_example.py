import http.server
import os
import queue
import threading
import time
from urllib.parse import parse_qs, urlsplit

import httpx

from payment_gateway_client import AUTO, checkout_client, identify_error, receive_callback, s2s_card_client
from payment_gateway_client.checkout.api.checkout import create_session
from payment_gateway_client.checkout.models import Order, SessionRequest
from payment_gateway_client.s2s_card.api.s2s_card import post_s2_s_card
from payment_gateway_client.s2s_card.models import CaptureRequest, GetTransStatusRequest

PASSWORD = os.environ["GATEWAY_PASSWORD"]  # only enters the hash: never sent
checkout = checkout_client(os.environ["GATEWAY_CHECKOUT_URL"], key=os.environ["GATEWAY_MERCHANT_KEY"], password=PASSWORD)
card = s2s_card_client(os.environ["GATEWAY_S2S_CARD_URL"], key=os.environ["GATEWAY_CLIENT_KEY"], password=PASSWORD)

# The merchant's callback receiver: its callback_url is http://127.0.0.1:<GATEWAY_CALLBACK_PORT>/callbacks.
callbacks = queue.Queue()


class Receiver(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        raw = self.rfile.read(int(self.headers["Content-Length"]))  # the raw bytes: the signature is over them
        receipt = receive_callback(raw, self.headers, PASSWORD)  # signature first, then the schema
        self.send_response(200)  # answered before the receipt is handed over: the example may end right after
        self.send_header("Content-Length", "0")
        self.end_headers()
        callbacks.put(receipt)

    def log_message(self, *args):
        pass


receiver = http.server.ThreadingHTTPServer(("127.0.0.1", int(os.environ["GATEWAY_CALLBACK_PORT"])), Receiver)
threading.Thread(target=receiver.serve_forever, daemon=True).start()

# 1. A Checkout purchase session, authorized only (auth=True) so that it can be captured:
#    merchant_key and hash (order number, amount, currency, description) filled by the client.
session = create_session.sync_detailed(
    client=checkout,
    body=SessionRequest(
        merchant_key=AUTO,
        hash_=AUTO,
        operation="purchase",
        auth=True,
        order=Order(number=f"order-{time.time_ns()}", amount="25.00", currency="USD", description="Two concert tickets"),
        success_url="https://merchant.example/ok",
    ),
)
print("1. session", session.status_code)

# 2. Paid headlessly on the sandbox's payer page: a 303 to success_url, with trans_id.
paid = httpx.post(f"{session.parsed['redirect_url']}?outcome=success")
trans_id = parse_qs(urlsplit(paid.headers["location"]).query)["trans_id"][0]
print("2. paid", paid.status_code)

# 3. Capture over S2S CARD: client_key and hash (trans_id) filled, the body form-encoded.
captured = post_s2_s_card.sync_detailed(client=card, body=CaptureRequest(action="CAPTURE", client_key=AUTO, trans_id=trans_id, hash_=AUTO))
print("3. capture", captured.status_code, captured.parsed["order_status"])

# 4. The status.
status = post_s2_s_card.sync_detailed(client=card, body=GetTransStatusRequest(action="GET_TRANS_STATUS", client_key=AUTO, trans_id=trans_id, hash_=AUTO))
print("4. status", status.status_code, status.parsed["order_status"])

# 5. A second capture: an error body, named by its catalogue row (code and message together).
again = post_s2_s_card.sync_detailed(client=card, body=CaptureRequest(action="CAPTURE", client_key=AUTO, trans_id=trans_id, hash_=AUTO))
row = identify_error(again)
print("5. second capture", again.status_code, row.code, row.name)

# 6. The callback the sandbox delivered for the capture: signature verified over the raw body, then the schema.
receipt = callbacks.get(timeout=30)
while receipt.payload.get("trans_id") != trans_id or receipt.payload.get("order_status") != "settled":
    receipt = callbacks.get(timeout=30)
print("6. callback", receipt.payload["order_status"], "signature valid:", receipt.signature_valid, "schema errors:", receipt.errors)
receiver.shutdown()
receiver.server_close()
