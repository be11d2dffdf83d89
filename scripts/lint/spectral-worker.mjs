// Spectral in a worker thread of `npm run lint` (scripts/lint/lint.mjs), driven through the Spectral CLI's own
// modules so that it behaves as `spectral lint <documents> --ruleset .spectral.yaml --fail-severity warn
// [extra arguments]` does: the same argument parser (yargs with the CLI's lint command: unknown options and
// formats are refused), the same ruleset loader (.spectral.yaml migrated and bundled with its functions),
// the same file resolver ($refs across spec/), the same documents, formatters, output files and exit codes
// (0 clean, 1 results at or above the fail severity, 2 Spectral could not run).
//
// Why a worker and not `spectral` as a subprocess: the worker starts at once, loads Spectral and the ruleset
// and lints the source root documents while the main thread bundles spec/; the bundles are linted as soon as
// they are written. The results of all documents are formatted once, as one CLI run formats them.
//
// Messages, answered in order: in { type: 'lint', files } (paths of the repository, or absolute) -> out
// { type: 'linted', files }; in { type: 'finish' } -> out { type: 'done', outputs: [{ to, text }], exitCode,
// count } or { type: 'done', error } (the message the CLI prints when it cannot run; exit code 2). Output to
// '<stdout>' is left to the main thread; output files (-o) are written here, as the CLI writes them.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createSourceMap } from './source-map.mjs';

const cli = createRequire(createRequire(import.meta.url).resolve('@stoplight/spectral-cli/package.json'));
const { Spectral, Document, getDiagnosticSeverity } = cli('@stoplight/spectral-core');
const { readParsable } = cli('@stoplight/spectral-runtime');
const Parsers = cli('@stoplight/spectral-parsers');
const yargs = cli('yargs/yargs');
const { default: lintCommand } = cli('./dist/commands/lint.js');
const { getRuleset } = cli('./dist/services/linter/utils/getRuleset.js');
const { getResolver } = cli('./dist/services/linter/utils/getResolver.js');
const { listFiles } = cli('./dist/services/linter/utils/listFiles.js');
const { formatOutput, writeOutput } = cli('./dist/services/output.js');
const { CLIError } = cli('./dist/errors/index.js');

const { root, args } = workerData;
// Bundles whose findings are reported where spec/ wrote them: bundle file -> its host's root document.
const mapped = new Map();
const sourceMap = createSourceMap();
const post = (message) => parentPort.postMessage(message);

/** The CLI's own parse of `spectral lint ...args`: flags as the CLI's handler receives them. */
function parseArguments() {
  let flags;
  let failure;
  yargs(args)
    .scriptName('spectral')
    .parserConfiguration({ 'camel-case-expansion': true })
    .strictCommands()
    .strictOptions()
    .command({ ...lintCommand, handler: (argv) => (flags = argv) })
    .demandCommand(1, '')
    .exitProcess(false)
    .fail((msg, err) => (failure = err ?? new CLIError(msg)))
    .parse();
  if (failure) throw failure;
  if (!flags) throw new CLIError(`spectral ${args.join(' ')}: not a lint command`);
  return flags;
}

let flags;
let spectral;
let ruleset;
let setupError;
const results = new Map(); // absolute file -> its results

const ready = (async () => {
  flags = parseArguments();
  if (flags.stdinFilepath !== undefined || flags.documents.some((d) => typeof d !== 'string')) throw new CLIError('npm run lint lints files, not stdin');
  spectral = new Spectral({ resolver: getResolver(flags.resolver === undefined ? undefined : path.resolve(root, flags.resolver)) });
  ruleset = await getRuleset(path.resolve(root, flags.ruleset));
  spectral.setRuleset(ruleset);
  if (flags.verbose === true) {
    const rules = Object.values(ruleset.rules);
    console.info(`Found ${rules.length} rules (${rules.filter((rule) => rule.enabled).length} enabled)`);
  }
})().catch((err) => {
  setupError = err;
});

let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue.then(() => handle(message)).catch((err) => {
    setupError ??= err;
    if (message.type === 'lint') post({ type: 'linted', files: message.files });
    else post({ type: 'done', error: describe(setupError) });
  });
});

async function handle(message) {
  await ready;
  if (setupError) throw setupError;
  if (message.type === 'lint') {
    for (const [bundle, source] of Object.entries(message.sources ?? {})) mapped.set(path.resolve(root, bundle), source);
    // Each file as the CLI reads it: the path listed (absolute, normalized), parsed as YAML (JSON is YAML).
    const [files, unmatched] = await listFiles(message.files.map((f) => path.resolve(root, f)), !flags.failOnUnmatchedGlobs);
    if (unmatched.length) throw new CLIError(`Unmatched glob patterns: \`${unmatched.join(',')}\``);
    for (const file of files) {
      if (flags.verbose === true) console.info(`Linting ${file}`);
      const document = new Document(await readParsable(file, { encoding: flags.encoding }), Parsers.Yaml, file);
      results.set(file, await spectral.run(document, { ignoreUnknownFormat: flags.ignoreUnknownFormat }));
    }
    post({ type: 'linted', files: message.files });
  } else if (message.type === 'finish') {
    post({ type: 'done', ...(await finish()) });
  }
}

/** What the CLI's lint handler does with the results: filter, format (each -f), write, exit code. */
async function finish() {
  // The CLI lints its files in sorted order and formats the results in that order.
  let all = dedupe([...results.keys()].sort((a, b) => a.localeCompare(b)).flatMap((f) => results.get(f).map((r) => toSource(r, f))));
  const severity = getDiagnosticSeverity(flags.failSeverity);
  if (flags.displayOnlyFailures) all = all.filter((r) => r.severity <= severity);
  if (!flags.showDocumentationUrl) all = all.map((r) => ({ ...r, documentationUrl: undefined }));
  const outputs = flags.format.map((f) => ({ to: flags.output?.[f] ?? '<stdout>', text: formatOutput(all, f, { failSeverity: severity }, ruleset) }));
  for (const o of outputs.filter((x) => x.to !== '<stdout>')) await writeOutput(o.text, path.resolve(root, o.to));
  if (all.length > 0) return { outputs, exitCode: all.some((r) => r.severity <= severity) ? 1 : 0, count: all.length };
  if (flags.quiet !== true) outputs.push({ to: '<stdout>', text: `No results with a severity of '${flags.failSeverity}' ${severity === 0 ? '' : 'or higher '}found!\n` });
  return { outputs, exitCode: 0, count: 0 };
}

/**
 * A finding on a bundle, reported where spec/ wrote it (source-map.mjs): the file of spec/, the path and range
 * in it, and the bundle's place at the end of the message. Findings on other files are left as they are.
 */
function toSource(result, file) {
  const source = mapped.get(file);
  if (!source) return result;
  const rootFile = source.root;
  const pointer = `#/${result.path.map((t) => String(t).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
  // An example the shaping moved under components/examples is looked up where it was first used.
  let tokens = result.path.map(String);
  const first = tokens[0] === 'components' && tokens[1] === 'examples' ? source.moved.examples?.[tokens[2]] : undefined;
  if (first) tokens = [...first.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~')), ...tokens.slice(3)];
  const at = sourceMap.locate(rootFile, tokens);
  if (!at.range) return { ...result, message: `${result.message} [bundle of ${path.relative(root, rootFile)}: ${pointer}]` };
  return { ...result, source: at.file, path: at.path, range: at.range, message: `${result.message} [bundle ${path.basename(rootFile, '.yaml')}: ${pointer}]` };
}

/** One finding per rule, place and problem: a file of spec/ shared by several hosts is reported once. */
function dedupe(list) {
  const seen = new Set();
  return list.filter((r) => {
    const key = `${r.code}|${r.source}|${r.range?.start?.line}:${r.range?.start?.character}|${r.message.replace(/ \[bundle [^\]]*\]$/, '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** An error as the CLI prints it (exit code 2). */
function describe(error) {
  const errors = error && 'errors' in error ? error.errors : [error];
  const lines = error instanceof CLIError ? [error.message] : ['Error running Spectral!', ...errors.map((e, i) => {
    const actual = e instanceof Error && 'cause' in e ? e.cause : e;
    const where = typeof actual?.source === 'string' ? `${actual.source}${typeof actual.range?.start?.line === 'number' ? `:${actual.range.start.line + 1}:${actual.range.start.character + 1}` : ''} — ` : '';
    return `Error #${i + 1}: ${where}${actual instanceof Error ? actual.message : String(actual)}`;
  })];
  return `${lines.join('\n')}${flags?.verbose === true && error?.stack ? `\n${error.stack}` : ''}`;
}
