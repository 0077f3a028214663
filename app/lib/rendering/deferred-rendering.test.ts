// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAllDeferred, renderDeferredWhenIdle } from "#app/lib/rendering/deferred-rendering.ts";

const root = document.documentElement;
const rendered = () =>
  [...document.querySelectorAll(".defer-render")].map((block) => block.hasAttribute("data-rendered"));

describe("renderDeferredWhenIdle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    root.removeAttribute("data-render-all");
    document.body.innerHTML = `<section>hero</section><section class="defer-render">a</section><section class="defer-render">b</section>`;
    window.history.replaceState(null, "", "/");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("renders the deferred blocks one per idle moment, then everything from then on", () => {
    renderDeferredWhenIdle();
    expect(rendered()).toEqual([false, false]);
    vi.advanceTimersToNextTimer();
    expect(rendered()).toEqual([true, false]);
    vi.advanceTimersToNextTimer();
    expect(rendered()).toEqual([true, true]);
    expect(root.hasAttribute("data-render-all")).toBe(false);
    vi.advanceTimersToNextTimer();
    expect(root.hasAttribute("data-render-all")).toBe(true);
  });

  it("renders everything at once when the page opens at a #hash", () => {
    window.history.replaceState(null, "", "/#pricing");
    renderDeferredWhenIdle();
    expect(root.hasAttribute("data-render-all")).toBe(true);
  });

  it("renders everything at once when the page opens scrolled (a restored position)", () => {
    vi.stubGlobal("scrollY", 640);
    renderDeferredWhenIdle();
    expect(root.hasAttribute("data-render-all")).toBe(true);
  });

  it("stops its idle work when cancelled", () => {
    const stop = renderDeferredWhenIdle();
    stop();
    vi.runAllTimers();
    expect(rendered()).toEqual([false, false]);
  });

  it("has nothing left to do once everything is rendered", () => {
    renderAllDeferred();
    renderDeferredWhenIdle();
    vi.runAllTimers();
    expect(rendered()).toEqual([false, false]);
    expect(root.hasAttribute("data-render-all")).toBe(true);
  });
});
