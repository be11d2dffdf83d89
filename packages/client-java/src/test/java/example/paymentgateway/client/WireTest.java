package example.paymentgateway.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import example.paymentgateway.client.checkout.api.CheckoutApi;
import example.paymentgateway.client.checkout.api.HostedPaymentFieldsApi;
import example.paymentgateway.client.checkout.model.CreditRequest;
import example.paymentgateway.client.checkout.model.Order;
import example.paymentgateway.client.checkout.model.ProcessingRequest;
import example.paymentgateway.client.checkout.model.SessionRequest;
import example.paymentgateway.client.s2sapm.api.S2SApmApi;
import example.paymentgateway.client.s2sapm.api.S2SApmApi.APIPostS2sApmRequest;
import example.paymentgateway.client.s2scard.api.S2SCardApi;
import example.paymentgateway.client.s2scard.api.S2SCardApi.APIPostS2sCardRequest;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The generated clients with the signing layer, against a local server that keeps every byte it receives: what is
 * refused never reaches it, what is sent is the TypeScript client's bytes (the vectors' forms), and the password is in
 * none of it.
 */
class WireTest {
  private static final String TRANS_ID = "4f1c2e3a-0000-4000-8000-00000000a001";

  private RawCaptureServer server;

  @BeforeEach
  void start() throws Exception {
    server = new RawCaptureServer(c -> {
      String path = c.head().split(" ")[1];
      if (path.endsWith("/api/v1/session")) return new RawCaptureServer.Answer(200, "application/json", "{\"redirect_url\":\"http://127.0.0.1:9/sandbox/pay/x\"}");
      if (path.endsWith("/post")) return new RawCaptureServer.Answer(200, "application/json", "{\"trans_id\":\"" + TRANS_ID + "\",\"order_id\":\"order-1001\",\"order_status\":\"settled\"}");
      return new RawCaptureServer.Answer(400, "application/json", "{\"result\":\"ERROR\",\"error_code\":100000,\"error_message\":\"Request data is invalid.\"}");
    });
  }

  @AfterEach
  void stop() throws Exception {
    server.close();
  }

  private S2SCardApi card(String key, String password) {
    return new S2SCardApi(GatewayClients.s2sCard(server.url(), key, password));
  }

  @Test
  void aCallTheLayerCannotSignIsRefusedAndNothingIsSent() {
    S2SCardApi card = card("client-key-1", "pw-1");
    CheckoutApi checkout = new CheckoutApi(GatewayClients.checkout(server.url(), "merchant-key-1", "pw-1"));
    S2SApmApi apm = new S2SApmApi(GatewayClients.s2sApm(server.url(), "client-key-1", "pw-1"));
    Map<String, RefusalCode> expected = new LinkedHashMap<>();
    Map<String, Executable> calls = new LinkedHashMap<>();
    // A hashed field missing.
    calls.put("CAPTURE without trans_id", () -> card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("CAPTURE").build()));
    expected.put("CAPTURE without trans_id", RefusalCode.HASH_FIELD);
    calls.put("purchase session without order.amount", () -> checkout.createSession(new SessionRequest().operation("purchase")
        .order(new Order().number("order-1").currency("USD").description("d"))));
    expected.put("purchase session without order.amount", RefusalCode.HASH_FIELD);
    // No recipe, and no hash given.
    calls.put("CREATE_SCHEDULE without hash", () -> card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("CREATE_SCHEDULE")
        .name("Monthly plan").intervalLength("1").intervalUnit("month").paymentsCount("12").build()));
    expected.put("CREATE_SCHEDULE without hash", RefusalCode.HASH_REQUIRED);
    calls.put("debit session without hash", () -> checkout.createSession(new SessionRequest().operation("debit")
        .order(new Order().number("order-2").amount("5.00").currency("USD").description("d"))));
    expected.put("debit session without hash", RefusalCode.HASH_REQUIRED);
    calls.put("credit without hash", () -> checkout.createCardCredit(new CreditRequest().operation(CreditRequest.OperationEnum.CREDIT)
        .orderId("refund-1").orderAmount("1.00").orderCurrency("USD").orderDescription("d").cardToken("t")));
    expected.put("credit without hash", RefusalCode.HASH_REQUIRED);
    calls.put("CREDIT2VIRTUAL with an empty hash", () -> apm.postS2sApm(APIPostS2sApmRequest.newBuilder().action("CREDIT2VIRTUAL")
        .brand("mobile-money-payout").orderId("payout-1").orderAmount("1.00").orderCurrency("GHS").hash("").build()));
    expected.put("CREDIT2VIRTUAL with an empty hash", RefusalCode.HASH_REQUIRED);
    calls.put("CREDIT2VIRTUAL without hash", () -> apm.postS2sApm(APIPostS2sApmRequest.newBuilder().action("CREDIT2VIRTUAL")
        .brand("mobile-money-payout").orderId("payout-1").orderAmount("1.00").orderCurrency("GHS").build()));
    expected.put("CREDIT2VIRTUAL without hash", RefusalCode.HASH_REQUIRED);
    calls.put("credit with an empty hash", () -> checkout.createCardCredit(new CreditRequest().operation(CreditRequest.OperationEnum.CREDIT)
        .orderId("refund-1").orderAmount("1.00").orderCurrency("USD").orderDescription("d").cardToken("t").hash("")));
    expected.put("credit with an empty hash", RefusalCode.HASH_REQUIRED);
    // A hash that is not the recipe's, and actions the contract does not have.
    calls.put("CAPTURE with another hash", () -> card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("CAPTURE").transId(TRANS_ID)
        .hash("0000000000000000000000000000000000000000").build()));
    expected.put("CAPTURE with another hash", RefusalCode.HASH_MISMATCH);
    calls.put("REFUND", () -> card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("REFUND").transId(TRANS_ID).build()));
    expected.put("REFUND", RefusalCode.UNKNOWN_BRANCH);
    calls.put("no action", () -> card.postS2sCard(APIPostS2sCardRequest.newBuilder().transId(TRANS_ID).build()));
    expected.put("no action", RefusalCode.UNKNOWN_BRANCH);

    for (Map.Entry<String, Executable> call : calls.entrySet()) {
      ContractRefusal refusal = assertThrows(ContractRefusal.class, call.getValue(), call.getKey());
      assertEquals(expected.get(call.getKey()), refusal.code(), call.getKey() + ": " + refusal.getMessage());
      assertTrue(refusal.getMessage().startsWith("Refused before sending POST "), refusal.getMessage());
    }
    assertEquals(List.of(), server.requests(), "nothing reached the server");
  }

  @Test
  @Tag("clients-test")
  void theFormsSentAreTheVectorsForms() throws Exception {
    JsonNode vectors = Env.vectors();
    JsonNode capture = find(vectors.get("vectors"), "s2s-card:CAPTURE/example:CAPTURE");
    Map<String, String> f = fields(capture);
    card(f.get("client_key"), capture.get("password").asText())
        .postS2sCard(APIPostS2sCardRequest.newBuilder().action("CAPTURE").transId(f.get("trans_id")).build());

    // A form with bracket keys and no recipe: the caller's hash, sent as passed.
    JsonNode payout = find(vectors.get("noRecipe"), "s2s-apm:CREDIT2VIRTUAL/no-recipe:CREDIT2VIRTUAL");
    Map<String, String> p = fields(payout);
    try {
      new S2SApmApi(GatewayClients.s2sApm(server.url(), p.get("client_key"), "any-password")).postS2sApm(APIPostS2sApmRequest.newBuilder()
          .action(p.get("action")).brand(p.get("brand")).orderId(p.get("order_id")).orderAmount(p.get("order_amount"))
          .orderCurrency(p.get("order_currency")).orderDescription(p.get("order_description"))
          .parametersMobileMoneyOperator(p.get("parameters[mobile_money_operator]")).parametersMobileNumber(p.get("parameters[mobile_number]"))
          .parametersCustomerEmail(p.get("parameters[customer_email]")).parametersCustomerName(p.get("parameters[customer_name]"))
          .payeeFirstName(p.get("payee_first_name")).payeeLastName(p.get("payee_last_name")).payeeEmail(p.get("payee_email"))
          .hash(p.get("hash")).build());
    } catch (RuntimeException | example.paymentgateway.client.s2sapm.ApiException e) {
      // the capture server's answer is not an S2S APM response; only the request matters here
    }
    assertEquals(2, server.requests().size());
    assertEquals(capture.get("form").asText(), server.requests().get(0).bodyText());
    assertEquals(payout.get("form").asText(), server.requests().get(1).bodyText());
    for (RawCaptureServer.Captured c : server.requests()) assertEquals("application/x-www-form-urlencoded", c.header("Content-Type"));
  }

  @Test
  @Tag("clients-test")
  void theKeyIsFilledAndJsonIsSignedAsTheRecipeSays() throws Exception {
    JsonNode purchase = find(Env.vectors().get("vectors"), "checkout:createSession/example:purchase");
    JsonNode order = purchase.get("body").get("order");
    new CheckoutApi(GatewayClients.checkout(server.url(), "merchant-key-9", purchase.get("password").asText())).createSession(new SessionRequest()
        .operation("purchase").order(new Order().number(order.get("number").asText()).amount(order.get("amount").asText())
            .currency(order.get("currency").asText()).description(order.get("description").asText()))
        .successUrl(URI.create("https://merchant.example/ok")));
    JsonNode sent = Env.MAPPER.readTree(server.requests().get(0).body());
    assertEquals("merchant-key-9", sent.get("merchant_key").asText());
    assertEquals(purchase.get("sha1").asText(), sent.get("hash").asText());
    assertEquals("application/json", server.requests().get(0).header("Content-Type"));
  }

  @Test
  void thePasswordIsInNoByteSent() throws Exception {
    String password = "Pässwort-ß-için & =?+%/secret-7Q";
    S2SCardApi card = card("client-key-1", password);
    card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("CAPTURE").transId(TRANS_ID).build());
    card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("GET_TRANS_STATUS_BY_ORDER").orderId("order-1001").build());
    card.postS2sCard(APIPostS2sCardRequest.newBuilder().action("CREATE_SCHEDULE").name("Monthly plan").intervalLength("1").intervalUnit("month")
        .paymentsCount("12").hash("0f7d1e8a5c3b2a190817263544536271809a0b1c").build());
    CheckoutApi checkout = new CheckoutApi(GatewayClients.checkout(server.url(), "merchant-key-1", password));
    checkout.createSession(new SessionRequest().operation("purchase").order(new Order().number("order-1").amount("1.00").currency("USD").description("d")));
    try {
      new HostedPaymentFieldsApi(GatewayClients.checkout(server.url(), "merchant-key-1", password)).processPurchaseCard("session-token-1", new ProcessingRequest().name("JANE DOE").withHostedFields(true));
    } catch (example.paymentgateway.client.checkout.ApiException e) {
      // the capture server answers 400 there; only the request matters
    }
    assertEquals(5, server.requests().size());
    List<String> forms = new ArrayList<>();
    for (String p : List.of(password, password.toUpperCase(Locale.ROOT), password.toLowerCase(Locale.ROOT))) {
      forms.add(p);
      forms.add(URLEncoder.encode(p, StandardCharsets.UTF_8));
      forms.add(Env.MAPPER.writeValueAsString(p).replace("\"", ""));
      forms.add(Env.MAPPER.writer().with(com.fasterxml.jackson.core.json.JsonWriteFeature.ESCAPE_NON_ASCII).writeValueAsString(p).replace("\"", ""));
    }
    forms.add("secret-7Q");
    forms.add("SECRET-7Q");
    for (RawCaptureServer.Captured c : server.requests()) {
      String raw = new String(c.raw(), StandardCharsets.ISO_8859_1);
      String utf8 = new String(c.raw(), StandardCharsets.UTF_8);
      for (String form : forms) {
        byte[] bytes = form.getBytes(StandardCharsets.UTF_8);
        assertFalse(raw.contains(new String(bytes, StandardCharsets.ISO_8859_1)), "the password (as " + form + ") is in:\n" + utf8);
      }
    }
  }

  private static JsonNode find(JsonNode list, String id) {
    for (JsonNode v : Contract.iterable(list)) if (v.get("id").asText().equals(id)) return v;
    throw new AssertionError("vectors.json has no " + id);
  }

  private static Map<String, String> fields(JsonNode vector) {
    Map<String, String> out = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : Signing.pairs(vector.get("fields"))) out.put(e.getKey(), e.getValue());
    return out;
  }
}
