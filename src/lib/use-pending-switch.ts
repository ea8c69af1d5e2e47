// A switch saved to the server (a row's "Miễn phí" checkbox): the tapped value shows in the same render as the tap
// and stays until the save settles. A mutation's own pending state reaches React a task later, so a controlled
// checkbox would first snap back — on a busy tablet long enough to be seen, and to look like a missed tap.
import { useState } from 'react';

export function usePendingSwitch() {
  const [pending, setPending] = useState<{ id: number; value: boolean } | null>(null);
  return {
    /** What row `id`'s switch shows: the tapped value while its save runs, else the saved one. */
    valueOf: (id: number, saved: boolean) => (pending?.id === id ? pending.value : saved),
    start: (id: number, value: boolean) => setPending({ id, value }),
    done: () => setPending(null),
    busy: pending !== null,
  };
}
