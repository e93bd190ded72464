// A build that meets a file-system fault (a file it may not read, a read-only or full disk) says
// so in one line: the path, what is wrong and what to do, not a stack trace. The previous output
// stays as it was: nothing is published before every file of the new one is written.

/** What each error code means for a person running the build, and what they can do about it. */
const ADVICE = {
  EACCES: "permission denied: give the user running the build access to it",
  EPERM: "operation not permitted: give the user running the build access to it",
  EROFS: "the file system is read-only: build into a writable folder (OUT_DIR) or make it writable",
  ENOSPC: "no space left on the device: free some space (or point OUT_DIR or PALAVER_CACHE_DIR at another disk) and build again",
  EDQUOT: "disk quota exceeded: free some space or raise the quota, and build again",
  EISDIR: "a folder where a file was expected: rename or remove it",
  ENOTDIR: "a file where a folder was expected: rename or remove it",
  ELOOP: "a loop of symbolic links: fix the link",
  EMFILE: "too many open files: raise the limit (ulimit -n) and build again",
  ENFILE: "too many open files on the system: close some programs and build again",
  EIO: "input/output error: the disk may be failing; check it, then build again",
  ENAMETOOLONG: "the path is too long: use a shorter OUT_DIR or file name",
};

/** One line for a file-system error (`path: problem: what to do`), or undefined for any other error. */
export function describeFileSystemFault(error) {
  // An error from a worker thread arrives as its message: "ENOSPC: no space left on device, open '/x'".
  const [, code = error?.code, syscall = error?.syscall, file = error?.dest ?? error?.path] = /^(E[A-Z]+): [^,]*, (\w+) '([^']*)'/.exec(String(error?.message)) ?? [];
  const advice = ADVICE[code];
  if (!advice || typeof file !== "string") return undefined;
  return `${file}: ${advice} (${code}, ${syscall ?? "file system"})`;
}

/**
 * Whether a build message is such a line (faults in worker threads arrive as text). Several
 * workers meeting one full disk report it once each: the build shows the first.
 */
export function isFileSystemFault(message) {
  return /\((E[A-Z]+), [\w ]+\)$/.test(message) && Object.hasOwn(ADVICE, /\((E[A-Z]+), [\w ]+\)$/.exec(message)[1]);
}
