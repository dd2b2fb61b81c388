import {
  siBootstrap,
  siFacebook,
  siGoogle,
  siPinterest,
  siX,
  siInstagram,
  siJavascript,
  siMessenger,
  siMongodb,
  siNextdotjs,
  siNodedotjs,
  siReact,
  siTailwindcss,
  siVuedotjs,
  siWhatsapp,
  siYoutube,
} from "simple-icons";
import type { BrandIcon as BrandName, Technology } from "../../generated/schema.ts";

interface Glyph {
  path: string;
  hex: string;
}

// simple-icons no longer ships LinkedIn's mark; this is a plain "in" monogram in a rounded square.
const linkedin: Glyph = {
  hex: "0A66C2",
  path: "M4 0h16a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H4a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4Zm1.5 9v10h3.2V9Zm1.6-5a1.85 1.85 0 1 0 0 3.7 1.85 1.85 0 0 0 0-3.7ZM10.6 9v10h3.2v-5.2c0-1.5.6-2.4 1.8-2.4s1.6.9 1.6 2.4V19h3.2v-6c0-2.9-1.5-4.2-3.6-4.2a3.4 3.4 0 0 0-3 1.6V9Z",
};

const BRANDS = {
  facebook: siFacebook,
  instagram: siInstagram,
  linkedin,
  youtube: siYoutube,
  whatsapp: siWhatsapp,
  messenger: siMessenger,
  x: siX,
  pinterest: siPinterest,
  google: siGoogle,
} satisfies Record<BrandName, Glyph>;

const TECH = {
  javascript: siJavascript,
  react: siReact,
  vuedotjs: siVuedotjs,
  tailwindcss: siTailwindcss,
  bootstrap: siBootstrap,
  nextdotjs: siNextdotjs,
  nodedotjs: siNodedotjs,
  mongodb: siMongodb,
} satisfies Record<Technology["logo"], Glyph>;

function Svg({ glyph, size, color }: { glyph: Glyph; size: number; color?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill={color ?? `#${glyph.hex}`}
    >
      <path d={glyph.path} />
    </svg>
  );
}

/** A social or chat brand mark; decorative, so the link around it must carry the name. */
export function BrandIcon({
  name,
  size = 20,
  color = "currentColor",
}: {
  name: BrandName;
  size?: number;
  color?: string;
}) {
  return <Svg glyph={BRANDS[name]} size={size} color={color} />;
}

/** A technology logo in its brand colour. */
export function TechLogo({ name, size = 48 }: { name: Technology["logo"]; size?: number }) {
  return <Svg glyph={TECH[name]} size={size} />;
}
