// A page that throws while rendering (a component it imports, an expression in its MDX) becomes a
// 500 with the crash screen. The prerender asks here what went wrong, to report it against the
// page's source file instead of "answered 500" and a stack trace into the server bundle.

const failures = new Map<string, unknown>();
/** Set by the prerender, which reports render errors itself: the server does not log them too. */
let reportedByCaller = false;

export function reportRenderErrorsToCaller(): void {
  reportedByCaller = true;
}

/** Notes an error thrown while rendering a request; logs it unless the prerender will report it. */
export function recordRenderError(request: Request, error: unknown): void {
  const pathname = new URL(request.url).pathname;
  if (!failures.has(pathname)) failures.set(pathname, error);
  if (!reportedByCaller) console.error(error);
}

/** Logs an error a page survived (a Suspense boundary caught it), unless the prerender reports errors itself. */
export function logContainedRenderError(error: unknown): void {
  if (!reportedByCaller) console.error(error);
}

/** What made the page at `pathname` fail to render, as one line (forgotten once asked). */
export function takeRenderError(pathname: string): string | undefined {
  const error = failures.get(pathname);
  failures.delete(pathname);
  if (error === undefined) return undefined;
  const unwrapped = (error as { error?: unknown })?.error ?? error;
  return unwrapped instanceof Error ? `${unwrapped.name}: ${unwrapped.message.split("\n")[0]}` : String(unwrapped);
}
