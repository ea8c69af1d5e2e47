// The attempt is (or went) to another device: why this device cannot write it, and the one action that continues here.
import { Button } from '@/components/ui/button.tsx';
import { EXAM_MSG } from '../../exam-messages.ts';

export function DeviceNotice({ message, onTakeOver }: { message: string; onTakeOver: () => void }) {
  return (
    <section
      role="alert"
      aria-labelledby="device-notice-title"
      className="mx-auto max-w-xl space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <h1 id="device-notice-title" className="text-lg font-semibold">
        {EXAM_MSG.deviceHeading}
      </h1>
      <p>{message}</p>
      <Button onClick={onTakeOver}>{EXAM_MSG.continueHere}</Button>
    </section>
  );
}
