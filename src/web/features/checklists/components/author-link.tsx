import { Link } from "react-router";
import { textLink } from "../../../components/ui/button-styles.ts";

/** The author's name, linking to their profile while the account exists (D20). */
export function AuthorLink({ name, customId }: { name: string; customId: string | null }) {
  if (!customId) return <span>{name} (deleted account)</span>;
  return (
    <Link to={`/users/${encodeURIComponent(customId)}`} className={textLink}>
      {name}
    </Link>
  );
}
