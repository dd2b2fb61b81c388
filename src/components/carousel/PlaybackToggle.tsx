// Shared carousel control. Identical copies live in servicesCarousel/, clients/ and
// projectsCarousel/ (blocks do not import each other); it belongs in src/components/carousel/.
import styled from "@emotion/styled";
import { Pause, Play } from "lucide-react";
import { useSite } from "../../lib/context.tsx";
import { fillWords } from "../../lib/words.ts";

const Button = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border-radius: 50%;
  border: 2px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.white};
  color: ${(p) => p.theme.colors.primary};
  cursor: pointer;
  transition:
    border-color 0.2s,
    color 0.2s;
  &:hover {
    border-color: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.accentText};
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

interface Props {
  playing: boolean;
  onToggle: () => void;
  /** What moves, for the button's name, e.g. "Our Services": "Pause Our Services slideshow". */
  subject: string;
  className?: string;
}

/** Pauses or resumes a carousel's automatic movement (WCAG 2.2.2). */
export function PlaybackToggle({ playing, onToggle, subject, className }: Props) {
  const { ui } = useSite().site;
  return (
    <Button
      type="button"
      className={className}
      onClick={onToggle}
      aria-label={fillWords(playing ? ui.pauseSlideshow : ui.playSlideshow, { subject })}
    >
      {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
    </Button>
  );
}
