// The "Đang ngoại tuyến" pill shown in the header while the device has no network, so nobody wonders why new data
// does not arrive; work done meanwhile is kept on the device.
import { useOnlineStatus } from '../hooks/use-online-status.ts';

export function ConnectivityBadge({ className = '' }: { className?: string }) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <span
      role="status"
      title="Không có kết nối mạng. Dữ liệu đã tải vẫn dùng được, bài làm được lưu trên máy và gửi khi có mạng."
      className={`inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ${className}`}
    >
      <span aria-hidden className="size-2 rounded-full bg-amber-500" />
      Đang ngoại tuyến
    </span>
  );
}
