import path from "node:path";

/**
 * A problem in the content tree that must stop the build. It always names the file, and the
 * line and column when they are known, in the `file:line:col message` form editors link to.
 */
export class ContentError extends Error {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  readonly problem: string;

  constructor(file: string, problem: string, position?: { line?: number; column?: number }) {
    const rel = path.relative(process.cwd(), file) || file;
    const where = position?.line ? `${rel}:${position.line}:${position.column ?? 1}` : rel;
    super(`${where} ${problem}`);
    this.name = "ContentError";
    this.file = rel;
    this.line = position?.line;
    this.column = position?.column;
    this.problem = problem;
  }
}

export function isContentError(error: unknown): error is ContentError {
  return error instanceof Error && error.name === "ContentError";
}
