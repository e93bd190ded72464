// Everything about the site that a maintainer may want to change without touching components.
// Shared by server and client code, so it must stay plain data.

export interface NavLink {
  label: string;
  href: string;
}

export interface FooterGroup {
  title: string;
  links: NavLink[];
}

export interface SiteConfig {
  productName: string;
  title: string;
  tagline: string;
  siteUrl: string;
  /** "Edit this page" link of a doc: `{path}` is the file's path in the content folder (`docs/intro.mdx`). None: no link. */
  editUrl?: string;
  /** The picture a shared link shows (og:image, twitter:image): a file in public/, 1200×630. */
  socialImage: { path: string; width: number; height: number; alt: string };
  /** Label of the docs in `content/docs` (the current version), shown in the version dropdown. */
  currentVersionLabel: string;
  announcement: { id: string; content: string };
  links: {
    website: string;
    donate: string;
    source: string;
    status: string;
  };
  /** Navbar links into the documentation sections (internal routes). */
  sections: NavLink[];
  footer: FooterGroup[];
  copyright: string;
  toc: { minHeadingLevel: 2 | 3; maxHeadingLevel: 2 | 3 | 4 };
  locales: { code: string; label: string }[];
  /**
   * Code-block languages highlighted besides refractor's common set (bash, C-family, CSS, diff, Go,
   * INI, Java, JavaScript, JSON, Kotlin, Markdown, HTML/XML, PHP, Python, Ruby, Rust, SQL, Swift,
   * TypeScript, YAML and a few more): names of refractor's language files, such as "http" or "toml".
   */
  prism: { additionalLanguages: string[] };
  search: { maxHits: number; highlightResult: boolean; weights: { title: number; heading: number; keywords: number; text: number }; threshold: number };
}

const productName = "Palaver";

export const site: SiteConfig = {
  productName,
  title: `${productName} Docs`,
  tagline: `Guides, API reference and policies for ${productName}, the free, open-source chat application.`,
  siteUrl: "https://docs.palaver.chat",
  editUrl: "https://github.com/palaver-chat/palaver-docs/edit/main/content/{path}",
  socialImage: { path: "/img/social-card.png", width: 1200, height: 630, alt: `${productName} Docs: guides, API reference and policies` },
  currentVersionLabel: "1.x",
  announcement: {
    id: "api-v1-stable-2025",
    content: `The ${productName} REST API v1 is stable: see the API introduction for what that guarantees.`,
  },
  links: {
    website: "https://palaver.chat",
    donate: "https://palaver.chat/donate",
    source: "https://github.com/palaver-chat/palaver",
    status: "https://status.palaver.chat",
  },
  sections: [
    { label: "User docs", href: "/docs/user/getting-started" },
    { label: "API", href: "/docs/api/introduction" },
    { label: "Policies", href: "/docs/policies/introduction" },
  ],
  footer: [
    {
      title: "Docs",
      links: [
        { label: "Tutorial", href: "/docs/user/getting-started" },
        { label: "API reference", href: "/docs/api/introduction" },
        { label: "Troubleshooting", href: "/docs/category/issues" },
      ],
    },
    {
      title: "Community",
      links: [
        { label: "Source code", href: "https://github.com/palaver-chat/palaver" },
        { label: "Discussions", href: "https://github.com/palaver-chat/palaver/discussions" },
        { label: "Writing for Palaver Docs", href: "/markdown-page" },
        { label: "Donate", href: "https://palaver.chat/donate" },
        { label: "Network status", href: "https://status.palaver.chat" },
      ],
    },
    {
      title: "Legal",
      links: [
        { label: "Privacy policy", href: "/docs/policies/privacy" },
        { label: "Terms of service", href: "/docs/policies/tos" },
        { label: "Security notice", href: "/docs/policies/securityrep" },
        { label: "GDPR compliance", href: "/docs/policies/gdpr" },
      ],
    },
  ],
  copyright: `Copyright © 2025 ${productName}. Free and open-source software.`,
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  locales: [{ code: "en", label: "English" }],
  prism: { additionalLanguages: ["http"] },
  search: { maxHits: 8, highlightResult: true, weights: { title: 3, heading: 2, keywords: 2, text: 1 }, threshold: 0.35 },
};
