import { NavLink } from "react-router-dom";
import type { NavigationLink } from "../../generated/schema.ts";
import { useLocalHref } from "../../lib/context.tsx";

/** The main menu's links as list items, the same in the header's bar and in the phone drawer. */
export function NavItems({ links }: { links: readonly NavigationLink[] }) {
  const local = useLocalHref();
  return links.map((link) => (
    <li key={link.href}>
      {/* Home is "current" on its own address only, not on every address below it. */}
      <NavLink to={local(link.href)} end={link.href === "/"}>
        {link.label}
      </NavLink>
    </li>
  ));
}
