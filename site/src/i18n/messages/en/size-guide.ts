// The size guide (/size-guide): ring and bangle tables, measuring at home, the printable ring sizer.
export const sizeGuide = {
  title: 'Size Guide',
  description: (shop: string) =>
    `Indian ring sizes 1 to 30 and bangle sizes 2-2 to 2-12 in millimetres, how to measure at home, and a printable ring sizer from ${shop} Jewellers.`,
  subtitle: 'Find your ring and bangle size at home',
  ringsTitle: 'Ring sizes',
  ringsCaption: 'Indian ring sizes with the inside diameter and circumference in millimetres',
  bangleTitle: 'Bangle sizes',
  bangleCaption: 'Indian bangle sizes with the inside diameter',
  size: 'Size',
  diameter: 'Inside diameter (mm)',
  circumference: 'Circumference (mm)',
  inches: 'Inches',
  measureTitle: 'How to measure at home',
  ringSteps: [
    'Wrap a thin strip of paper or a thread snugly around the base of your finger, where the ring will sit.',
    'Mark where the end meets the strip, then lay it flat and measure up to the mark in millimetres: that is the circumference.',
    'Find the nearest circumference in the ring table. Between two sizes, choose the larger one.',
    'Already have a ring that fits? Measure straight across its inside in millimetres and find the diameter instead.',
  ],
  bangleSteps: [
    'Take a bangle that slips over your hand comfortably and measure straight across its inside in millimetres.',
    'Find the nearest inside diameter in the bangle table. Between two sizes, choose the larger one.',
  ],
  measureNote: 'Fingers are largest in the evening and when warm: measure then for a ring that will not pinch.',
  sizerTitle: 'Printable ring sizer',
  sizerHow:
    'Print this section at 100 % (actual size, not “fit to page”). Place a ring that fits on the circles: the circle that matches the inside of the ring is its size.',
  checkLine: 'Check line: 50 mm',
  checkLineHow:
    'Before using it, measure this line with a ruler. If it is not 50 mm, the page was scaled: print again at 100 %.',
  sizerLabel: 'Circles of Indian ring sizes at true scale, with their sizes',
  print: 'Print the sizer',
  productLink: 'Find your size in our size guide',
};
