// Ids are PostgreSQL `integer` columns: 1 to 2,147,483,647. A larger number (or 1e21) must be refused here, as a
// clear 422, rather than reach the database and fail there.
import * as v from 'valibot';
import { MSG } from '../messages.ts';

export const MAX_ID = 2_147_483_647;

/** A numeric id in a JSON body; `message` replaces the generic text for a field the user chose (a group, a role). */
export const id = (message: string = MSG.invalidInput) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message));

/** An id in a path or query string (digits only, same range), as a number. */
export const idString = v.pipe(
  v.string(MSG.invalidInput),
  v.regex(/^[1-9]\d{0,9}$/, MSG.invalidInput),
  v.transform(Number),
  v.maxValue(MAX_ID, MSG.invalidInput),
);
