// Query keys of missions: every key starts with ['missions', schoolId], so one invalidation refreshes them all.
export const missionsKey = (schoolId: number) => ['missions', schoolId] as const;
export const commentsKey = (schoolId: number) => ['comments', schoolId] as const;
