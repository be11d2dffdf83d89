package example.paymentgateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The contract's error catalogue (the package's errors.json, copied from generated/schemas/errors.json), and a matcher
 * on code AND message together. Never match on the code alone: since 6.7.0 the not-found code follows the entity,
 * so 100000 and 101000 both mean "not found" for different entities, and 100000 is also 'Hash is not valid'.
 *
 * <pre>{@code
 * } catch (ApiException e) {
 *   ErrorCatalogue.identify(e.getResponseBody(), e.getCode()).map(ErrorRow::name)   // Optional[capture-not-pending]
 * }</pre>
 */
public final class ErrorCatalogue {
  private static final List<ErrorRow> ROWS;
  /** Rows showing both a code and a message first, so that a row known by its code alone never shadows one of them. */
  private static final List<ErrorRow> ORDERED;

  static {
    List<ErrorRow> rows = new ArrayList<>();
    for (JsonNode r : Contract.iterable(Contract.read("errors.json").get("rows"))) {
      List<Long> codes = new ArrayList<>();
      for (JsonNode c : Contract.iterable(r.get("codes"))) codes.add(c.asLong());
      rows.add(new ErrorRow(r.get("name").asText(), r.get("constant").asText(), r.get("status").isNull() ? null : r.get("status").asInt(),
          r.get("code").isNull() ? null : r.get("code").asLong(), List.copyOf(codes), Contract.textOrNull(r.get("message")),
          Contract.textOrNull(r.get("summary")), Contract.textOrNull(r.get("gap"))));
    }
    ROWS = List.copyOf(rows);
    List<ErrorRow> ordered = new ArrayList<>(rows);
    ordered.sort(Comparator.comparingInt(row -> row.code() != null && row.message() != null ? 0 : 1));
    ORDERED = List.copyOf(ordered);
  }

  private ErrorCatalogue() {}

  /** Every row, in the catalogue's order. */
  public static List<ErrorRow> rows() {
    return ROWS;
  }

  /** The row of this name ({@code capture-not-pending}) or constant ({@code CAPTURE_NOT_PENDING}). */
  public static ErrorRow row(String name) {
    for (ErrorRow row : ROWS) if (row.name().equals(name) || row.constant().equals(name)) return row;
    throw new IllegalArgumentException("the error catalogue has no row " + name);
  }

  /**
   * Whether an error body is the row: code (compared as text, any of the row's {@code codes}) and message both equal
   * where the row shows both; where it shows only one of them, that one. An HTTP status, when given, must match too.
   */
  public static boolean matches(JsonNode body, ErrorRow row, Integer status) {
    if (row == null || body == null || !body.isObject() || (row.code() == null && row.message() == null)) return false;
    if (status != null && row.status() != null && !status.equals(row.status())) return false;
    if (row.code() != null) {
      JsonNode code = body.get("error_code");
      if (code == null || code.isNull() || !(code.isTextual() || code.isIntegralNumber())) return false;
      String text = code.asText();
      if (row.codes().stream().noneMatch(c -> String.valueOf(c).equals(text))) return false;
    }
    if (row.message() != null) {
      JsonNode message = body.get("error_message");
      if (message == null || !message.isTextual() || !message.textValue().equals(row.message())) return false;
    }
    return true;
  }

  /** As {@link #matches(JsonNode, ErrorRow, Integer)}, for a body as received (an ApiException's response body). */
  public static boolean matches(String body, ErrorRow row, Integer status) {
    return matches(parse(body), row, status);
  }

  /** As {@link #matches(JsonNode, ErrorRow, Integer)}, for a body the generated code parsed into a map. */
  public static boolean matches(Map<String, ?> body, ErrorRow row, Integer status) {
    return matches(body == null ? null : (JsonNode) Contract.MAPPER.valueToTree(body), row, status);
  }

  /** The row an error body is, if any. */
  public static Optional<ErrorRow> identify(JsonNode body, Integer status) {
    for (ErrorRow row : ORDERED) if (matches(body, row, status)) return Optional.of(row);
    return Optional.empty();
  }

  /** The row an error body, as received, is (an ApiException's {@code getResponseBody()} and {@code getCode()}). */
  public static Optional<ErrorRow> identify(String body, Integer status) {
    return identify(parse(body), status);
  }

  /** The row an error body the generated code parsed into a map is. */
  public static Optional<ErrorRow> identify(Map<String, ?> body, Integer status) {
    return identify(body == null ? null : (JsonNode) Contract.MAPPER.valueToTree(body), status);
  }

  private static JsonNode parse(String body) {
    if (body == null) return null;
    try {
      return Contract.MAPPER.readTree(body);
    } catch (IOException e) {
      return null; // not JSON: no row matches
    }
  }
}
