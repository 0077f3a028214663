// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SWIPE_THRESHOLD_PX, Toast, TOAST_DURATION_MS } from "#app/components/ui/toast.tsx";

const toast = { id: 1, title: "Success!", description: "Saved." };

function renderToast(onDismiss = vi.fn<() => void>()) {
  render(
    <ol>
      <Toast toast={toast} closeLabel="Dismiss" onDismiss={onDismiss} />
    </ol>,
  );
  return { onDismiss, item: screen.getByTestId("toast") };
}

describe("Toast", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("closes itself after 5000 ms", () => {
    const { onDismiss } = renderToast();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("pauses while hovered and resumes with the time that was left", () => {
    const { onDismiss, item } = renderToast();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(item);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(1999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("pauses while something in it has focus", () => {
    const { onDismiss } = renderToast();
    fireEvent.focus(screen.getByRole("button", { name: "Dismiss" }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it("is dismissed by a swipe to the right of at least 50 px, not by a shorter one", () => {
    const { onDismiss, item } = renderToast();
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 100 + SWIPE_THRESHOLD_PX - 1, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 100 + SWIPE_THRESHOLD_PX - 1, pointerId: 1 });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 2 });
    fireEvent.pointerMove(item, { clientX: 100 + SWIPE_THRESHOLD_PX, pointerId: 2 });
    fireEvent.pointerUp(item, { clientX: 100 + SWIPE_THRESHOLD_PX, pointerId: 2 });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("closes on its close button", () => {
    const { onDismiss } = renderToast();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
