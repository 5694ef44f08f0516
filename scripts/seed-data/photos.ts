// The sample photographs the seed gives its posts: made by this repository's own code
// (scripts/lib/sample-photos.ts) from a seed number, so they are the project's own pictures, under
// the same licence as the code. Here only what the content needs: names, seeds and what each shows.

export const SAMPLE_PHOTO_NAMES = ['sunset', 'forest', 'lake', 'meadow'] as const;
export type SamplePhotoName = (typeof SAMPLE_PHOTO_NAMES)[number];

export interface SamplePhotoSpec {
  /** The generator's seed: the same seed gives the same bytes. */
  seed: number;
  /** Shot in portrait: stored sideways with EXIF orientation 6, as a phone stores it. */
  portrait: boolean;
  /** What the picture shows, for readers who cannot see it (the post's imageAlt). */
  alt: string;
}

export const SAMPLE_PHOTOS: Record<SamplePhotoName, SamplePhotoSpec> = {
  sunset: {
    seed: 2,
    portrait: false,
    alt: 'A sunset over dark purple hills: a sky from purple through pink to orange with long clouds, a large pale sun low on the horizon, and dark blocks like distant buildings.',
  },
  forest: {
    seed: 4,
    portrait: true,
    alt: 'A tall view into a misty forest: dark, narrow tree trunks rise from a mossy green floor into a golden haze.',
  },
  lake: {
    seed: 3,
    portrait: false,
    alt: 'A calm teal lake under a pale blue sky with soft clouds, with a band of dark green hills along the far shore and small white sails on the water.',
  },
  meadow: {
    seed: 1,
    portrait: false,
    alt: 'A green meadow under a blue sky with soft white clouds, with translucent coloured blocks and circles standing in the grass.',
  },
};
