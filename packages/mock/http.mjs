// What the mock's and the sandbox's HTTP servers share: a bounded body reader and the CORS answer that lets
// the docs' try-it console (another origin) call them.

/**
 * The whole body as text; past `limit` bytes the rest is read and dropped, and tooLarge is set. A request that
 * fails while its body is read resolves with broken set (and the text read so far dropped), never rejects.
 */
export function readBody(req, limit) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size <= limit) chunks.push(c);
    });
    req.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), tooLarge: size > limit }));
    req.on('error', () => resolve({ text: '', tooLarge: false, broken: true }));
  });
}

/**
 * Sets the CORS headers of every answer; answers a preflight (OPTIONS with Access-Control-Request-Method)
 * with 204 and returns true, so the caller stops there.
 */
export function cors(req, res) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', '*');
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    res.setHeader('Access-Control-Allow-Methods', req.headers['access-control-request-method']);
    res.statusCode = 204;
    res.end();
    return true;
  }
  return false;
}
