// Palaver Docs' own settings, in the shape of a Docusaurus config: the engine reads this file the
// way it reads any Docusaurus site's (app/lib/content/site-config.server.ts).
import type { DocusaurusConfig } from "~/lib/content/site-config.server";

const productName = "Palaver";
const repository = "https://github.com/palaver-chat/palaver";

export default {
  title: `${productName} Docs`,
  tagline: `Guides, API reference and policies for ${productName}, the free, open-source chat application.`,
  url: "https://docs.palaver.chat",
  baseUrl: "/",
  favicon: "img/favicon.svg",
  titleDelimiter: "—",
  // Stricter than Docusaurus's defaults (warn): a broken anchor or Markdown link stops the build.
  onBrokenLinks: "throw",
  onBrokenAnchors: "throw",
  onBrokenMarkdownLinks: "throw",
  i18n: { defaultLocale: "en", locales: ["en"], localeConfigs: { en: { label: "English" } } },
  customFields: {
    productName,
    socialImageAlt: `${productName} Docs: guides, API reference and policies`,
    links: {
      website: "https://palaver.chat",
      donate: "https://palaver.chat/donate",
      source: repository,
      status: "https://status.palaver.chat",
    },
    // These pages lay nothing out with Infima's classes (row, col--6, margin--lg, …): readers'
    // browsers are spared the engine's copy of them.
    infima: false,
  },
  plugins: [
    [
      // Its pwaHead: the app's own manifest (static/manifest.webmanifest, URLs relative to it so
      // that it works under any base path) and home-screen icon. The engine's worker does the rest.
      "@docusaurus/plugin-pwa",
      {
        pwaHead: [
          { tagName: "link", rel: "manifest", href: "manifest.webmanifest" },
          { tagName: "link", rel: "apple-touch-icon", href: "icons/apple-touch-icon.png" },
        ],
      },
    ],
  ],
  presets: [
    [
      "classic",
      {
        docs: {
          sidebarPath: "./sidebars.json",
          editUrl: "https://github.com/palaver-chat/palaver-docs/edit/main/content/",
          showLastUpdateTime: true,
          versions: { current: { label: "1.x" } },
        },
      },
    ],
  ],
  themeConfig: {
    image: "img/social-card.png",
    announcementBar: {
      id: "api-v1-stable-2025",
      content: `The ${productName} REST API v1 is stable: see the API introduction for what that guarantees.`,
    },
    navbar: {
      title: `${productName} Docs`,
      logo: { alt: "", src: "img/logo.svg", width: 28, height: 28 },
      items: [
        { type: "doc", docId: "user/getting-started", label: "User docs", position: "left" },
        { type: "doc", docId: "api/introduction", label: "API", position: "left" },
        { type: "doc", docId: "policies/introduction", label: "Policies", position: "left" },
        { type: "docsVersionDropdown", position: "right" },
        { type: "localeDropdown", position: "right" },
        { label: "Donate", href: "https://palaver.chat/donate", position: "right" },
        { label: "Source", href: repository, position: "right" },
        { label: "Website", href: "https://palaver.chat", position: "right" },
        { label: "Status", href: "https://status.palaver.chat", position: "right" },
      ],
    },
    footer: {
      links: [
        {
          title: "Docs",
          items: [
            { label: "Tutorial", to: "/docs/user/getting-started" },
            { label: "API reference", to: "/docs/api/introduction" },
            { label: "Troubleshooting", to: "/docs/category/issues" },
          ],
        },
        {
          title: "Community",
          items: [
            { label: "Source code", href: repository },
            { label: "Discussions", href: `${repository}/discussions` },
            { label: "Writing for Palaver Docs", to: "/markdown-page" },
            { label: "Donate", href: "https://palaver.chat/donate" },
            { label: "Network status", href: "https://status.palaver.chat" },
          ],
        },
        {
          title: "Legal",
          items: [
            { label: "Privacy policy", to: "/docs/policies/privacy" },
            { label: "Terms of service", to: "/docs/policies/tos" },
            { label: "Security notice", to: "/docs/policies/securityrep" },
            { label: "GDPR compliance", to: "/docs/policies/gdpr" },
          ],
        },
      ],
      copyright: `Copyright © 2025 ${productName}. Free and open-source software.`,
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: { additionalLanguages: ["http"] },
  },
} satisfies DocusaurusConfig;
