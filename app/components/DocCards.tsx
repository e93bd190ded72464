// The grid of cards that lists a category's pages: on its generated index, and wherever a page
// puts Docusaurus's <DocCardList />.
import { Link } from "@remix-run/react";
import type { CategoryCard } from "~/lib/content-types";

/** One card: what Docusaurus's @theme/DocCard renders too. */
export function DocCardLink({ card }: { card: CategoryCard }) {
  return (
    <Link discover="none" to={card.href} className="card">
      <h2 className="card-title">{card.label}</h2>
      <p className="card-description">{card.description ?? (card.itemCount !== undefined ? `${card.itemCount} item${card.itemCount === 1 ? "" : "s"}` : "")}</p>
    </Link>
  );
}

export function DocCards({ cards, className }: { cards: readonly CategoryCard[]; className?: string }) {
  return (
    <ul className={["card-grid", className].filter(Boolean).join(" ")}>
      {cards.map((card) => (
        <li key={card.href}>
          <DocCardLink card={card} />
        </li>
      ))}
    </ul>
  );
}
