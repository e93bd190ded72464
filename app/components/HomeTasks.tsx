import { Link } from "@remix-run/react";
import type { HomePage } from "~/lib/content-types";
import { SmartLink } from "./SmartLink";

/** The home page's top tasks: one card each, its main link on its title, its shortcuts below. */
export function HomeTasks({ home }: { home: HomePage }) {
  return (
    <section className="home-tasks container" aria-labelledby="home-title">
      <h1 id="home-title" className="home-title">
        {home.title}
      </h1>
      {home.intro && <p className="home-intro">{home.intro}</p>}
      {home.tasks.length > 0 && (
        <ul className="home-task-list">
          {home.tasks.map((task) => (
            <li key={task.href} className="home-task">
              <h2 className="home-task-title">
                <SmartLink href={task.href}>{task.label}</SmartLink>
              </h2>
              <p>{task.text}</p>
              {task.links.length > 0 && (
                <ul className="home-task-links">
                  {task.links.map((link) => (
                    <li key={link.href}>
                      <SmartLink href={link.href}>{link.label}</SmartLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The parts of the docs, after the tasks. */
export function HomeSections({ sections }: { sections: HomePage["sections"] }) {
  return (
    <section className="container home-sections" aria-label="Documentation sections">
      {sections.map((section) => (
        <article key={section.href} className="home-section">
          <h2>{section.label}</h2>
          {section.text && <p>{section.text}</p>}
          <Link discover="none" to={section.href} className="home-section-link">
            {section.action} →
          </Link>
        </article>
      ))}
    </section>
  );
}
