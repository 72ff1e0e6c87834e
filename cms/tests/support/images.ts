// Real image bytes for upload tests, made with sharp.
import sharp from 'sharp';

export const png = (colour = '#c9a227') =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();

export const jpeg = (colour = '#b0b0b0') =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

export const asBlob = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type });
