// The address of one activity (1-based) on a plan's page and in its editor: the spec's plan addresses end with an
// optional "detail" id, which names the activity to show (details/{n}, edit/{n}).
export const activityAnchor = (n: number) => `hoat-dong-${n}`;
