// Ports for the tests that need one before anything listens on it (a server started later, or a port that must
// refuse connections).
import net from 'node:net';

/**
 * A port nothing listens on now, outside the kernel's ephemeral range (32768-60999 on Linux), so that no
 * listen(0) of another test file running beside this one (each of their servers, receivers and browsers) can be
 * handed it in the meantime. A port that listen(0) gave out and was closed again can be given out again: a
 * process started on it later then fails to bind it, or a connection meant to be refused reaches that server.
 * (A port of a fixed base, MOCK_TEST_PORT_BASE and the like, stays below 20000.)
 */
export async function unusedPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    const server = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      return port;
    }
  }
}
