// The body of a media item beside the library fields (src/shared/schemas/library.ts): the uploaded file it is made of,
// a video's frame picture, and a video's or sound's length.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { id } from './id.ts';

/** Ten hours: longer than any lesson video; a larger figure is a mistake, not a film. */
export const MAX_MEDIA_SECONDS = 36_000;

export const mediaFields = {
  /** Required to make an item (refused there with MSG.mediaFileRequired); an edit may leave it out. */
  fileId: v.optional(id(MSG.mediaFileRequired)),
  thumbnailFileId: v.optional(v.nullable(id())),
  durationSeconds: v.optional(
    v.nullable(
      v.pipe(v.number(MSG.invalidInput), v.integer(MSG.invalidInput), v.minValue(0, MSG.invalidInput), v.maxValue(MAX_MEDIA_SECONDS, MSG.invalidInput)),
    ),
  ),
};
