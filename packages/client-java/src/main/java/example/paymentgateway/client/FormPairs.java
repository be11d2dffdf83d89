package example.paymentgateway.client;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A form body's pairs for the signing layer, held as the UTF-8 bytes of their decoded keys and values, slices of one
 * array: found, completed, reordered and written back without a string, an entry or a map per pair.
 *
 * <p>It reads and writes exactly what {@link FormCodec} does (the tests hold the two to the same pairs and bytes). A
 * body of ASCII bytes without {@code %} and {@code +} is its own decoding, so its slices are taken as they are; any
 * other body is decoded by {@link FormCodec#decode(String)} first.
 */
final class FormPairs {
  /** The decoded bytes of every key and value, and room for pairs added. */
  private byte[] bytes;
  private int used;
  /** Per pair: start and end of its key, start and end of its value, in {@link #bytes}. */
  private int[] bounds;
  private int size;

  private FormPairs(byte[] bytes, int used, int pairs) {
    this.bytes = bytes;
    this.used = used;
    this.bounds = new int[4 * Math.max(pairs, 4)];
  }

  /**
   * The pairs of a form body, in order.
   *
   * @throws IllegalArgumentException as {@link FormCodec#decode(String)} does
   */
  static FormPairs of(byte[] body) {
    for (byte b : body) {
      if (b < 0 || b == '%' || b == '+') return decoded(FormCodec.decode(new String(body, StandardCharsets.UTF_8)));
    }
    // As FormCodec.decode: pairs split at '&', empty ones skipped, the key up to the first '=' (all of it, and an
    // empty value, without one).
    FormPairs pairs = new FormPairs(Arrays.copyOf(body, body.length + 128), body.length, 8);
    int n = body.length;
    int start = 0;
    while (start < n) {
      int end = start;
      int eq = -1;
      for (; end < n && body[end] != '&'; end++) if (eq < 0 && body[end] == '=') eq = end;
      if (end > start) {
        if (eq < 0) pairs.addBounds(start, end, end, end);
        else pairs.addBounds(start, eq, eq + 1, end);
      }
      start = end + 1;
    }
    return pairs;
  }

  private static FormPairs decoded(List<Map.Entry<String, String>> entries) {
    FormPairs pairs = new FormPairs(new byte[256], 0, entries.size());
    for (Map.Entry<String, String> e : entries) pairs.add(utf8(e.getKey()), utf8(e.getValue()));
    return pairs;
  }

  /** A string's UTF-8 bytes, as {@link FormCodec} encodes them (a lone surrogate as '?', as String.getBytes writes it). */
  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private void addBounds(int keyStart, int keyEnd, int valueStart, int valueEnd) {
    if (4 * size == bounds.length) bounds = Arrays.copyOf(bounds, 2 * bounds.length);
    int b = 4 * size++;
    bounds[b] = keyStart;
    bounds[b + 1] = keyEnd;
    bounds[b + 2] = valueStart;
    bounds[b + 3] = valueEnd;
  }

  /** Adds a pair after the others (its decoded key and value). */
  void add(byte[] key, byte[] value) {
    if (used + key.length + value.length > bytes.length) bytes = Arrays.copyOf(bytes, Math.max(2 * bytes.length, used + key.length + value.length));
    System.arraycopy(key, 0, bytes, used, key.length);
    System.arraycopy(value, 0, bytes, used + key.length, value.length);
    addBounds(used, used + key.length, used + key.length, used + key.length + value.length);
    used += key.length + value.length;
  }

  int size() {
    return size;
  }

  /** Whether pair `i`'s key is `name`. */
  boolean keyIs(int i, String name) {
    int from = bounds[4 * i];
    int length = bounds[4 * i + 1] - from;
    int n = name.length();
    if (length < n) return false; // a string's UTF-8 has at least as many bytes as it has chars
    for (int k = 0; k < n; k++) {
      char c = name.charAt(k);
      if (c >= 0x80) {
        byte[] b = utf8(name);
        return Arrays.equals(bytes, from, from + length, b, 0, b.length);
      }
      if (bytes[from + k] != c) return false;
    }
    return length == n;
  }

  /** The first pair whose key is `name`, or -1. */
  int find(String name) {
    for (int i = 0; i < size; i++) if (keyIs(i, name)) return i;
    return -1;
  }

  /** The value of the first pair whose key is `name`, or null. */
  String first(String name) {
    int i = find(name);
    return i < 0 ? null : value(i);
  }

  String value(int i) {
    return new String(bytes, bounds[4 * i + 2], bounds[4 * i + 3] - bounds[4 * i + 2], StandardCharsets.UTF_8);
  }

  /** Whether pair `i`'s value is ASCII. */
  boolean valueIsAscii(int i) {
    for (int k = bounds[4 * i + 2], end = bounds[4 * i + 3]; k < end; k++) if (bytes[k] < 0) return false;
    return true;
  }

  /** Copies pair `i`'s value (ASCII) into `out` at `at`, upper-cased as toUpperCase(Locale.ROOT) does ASCII; returns the end. */
  int copyValueUpperAscii(int i, byte[] out, int at) {
    for (int k = bounds[4 * i + 2], end = bounds[4 * i + 3]; k < end; k++) {
      byte c = bytes[k];
      out[at++] = c >= 'a' && c <= 'z' ? (byte) (c - ('a' - 'A')) : c;
    }
    return at;
  }

  int valueLength(int i) {
    return bounds[4 * i + 3] - bounds[4 * i + 2];
  }

  /**
   * The form of the pairs ordered by their rank ({@code ranks[i]} for pair i), pairs of equal rank in the order they
   * have, encoded as {@link FormCodec#encode} encodes them (the UTF-8 bytes of [*-._0-9A-Za-z] as they are, a space
   * as '+', any other as %XX).
   */
  byte[] encode(int[] ranks) {
    int[] order = new int[size]; // a stable insertion sort: forms are short
    for (int i = 0; i < size; i++) {
      int j = i - 1;
      for (; j >= 0 && ranks[order[j]] > ranks[i]; j--) order[j + 1] = order[j];
      order[j + 1] = i;
    }
    int length = Math.max(0, 2 * size - 1); // the '=' of each pair and the '&' between them
    for (int b = 0; b < 4 * size; b += 2) {
      for (int k = bounds[b]; k < bounds[b + 1]; k++) length += encodedLength(bytes[k]);
    }
    byte[] out = new byte[length];
    int at = 0;
    for (int k = 0; k < size; k++) {
      int b = 4 * order[k];
      if (k > 0) out[at++] = '&';
      at = encode(bounds[b], bounds[b + 1], out, at);
      out[at++] = '=';
      at = encode(bounds[b + 2], bounds[b + 3], out, at);
    }
    return out;
  }

  private static int encodedLength(byte b) {
    int c = b & 0xff;
    return c < 128 && (FormCodec.SAFE[c] || c == ' ') ? 1 : 3;
  }

  /** Writes bytes[from..to) encoded into `out` at `at`; returns the end. */
  private int encode(int from, int to, byte[] out, int at) {
    for (int k = from; k < to; k++) {
      int c = bytes[k] & 0xff;
      if (c < 128 && FormCodec.SAFE[c]) out[at++] = (byte) c;
      else if (c == ' ') out[at++] = '+';
      else {
        out[at++] = '%';
        out[at++] = (byte) FormCodec.HEX[c >> 4];
        out[at++] = (byte) FormCodec.HEX[c & 0xf];
      }
    }
    return at;
  }

  /** The pairs as decoded strings, in order (for the tests). */
  List<Map.Entry<String, String>> entries() {
    List<Map.Entry<String, String>> out = new ArrayList<>(size);
    for (int i = 0; i < size; i++) out.add(Map.entry(new String(bytes, bounds[4 * i], bounds[4 * i + 1] - bounds[4 * i], StandardCharsets.UTF_8), value(i)));
    return out;
  }
}
