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

/** Several problems found in one pass (a page with two broken links), thrown together. */
export class ContentErrors extends Error {
  readonly errors: ContentError[];

  constructor(errors: ContentError[]) {
    super(errors.map((error) => error.message).join("\n"));
    this.name = "ContentErrors";
    this.errors = errors;
  }
}

/** The content problems an error stands for, or undefined when it is not about content. */
export function contentErrorsIn(error: unknown): ContentError[] | undefined {
  if (isContentError(error)) return [error];
  if (error instanceof Error && error.name === "ContentErrors") return (error as ContentErrors).errors;
  return undefined;
}

/** Throws the problems found, if any: a single one as itself. */
export function throwIfAny(problems: ContentError[]): void {
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new ContentErrors(problems);
}

/** A content problem as plain data, to cross from a worker thread and be sorted for the report. */
export interface ContentProblem {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

export function toProblem(error: ContentError): ContentProblem {
  return { file: error.file, line: error.line, column: error.column, message: error.message };
}

/** Report order: by file, then by position in it, so a run's output does not depend on timing. */
export function compareProblems(a: ContentProblem, b: ContentProblem): number {
  return (
    (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    (a.message < b.message ? -1 : a.message > b.message ? 1 : 0)
  );
}
