import "./react-init.ts";
import { CacheProvider } from "@emotion/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserCache } from "../styles/emotion-cache.ts";

// React Router's own browser entry, plus the Emotion cache that already knows the prerendered
// page's styles (src/styles/emotion-cache.ts), so that hydrating moves and inserts no style.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={browserCache()}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  );
});
