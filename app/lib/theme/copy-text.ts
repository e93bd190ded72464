// Copying a code block's text. The Clipboard API needs a secure context and a focused document;
// where it is missing or refuses, a selected textarea and execCommand("copy") still work (and
// neither needs the network).

/** A code block's text as the reader sees it, without decorations hidden from assistive technology (line numbers are drawn by CSS). */
export function codeText(code: Element): string {
  const copy = code.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? "").replace(/\n$/, "");
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, document not focused): try the older way.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  // Off-screen and fixed: selecting it neither scrolls the page nor shows.
  area.style.cssText = "position:fixed;top:0;left:-9999px;opacity:0";
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}
