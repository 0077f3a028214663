/**
 * Blocks below the fold carry the class `DEFER_RENDER_CLASS` (app.css): on the first
 * page of a visit the browser skips laying them out and painting them until
 * they come near the viewport (`content-visibility: auto`), so the first frame
 * costs only the first screen. See docs/decisions/0008-client-start.md.
 *
 * A skipped block has an estimated height, which is wrong for anything that
 * needs a position: an in-page link, a restored scroll position, a #hash in
 * the address. So once the page is live the blocks are rendered one at a time
 * while the browser is idle, and all at once whenever a position is needed.
 */
import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { whenIdle } from "#app/lib/rendering/idle.ts";

import {
  DEFER_RENDER_CLASS,
  RENDER_ALL_ATTRIBUTE as RENDER_ALL,
  RENDERED_ATTRIBUTE as RENDERED,
} from "#app/lib/rendering/markers.ts";

/** No block waits longer than this for an idle moment. */
const IDLE_TIMEOUT_MS = 500;

/** Renders every deferred block now, on this page and on every page after it. */
export function renderAllDeferred(): void {
  document.documentElement.setAttribute(RENDER_ALL, "");
}

function isAllRendered(): boolean {
  return document.documentElement.hasAttribute(RENDER_ALL);
}

/**
 * Starts rendering the page's deferred blocks, one per idle moment. Where the
 * page does not start at its top (a #hash, a restored scroll position),
 * renders them all at once instead. Returns a function that stops the idle
 * work.
 */
export function renderDeferredWhenIdle(): () => void {
  if (isAllRendered()) return () => {};
  if (window.location.hash || window.scrollY > 0) {
    renderAllDeferred();
    return () => {};
  }
  const pending = [...document.querySelectorAll<HTMLElement>(`.${DEFER_RENDER_CLASS}:not([${RENDERED}])`)];
  let cancel = () => {};
  const renderNext = () => {
    const block = pending.shift();
    if (!block) return renderAllDeferred();
    block.setAttribute(RENDERED, "");
    cancel = whenIdle(renderNext, IDLE_TIMEOUT_MS);
  };
  cancel = whenIdle(renderNext, IDLE_TIMEOUT_MS);
  return () => cancel();
}

/**
 * For the site shell: starts the idle rendering when the first page is live,
 * and renders everything before React Router positions the page for any
 * later navigation. Layout effects, so both happen before React Router's own
 * scroll restoration (a later sibling in the document) reads positions.
 */
export function useDeferredRendering(): void {
  const { key } = useLocation();
  const firstKey = useRef(key);
  useLayoutEffect(() => renderDeferredWhenIdle(), []);
  useLayoutEffect(() => {
    if (key !== firstKey.current) renderAllDeferred();
  }, [key]);
}
