import type { ReactNode } from "react";
import { Link } from "react-router-dom";

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  /** Open in a new tab (external chat and social links). */
  newTab?: boolean;
  "aria-label"?: string;
}

/** A link from content: page routes go through the router; https:, mailto:, tel: and #anchors are plain links. */
export function SmartLink({ href, children, newTab, ...rest }: Props) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} {...rest}>
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
