// The body of an experiment beside the library fields (src/shared/schemas/library.ts): the package it runs (uploaded
// first, EXPERIMENT_PACKAGE_ENDPOINT) and how to use it.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { id } from './id.ts';

export const experimentFields = {
  /** Required to make an item (refused there with MSG.experimentPackageRequired); an edit may leave it out. */
  packageId: v.optional(id(MSG.experimentPackageRequired)),
  instructions: v.optional(v.nullable(v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(5000, MSG.experimentInstructionsTooLong))), null),
};
