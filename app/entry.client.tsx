import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { fullStylesheetApplied } from "#app/lib/rendering/full-stylesheet.ts";

// The page's own <style> has only the rules of its markup: what React renders from now on needs them all.
void fullStylesheetApplied().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
