package example.paymentgateway.client.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import example.paymentgateway.client.Callbacks;
import example.paymentgateway.client.ErrorCatalogue;
import example.paymentgateway.client.ErrorRow;
import example.paymentgateway.client.GatewayClients;
import example.paymentgateway.client.checkout.api.CheckoutApi;
import example.paymentgateway.client.checkout.model.Order;
import example.paymentgateway.client.checkout.model.SessionRequest;
import example.paymentgateway.client.s2scard.ApiException;
import example.paymentgateway.client.s2scard.api.S2SCardApi;
import example.paymentgateway.client.s2scard.api.S2SCardApi.APIPostS2sCardRequest;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** The README's complete example: create a session, pay it, capture, read the status, capture again, verify a callback. */
public final class CompleteExample {
  /** What the example saw (the tests check it). */
  public record Outcome(String transId, Object captured, Object status, ErrorRow secondCapture, Map<?, ?> callback) {}

  public static void main(String[] args) throws Exception {
    run();
  }

  public static Outcome run() throws Exception {
    String password = System.getenv("GATEWAY_PASSWORD"); // only enters hashes: never sent

    // 0. The merchant's callback receiver (its callback_url): the signature over the raw bytes first, then the payload.
    BlockingQueue<Map<?, ?>> callbacks = new LinkedBlockingQueue<>();
    HttpServer receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", Integer.parseInt(System.getenv("GATEWAY_CALLBACK_PORT"))), 0);
    receiver.createContext("/callbacks", exchange -> {
      byte[] raw = exchange.getRequestBody().readAllBytes();
      boolean signed = Callbacks.verifySandboxSignature(raw, exchange.getRequestHeaders().getFirst(Callbacks.SANDBOX_SIGNATURE_HEADER), password);
      List<String> errors = signed ? Callbacks.validate("payment-outcome", raw) : List.of("bad signature");
      exchange.sendResponseHeaders(errors.isEmpty() ? 200 : 400, -1);
      exchange.close();
      if (errors.isEmpty()) callbacks.add(new ObjectMapper().readValue(raw, Map.class));
      else System.out.println("callback refused: " + errors);
    });
    receiver.start();
    try {
      // 1. A Checkout session: a purchase with auth: true (an authorization, captured below). merchant_key and hash are filled.
      CheckoutApi checkout = new CheckoutApi(GatewayClients.checkout(System.getenv("GATEWAY_CHECKOUT_URL"), System.getenv("GATEWAY_MERCHANT_KEY"), password));
      Map<?, ?> session = (Map<?, ?>) checkout.createSession(new SessionRequest()
          .operation("purchase")
          .auth(true)
          .order(new Order().number("java-" + System.nanoTime()).amount("25.00").currency("USD").description("Two concert tickets"))
          .successUrl(URI.create("https://merchant.example/ok")));
      String redirectUrl = (String) session.get("redirect_url");
      System.out.println("1. session   " + redirectUrl);

      // 2. Pay it headlessly on the sandbox: POST <redirect_url>?outcome=success answers 303 to success_url with trans_id.
      HttpResponse<Void> paid = HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(URI.create(redirectUrl + "?outcome=success")).POST(HttpRequest.BodyPublishers.noBody()).build(),
          HttpResponse.BodyHandlers.discarding());
      String location = paid.headers().firstValue("location").orElseThrow();
      String transId = location.replaceAll(".*[?&]trans_id=([^&]*).*", "$1");
      System.out.println("2. paid      " + paid.statusCode() + " trans_id=" + transId);

      // 3. Capture over S2S CARD: client_key and hash (its recipe: trans_id) filled, sent as a form.
      S2SCardApi card = new S2SCardApi(GatewayClients.s2sCard(System.getenv("GATEWAY_S2S_CARD_URL"), System.getenv("GATEWAY_CLIENT_KEY"), password));
      Map<String, Object> captured = card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("CAPTURE").transId(transId).build());
      System.out.println("3. captured  " + captured.get("order_status"));

      // 4. Read the status.
      Map<String, Object> status = card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("GET_TRANS_STATUS").transId(transId).build());
      System.out.println("4. status    " + status.get("order_status"));

      // 5. A second capture: the payment is no longer pending. The error helper names the catalogue row (code AND message).
      ErrorRow again = null;
      try {
        card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("CAPTURE").transId(transId).build());
      } catch (ApiException e) {
        again = ErrorCatalogue.identify(e.getResponseBody(), e.getCode()).orElseThrow(() -> e);
        System.out.println("5. again     " + e.getCode() + " " + again.name() + " (" + again.code() + ")");
      }

      // 6. The callback of the capture, as the receiver took it (signature and schema verified).
      Map<?, ?> callback = null;
      for (long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); callback == null && System.nanoTime() < end; ) {
        Map<?, ?> c = callbacks.poll(1, TimeUnit.SECONDS);
        if (c != null && transId.equals(c.get("trans_id")) && "settled".equals(c.get("order_status"))) callback = c;
      }
      System.out.println("6. callback  " + (callback == null ? "none" : callback.get("order_status") + ", signature and schema verified"));
      return new Outcome(transId, captured.get("order_status"), status.get("order_status"), again, callback);
    } finally {
      receiver.stop(0);
    }
  }
}
