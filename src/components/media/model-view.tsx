// A GLB model the viewer can turn with a finger or the mouse: Google's <model-viewer> (three.js), loaded only when a
// 3D item is opened.
import '@google/model-viewer';
import { createElement } from 'react';

export function ModelView({ src, label, className = 'block h-[60vh] w-full rounded-lg bg-slate-100' }: { src: string; label: string; className?: string }) {
  return createElement('model-viewer', {
    src,
    alt: label,
    'camera-controls': '',
    'touch-action': 'pan-y',
    'interaction-prompt': 'none',
    class: className,
  });
}
