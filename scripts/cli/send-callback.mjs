// npm run send-callback -- <webhook> --to URL [--example NAME] [--password-env VAR]
// Signs and POSTs an example callback of one of the contract's webhooks (its request body examples, from the
// model) to a merchant's endpoint, and prints the answer's status and body: a way to try a callback receiver
// without a payment. The signature is the sandbox's choice (packages/sandbox/engine.mjs), since the source does
// not show the callback signature's field order: header X-Sandbox-Signature = sha1(md5(UPPER(raw body +
// password))), hex. Exit 0 on a 2xx answer, 1 on another answer or none, 2 on a usage error.
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadModel } from '../../packages/contract/index.mjs';
import { CliExit } from '../lib/cli-exit.mjs';

export const SIGNATURE_HEADER = 'X-Sandbox-Signature';
const USER_AGENT = 'payment-gateway-send-callback';
const TIMEOUT_MS = 10_000;
const MAX_SHOWN = 64 * 1024;

const hex = (algorithm, text) => crypto.createHash(algorithm).update(text, 'utf8').digest('hex');
/** The sandbox's callback signature of a raw body (packages/sandbox/engine.mjs). */
export const signatureOf = (rawBody, password) => hex('sha1', hex('md5', (rawBody + password).toUpperCase()));

/** The webhooks a callback can be sent for (a request body with examples), and the others (redirects). */
export function webhooksOf(model) {
  const all = model.hosts.flatMap((h) => h.webhooks);
  return {
    callbacks: all.filter((w) => w.requestBody?.examples.length),
    others: all.filter((w) => !w.requestBody?.examples.length),
  };
}

/** The contract's test password: the first `x-hash-password` of its examples (the sandbox's default merchant's). */
function testPassword(model) {
  for (const element of model.elements) for (const ex of element.examples) if (typeof ex.password === 'string') return ex.password;
  return undefined;
}

function usage(model) {
  const { callbacks } = webhooksOf(model);
  return `usage: npm run send-callback -- <webhook> --to <URL> [--example <NAME>] [--password-env <VAR>]
  Signs and POSTs an example callback of a webhook of the contract to a merchant's endpoint (--to, http or
  https), then prints the answer's status and body. Exit 0 on a 2xx answer, 1 on another or none, 2 on a usage
  error.
  webhook:  ${callbacks.map((w) => w.path).join(', ')}
  example:  a request body example of the webhook (default: its first):
${callbacks.map((w) => `              ${w.path}: ${w.requestBody.examples.map((e) => e.name).join(', ')}`).join('\n')}
  body:     the example's value as JSON (JSON.stringify, no spaces), sent as ${callbacks[0]?.requestBody.contentType ?? 'application/json'}; its own
            "hash" member is the example's, sent as it is.
  signature: the source does not show the callback signature's field order, so this tool makes the same
            choice as the sandbox (packages/sandbox/engine.mjs): header ${SIGNATURE_HEADER} =
            sha1(md5(UPPER(raw body + password))), hex digests. Verify it over the raw body you received.
  password: read from $GATEWAY_PASSWORD (or the variable --password-env names); when that is not set, the
            contract's test password (the sandbox's default merchant's), and a note says so.`;
}

/** A usage error: main() prints it with a pointer to --help and answers exit code 2. */
function fail(message) {
  throw new CliExit(message, 2);
}

/**
 * The command: `argv` its arguments (after the script's name), `env` where the password variable is read, `out` and
 * `err` a line each of standard output and standard error. Answers the exit code: 0 on a 2xx answer, 1 on another
 * or none, 2 on a usage error (nothing sent).
 */
export async function main(argv, { env = process.env, out = console.log, err = console.error } = {}) {
  try {
    return await send(argv, { env, out, err });
  } catch (e) {
    if (!(e instanceof CliExit)) throw e;
    err(`send-callback: ${e.message}\n(npm run send-callback -- --help for the usage)`);
    return e.code;
  }
}

async function send(argv, { env, out, err }) {
  const model = loadModel();
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { to: { type: 'string' }, example: { type: 'string' }, 'password-env': { type: 'string', default: 'GATEWAY_PASSWORD' }, help: { type: 'boolean', short: 'h' } } });
  } catch (e) {
    fail(e.message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out(usage(model));
    return 0;
  }
  const { callbacks, others } = webhooksOf(model);
  const [name, ...extra] = positionals;
  if (!name) fail('which webhook?');
  if (extra.length) fail(`one webhook at a time (got ${positionals.join(', ')})`);
  const webhook = callbacks.find((w) => w.path === name);
  if (!webhook) {
    const other = others.find((w) => w.path === name);
    const why = other ? `${name} is not a callback with a body (${other.method.toUpperCase()}, ${other.op.summary ?? 'a redirect'})` : `unknown webhook ${name}`;
    fail(`${why}; the webhooks: ${callbacks.map((w) => w.path).join(', ')}`);
  }
  const examples = webhook.requestBody.examples;
  const example = values.example === undefined ? examples[0] : examples.find((e) => e.name === values.example);
  if (!example) fail(`webhook ${name} has no example ${values.example}; its examples: ${examples.map((e) => e.name).join(', ')}`);
  if (!values.to) fail('where to? --to <URL> is required');
  let url;
  try {
    url = new URL(values.to);
  } catch {
    fail(`--to ${values.to} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`--to ${values.to}: http and https only`);

  const variable = values['password-env'];
  let password = env[variable];
  if (password === undefined) {
    password = testPassword(model);
    if (password === undefined) fail(`set the password in $${variable}`);
    err(`send-callback: $${variable} is not set: signing with the contract's test password (the sandbox's default merchant's)`);
  }
  const body = JSON.stringify(example.value);
  const signature = signatureOf(body, password);
  const contentType = webhook.requestBody.contentType;
  out(`POST ${url.href}: webhook ${webhook.path}, example ${example.name}, ${Buffer.byteLength(body)} bytes of ${contentType}`);
  out(`${SIGNATURE_HEADER}: ${signature}`);
  let res;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'user-agent': USER_AGENT, [SIGNATURE_HEADER.toLowerCase()]: signature },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (e) {
    const cause = e.name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS / 1000} s` : (e.cause?.message ?? e.message);
    err(`send-callback: POST ${url.href} failed: ${cause}`);
    return 1;
  }
  const text = await res.text();
  out(`status: ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
  out(`body: ${text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}... (${text.length} characters, cut)` : text}`);
  if (!res.ok) {
    err(`send-callback: the endpoint answered ${res.status}; a callback receiver answers 2xx (the sandbox retries until it gets one)`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) process.exitCode = await main(process.argv.slice(2));
