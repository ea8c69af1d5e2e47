// The drawn half of a chart, behind the one lazy boundary of the charts: Recharts (with d3 and its state store) is a
// chunk of its own, fetched the first time a chart shows, so neither the sign-in page nor the shell carries it. The
// box reserves the drawing's height while the code comes, and names the drawing for assistive technology as one image
// (its tooltips and axes are not read out: the figure's table carries the same figures). If the code cannot be
// fetched (offline before it was ever cached) the box says so and the table still answers.
import { Component, Suspense, lazy, type ReactNode } from 'react';

const drawings = () => import('./recharts-drawings.tsx');
export const ColumnDrawing = lazy(() => drawings().then((m) => ({ default: m.ColumnDrawing })));
export const DonutDrawing = lazy(() => drawings().then((m) => ({ default: m.DonutDrawing })));

class DrawingBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <p className="rounded-lg bg-slate-50 px-3 py-4 text-sm text-slate-700">Chưa tải được biểu đồ. Mở “Xem số liệu” để đọc các số liệu.</p>;
  }
}

export function DrawingBox({ label, height, width, children }: { label: string; height: number; width?: number; children: ReactNode }) {
  return (
    <DrawingBoundary>
      <div role="img" aria-label={label} style={{ height, width }} className="relative min-w-0 shrink-0">
        <Suspense fallback={<div className="size-full animate-pulse rounded-lg bg-slate-50" />}>{children}</Suspense>
      </div>
    </DrawingBoundary>
  );
}
