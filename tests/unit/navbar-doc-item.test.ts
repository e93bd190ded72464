// Where a navbar item of type doc leads: Docusaurus looks for its doc in the version being read,
// then in the reader's chosen version, then in the last one (DocNavbarItem's version candidates).
import { describe, expect, it } from "vitest";
import { docItemTarget, versionedHref } from "~/lib/preferred-version";
import type { VersionChoice } from "~/lib/content-types";

// Three versions of a manual whose navbar item names the doc "tour" (at /docs/tour in the last one);
// version 0.9 has no such doc and starts at its "overview".
const versions: VersionChoice[] = [
  { name: "current", label: "Next", path: "/docs/next", firstRoute: "/docs/next/tour", sectionLinks: { "/docs/tour": "/docs/next/tour" }, docItemTargets: { "/docs/tour": { route: "/docs/next/tour", sidebar: "manual" } } },
  { name: "1.4", label: "1.4", path: "/docs", isLast: true, firstRoute: "/docs/tour", sectionLinks: { "/docs/tour": "/docs/tour" }, docItemTargets: { "/docs/tour": { route: "/docs/tour", sidebar: "manual" } } },
  { name: "0.9", label: "0.9", path: "/docs/0.9", firstRoute: "/docs/0.9/overview", sectionLinks: { "/docs/tour": "/docs/0.9/overview" }, docItemTargets: {} },
];

/** A navbar.json link into the docs: the same page in each version (the versions' docItemTargets). */
const tour = { href: "/docs/tour" };

describe("a navbar doc item's link", () => {
  it("stays in the version of the page being read, whatever version the reader chose before", () => {
    expect(docItemTarget(tour, versions, "current", "1.4").route).toBe("/docs/next/tour");
    expect(docItemTarget(tour, versions, "1.4", "current").route).toBe("/docs/tour");
  });

  it("outside the docs, follows the chosen version, else the last one", () => {
    expect(docItemTarget(tour, versions, undefined, "current").route).toBe("/docs/next/tour");
    expect(docItemTarget(tour, versions, undefined, undefined).route).toBe("/docs/tour");
  });

  it("goes to the next candidate that has the doc when the version being read lacks it", () => {
    // Docusaurus: a 0.9 reader clicking "Tour" gets the chosen (or last) version's tour.
    expect(docItemTarget(tour, versions, "0.9", undefined).route).toBe("/docs/tour");
    expect(docItemTarget(tour, versions, "0.9", "current").route).toBe("/docs/next/tour");
    // A plain link (not a doc item) keeps translating by the chosen version, to its first page if need be.
    expect(versionedHref("/docs/tour", versions, "0.9")).toBe("/docs/0.9/overview");
  });

  it("says which version and sidebar the page is in, so the item is active on that sidebar's pages only there", () => {
    expect(docItemTarget(tour, versions, "current", undefined)).toEqual({ route: "/docs/next/tour", sidebar: "manual", version: "current" });
    expect(docItemTarget(tour, versions, "0.9", undefined)).toEqual({ route: "/docs/tour", sidebar: "manual", version: "1.4" });
  });

  it("takes a config item's own page in each version when it has them, as a sidebar's first doc differs between versions", () => {
    // A docSidebar item: its sidebar starts at "tour" in 1.4, at "welcome" in the current docs, and 0.9 has no such sidebar.
    const guide = { href: "/docs/tour", byVersion: { current: { route: "/docs/next/welcome", sidebar: "manual" }, "1.4": { route: "/docs/tour", sidebar: "manual" } } };
    expect(docItemTarget(guide, versions, "current", "1.4")).toEqual({ route: "/docs/next/welcome", sidebar: "manual", version: "current" });
    expect(docItemTarget(guide, versions, "0.9", undefined)).toEqual({ route: "/docs/tour", sidebar: "manual", version: "1.4" });
    expect(docItemTarget(guide, versions, undefined, "current").route).toBe("/docs/next/welcome");
  });
});
