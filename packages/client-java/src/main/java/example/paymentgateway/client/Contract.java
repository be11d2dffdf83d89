package example.paymentgateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the signing layer knows of the contract, read once from the package's resources: contract.json (per host,
 * each request element's key member, hash member and members in order, written from the contract model) and
 * recipes.json (the signing recipes, and the requests without one with the contract's gap). Nothing here is
 * restated from the interface document: every fact comes from those two files.
 */
final class Contract {
  static final ObjectMapper MAPPER = new ObjectMapper();
  static final String RESOURCES = "/example/paymentgateway/client/";

  /** The one contract of this package. */
  static final Contract INSTANCE = new Contract(read("contract.json"), read("recipes.json"));

  final String interfaceVersion;
  final List<String> webhooks;
  final Map<String, Host> hosts = new LinkedHashMap<>();

  static JsonNode read(String name) {
    try (InputStream in = Contract.class.getResourceAsStream(RESOURCES + name)) {
      if (in == null) throw new IllegalStateException("the package lacks its resource " + RESOURCES + name);
      return MAPPER.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the package's resource " + RESOURCES + name, e);
    }
  }

  static String textOrNull(JsonNode node) {
    return node == null || node.isNull() ? null : node.asText();
  }

  /** A condition of a recipe (`when`) or of a gap (`unless`): the value at `keys` equals `equals`. */
  record Condition(String pointer, List<String> keys, JsonNode equals) {}

  /** One field a recipe hashes: its wire name as a form key (forms) and its path as keys (JSON). */
  record Field(String name, String pointer, List<String> keys, String formKey) {}

  /** A signing recipe of recipes.json. */
  record Recipe(String id, String action, List<Condition> when, List<Field> fields, String algorithm, String hashMember) {
    String fieldList() {
      return String.join(", ", fields.stream().map(Field::pointer).toList());
    }
  }

  /** A request recipes.json gives no recipe for: `hashRequired` and the contract's `gap`. */
  record Gap(String id, String action, boolean hashRequired, String gap) {}

  /** A request body's element: the operation's body, or the branch of a form union that `action` selects. */
  record Element(String action, String keyMember, String hashMember, List<String> members, List<Recipe> recipes, Gap gap) {
    /**
     * The place of form pair `i`'s key in the schema's member order (its first, if listed twice); a member the schema
     * does not list comes after every listed one.
     */
    int rankOf(FormPairs pairs, int i) {
      for (int m = 0; m < members.size(); m++) if (pairs.keyIs(i, members.get(m))) return m;
      return members.size();
    }
  }

  /** An operation with a body. */
  static final class Operation {
    final String method;
    final String path;
    final String operationId;
    final String contentType;
    final String discriminator;
    final Map<String, Element> elements = new LinkedHashMap<>();
    final String label;
    /** Whether the body is a form (else JSON). */
    final boolean form;

    Operation(JsonNode node) {
      method = node.get("method").asText();
      path = node.get("path").asText();
      operationId = textOrNull(node.get("operationId"));
      contentType = node.get("contentType").asText();
      discriminator = textOrNull(node.get("discriminator"));
      label = method + " " + path + (operationId == null ? "" : " (" + operationId + ")");
      form = contentType.equals("application/x-www-form-urlencoded");
    }

    String labelOf(Element element) {
      return element.action() == null ? label : label + " " + discriminator + "=" + element.action();
    }
  }

  /** A host of the gateway (checkout, s2s-card, s2s-apm). */
  static final class Host {
    final String name;
    final String title;
    final String keyMember;
    final Map<String, Operation> operations = new LinkedHashMap<>();

    Host(String name, JsonNode node) {
      this.name = name;
      this.title = node.get("title").asText();
      this.keyMember = textOrNull(node.get("keyMember"));
    }

    Operation operation(String method, String path) {
      return operations.get(method + " " + path);
    }
  }

  private Contract(JsonNode contract, JsonNode recipes) {
    interfaceVersion = textOrNull(recipes.get("interfaceVersion"));
    webhooks = strings(contract.get("webhooks"));
    for (JsonNode algorithm : iterable(recipes.get("recipes"))) Signer.requireAlgorithm(algorithm.get("algorithm").asText());
    Map<String, List<Recipe>> recipesByPlace = new HashMap<>();
    for (JsonNode r : iterable(recipes.get("recipes"))) {
      List<Field> fields = new ArrayList<>();
      for (JsonNode f : iterable(r.get("fields"))) {
        fields.add(new Field(f.get("name").asText(), f.get("pointer").asText(), strings(f.get("keys")), textOrNull(f.get("formKey"))));
      }
      String action = actionOf(r);
      Recipe recipe = new Recipe(r.get("id").asText(), action, conditions(r.get("when")), List.copyOf(fields), r.get("algorithm").asText(), r.get("hashMember").asText());
      recipesByPlace.computeIfAbsent(place(r), k -> new ArrayList<>()).add(recipe);
    }
    Map<String, Gap> gaps = new HashMap<>();
    for (JsonNode g : iterable(recipes.get("withoutRecipe"))) {
      if (g.get("method").isNull() || g.get("path").isNull()) continue; // not an operation the clients can call
      gaps.put(place(g), new Gap(g.get("id").asText(), actionOf(g), g.path("hashRequired").asBoolean(false), textOrNull(g.get("gap"))));
    }
    for (Map.Entry<String, JsonNode> h : entries(contract.get("hosts"))) {
      Host host = new Host(h.getKey(), h.getValue());
      for (JsonNode o : iterable(h.getValue().get("operations"))) {
        Operation op = new Operation(o);
        for (JsonNode e : iterable(o.get("elements"))) {
          String action = textOrNull(e.get("action"));
          String place = host.name + " " + op.method + " " + op.path + " " + action;
          op.elements.put(action == null ? "" : action, new Element(action, textOrNull(e.get("keyMember")), textOrNull(e.get("hashMember")),
              strings(e.get("members")), List.copyOf(recipesByPlace.getOrDefault(place, List.of())), gaps.get(place)));
        }
        host.operations.put(op.method + " " + op.path, op);
      }
      hosts.put(host.name, host);
    }
  }

  Host host(String name) {
    Host host = hosts.get(name);
    if (host == null) throw new IllegalArgumentException("no host " + name + "; the contract has " + hosts.keySet());
    return host;
  }

  private static String actionOf(JsonNode entry) {
    JsonNode action = entry.get("action");
    return action == null || action.isNull() ? null : action.get("value").asText();
  }

  private static String place(JsonNode entry) {
    return entry.get("host").get("name").asText() + " " + entry.get("method").asText() + " " + entry.get("path").asText() + " " + actionOf(entry);
  }

  private static List<Condition> conditions(JsonNode node) {
    if (node == null || node.isNull()) return List.of();
    List<Condition> out = new ArrayList<>();
    for (JsonNode c : iterable(node)) out.add(new Condition(c.get("pointer").asText(), strings(c.get("keys")), c.get("equals")));
    return List.copyOf(out);
  }

  static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    for (JsonNode s : iterable(array)) out.add(s.asText());
    return Collections.unmodifiableList(out);
  }

  static Iterable<JsonNode> iterable(JsonNode node) {
    return node == null ? List.of() : node::elements;
  }

  static Iterable<Map.Entry<String, JsonNode>> entries(JsonNode node) {
    return node::fields;
  }
}
