// npm run generators: the Java client of openapi-generator (library native), driven
// (scripts/cli/generators/clients.mjs). Input: a JSON file with `wire` (cases to send to a capture server),
// `sandbox` (a CAPTURE to send twice, or null) and `apis` (per host: the API class, the invoker package, the
// method and the wire name of each of its parameters, in order). Prints one JSON line: the sandbox's answers.
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;

public class Driver {
  static final ObjectMapper JSON = new ObjectMapper();

  static Object[] call(JsonNode apis, JsonNode c) throws Exception {
    JsonNode api = apis.get(c.get("host").asText());
    String invoker = api.get("invoker").asText();
    Class<?> clientClass = Class.forName(invoker + ".ApiClient");
    Object client = clientClass.getConstructor().newInstance();
    clientClass.getMethod("updateBaseUri", String.class).invoke(client, c.get("url").asText());
    Class<?> apiClass = Class.forName(api.get("api").asText());
    Object instance = apiClass.getConstructor(clientClass).newInstance(client);
    Map<String, String> values = new HashMap<>();
    for (JsonNode p : c.get("pairs")) values.put(p.get(0).asText(), p.get(1).asText());
    JsonNode params = api.get("params");
    Method method = null;
    for (Method m : apiClass.getMethods()) if (m.getName().equals(api.get("method").asText()) && m.getParameterCount() == params.size()) method = m;
    Object[] args = new Object[params.size()];
    for (int i = 0; i < args.length; i++) {
      String v = values.get(params.get(i).asText());
      Class<?> t = method.getParameterTypes()[i];
      args[i] = v == null ? null : t == String.class ? v : t == java.util.UUID.class ? java.util.UUID.fromString(v) : t == Integer.class ? Integer.valueOf(v) : v;
    }
    ObjectMapper om = (ObjectMapper) clientClass.getMethod("getObjectMapper").invoke(client);
    try {
      return new Object[] {method.invoke(instance, args), null, om, invoker};
    } catch (InvocationTargetException e) {
      return new Object[] {null, e.getCause(), om, invoker};
    }
  }

  public static void main(String[] argv) throws Exception {
    JsonNode in = JSON.readTree(new File(argv[0]));
    JsonNode apis = in.get("apis");
    for (JsonNode c : in.get("wire")) call(apis, c);
    ObjectNode out = JSON.createObjectNode();
    if (in.hasNonNull("sandbox")) {
      ObjectNode sandbox = out.putObject("sandbox");
      for (String key : new String[] {"first", "second"}) {
        Object[] r = call(apis, in.get("sandbox"));
        ObjectNode a = sandbox.putObject(key);
        ObjectMapper om = (ObjectMapper) r[2];
        if (r[1] == null) {
          JsonNode body = om.valueToTree(r[0]);
          a.put("status", 200);
          a.put("type", r[0].getClass().getSimpleName());
          a.set("trans_id", body.get("trans_id"));
        } else {
          Throwable t = (Throwable) r[1];
          Class<?> apiException = Class.forName(r[3] + ".ApiException");
          if (!apiException.isInstance(t)) {
            a.put("threw", t.toString());
            continue;
          }
          int code = (int) apiException.getMethod("getCode").invoke(t);
          String text = (String) apiException.getMethod("getResponseBody").invoke(t);
          a.put("status", code);
          // The native library hands the caller the body of an error status; the caller parses it as the
          // documented ErrorBody with the client's own ObjectMapper.
          Class<?> errorBody = Class.forName(r[3] + ".model.ErrorBody");
          Object parsed = om.readValue(text, errorBody);
          JsonNode body = om.valueToTree(parsed);
          a.put("type", parsed.getClass().getSimpleName());
          a.set("error_code", body.get("error_code"));
          a.set("error_message", body.get("error_message"));
          a.put("how", "ApiException.getResponseBody() read as ErrorBody by the client's ObjectMapper");
        }
      }
    }
    System.out.println(JSON.writeValueAsString(out));
  }
}
