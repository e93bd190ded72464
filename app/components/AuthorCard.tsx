import type { Author } from "~/lib/content-types";
import { withBase } from "~/lib/base-path";

export function AuthorCard({ author, headingLevel = 2 }: { author: Author; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="author-card">
      {author.imageUrl && <img className="author-avatar" src={withBase(author.imageUrl)} alt="" width={64} height={64} />}
      <div>
        <Heading className="author-name">{author.name}</Heading>
        {author.title && <p className="author-title">{author.title}</p>}
        <ul className="author-socials">
          {author.url && (
            <li>
              <a href={author.url} target="_blank" rel="noopener noreferrer">
                Profile
              </a>
            </li>
          )}
          {author.socials.map((social) => (
            <li key={social.network}>
              <a href={social.url} target="_blank" rel="noopener noreferrer">
                {social.network}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
