// Docusaurus's @docusaurus/isInternalUrl: whether a link is to this site (it names no scheme and is
// not protocol-relative), as @docusaurus/Link decides it.
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== "undefined" && !hasProtocol(url);
}
