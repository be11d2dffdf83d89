package example.paymentgateway.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The callback helpers: the sandbox's signature over the raw body, and the webhook schemas. */
class CallbacksTest {
  /** A callback as the sandbox sends one (payment-outcome). */
  static final String CALLBACK = "{\"payment_id\":\"pay-d258a1ab-cfd3-4fde-b39e-d96c2fd9a30c\",\"trans_id\":\"66dea511-e9aa-4f31-8995-3875fc24d95c\","
      + "\"order_id\":\"java-2448897384547\",\"order_status\":\"settled\",\"card\":\"411111******1111\",\"card_expiration_date\":\"12/2034\","
      + "\"brand\":\"VISA\",\"checkout_payment_method\":\"card\",\"custom_data\":{}}";

  /**
   * The signature is the request algorithm over the raw body and the password: every vector's joined values, taken as
   * a body, with its password, gives its sha1 (non-ASCII bodies and passwords included).
   */
  @Test
  @Tag("clients-test")
  void theSignatureOfEveryVectorsInput() throws Exception {
    for (JsonNode v : Contract.iterable(Env.vectors().get("vectors"))) {
      byte[] raw = String.join("", Contract.strings(v.get("values"))).getBytes(StandardCharsets.UTF_8);
      String password = v.get("password").asText();
      assertEquals(v.get("sha1").asText(), Callbacks.sandboxSignature(raw, password), v.get("id").asText());
      assertTrue(Callbacks.verifySandboxSignature(raw, v.get("sha1").asText(), password));
      assertTrue(Callbacks.verifySandboxSignature(raw, v.get("sha1").asText().toUpperCase(Locale.ROOT), password), "hex in capitals");
    }
  }

  @Test
  void aChangedByteOrAnotherPasswordFails() {
    byte[] raw = CALLBACK.getBytes(StandardCharsets.UTF_8);
    String password = "päss-wort-ß";
    String signature = Callbacks.sandboxSignature(raw, password);
    assertTrue(Callbacks.verifySandboxSignature(raw, signature, password));
    for (int i = 0; i < raw.length; i += 7) {
      byte[] changed = raw.clone();
      changed[i] ^= 0x01;
      assertFalse(Callbacks.verifySandboxSignature(changed, signature, password), "byte " + i + " changed");
    }
    assertFalse(Callbacks.verifySandboxSignature(raw, signature, password + "x"));
    assertFalse(Callbacks.verifySandboxSignature(raw, null, password));
    assertFalse(Callbacks.verifySandboxSignature(raw, signature.substring(1), password));
    assertFalse(Callbacks.verifySandboxSignature(new byte[] {(byte) 0xff, '{', '}'}, signature, password), "not UTF-8");
  }

  @Test
  void aCallbackPayloadAgainstItsWebhookSchema() throws Exception {
    assertEquals(List.of(), Callbacks.validate("payment-outcome", CALLBACK.getBytes(StandardCharsets.UTF_8)));
    ObjectNode payload = (ObjectNode) Env.MAPPER.readTree(CALLBACK);

    ObjectNode without = payload.deepCopy();
    without.remove("order_status");
    List<String> errors = Callbacks.validate("payment-outcome", without);
    assertFalse(errors.isEmpty());
    assertTrue(errors.toString().contains("order_status"), errors.toString());

    ObjectNode wrongType = payload.deepCopy();
    wrongType.put("order_status", 7);
    assertFalse(Callbacks.validate("payment-outcome", wrongType).isEmpty());

    ObjectNode badExpiry = payload.deepCopy();
    badExpiry.put("card_expiration_date", "13/2034");
    assertFalse(Callbacks.validate("payment-outcome", badExpiry).isEmpty(), "a pattern");

    assertFalse(Callbacks.validate("payment-outcome", "{".getBytes(StandardCharsets.UTF_8)).isEmpty(), "not JSON");
  }

  @Test
  void everyWebhookSchemaLoads() {
    List<String> webhooks = Callbacks.webhooks();
    assertTrue(webhooks.contains("payment-outcome"), webhooks.toString());
    for (String webhook : webhooks) assertFalse(Callbacks.validate(webhook, Env.MAPPER.createArrayNode()).isEmpty(), webhook + " takes an array");
  }
}
