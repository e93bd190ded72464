import type { ReactNode } from "react";
import { Navbar } from "./Navbar";
import { Footer } from "./Footer";
import { AnnouncementBar } from "./AnnouncementBar";
import { ProgressBar } from "./ProgressBar";

/** The frame every page shares. Each route renders its own `<main id="main">`. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <ProgressBar />
      <div className="page-body">{children}</div>
      <Footer />
    </>
  );
}
