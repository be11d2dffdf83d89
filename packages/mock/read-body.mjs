// Reading a request body, bounded: the mock's and the sandbox's servers both read bodies this way.

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
