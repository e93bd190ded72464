// How the service worker's manifest is split, shared by the build (scripts/lib/offline-manifest.mjs)
// and the worker (sw.ts), which must agree on it. Plain JavaScript: the build scripts import it as
// it is, the worker's bundle takes it in.
//
// sw.js carries the app shell's entries; every other file's entry (pages, their data, modules and
// images, search shards, the site's own files) is in a shard file the worker loads when it first
// needs one of them. Entries are grouped by page and the groups sorted by key, so that one shard
// holds a page and its neighbours in the sidebar: opening a page and prefetching the links beside it
// loads one or two shards, whatever the size of the site.

/** Files named by their content: never revised, the same file under a name in any deploy that has it. */
export const NAMED_BY_CONTENT = /^(build\/|mdx\/|_search\/)/;

/**
 * The app shell: scripts, styles, icons, the site data and the pages that stand in for others. The
 * files these pages load besides (the logo, the site's stylesheet) are the shell too; the build finds
 * them in the pages (`shellAssets` of the offline plan). A site's static images are not: a
 * Docusaurus site's `static/img/` can hold every image of its docs.
 */
const SHELL = /^(build\/|icons\/|manifest\.webmanifest$|index\.html$|404\.html$|offline\.html$|saved\.html$|_data\/__site\.json$)/;

/** The shell's pages, whose own files (`src`, `href`) are part of the shell. */
export const SHELL_PAGES = ["index.html", "404.html", "offline.html", "saved.html"];

/** Where the build writes the shard files (named by their content). */
export const SHARD_FOLDER = "_site/offline/";

/** @param {string} url a file's path in the site, as the manifest names it */
export function isShellFile(url) {
  return SHELL.test(url);
}

/**
 * Whether a manifest entry travels in sw.js itself: the shell's (`shellAssets`: the files the shell's
 * pages load), and the site-wide files every page uses (its stylesheet); the rest are in shards.
 * @param {string} url
 * @param {ReadonlySet<string>} [shellAssets]
 */
export function isInlineEntry(url, shellAssets) {
  return isShellFile(url) || Boolean(shellAssets?.has(url)) || (url.startsWith("_site/") && !url.startsWith(SHARD_FOLDER));
}

/**
 * Whether the worker finds a file's entry by the file's own key. Not the shell's (in sw.js) nor a
 * page's modules and their images (`mdx/`, named by content): those are listed with their page, and
 * their entries are known once the page's are.
 * @param {string} path
 */
export function isFoundByKey(path) {
  // The shell's assets named by the build are inline too: the worker knows their entries already.
  return !isInlineEntry(path) && !path.startsWith("mdx/");
}

/**
 * The key a file is grouped and sorted by: a page's HTML, its data file and a request for the page
 * (`docs/x.html`, `_data/docs/x.json`, `docs/x/`) share `docs/x`. Other files keep their path.
 * @param {string} path a path in the site, without the base path or a leading slash
 */
export function groupKeyOf(path) {
  return path
    .replace(/\/+$/, "")
    .replace(/^_data\//, "")
    .replace(/\.(html|json)$/, "")
    .replace(/(^|\/)index$/, "");
}

/**
 * The shard that lists the group `key`, if any: the last whose first key is not after it.
 * @param {readonly { from: string }[]} shards sorted by `from`
 * @param {string} key
 * @returns {number} its index, or -1
 */
export function shardIndexFor(shards, key) {
  let low = 0;
  let high = shards.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (shards[middle].from <= key) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
