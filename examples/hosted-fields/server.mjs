// An example merchant of Hosted Payment Fields (section 4.1), against the running sandbox:
//   npm run sandbox                      (one terminal: the sandbox, Checkout on http://127.0.0.1:4020)
//   npm run example:hosted-fields        (another: this merchant on http://127.0.0.1:4030; open it)
// The page loads the library from the sandbox ({checkout_url}/sdk/hosted-fields.js) and shows the card inputs
// as the sandbox's frames; this server never sees card data. It does what the source's flow says:
//   POST /token   -> POST {checkout_url}/api/v1/session/token (signed by the client: merchant_key and hash)
//   POST /pay     -> POST {checkout_url}/api/v1/processing/purchase/card with the `Token` header
//   GET  /return  -> where the payer lands after a 3-D Secure challenge (return_url)
// Environment: CHECKOUT_URL (default http://127.0.0.1:4020, the sandbox), MERCHANT_KEY and PASSWORD (default:
// the sandbox's test merchant), PORT (default 4030), HOST (default 127.0.0.1).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCheckoutClient, explainHash } from '../../packages/client/src/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The example merchant's server: { url, close() }. */
export async function startExampleMerchant({
  checkoutUrl = process.env.CHECKOUT_URL ?? 'http://127.0.0.1:4020',
  merchantKey = process.env.MERCHANT_KEY ?? 'merchant-key-test-0001',
  password = process.env.PASSWORD ?? 'example-password',
  port = Number(process.env.PORT ?? 4030),
  host = process.env.HOST ?? '127.0.0.1',
  log = (line) => console.log(line),
} = {}) {
  const checkout = createCheckoutClient({ baseUrl: checkoutUrl, merchantKey, password });
  let self = '';
  let orders = 0;

  const page = () => fs.readFileSync(path.join(here, 'index.html'), 'utf8').replaceAll('{{checkout_url}}', checkoutUrl);
  const send = (res, status, type, body) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };
  const readJson = (req) =>
    new Promise((resolve) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (c) => (text.length < 65536 ? (text += c) : null));
      req.on('end', () => {
        try {
          resolve(JSON.parse(text || '{}'));
        } catch {
          resolve({});
        }
      });
    });

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, self);
    try {
      if (req.method === 'GET' && url.pathname === '/') return send(res, 200, 'text/html; charset=utf-8', page());
      if (req.method === 'GET' && url.pathname === '/page.js') return send(res, 200, 'text/javascript; charset=utf-8', fs.readFileSync(path.join(here, 'page.js')));
      if (req.method === 'POST' && url.pathname === '/token') {
        const number = `hf-${Date.now()}-${++orders}`;
        const order = { number, amount: '10.00', currency: 'USD', description: 'Hosted Fields example order' };
        // The source shows no hash recipe for the session token request (the client refuses to guess one), so
        // the example signs it with the contract's Checkout purchase recipe (POST /api/v1/session), through the
        // client's explainHash; the sandbox says it did not check it.
        const body = { operation: 'purchase', order, return_url: `${self}/return` };
        const { sha1: hash } = explainHash({ document: 'checkout', path: '/api/v1/session', body, password });
        const { data, error, response } = await checkout.POST('/api/v1/session/token', { body: { ...body, hash } });
        log(`[merchant] session token for order ${number}: ${response.status}`);
        return send(res, error ? 502 : 200, 'application/json', JSON.stringify(error ? { error } : { token: data.token, order: number }));
      }
      if (req.method === 'POST' && url.pathname === '/pay') {
        const { token, name } = await readJson(req);
        if (typeof token !== 'string' || typeof name !== 'string' || !name) return send(res, 400, 'application/json', JSON.stringify({ error: 'token and name are required' }));
        const { data, error, response } = await checkout.POST('/api/v1/processing/purchase/card', {
          params: { header: { Token: token } },
          body: { name, with_hosted_fields: true },
        });
        log(`[merchant] processing: ${response.status} ${JSON.stringify(data ?? error)}`);
        return send(res, error ? 502 : 200, 'application/json', JSON.stringify(error ? { error } : data));
      }
      if (req.method === 'GET' && url.pathname === '/return') {
        const params = [...url.searchParams].map(([k, v]) => `<li><code>${k}</code>: <code>${v.replace(/[<>&"]/g, '')}</code></li>`).join('');
        return send(res, 200, 'text/html; charset=utf-8', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Back from 3-D Secure</title></head><body><h1 id="returned">Back from 3-D Secure</h1><p>The payment's outcome comes in the callback; the redirect carries:</p><ul>${params}</ul><p><a href="/">Pay again</a></p></body></html>`);
      }
      return send(res, 404, 'text/plain', 'not found');
    } catch (err) {
      log(`[merchant] ${req.method} ${url.pathname}: ${err.message}`);
      return send(res, 500, 'application/json', JSON.stringify({ error: err.message }));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  self = `http://${host}:${server.address().port}`;
  return {
    url: self,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const merchant = await startExampleMerchant();
  console.log(`[merchant] Hosted Fields example merchant on ${merchant.url} (the sandbox's Checkout: ${process.env.CHECKOUT_URL ?? 'http://127.0.0.1:4020'}); Ctrl-C stops it`);
  process.on('SIGINT', () => merchant.close().then(() => process.exit(0)));
}
