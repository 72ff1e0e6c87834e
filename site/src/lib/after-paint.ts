/**
 * Runs a task once the browser has drawn the frame it is preparing, and gives a function that
 * cancels it. For work a visitor need not wait for after a tap (a card's picture request, the
 * address bar's entry): kept out of the tap's frame, the list they asked for shows that much sooner.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the frame is drawn; a task queued there runs just after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
