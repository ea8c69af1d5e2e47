// Where an optional system program is (LibreOffice, pdftoppm, qpdf): the first executable of that name on PATH, or
// null when the machine does not have it, so a feature that needs it can say so instead of failing.
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

export async function onPath(name: string): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const full = path.join(dir, name);
    if (
      await access(full, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return full;
  }
  return null;
}
