package example.paymentgateway.client;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * A local HTTP/1.1 server that keeps every byte of every request it receives (request line, headers, body) and
 * answers each with what `answer` gives for it; one request per connection.
 */
final class RawCaptureServer implements AutoCloseable {
  /** One request as received: all its bytes, and its body. */
  record Captured(byte[] raw, String head, byte[] body) {
    String bodyText() {
      return new String(body, StandardCharsets.UTF_8);
    }

    String header(String name) {
      for (String line : head.split("\r\n")) {
        int colon = line.indexOf(':');
        if (colon > 0 && line.substring(0, colon).trim().equalsIgnoreCase(name)) return line.substring(colon + 1).trim();
      }
      return null;
    }
  }

  /** An answer: status, content type and body. */
  record Answer(int status, String contentType, String body) {}

  private final ServerSocket socket;
  private final List<Captured> requests = new CopyOnWriteArrayList<>();
  private final Thread thread;

  RawCaptureServer(Function<Captured, Answer> answer) throws IOException {
    socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    thread = new Thread(() -> {
      while (!socket.isClosed()) {
        try (Socket s = socket.accept()) {
          Captured c = read(s.getInputStream());
          if (c == null) continue;
          requests.add(c);
          Answer a = answer.apply(c);
          byte[] body = a.body().getBytes(StandardCharsets.UTF_8);
          OutputStream out = s.getOutputStream();
          out.write(("HTTP/1.1 " + a.status() + " X\r\nContent-Type: " + a.contentType() + "\r\nContent-Length: " + body.length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
          out.write(body);
          out.flush();
        } catch (IOException e) {
          // closed
        }
      }
    }, "raw-capture-server");
    thread.setDaemon(true);
    thread.start();
  }

  String url() {
    return "http://127.0.0.1:" + socket.getLocalPort();
  }

  List<Captured> requests() {
    return requests;
  }

  private static Captured read(InputStream in) throws IOException {
    ByteArrayOutputStream raw = new ByteArrayOutputStream();
    int matched = 0;
    int b;
    while (matched < 4 && (b = in.read()) >= 0) {
      raw.write(b);
      matched = (b == '\r' || b == '\n') && "\r\n\r\n".charAt(matched) == b ? matched + 1 : (b == '\r' ? 1 : 0);
    }
    if (raw.size() == 0) return null;
    String head = raw.toString(StandardCharsets.ISO_8859_1);
    long length = 0;
    for (String line : head.split("\r\n")) {
      if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) length = Long.parseLong(line.substring(15).trim());
    }
    byte[] body = in.readNBytes((int) length);
    raw.write(body);
    return new Captured(raw.toByteArray(), head, body);
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
