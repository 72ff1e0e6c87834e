// A banner's chosen picture is made lighter before it is checked for size and sent, as the product
// form's photos are: a camera's photo over 5 MB is taken once lighter, and Upload waits meanwhile.

import type { UploadOptions } from '@suvarna/api-client';
import { bannerFileIssue, IMAGE_SIZE_MESSAGE } from '@suvarna/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode, SubmitEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import type { LightenPhoto } from '../ui/lighter-photo';
import { useBannerUpload } from './useBannerUpload';

const camera = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

function renderUpload(lighten: LightenPhoto) {
  const send = vi.fn(async () => ({ data: null, message: undefined }));
  const hook = renderHook(
    () =>
      useBannerUpload({
        required: { image: bannerFileIssue },
        send,
        uploadedMessage: 'Banner uploaded',
        failedMessage: 'Failed',
        onClose: () => {},
        lighten,
      }),
    { wrapper: ({ children }: { children: ReactNode }) => <BackOfficeRoot>{children}</BackOfficeRoot> },
  );
  return { ...hook, send };
}

describe('a banner’s picture made lighter', () => {
  it('takes a camera photo over 5 MB once it is lighter, and waits for it', async () => {
    let finish: () => void = () => {};
    const lighter = camera('diwali.jpg', 800_000);
    const { result } = renderUpload(async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return lighter;
    });
    act(() => result.current.field('image').onChoose([camera('diwali.jpg', 7 * 1024 * 1024)]));
    // Not refused for its size while it is being made lighter.
    expect(result.current.field('image').issue).toBeNull();
    expect(result.current.actions.preparing).toBe(true);

    act(() => finish());
    await waitFor(() => expect(result.current.actions.preparing).toBe(false));
    expect(result.current.field('image').files).toEqual([lighter]);
    expect(result.current.field('image').issue).toBeNull();
  });

  it('refuses a picture still over 5 MB once lighter', async () => {
    const { result } = renderUpload(async (file) => file);
    act(() => result.current.field('image').onChoose([camera('huge.jpg', 6 * 1024 * 1024)]));
    await waitFor(() => expect(result.current.field('image').issue).toBe(IMAGE_SIZE_MESSAGE));
    expect(result.current.actions.preparing).toBe(false);
  });

  it('keeps only the last choice when another is made while the first is made lighter', async () => {
    const finishes: Array<() => void> = [];
    const { result } = renderUpload(
      (file) =>
        new Promise<File>((resolve) => {
          finishes.push(() => resolve(camera(`light-${file.name}`, 1000)));
        }),
    );
    act(() => result.current.field('image').onChoose([camera('first.jpg', 10)]));
    act(() => result.current.field('image').onChoose([camera('second.jpg', 10)]));
    act(() => finishes[1]?.());
    await waitFor(() =>
      expect(result.current.field('image').files.map((file) => file.name)).toEqual(['light-second.jpg']),
    );
    act(() => finishes[0]?.());
    await waitFor(() => expect(result.current.actions.preparing).toBe(false));
    expect(result.current.field('image').files.map((file) => file.name)).toEqual(['light-second.jpg']);
  });
});

describe('a banner’s picture sent', () => {
  it('goes within the upload limit it is given, and says how far it has gone until the answer', async () => {
    let report: UploadOptions['onProgress'];
    let answer: () => void = () => {};
    const send = vi.fn(
      (_pictures: unknown, upload: UploadOptions) =>
        new Promise<{ data: null; message: undefined }>((resolve) => {
          report = upload.onProgress;
          answer = () => resolve({ data: null, message: undefined });
        }),
    );
    const { result } = renderHook(
      () =>
        useBannerUpload({
          required: { image: bannerFileIssue },
          send,
          timeoutMs: 135_000,
          uploadedMessage: 'Banner uploaded',
          failedMessage: 'Failed',
          onClose: () => {},
          lighten: async (file) => file,
        }),
      { wrapper: ({ children }: { children: ReactNode }) => <BackOfficeRoot>{children}</BackOfficeRoot> },
    );
    const picture = camera('diwali.jpg', 1000);
    act(() => result.current.field('image').onChoose([picture]));
    await waitFor(() => expect(result.current.actions.preparing).toBe(false));
    expect(result.current.actions.progress).toBeNull();

    act(() => result.current.submit({ preventDefault: () => {} } as SubmitEvent<HTMLFormElement>));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[1]).toMatchObject({ timeoutMs: 135_000 });
    await waitFor(() => expect(result.current.actions.progress).toEqual({ files: [picture], progress: null }));

    act(() => report?.(400, 1200));
    expect(result.current.actions.progress?.progress).toEqual({ sent: 400, total: 1200 });

    act(() => answer());
    await waitFor(() => expect(result.current.actions.progress).toBeNull());
  });
});
