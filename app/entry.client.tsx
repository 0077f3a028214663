import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { copyOfPath, loadCopy } from "#app/i18n/copy.ts";

// Hydration renders the page's copy as the server did, from the copy registry (decision 0028): its chunks,
// preloaded by the document, are in the registry before React starts. Should they fail to come, the page
// stays as the server rendered it (links and the contact form work without JavaScript).
void loadCopy(copyOfPath(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
