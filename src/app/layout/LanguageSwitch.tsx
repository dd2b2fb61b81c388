import { Languages } from "lucide-react";
import { Link, useMatches, useNavigate } from "react-router-dom";
import { useLocale } from "../../lib/context.tsx";
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, localePath, type Locale } from "../../lib/locale.ts";
import type { PageData } from "../../lib/page-data.ts";

/** The page's address in each language, from the page route's data (null on the not-found page). */
function useAlternates(): Record<Locale, string | null> | undefined {
  const page = useMatches()
    .map((m) => m.data as Partial<PageData> | undefined)
    .find((d) => d && typeof d === "object" && "alternates" in d);
  return page?.alternates;
}

/**
 * A link to this page in the other language, named in that language ("বাংলা" on an English page,
 * "English" on a Bangla one), keeping the section the address points at ('/about#team' ->
 * '/bn/about#team'). A plain link: it works before the page's scripts run (to the page's top, as
 * the address's anchor is known only in the browser). The not-found page leads to the other
 * language's home page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const alternates = useAlternates();
  const navigate = useNavigate();
  const target = LOCALES.find((l) => l !== locale)!;
  const href = alternates?.[target] ?? localePath("/", target);
  return (
    <Link
      className={className}
      to={href}
      hrefLang={LOCALE_TAGS[target]}
      lang={LOCALE_TAGS[target]}
      onClick={(event) => {
        const { hash } = window.location;
        if (!hash || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(href + hash);
      }}
    >
      <Languages size={16} aria-hidden="true" />
      {LOCALE_NAMES[target]}
    </Link>
  );
}
