// What a command of scripts/cli/ throws to end with an exit code and a message, instead of calling process.exit
// where it stands: its main() prints the message and answers the code, so that a test can call main() in its own
// process (tests/support/cli.ts) as well as run the script.
export class CliExit extends Error {
  /**
   * @param {string} message
   * @param {number} code the exit code
   */
  constructor(message, code) {
    super(message);
    this.code = code;
  }
}
