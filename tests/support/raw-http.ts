// One HTTP request through node:http, answered as status, headers and text: for tests that send what fetch refuses
// (odd methods, header values, bodies of any bytes) to the mock and the sandbox.
import http from 'node:http';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** One request to `base` (its own connection unless an agent is given); `content-length` set from the body. */
export function send(base: string, method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}, agent: http.Agent | false = false): Promise<Answer> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, method, path, agent, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
