// npm run explain-hash -- <document> [--path /post] [--method post] [--body <json|form>|-]
// For integrators chasing 'Hash is not valid': which recipe applies to a body, its fields in recipe order,
// the UPPERCASE input with the password written <password> (neither it nor its length is shown), the md5 and sha1
// digests, and whether the body's hash matches. The password comes from the environment variable GATEWAY_PASSWORD
// (or --password-env NAME), never from argv. Exit status: 0 when the hash sent matches (or none was sent, or the
// contract gives no recipe to check it by), 1 when it differs, a field the recipe hashes is missing or the body is
// refused, 2 on a usage error.
import { parseArgs } from 'node:util';
import { ExplainRefusal, contract, explainHash } from '../../packages/client/src/index.js';
import { CliExit } from '../lib/cli-exit.mjs';

const usage = `usage: npm run explain-hash -- <document> [--path <path>] [--method <method>] [--body <JSON or form body> | --body -] [--password-env <VAR>]
  document: ${Object.keys(contract).join(', ')}
  path:     without it, inferred from the body: the document's only operation with a body, else the one whose
            request schema takes the body, else the one whose hash recipe applies to it (refused, naming the
            candidates, when that is not exactly one)
  body:     JSON ({"action":"CAPTURE",...}) or form (action=CAPTURE&trans_id=...); "-" or absent reads stdin
  password: read from $GATEWAY_PASSWORD (or the variable named by --password-env); shown as <password>
  exit:     0 the hash sent matches (or none was sent and every field the recipe hashes is there, or there is no
            recipe to check it by); 1 it differs, a field the recipe hashes is missing, or the body is refused;
            2 a usage error`;

/** A usage error (exit 2), or a body the explainer cannot take (exit 1): main() prints it with the usage. */
function fail(message, code = 2) {
  throw new CliExit(message, code);
}

async function readStdin() {
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  return Buffer.concat(chunks).toString('utf8');
}

const parseBody = (text) => {
  const t = text.trim();
  if (t.startsWith('{')) return JSON.parse(t);
  return Object.fromEntries(new URLSearchParams(t));
};

export function formatExplanation(x) {
  const lines = [`element:   ${x.element}`];
  if (x.inferred) lines.push(`path:      ${x.path}, inferred: ${x.inferred}`);
  if (!x.recipe) {
    lines.push('recipe:    none. The caller passes hash; the contract says:', `           ${x.gap}`);
    if (x.sent) lines.push(`hash sent: ${x.sent}  (not checked: no recipe)`);
    return lines.join('\n');
  }
  lines.push(`recipe:    ${x.recipe.algorithm}${x.recipe.when ? ` (applies when ${Object.entries(x.recipe.when).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join(', ')})` : ''}`);
  lines.push('fields, in recipe order:');
  x.fields.forEach((f, i) => lines.push(`  ${i + 1}. ${f.pointer} = ${f.value === undefined ? '(missing)' : JSON.stringify(f.value)}`));
  for (const p of x.problems) lines.push(`  problem: ${p}`);
  lines.push(`upper(fields + password): ${x.input}`, `md5:       ${x.md5}`, `sha1:      ${x.sha1}  <- the hash`);
  if (x.sent !== undefined) lines.push(`hash sent: ${x.sent}  ${x.matches ? 'matches' : 'DIFFERS: check upper-casing, field order, raw (not formatted) values, key/password and test/live password'}`);
  return lines.join('\n');
}

/**
 * The command: `argv` its arguments (after the script's name), `env` where the password variable is read, `stdin`
 * what gives the body when --body is absent or "-", `out` and `err` what print to standard output and standard
 * error. Answers the exit code (0, 1 or 2, as the usage says).
 */
export async function main(argv, { env = process.env, stdin = readStdin, out = console.log, err = console.error } = {}) {
  try {
    return await explain(argv, { env, stdin, out, err });
  } catch (e) {
    if (!(e instanceof CliExit)) throw e;
    err(`explain-hash: ${e.message}\n${usage}`);
    return e.code;
  }
}

async function explain(argv, { env, stdin, out, err }) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { path: { type: 'string' }, method: { type: 'string', default: 'post' }, body: { type: 'string' }, 'password-env': { type: 'string', default: 'GATEWAY_PASSWORD' }, help: { type: 'boolean' } } });
  } catch (e) {
    fail(e.message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out(usage);
    return 0;
  }
  const [document] = positionals;
  if (!contract[document]) fail(document ? `unknown document ${document}` : 'which document?');
  const path = values.path || undefined;
  const password = env[values['password-env']];
  if (password === undefined) fail(`set the password in $${values['password-env']}`);
  let body;
  try {
    body = parseBody(values.body === undefined || values.body === '-' ? await stdin() : values.body);
  } catch (e) {
    fail(`the body is neither JSON nor a form: ${e.message}`);
  }
  let explained;
  try {
    explained = explainHash({ document, path, method: values.method, body, password });
  } catch (e) {
    // A refusal says why on its own (and which --path to choose from); anything else is a usage error.
    if (!(e instanceof ExplainRefusal)) fail(e.message, 1);
    err(`explain-hash: ${e.message}`);
    if (e.candidates?.length) err(`  choose with: ${e.candidates.map((p) => `--path ${p}`).join(' | ')}`);
    return 1;
  }
  out(formatExplanation(explained));
  return verdictCode(explained);
}

/** The exit status of an explanation: 1 when the hash sent differs or a field the recipe hashes is missing, else 0. */
export const verdictCode = (x) => (x.recipe && (x.matches === false || x.problems?.length) ? 1 : 0);

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) process.exitCode = await main(process.argv.slice(2));
