package example.paymentgateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The signing layer run on one body, as the generated code would hand it over (no network). */
final class Signing {
  private Signing() {}

  /** A place of recipes.json (a recipe, or a request without one): host, method, path, content type. */
  record Place(String host, String method, String path, String contentType, boolean hashRequired) {}

  static final Map<String, Place> PLACES = new HashMap<>();

  static {
    JsonNode recipes = Contract.read("recipes.json");
    for (String list : List.of("recipes", "withoutRecipe")) {
      for (JsonNode r : Contract.iterable(recipes.get(list))) {
        if (r.get("method").isNull()) continue;
        PLACES.put(r.get("id").asText(), new Place(r.get("host").get("name").asText(), r.get("method").asText(), r.get("path").asText(),
            r.get("contentType").asText(), list.equals("recipes") || r.path("hashRequired").asBoolean(false)));
      }
    }
  }

  static Place place(String id) {
    Place p = PLACES.get(id);
    if (p == null) throw new AssertionError("recipes.json has no place " + id);
    return p;
  }

  /** The body the signing layer sends for `body` at `place`, with this key and password. */
  static byte[] sign(Place place, byte[] body, String key, String password) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create("http://127.0.0.1:9" + place.path()))
        .header("Content-Type", place.contentType())
        .method(place.method(), HttpRequest.BodyPublishers.ofByteArray(body));
    new SigningInterceptor(place.host(), key, password).accept(builder);
    return SigningInterceptor.bytesOf(builder.build().bodyPublisher().orElseThrow());
  }

  /** A vector's form pairs ([[key, value], ...]), without the members named. */
  static List<Map.Entry<String, String>> pairs(JsonNode fields, String... without) {
    List<Map.Entry<String, String>> out = new ArrayList<>();
    for (JsonNode pair : Contract.iterable(fields)) {
      String k = pair.get(0).asText();
      if (!List.of(without).contains(k)) out.add(Map.entry(k, pair.get(1).asText()));
    }
    return out;
  }
}
