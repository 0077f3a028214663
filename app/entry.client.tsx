import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { copyOfDocument, loadCopy } from "#app/registry/copy.ts";
import { fullStylesheetApplied } from "#app/lib/rendering/full-stylesheet.ts";

// Hydration renders the copy of the page's live parts as the server did, from the copy registry (decision 0028;
// static content hydrates as the server's HTML, without copy, decision 0031): its chunks, preloaded by the
// document, are in the registry before React starts. Should they fail to come, the page
// stays as the server rendered it (links and the contact form work without JavaScript). The page's own <style>
// has only the rules of its markup (decision 0029): what React renders from then on needs the whole stylesheet.
void Promise.all([loadCopy(copyOfDocument(window.location.pathname)), fullStylesheetApplied()]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
