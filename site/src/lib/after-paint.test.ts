import { describe, expect, it } from 'vitest';
import { afterPaint } from './after-paint';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterPaint', () => {
  it('runs the task after the frame being prepared, not before it', async () => {
    const order: string[] = [];
    afterPaint(() => order.push('task'));
    await nextFrame();
    order.push('frame');
    await nextTask();
    await nextTask();
    expect(order).toEqual(['frame', 'task']);
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    let ran = 0;
    afterPaint(() => {
      ran += 1;
    })();
    const cancelAfterFrame = afterPaint(() => {
      ran += 1;
    });
    await nextFrame();
    cancelAfterFrame();
    await nextTask();
    await nextTask();
    expect(ran).toBe(0);
  });
});
