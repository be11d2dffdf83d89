package example.paymentgateway.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import example.paymentgateway.client.examples.CompleteExample;
import example.paymentgateway.client.s2scard.ApiException;
import example.paymentgateway.client.s2scard.api.S2SCardApi;
import example.paymentgateway.client.s2scard.api.S2SCardApi.APIPostS2sCardRequest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/** Against the running sandbox of `npm run clients:test` (a merchant whose credentials are not the defaults). */
@Tag("clients-test")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SandboxTest {
  private static final List<String> ENV = List.of("GATEWAY_CHECKOUT_URL", "GATEWAY_S2S_CARD_URL", "GATEWAY_S2S_APM_URL", "GATEWAY_MERCHANT_KEY",
      "GATEWAY_CLIENT_KEY", "GATEWAY_PASSWORD", "GATEWAY_CALLBACK_PORT", "SANDBOX_ADMIN_TOKEN");

  /** The README's complete example, as written: session, headless payment, capture, status, 208003, callback. */
  @Test
  @Order(1)
  void theReadmeExample() throws Exception {
    ENV.forEach(Env::require);
    CompleteExample.Outcome outcome = CompleteExample.run();
    assertEquals("settled", outcome.captured());
    assertEquals("settled", outcome.status());
    assertNotNull(outcome.secondCapture(), "the second capture was not refused");
    assertEquals(208003L, outcome.secondCapture().code());
    assertEquals("capture-not-pending", outcome.secondCapture().name());
    assertNotNull(outcome.callback(), "no signed, valid callback of the capture reached the receiver");
    assertEquals(outcome.transId(), outcome.callback().get("trans_id"));
  }

  /** Every callback the sandbox stored for this merchant verifies with its password, and fails with a byte changed. */
  @Test
  @Order(2)
  void theSandboxsCallbacksVerify() throws Exception {
    ENV.forEach(Env::require);
    HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(Env.require("GATEWAY_CHECKOUT_URL") + "/sandbox/callbacks"))
        .header("Authorization", "Bearer " + Env.require("SANDBOX_ADMIN_TOKEN")).build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(200, answer.statusCode(), answer.body());
    JsonNode callbacks = Env.MAPPER.readTree(answer.body()).get("callbacks");
    assertTrue(callbacks.size() > 0, "the sandbox stored no callback for this merchant");
    String password = Env.require("GATEWAY_PASSWORD");
    for (JsonNode c : Contract.iterable(callbacks)) {
      byte[] raw = c.get("body").asText().getBytes(StandardCharsets.UTF_8);
      String signature = c.get("signature").asText();
      assertTrue(Callbacks.verifySandboxSignature(raw, signature, password), "callback " + c.get("id"));
      byte[] changed = raw.clone();
      changed[raw.length / 2] ^= 0x01;
      assertFalse(Callbacks.verifySandboxSignature(changed, signature, password));
      assertEquals(List.of(), Callbacks.validate(c.get("webhook").asText(), raw), "callback " + c.get("id"));
    }
  }

  /** The sandbox checks the hash the layer computes: with another password, 'Hash is not valid', identified as such. */
  @Test
  @Order(3)
  void anotherPasswordIsAnsweredHashNotValid() {
    S2SCardApi card = new S2SCardApi(GatewayClients.s2sCard(Env.require("GATEWAY_S2S_CARD_URL"), Env.require("GATEWAY_CLIENT_KEY"), Env.require("GATEWAY_PASSWORD") + "-not"));
    ApiException e = assertThrows(ApiException.class, () -> card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("GET_TRANS_STATUS")
        .transId("00000000-0000-4000-8000-000000000000").build()));
    assertEquals("hash-not-valid", ErrorCatalogue.identify(e.getResponseBody(), e.getCode()).map(ErrorRow::name).orElse(e.getResponseBody()));

    // With the right password the same call gets past the hash: the unknown transaction's row.
    S2SCardApi right = new S2SCardApi(GatewayClients.s2sCard(Env.require("GATEWAY_S2S_CARD_URL"), Env.require("GATEWAY_CLIENT_KEY"), Env.require("GATEWAY_PASSWORD")));
    ApiException notFound = assertThrows(ApiException.class, () -> right.postS2sCard(APIPostS2sCardRequest.newBuilder().action("GET_TRANS_STATUS")
        .transId("00000000-0000-4000-8000-000000000000").build()));
    assertEquals("transaction-does-not-exist", ErrorCatalogue.identify(notFound.getResponseBody(), notFound.getCode()).map(ErrorRow::name).orElse(notFound.getResponseBody()));
  }
}
