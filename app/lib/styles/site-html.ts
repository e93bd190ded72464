// The class of the frame's elements that hold HTML a site's config writes (its navbar and footer
// `html` items, its copyright, its announcement): the site's stylesheet reaches into them as into
// the page's <main> (page-scope.server.ts), since what they hold is the site's own. The components
// write it as a literal (Navbar, Footer, AnnouncementBar): an imported constant cost the first
// visit's JavaScript bytes; tests/unit/footer-copyright.test.ts and the docusaurus-site browser
// test check that the two agree.
export const SITE_HTML_CLASS = "site-html";
