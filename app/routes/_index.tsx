import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { site } from "~/site.config";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { route: "/", documentTitle: `${site.title}: guides, API reference and policies` });

const sections = [
  {
    title: "Use Palaver",
    href: "/docs/user/getting-started",
    action: "Get started",
    text: "Create an account, start private chats, run group chats and join places. Fix connection and upload errors, keep your account secure, and learn to send GIFs and images.",
  },
  {
    title: "Build with the API",
    href: "/docs/api/introduction",
    action: "Read the API reference",
    text: "One consistent REST API for accounts, profiles, friends and preferences: authentication, rate limits, error codes and a page for every endpoint with request and response examples.",
  },
  {
    title: "Know the rules",
    href: "/docs/policies/introduction",
    action: "Read the policies",
    text: "How Palaver handles your data, the terms you agree to, your rights under the GDPR and how to report a security vulnerability responsibly.",
  },
];

export default function Home() {
  return (
    <main id="main" tabIndex={-1} className="home">
      <section className="hero">
        <div className="container">
          <h1 className="hero-title">{site.title}</h1>
          <p className="hero-tagline">
            {site.productName} is a free, open-source chat application for seamless communication: private messages, group chats
            and public places, on the web, desktop and mobile. These docs cover everything you need to use it, build on it and trust it.
          </p>
          <div className="hero-actions">
            <Link discover="none" className="button button--primary" to="/docs/user/getting-started">
              Get started
            </Link>
            <Link discover="none" className="button" to="/docs/api/introduction">
              API reference
            </Link>
          </div>
        </div>
      </section>
      <section className="container home-sections" aria-label="Documentation sections">
        {sections.map((section) => (
          <article key={section.href} className="home-section">
            <h2>{section.title}</h2>
            <p>{section.text}</p>
            <Link discover="none" to={section.href} className="home-section-link">
              {section.action} →
            </Link>
          </article>
        ))}
      </section>
    </main>
  );
}
