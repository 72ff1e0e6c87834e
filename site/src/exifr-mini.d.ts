// exifr's mini bundle (JPEG's EXIF only, a third of the full one's size) has the full bundle's API
// but no types of its own: the back office reads photos' orientation with it (lighter-photo.ts).
declare module 'exifr/dist/mini.esm.mjs' {
  export { orientation } from 'exifr';
}
