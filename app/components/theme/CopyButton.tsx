// The copy button of a code block. It appears once the page has hydrated (without JavaScript it
// could not copy), over the block's corner, so it moves nothing. "Copied" is announced through a
// live region that exists before it is filled, so screen readers pick the change up.
import { useEffect, useRef, useState, type RefObject } from "react";
import { useIsBrowser } from "~/lib/theme/use-is-browser";
import { codeText, copyText } from "~/lib/theme/copy-text";

type Status = "idle" | "copied" | "failed";

const MESSAGES: Record<Status, string> = { idle: "", copied: "Copied", failed: "Could not copy: select the code and copy it yourself" };

export function CopyButton({ block }: { block: RefObject<HTMLElement> }) {
  const isBrowser = useIsBrowser();
  const [status, setStatus] = useState<Status>("idle");
  const reset = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(reset.current), []);
  if (!isBrowser) return null;

  const copy = async () => {
    const code = block.current?.querySelector("code") ?? block.current?.querySelector("pre");
    if (!code) return;
    const copied = await copyText(codeText(code));
    setStatus(copied ? "copied" : "failed");
    clearTimeout(reset.current);
    reset.current = setTimeout(() => setStatus("idle"), 2000);
  };

  return (
    <>
      <button type="button" className={`copy-button${status === "copied" ? " copy-button--copied" : ""}`} aria-label="Copy code to clipboard" title="Copy" onClick={copy}>
        <span className={`icon icon--${status === "copied" ? "check" : "copy"}`} aria-hidden="true" />
      </button>
      <span className="sr-only" role="status">
        {MESSAGES[status]}
      </span>
    </>
  );
}
