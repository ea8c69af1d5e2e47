// The parsed list query of a library (src/shared/schemas/library.ts libraryQuerySchema).
import type * as v from 'valibot';
import type { libraryQuerySchema } from '../../../src/shared/schemas/library.ts';

export type LibraryQuery = v.InferOutput<typeof libraryQuerySchema>;
