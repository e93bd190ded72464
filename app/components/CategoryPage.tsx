import { Link } from "@remix-run/react";
import type { CategoryPageData } from "~/lib/content-types";
import { DocLayout } from "./DocLayout";
import { DocBanners } from "./DocBanners";

export function CategoryPage({ data }: { data: CategoryPageData }) {
  return (
    <DocLayout frame={data} route={data.route}>
      <DocBanners data={data} />
      <header className="markdown">
        <h1>{data.title}</h1>
        {data.description && <p className="lead">{data.description}</p>}
      </header>
      <ul className="card-grid">
        {data.cards.map((card) => (
          <li key={card.href}>
            <Link discover="none" to={card.href} className="card">
              <h2 className="card-title">{card.label}</h2>
              <p className="card-description">
                {card.description ?? (card.itemCount !== undefined ? `${card.itemCount} items` : "")}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </DocLayout>
  );
}
