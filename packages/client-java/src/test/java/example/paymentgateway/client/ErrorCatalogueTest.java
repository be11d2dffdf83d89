package example.paymentgateway.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The catalogue helpers on bodies made from the catalogue's own rows: code AND message, every code of a row. */
class ErrorCatalogueTest {
  private static String body(Object code, String message) throws Exception {
    Map<String, Object> body = new java.util.LinkedHashMap<>();
    body.put("result", "ERROR");
    if (code != null) body.put("error_code", code);
    if (message != null) body.put("error_message", message);
    return Env.MAPPER.writeValueAsString(body);
  }

  @Test
  void everyRowIsIdentifiedByEachOfItsCodesWithItsMessage() throws Exception {
    List<ErrorRow> rows = ErrorCatalogue.rows();
    assertTrue(rows.size() >= 10, "errors.json has " + rows.size() + " rows");
    for (ErrorRow row : rows) {
      List<Long> codes = row.codes().isEmpty() ? java.util.Collections.singletonList((Long) null) : row.codes();
      for (Long code : codes) {
        // A row whose message the source does not show: the sandbox sends the row's summary.
        String message = row.message() != null ? row.message() : row.summary();
        for (Object wire : code == null ? List.<Object>of() : List.<Object>of(code, String.valueOf(code))) { // the code as a number and as text
          Optional<ErrorRow> found = ErrorCatalogue.identify(body(wire, message), row.status());
          assertEquals(Optional.of(row), found, row.name() + " with code " + wire);
          assertTrue(ErrorCatalogue.matches(body(wire, message), row, row.status()), row.name());
        }
        if (code == null) assertEquals(Optional.of(row), ErrorCatalogue.identify(body(null, message), row.status()), row.name());
      }
    }
  }

  @Test
  void theCodeAloneIsNotEnough() throws Exception {
    for (ErrorRow row : ErrorCatalogue.rows()) {
      if (row.code() == null || row.message() == null) continue;
      String other = body(row.code(), row.message() + " (another message)");
      assertFalse(ErrorCatalogue.matches(other, row, row.status()), row.name() + " matched on its code alone");
      assertFalse(ErrorCatalogue.identify(other, row.status()).map(ErrorRow::name).orElse("").equals(row.name()));
    }
  }

  @Test
  void theNotFoundRuleGivesARowTwoCodes() throws Exception {
    ErrorRow payment = ErrorCatalogue.rows().stream().filter(r -> r.codes().size() > 1).findFirst().orElseThrow(() -> new AssertionError("no row with two codes"));
    for (Long code : payment.codes()) assertEquals(Optional.of(payment), ErrorCatalogue.identify(body(code, payment.message()), 400));
  }

  @Test
  void theStatusMustMatchWhenGiven() throws Exception {
    ErrorRow row = ErrorCatalogue.row("TRANSACTION_DOES_NOT_EXIST");
    String body = body(row.code(), row.message());
    assertTrue(ErrorCatalogue.matches(body, row, null));
    assertFalse(ErrorCatalogue.matches(body, row, row.status() + 1));
    assertEquals(Optional.empty(), ErrorCatalogue.identify("not json", 400));
    assertEquals(Optional.empty(), ErrorCatalogue.identify((String) null, 400));
    assertEquals(row, ErrorCatalogue.row(row.name()));
  }
}
