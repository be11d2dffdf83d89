// TypeScript's compiler in the test's own process: the typescript package that `tsc` runs, given the same
// command line or tsconfig.json, with tsc's diagnostics (the config's and the options', then syntax, global and
// semantic ones) and, for a project that emits, tsc's emit. A test that type-checks several times then pays for
// one load of the compiler instead of one `tsc` process (Node start, the compiler loaded and compiled) per check.
// For a single check a `tsc` process is as cheap or cheaper (tsc's own build loads quicker than the full API
// that this module imports): measured on two cores, five checks in one file saved about a second of CPU, one
// check cost about 0.4 s more.
import path from 'node:path';
import ts from 'typescript';

export type Compiled = {
  /** tsc's exit status: 0 without diagnostics; with some, 1 when nothing was emitted (noEmit, noEmitOnError), 2 when it emitted. */
  exitCode: number;
  diagnostics: readonly ts.Diagnostic[];
  /** The diagnostics as `tsc` prints them without colours (file(line,col): error TSnnnn: ...). */
  output: string;
};

const formatHost = (cwd: string): ts.FormatDiagnosticsHost => ({
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => cwd,
  getNewLine: () => '\n',
});

// TypeScript's own library files (lib.*.d.ts), parsed once per process and shared by the checks' programs, as the
// language service's document registry shares them between projects: parsing them is a large part of each
// program (lib.dom.d.ts alone is 1.6 MB). A program binds a shared file once (its declarations do not depend on
// the program's options) and keeps its types in its own checker. Keyed by the parse options tsc derives for the
// file (target, module detection, implied module format).
const libDir = path.dirname(ts.getDefaultLibFilePath({}));
const libFiles = new Map<string, ts.SourceFile | undefined>();

function compile(parsed: ts.ParsedCommandLine, cwd: string): Compiled {
  const host = ts.createCompilerHost(parsed.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    if (path.dirname(fileName) !== libDir) return getSourceFile(fileName, languageVersionOrOptions, onError, shouldCreate);
    const key = `${fileName}\0${JSON.stringify(languageVersionOrOptions)}`;
    if (!libFiles.has(key)) libFiles.set(key, getSourceFile(fileName, languageVersionOrOptions, onError, shouldCreate));
    return libFiles.get(key);
  };
  // As tsc run in `cwd`: relative names, the automatic @types of node_modules/@types and the output paths are
  // found from there (not from this process's working directory).
  host.getCurrentDirectory = () => cwd;
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host, projectReferences: parsed.projectReferences, configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed) });
  // Every diagnostic tsc can report before emitting (it stops at the first kind that has any; this lists them all).
  const diagnostics = [...ts.getPreEmitDiagnostics(program)];
  const emitted = program.emit();
  const all = ts.sortAndDeduplicateDiagnostics([...diagnostics, ...emitted.diagnostics]);
  const exitCode = all.length === 0 ? 0 : emitted.emitSkipped ? 1 : 2;
  return { exitCode, diagnostics: all, output: ts.formatDiagnostics(all, formatHost(cwd)) };
}

/** `tsc <args>` (options and files, no -p) run in `cwd`. */
export function tscFiles(args: string[], cwd: string): Compiled {
  const parsed = ts.parseCommandLine(args);
  if (parsed.options.project) throw new Error('tscFiles: use tscProject for -p');
  parsed.fileNames = parsed.fileNames.map((f) => path.resolve(cwd, f));
  return compile(parsed, cwd);
}

/** `tsc -p <configFile> [args]` run in `cwd` (the directory of the config unless given). */
export function tscProject(configFile: string, args: string[] = [], cwd = path.dirname(configFile)): Compiled {
  const overrides = ts.parseCommandLine(args);
  const problems: ts.Diagnostic[] = [...overrides.errors];
  const parsed = ts.getParsedCommandLineOfConfigFile(path.resolve(cwd, configFile), overrides.options, {
    ...ts.sys,
    getCurrentDirectory: () => cwd,
    onUnRecoverableConfigFileDiagnostic: (d) => problems.push(d),
  });
  if (!parsed) return { exitCode: 1, diagnostics: problems, output: ts.formatDiagnostics(problems, formatHost(cwd)) };
  parsed.errors = [...problems, ...parsed.errors];
  return compile(parsed, cwd);
}
