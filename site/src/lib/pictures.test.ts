import { describe, expect, it } from 'vitest';
import { CARD, GALLERY, largePicture, picture, productRenditions, rendition } from './pictures';

const UPLOAD = 'http://127.0.0.1:1337/uploads/SJ_RG_2001_1_1_ae7a22c06f.png';

describe('product pictures', () => {
  it('names a rendition by its upload and size, the same in every build', () => {
    const card = rendition(UPLOAD, 480);
    expect(card.file).toMatch(/^SJ_RG_2001_1_1_ae7a22c06f-[\w-]{12}-480\.webp$/);
    expect(rendition(UPLOAD, 480)).toEqual(card);
    expect(rendition(UPLOAD, 240).file).not.toBe(card.file);
    expect(rendition(UPLOAD.replace('ae7a22c06f', 'b81f0e2d3c'), 480).file).not.toBe(card.file);
  });

  it('gives a page the largest rendition and every size for the browser to choose from', () => {
    const card = picture(UPLOAD, CARD);
    const [small, large] = CARD.sizes.map((size) => `/_pictures/${rendition(UPLOAD, size).file}`);
    expect(card).toEqual({ src: large, srcSet: `${small} 240w, ${large} 480w` });
  });

  it('makes the large picture 1,600 px, or the upload’s shorter side when it is smaller', () => {
    expect(largePicture({ url: UPLOAD, width: 3000, height: 2400 }).size).toBe(1600);
    expect(largePicture({ url: UPLOAD, width: 1200, height: 900 })).toEqual({
      src: `/_pictures/${rendition(UPLOAD, 900).file}`,
      size: 900,
    });
    expect(largePicture({ url: UPLOAD, width: null, height: null }).size).toBe(1600);
  });

  it('lists every rendition the pages show: a card of the first picture, the gallery of each', () => {
    const second = UPLOAD.replace('_1_1_', '_2_2_');
    const files = productRenditions([{ images: [{ url: UPLOAD }, { url: second }] as never }, { images: [] }]).map(
      (entry) => entry.file,
    );
    const shown = [picture(UPLOAD, CARD), picture(UPLOAD, GALLERY), picture(second, GALLERY)]
      .flatMap(({ srcSet }) => srcSet.split(', '))
      .map((candidate) => candidate.split(' ')[0]?.replace('/_pictures/', ''));
    expect(files).toEqual(expect.arrayContaining(shown));
    // Two sizes for the card; two for the gallery, a thumbnail and a large one for each picture.
    expect(new Set(files).size).toBe(2 + 4 * 2);
  });
});
