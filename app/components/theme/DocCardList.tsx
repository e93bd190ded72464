// Docusaurus's @theme/DocCardList: cards for the pages of a category. Without `items` it lists the
// category whose own page this doc is (as Docusaurus's useCurrentSidebarCategory finds it), which
// the doc's route data carries (`categoryCards`, only for pages that import this module).
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { DocCards } from "~/components/DocCards";
import type { CategoryCard, DocPageData } from "~/lib/content-types";
import { OUTSIDE_THE_SITE } from "./docsPluginClient";
import { cardOf, type DocCardItem } from "./DocCard";

export type { DocCardItem };

export interface DocCardListProps {
  items?: readonly DocCardItem[];
  className?: string;
}

function useCategoryCards(): CategoryCard[] {
  if (!useRouteLoaderData("root")) throw new Error(OUTSIDE_THE_SITE);
  const page = useMatches()
    .map((match) => match.data as Partial<DocPageData> | null | undefined)
    .find((data) => data?.kind === "doc");
  if (!page?.categoryCards) {
    // Docusaurus throws here too: the list of a page that is no category's own needs its items.
    throw new Error(`<DocCardList /> without items lists the category whose page this is, and ${page?.route ?? "this page"} is no category's page: give it items, or move it to the category's index page.`);
  }
  return page.categoryCards;
}

function CurrentCategoryCards({ className }: { className?: string }) {
  return <DocCards cards={useCategoryCards()} className={className} />;
}

export default function DocCardList({ items, className }: DocCardListProps) {
  if (!items) return <CurrentCategoryCards className={className} />;
  return <DocCards cards={items.flatMap((item) => cardOf(item) ?? [])} className={className} />;
}
