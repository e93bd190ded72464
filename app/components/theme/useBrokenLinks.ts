// Docusaurus's @docusaurus/useBrokenLinks: how a component tells Docusaurus's link check about the
// links and anchors it renders outside the Markdown (an id it puts on an element, `collectAnchor`).
// The check here reads the rendered pages themselves, every id and href of their HTML, so the calls
// have nothing to record.
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const collector: BrokenLinks = {
  collectLink() {},
  collectAnchor() {},
};

export default function useBrokenLinks(): BrokenLinks {
  return collector;
}
