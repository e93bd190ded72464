// The class of the frame's elements that hold HTML a site's config writes (its navbar and footer
// `html` items, its copyright, its announcement): the site's stylesheet reaches into them as into
// the page's <main> (page-scope.server.ts), since what they hold is the site's own.
export const SITE_HTML_CLASS = "site-html";
