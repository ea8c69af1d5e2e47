// A tiny toast store: any module can push a notice; components/ui/toaster.tsx renders them.
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** The four notification titles of spec §8. */
export const TOAST_TITLES: Record<ToastKind, string> = {
  success: 'Thành công',
  error: 'Lỗi',
  warning: 'Cảnh báo',
  info: 'Thông báo',
};

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  message: string;
}

type Listener = (toasts: Toast[]) => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l(toasts));

export function showToast(kind: ToastKind, message: string, durationMs = 4500): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, title: TOAST_TITLES[kind], message }];
  emit();
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(l: Listener): () => void {
  listeners.add(l);
  l(toasts);
  return () => listeners.delete(l);
}

export const toast = {
  success: (m: string) => showToast('success', m),
  error: (m: string) => showToast('error', m),
  warning: (m: string) => showToast('warning', m),
  info: (m: string) => showToast('info', m),
};
