// The benchmark's figures for offline reading (issue 20): what a reader's connection carries on a
// first visit to one page (the page, then the background over the following seconds), on a repeat
// visit, and for "Save for offline reading", with the storage it takes. Bytes are counted where a
// host would count them: the response bodies the server sends, compressed as sent.
import fs from "node:fs";
import path from "node:path";
import { threadedServer } from "./bench-server.mjs";

const snapshot = (sent) => ({ ...sent });
const since = (sent, before) => ({ bytes: sent.bytes - before.bytes, requests: sent.requests - before.requests });

/**
 * `visitSeconds`: how long the first visit's background is watched (60 s in the terms).
 * The browser is a fresh profile per figure, with the service worker allowed, on a normal connection.
 */
export async function offlineReadingFigures(browser, outDir, docRoute, { visitSeconds = 60 } = {}) {
  const server = await threadedServer(outDir);
  const viewport = { width: 1280, height: 800 };
  try {
    // First visit, then a repeat visit in the same profile.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const start = snapshot(server.sent);
    await page.goto(server.base + docRoute, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]");
    const pageLoad = since(server.sent, start);
    const afterLoad = snapshot(server.sent);
    await page.waitForTimeout(visitSeconds * 1000);
    const background = since(server.sent, afterLoad);
    const beforeRepeat = snapshot(server.sent);
    const again = await context.newPage();
    await again.goto(server.base + docRoute, { waitUntil: "load" });
    await again.waitForSelector("html[data-hydrated]");
    await again.waitForTimeout(3000);
    const repeat = since(server.sent, beforeRepeat);
    await context.close();

    // "Save for offline reading": asked for in the footer, or done without asking under the budget.
    const autoSave = /"autoSave":true/.test(fs.readFileSync(path.join(outDir, "sw.js"), "utf8"));
    const saving = await browser.newContext({ viewport });
    const reader = await saving.newPage();
    // Saved without asking, the save starts with the page: counted from there, the page's own bytes included.
    let beforeSave = snapshot(server.sent);
    let started = Date.now();
    await reader.goto(server.base + docRoute, { waitUntil: "load" });
    await reader.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 60_000 });
    // The control's code loads as the footer comes near the viewport, as a reader scrolls to it.
    await reader.locator("footer.footer").scrollIntoViewIfNeeded();
    const control = reader.locator("footer").getByRole("region", { name: "Offline reading" });
    if (!autoSave) {
      beforeSave = snapshot(server.sent);
      started = Date.now();
      await control.getByRole("button", { name: "Save for offline reading" }).click();
    }
    // Finished, or stopped with a reason (which is then the figure's outcome rather than a 30-minute wait).
    const ended = control.getByRole("status").filter({ hasText: /Saved for offline reading|Saving stopped|Saving was cancelled|new version/ });
    await ended.waitFor({ timeout: 30 * 60_000 });
    const outcome = (await ended.textContent())?.trim() ?? "";
    const saved = since(server.sent, beforeSave);
    const seconds = (Date.now() - started) / 1000;
    // Counted by the worker: a large site's cache is too large for the browser to list (cache.keys()).
    const storage = await reader.evaluate(async () => {
      const channel = new MessageChannel();
      const status = new Promise((resolve) => (channel.port1.onmessage = (event) => resolve(event.data)));
      navigator.serviceWorker.controller?.postMessage({ type: "OFFLINE_STATUS" }, [channel.port2]);
      const { savedFiles } = (await status) ?? {};
      const { usage } = await navigator.storage.estimate();
      return { files: savedFiles, usage };
    });
    await saving.close();
    return {
      firstVisit: { page: pageLoad, background, windowSeconds: visitSeconds },
      repeatVisit: repeat,
      /** `autoSave`: under the budget, saved without asking (the page's own bytes included). */
      saveForOffline: { autoSave, ...(/^Saved for offline reading/.test(outcome) ? {} : { stopped: outcome }), bytes: saved.bytes, requests: saved.requests, seconds, files: storage.files, storageBytes: storage.usage },
    };
  } finally {
    await server.close();
  }
}
