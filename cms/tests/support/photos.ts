// Photos as phones and cameras make them, and the checks that a stored photo is upright and carries
// no metadata: the test kit's (shared with the site's picture pipeline tests), at the size the CMS
// tests upload, small enough that the CMS makes no thumbnail of it.
export {
  CAMERA,
  metadataIn,
  ORIENTATIONS,
  phoneJpeg,
  phoneWebp,
  pngWithMetadata,
  quartersOf,
  UPRIGHT,
  UPRIGHT_QUARTERS,
} from '@suvarna/testkit/phone-photos';
