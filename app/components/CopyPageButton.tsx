import { useEffect, useRef, useState } from "react";
import { withBase } from "~/lib/base-path";
import { markdownUrlFor } from "~/lib/markdown-export/markdown-url";

type CopyState = "idle" | "copying" | "copied" | "failed";

const MESSAGES: Record<CopyState, string> = {
  idle: "",
  copying: "",
  copied: "Page copied as Markdown",
  failed: "Couldn't copy the page. Open its Markdown version instead.",
};

/**
 * Copies the page's Markdown (`<route>.md`, written by the build) to the clipboard. The outcome is
 * announced in a live region that is on the page from the start: screen readers announce changes
 * to a region they already know, not a region that appears with its text.
 */
export function CopyPageButton({ route }: { route: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const reset = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(reset.current), []);
  const url = withBase(markdownUrlFor(route));

  async function copy() {
    clearTimeout(reset.current);
    setState("copying");
    try {
      const markdown = fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.text();
      });
      // A ClipboardItem given the pending text keeps the click's permission while the file loads
      // (Safari refuses a write that follows an await); writeText is the fallback.
      if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
        await navigator.clipboard.write([new ClipboardItem({ "text/plain": markdown.then((text) => new Blob([text], { type: "text/plain" })) })]);
      } else {
        await navigator.clipboard.writeText(await markdown);
      }
      setState("copied");
    } catch {
      setState("failed");
    }
    reset.current = setTimeout(() => setState("idle"), 4000);
  }

  return (
    <div className="copy-page">
      <button type="button" className="button copy-page-button" onClick={copy} disabled={state === "copying"} aria-describedby="copy-page-status">
        {state === "copied" ? "Copied" : "Copy page"}
      </button>
      <span id="copy-page-status" className="copy-page-status" role="status">
        {MESSAGES[state]}
        {state === "failed" && (
          <>
            {" "}
            <a href={url}>Markdown version</a>
          </>
        )}
      </span>
    </div>
  );
}
