import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useLocalHref } from "../lib/context.tsx";

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  /** Open in a new tab (external chat and social links). */
  newTab?: boolean;
  "aria-label"?: string;
}

/**
 * A link from content: page routes go through the router, to the page in the language shown;
 * https:, mailto:, tel: and #anchors are plain links.
 */
export function SmartLink({ href, children, newTab, ...rest }: Props) {
  const local = useLocalHref();
  if (href.startsWith("/")) {
    return (
      <Link to={local(href)} {...rest}>
        {children}
      </Link>
    );
  }
  const tab = newTab ?? href.startsWith("https:");
  return (
    <a href={href} {...(tab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
    </a>
  );
}
