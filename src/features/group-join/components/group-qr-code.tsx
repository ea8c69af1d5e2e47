// The QR code of a group's join link, drawn by qrcode.react on a canvas, with its PNG download. This module is only
// ever imported lazily (group-invite-panel.tsx), so the QR library stays out of the app's first screens.
import { useRef } from 'react';
import { QRCodeCanvas } from 'qrcode.react';
import { Button } from '@/components/ui/button.tsx';
import { fold } from '@/shared/fold.ts';

/** Drawn at this many pixels (times the screen's density), shown at 200 px: a sharp picture to print or project. */
const PIXELS = 512;

/** "Lớp 7A2" → "ma-qr-lop-7a2.png". */
export const qrFileName = (groupName: string) =>
  `ma-qr-${
    fold(groupName)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'nhom'
  }.png`;

export function GroupQrCode({ link, groupName }: { link: string; groupName: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  const download = () => {
    if (!canvas.current) return;
    const a = document.createElement('a');
    a.href = canvas.current.toDataURL('image/png');
    a.download = qrFileName(groupName);
    a.click();
  };

  return (
    <div className="flex flex-col items-start gap-3">
      <QRCodeCanvas
        ref={canvas}
        value={link}
        size={PIXELS}
        marginSize={2}
        level="M"
        style={{ width: 200, height: 200 }}
        aria-label={`Mã QR của đường dẫn vào nhóm ${groupName}`}
        className="rounded-lg border border-slate-200"
      />
      <Button variant="secondary" size="sm" onClick={download}>
        Tải mã QR
      </Button>
    </div>
  );
}
