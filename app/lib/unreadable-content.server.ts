// A content file or folder the build cannot read (permissions, a folder where a file should be,
// a broken disk) is a problem of that file in the content check's report, not a crash.

const REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EISDIR: "it is a folder",
  ENOTDIR: "a file is where a folder should be",
  ELOOP: "a loop of symbolic links",
  EIO: "input/output error",
  EMFILE: "too many open files",
};

/** The problem to report for a failed read, or undefined when `error` is not a file-system error. */
export function unreadableProblem(error: unknown): string | undefined {
  const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  if (!code || !syscall) return undefined;
  return `cannot be read (${REASONS[code] ?? code}, ${code}): make it readable by the user running the build, or remove it`;
}
