/** A problem that stops the server or a command before it starts: printed as one line, exit code 1. */
export class LessorStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LessorStartError';
  }
}
