// The STEM topic form's values and their mapping to the API body: lists are arrays of objects (react-hook-form's field
// arrays), selects and points are strings, links carry their names for the chips. Schema paths map onto form fields so
// a message (the app's or the server's) lands under what the teacher typed.
import type { StemTopicValues } from '@/shared/schemas/stem.ts';
import type { StemTopic } from '@/shared/stem.ts';

export interface Line {
  value: string;
}

export interface LinkChoice {
  id: number;
  name: string;
}

export interface StemFormValues {
  title: string;
  drivingQuestion: string;
  subjectId: string;
  gradeId: string;
  materials: Line[];
  steps: Line[];
  lectures: LinkChoice[];
  experiments: LinkChoice[];
  rubric: {
    levels: { label: string; points: string }[];
    criteria: { name: string; descriptions: Line[] }[];
  };
}

const lines = (list: string[]): Line[] => list.map((value) => ({ value }));

export function emptyForm(): StemFormValues {
  const levels = [
    { label: 'Tốt', points: '3' },
    { label: 'Đạt', points: '2' },
    { label: 'Chưa đạt', points: '1' },
  ];
  return {
    title: '',
    drivingQuestion: '',
    subjectId: '',
    gradeId: '',
    materials: [{ value: '' }],
    steps: [{ value: '' }],
    lectures: [],
    experiments: [],
    rubric: { levels, criteria: [{ name: '', descriptions: lines(levels.map(() => '')) }] },
  };
}

export function formOf(topic: StemTopic): StemFormValues {
  return {
    title: topic.title,
    drivingQuestion: topic.drivingQuestion,
    subjectId: topic.subject ? String(topic.subject.id) : '',
    gradeId: topic.grade ? String(topic.grade.id) : '',
    materials: lines(topic.materials),
    steps: lines(topic.steps),
    lectures: topic.lectures.map(({ id, name }) => ({ id, name })),
    experiments: topic.experiments.map(({ id, name }) => ({ id, name })),
    rubric: {
      levels: topic.rubric.levels.map((l) => ({ label: l.label, points: String(l.points) })),
      criteria: topic.rubric.criteria.map((c) => ({ name: c.name, descriptions: lines(c.descriptions) })),
    },
  };
}

const idOf = (s: string) => (s ? Number(s) : null);
/** A points box left empty is not 0: the schema refuses it with its own message. */
const pointsOf = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export function bodyOf(f: StemFormValues): StemTopicValues {
  return {
    title: f.title,
    drivingQuestion: f.drivingQuestion,
    subjectId: idOf(f.subjectId),
    gradeId: idOf(f.gradeId),
    // A material line left empty at the end is no material (the form always offers one more).
    materials: f.materials.map((m) => m.value).filter((m, i, all) => m.trim() !== '' || i < all.length - 1),
    steps: f.steps.map((s) => s.value),
    lectureIds: f.lectures.map((l) => l.id),
    experimentIds: f.experiments.map((x) => x.id),
    rubric: {
      levels: f.rubric.levels.map((l) => ({ label: l.label, points: pointsOf(l.points) })),
      criteria: f.rubric.criteria.map((c) => ({ name: c.name, descriptions: c.descriptions.map((d) => d.value) })),
    },
  };
}

const LIST_ROOTS = new Set(['materials', 'steps', 'rubric.levels', 'rubric.criteria']);

/** The form field of a schema (or API error) path. */
export function fieldOf(path: string): string {
  if (path === 'lectureIds' || path.startsWith('lectureIds.')) return 'lectures.root';
  if (path === 'experimentIds' || path.startsWith('experimentIds.')) return 'experiments.root';
  if (LIST_ROOTS.has(path)) return `${path}.root`;
  if (/^(materials|steps)\.\d+$/.test(path) || /^rubric\.criteria\.\d+\.descriptions\.\d+$/.test(path)) return `${path}.value`;
  return path || 'root';
}
