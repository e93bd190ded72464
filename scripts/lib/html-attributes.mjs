// Reading attribute values out of rendered HTML, for the build's scans of its pages (links,
// anchors, embedded origins) that use patterns rather than parse each page.

const ENTITIES = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

/**
 * An attribute's value as the browser reads it. React writes `&`, quotes and angle brackets as
 * references (`&amp;`, `&quot;`, `&#x27;`, `&lt;`, `&gt;`): a link to `/docs/it's` is written
 * `/docs/it&#x27;s`; HTML a site passes through as a string may use any numeric reference.
 */
export function unescapeAttribute(value) {
  if (!value.includes("&")) return value;
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));/gi, (reference, hex, decimal, name) => {
    if (name) return ENTITIES[name.toLowerCase()];
    return String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal));
  });
}
